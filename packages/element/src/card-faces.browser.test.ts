import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cardAt, cardsOf, mount, position, shadow, upTo } from './testing/fixtures.js';
import type { FortyThieves } from './forty-thieves.js';

/**
 * A face-up card draws its middle (a large suit, or a court card's framed panel) only where its
 * whole face shows: a card lying on it hides all but its corner index, and a covered card draws
 * none of its middle (no sliver of it below the card on top, however loose the fan). What shows is
 * measured on the page (boxes of the cards as laid out), not taken from the piles' rules.
 */

const MIDDLE = '.pip, .court-art';

/** A page that holds the whole element: what the page has at a point is asked of every card's middle. */
async function mountWhole(attributes: Record<string, string>, width?: number, height?: number): Promise<FortyThieves> {
  await page.viewport(1300, 1000);
  return mount(attributes, width, height);
}

function box(element: Element): DOMRect {
  return element.getBoundingClientRect();
}

/** Some card of the same pile, later in it (so painted over it), overlaps its box. */
function covered(card: HTMLElement): boolean {
  const rect = box(card);
  const later = [...(card.parentElement?.querySelectorAll<HTMLElement>('.card') ?? [])].filter(
    (other) => Number(other.dataset.index) > Number(card.dataset.index),
  );
  return later.some((other) => {
    const on = box(other);
    return Math.min(rect.right, on.right) - Math.max(rect.left, on.left) > 0 && Math.min(rect.bottom, on.bottom) - Math.max(rect.top, on.top) > 0;
  });
}

/** Every face-up card with whether its face is covered, and whether it draws its middle. */
function faces(element: FortyThieves): { card: string; covered: boolean; middle: Element | null }[] {
  return [...shadow(element).querySelectorAll<HTMLElement>('.card.face')].map((card) => ({
    card: `${card.dataset.pile ?? ''}:${card.dataset.card ?? ''}`,
    covered: covered(card),
    middle: card.querySelector(MIDDLE),
  }));
}

/** The middle is drawn where, and only where, the whole face shows, and it shows there: it is what the page has at its centre. */
function expectMiddlesWhereFacesShow(element: FortyThieves): void {
  // A card that just moved slides to its place: measured where it comes to rest.
  for (const animation of shadow(element).getAnimations()) animation.finish();
  const all = faces(element);
  expect(all.filter((face) => face.covered).length).toBeGreaterThan(0);
  for (const face of all) expect({ card: face.card, drawn: face.middle !== null }).toEqual({ card: face.card, drawn: !face.covered });
  for (const { card, middle } of all) {
    if (!middle) continue;
    const rect = box(middle);
    expect(rect.width * rect.height, card).toBeGreaterThan(0);
    const hit = shadow(element).elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    expect(hit?.closest(MIDDLE), card).toBe(middle);
  }
  // Two suits for a card whose face shows, one (the corner's) for a covered card: nothing else draws an SVG.
  const uncovered = all.filter((face) => !face.covered).length;
  expect(shadow(element).querySelectorAll('svg')).toHaveLength(all.length + uncovered);
}

describe('the middle of a card', () => {
  for (const variant of ['forty-thieves', 'lucas', 'maria']) {
    for (const [width, height] of [
      [900, 640],
      [390, 780],
      [1280, 800],
    ] as const) {
      it(`is drawn only on the cards whose face shows, on a fresh deal of ${variant} at ${width}×${height}`, async () => {
        const element = await mountWhole({ variant, deal: '7', autoplay: 'false' }, width, height);
        expectMiddlesWhereFacesShow(element);
      });
    }
  }

  it('is drawn only on the cards whose face shows in a late game: a long column, a waste, foundations begun', async () => {
    const element = await mountWhole({ variant: 'forty-thieves', deal: '1', autoplay: 'false' }, 390, 780);
    const foundations = [upTo('S', '3'), upTo('H', '2'), upTo('D', 'A')];
    await element.loadPosition(
      position('forty-thieves', {
        columns: [['KS', 'QS', 'JS', 'TS', '9S', '8S', '7S', '6S', '5S', '4S'], ['KD', 'QH'], ['9C'], [], [], [], [], [], [], []],
        foundations,
        waste: ['2C', '8D', 'JH'],
      }),
    );
    await element.updateComplete;
    expectMiddlesWhereFacesShow(element);
    expect(cardAt(element, 'waste').querySelector('.court-art')).not.toBeNull();
    expect(cardAt(element, 'f0').querySelector('.pip')).not.toBeNull();
  });

  it('is drawn on a card that a move uncovers, and taken away again when undoing covers it', async () => {
    const element = await mountWhole({ variant: 'forty-thieves', deal: '1', autoplay: 'false' });
    await element.loadPosition(position('forty-thieves', { columns: [['KS', '7H'], ['8H'], ['QC', '5D'], [], [], [], [], [], [], []] }));
    await element.updateComplete;
    expect(cardAt(element, 'c0', 0).querySelector(MIDDLE)).toBeNull();
    expect(cardAt(element, 'c0', 1).querySelector('.pip')).not.toBeNull();

    // 7H goes onto 8H (docs/rules.md: down in suit): the King under it shows its panel, the eight is covered.
    await userEvent.click(cardAt(element, 'c0', 1));
    await element.updateComplete;
    expect(cardsOf(element, 'c1')).toEqual(['8H', '7H']);
    expect(cardAt(element, 'c0', 0).querySelector('.court-art')).not.toBeNull();
    expect(cardAt(element, 'c1', 0).querySelector(MIDDLE)).toBeNull();
    expect(cardAt(element, 'c1', 1).querySelector('.pip')).not.toBeNull();
    expectMiddlesWhereFacesShow(element);

    element.undo();
    await element.updateComplete;
    expect(cardsOf(element, 'c0')).toEqual(['KS', '7H']);
    expect(cardAt(element, 'c0', 0).querySelector(MIDDLE)).toBeNull();
    expect(cardAt(element, 'c0', 1).querySelector('.pip')).not.toBeNull();
    expect(cardAt(element, 'c1', 0).querySelector('.pip')).not.toBeNull();
    expectMiddlesWhereFacesShow(element);
  });
});

describe('the fan of a column', () => {
  it('lays every card of the longest possible column a little lower than the one it lies on', async () => {
    const element = await mountWhole({ variant: 'forty-thieves', deal: '1', autoplay: 'false' });
    // Both decks in one column: the most cards a pile can hold (docs/rules.md: two decks).
    await element.loadPosition(position('forty-thieves', { columns: [[], [], [], [], [], [], [], [], [], []], restTo: 0 }));
    await element.updateComplete;
    const tops = [...(shadow(element).querySelector('[part~="column"]')?.querySelectorAll('.card') ?? [])].map((card) => box(card).top);
    expect(tops).toHaveLength(104);
    for (let i = 1; i < tops.length; i++) expect(tops[i], `card ${i}`).toBeGreaterThan(tops[i - 1] ?? Infinity);
  });
});
