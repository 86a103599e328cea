import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { VIEWPORTS, mount, position, shadow } from './testing/fixtures.js';
import type { FortyThieves } from './forty-thieves.js';

/**
 * The layout, measured with getBoundingClientRect at the viewports players use: every pile on the
 * screen (no scrolling), cards as large as docs/element.md promises, empty piles the size of a
 * card, and every covered card's index readable, in every variant, also with a 20-card column.
 */

/** docs/rules.md "The nine variants": the number of columns. */
const VARIANTS = {
  'forty-thieves': 10,
  indian: 10,
  limited: 12,
  'little-forty': 10,
  lucas: 13,
  maria: 9,
  'number-ten': 10,
  'rank-and-file': 10,
  streets: 10,
} as const;

/** The narrowest card docs/element.md promises at 390 px for this many columns. */
const minimumAt390 = (columns: number) => (columns >= 13 ? 27 : columns >= 11 ? 30 : 36);

const LONG = ['KS', 'KH', 'QD', 'QC', 'JS', 'JH', 'KC', 'QH', 'JD', 'TC', '9D', '8S', '7H', '6C', '5D', '4S', '3H', '2C', 'TH', '9C'];

/** Variants that deal cards face down (docs/rules.md); the others may not have any. */
const FACE_DOWN = new Set(['indian', 'number-ten', 'rank-and-file']);

/** A late position: column 1 holds 20 cards (6 face down where the variant deals any), the others one or two, the rest in the stock. */
async function withLongColumn(element: FortyThieves, variant: string, columns: number): Promise<void> {
  // Two distinct cards for each other column (each card is in both decks twice, LONG has one of each).
  const pool = ['9H', '8H', '7S', '6H', '5H', '4H', '3S', '2H', '9S', '8D', '7C', '6D', '5C', '4D', '3C', '2D', '8C', '7D', '6S', '5S', '4C', '3D', '2S', '9D'];
  await element.loadPosition(
    position(variant, {
      columns: [LONG, ...Array.from({ length: columns - 1 }, (_, c) => pool.slice(2 * c, 2 * c + (c % 2 === 0 ? 1 : 2)))],
      down: [FACE_DOWN.has(variant) ? 6 : 0],
      waste: ['TD'],
    }),
  );
  await element.updateComplete;
  // The layout controller answers the new longest column before the next paint.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(element.error).toBeUndefined();
}

function boxes(element: FortyThieves, selector: string): DOMRect[] {
  return [...shadow(element).querySelectorAll(selector)].map((node) => node.getBoundingClientRect());
}

/** Everything that must hold on any board: on screen, outlines the size of a card, indices readable. */
function expectPlayable(element: FortyThieves, width: number, height: number): void {
  const root = shadow(element);
  for (const box of boxes(element, '.card, .placeholder')) {
    expect(box.left).toBeGreaterThanOrEqual(-0.5);
    expect(box.top).toBeGreaterThanOrEqual(-0.5);
    expect(box.right).toBeLessThanOrEqual(width + 0.5);
    expect(box.bottom).toBeLessThanOrEqual(height + 0.5);
  }
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(height);
  const card = root.querySelector('[part~="stock"] .card, [part~="column"] .card')?.getBoundingClientRect();
  if (!card) throw new Error('no card');
  for (const outline of boxes(element, '.placeholder')) {
    expect(outline.width).toBeCloseTo(card.width, 0);
    expect(outline.height).toBeCloseTo(card.height, 0);
  }
  // No stock, waste or foundation runs into a column.
  const piles = boxes(element, '.top .pile');
  for (const column of boxes(element, '[part~="column"]')) {
    for (const pile of piles) {
      const apart = pile.bottom <= column.top + 0.5 || pile.right <= column.left + 0.5 || pile.left >= column.right - 0.5 || pile.top >= column.bottom - 0.5;
      expect(apart).toBe(true);
    }
  }
  // Above ten or more columns, the piles keep to the columns' grid: stock and waste over the first
  // two columns, the foundations over the last eight, none beyond the last column.
  const columns = boxes(element, '[part~="column"]');
  if (element.layout.layout?.arrangement === 'top' && columns.length >= 10) {
    const over = [0, 1, ...Array.from({ length: piles.length - 2 }, (_, f) => columns.length - (piles.length - 2) + f)];
    over.forEach((c, p) => {
      expect(Math.abs((piles[p]?.left ?? NaN) - (columns[c]?.left ?? NaN))).toBeLessThan(0.5);
      expect(Math.abs((piles[p]?.right ?? NaN) - (columns[c]?.right ?? NaN))).toBeLessThan(0.5);
    });
  }
  // Each covered face-up card shows its whole index above the card on it.
  for (const column of root.querySelectorAll('[part~="column"]')) {
    const cards = [...column.querySelectorAll<HTMLElement>('.card')];
    for (let i = 0; i + 1 < cards.length; i++) {
      const index = cards[i]?.querySelector('.corner')?.getBoundingClientRect();
      const next = cards[i + 1]?.getBoundingClientRect();
      if (index && next) expect(index.bottom).toBeLessThanOrEqual(next.top + 0.5);
    }
  }
  for (const corner of root.querySelectorAll('.corner')) {
    expect(parseFloat(getComputedStyle(corner).fontSize)).toBeGreaterThanOrEqual(12);
    const face = corner.parentElement?.getBoundingClientRect();
    // The index fits inside its card, "10" included.
    if (face) expect(corner.getBoundingClientRect().right).toBeLessThanOrEqual(face.right + 0.5);
  }
}

describe('<forty-thieves> layout at the viewports players use', () => {
  for (const [width, height] of VIEWPORTS) {
    it(`fits every variant at ${width}×${height}, fresh and with a 20-card column`, async () => {
      await page.viewport(width, height);
      const figures: string[] = [];
      for (const [variant, columns] of Object.entries(VARIANTS)) {
        const element = await mount({ variant, deal: '7' }, width, height);
        expect(shadow(element).querySelectorAll('[part~="column"]')).toHaveLength(columns);
        expectPlayable(element, width, height);
        const cardWidth = boxes(element, '[part~="column"] .card')[0]?.width ?? 0;
        if (width === 390) expect(cardWidth).toBeGreaterThanOrEqual(minimumAt390(columns));
        const arrangement = element.layout.layout?.arrangement;
        await withLongColumn(element, variant, columns);
        // The piles stay where they were; the cards only shrink, if at all.
        expect(element.layout.layout?.arrangement).toBe(arrangement);
        expect(shadow(element).querySelectorAll('[part~="column"]')[0]?.querySelectorAll('.card')).toHaveLength(20);
        expectPlayable(element, width, height);
        const longWidth = boxes(element, '[part~="column"] .card')[0]?.width ?? 0;
        if (width === 390) expect(longWidth).toBeGreaterThanOrEqual(minimumAt390(columns));
        expect(cardWidth).toBeGreaterThanOrEqual(longWidth - 0.05);
        figures.push(`${variant} ${cardWidth.toFixed(1)}/${longWidth.toFixed(1)} ${element.layout.layout?.arrangement ?? '?'}`);
      }
      console.info(`card widths at ${width}×${height} (fresh/20-card column): ${figures.join(', ')}`);
    });
  }

  it('puts the piles beside the columns on a phone held sideways, and above them when upright', async () => {
    await page.viewport(844, 390);
    const sideways = await mount({ variant: 'forty-thieves', deal: '7' }, 844, 390);
    expect(sideways.layout.layout?.arrangement).toBe('side');
    await page.viewport(390, 844);
    const upright = await mount({ variant: 'forty-thieves', deal: '7' }, 390, 844);
    expect(upright.layout.layout?.arrangement).toBe('top');
  });

  it('keeps the whole name and deal in the slim toolbar of a phone held sideways, beside "Show solution"', async () => {
    await page.viewport(844, 390);
    // The play app's element at 844×390, beside its side rail; the solver wins Rank and File deal 7 at once.
    const element = await mount({ variant: 'rank-and-file', deal: '7' }, 790, 390);
    await expect.poll(() => shadow(element).querySelector('[data-solver="show"]'), { timeout: 60_000 }).not.toBeNull();
    const title = shadow(element).querySelector<HTMLElement>('.bar .title');
    const deal = title?.querySelector('a')?.getBoundingClientRect();
    const button = shadow(element).querySelector('.bar button')?.getBoundingClientRect();
    if (!title || !deal || !button) throw new Error('no title, deal link or button in the toolbar');
    const box = title.getBoundingClientRect();
    expect(title.textContent).toBe('Rank and File · deal 7');
    expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    expect(deal.right).toBeLessThanOrEqual(box.right + 0.5);
    expect(deal.bottom).toBeLessThanOrEqual(box.bottom + 0.5);
    // Still one slim row: the title is no taller than the buttons beside it.
    expect(box.height).toBeLessThanOrEqual(button.height + 0.5);
  });

  for (const lang of ['en', 'sv', 'nb', 'is', 'lb']) {
    it(`keeps the sideways toolbar on one row in ${lang}, the piles beside the columns`, async () => {
      await page.viewport(844, 390);
      // The play app's element at 844×390, beside its side rail, with the solver's verdict and "Show solution".
      const element = await mount({ variant: 'rank-and-file', deal: '7', lang }, 790, 390);
      await expect.poll(() => shadow(element).querySelector('[data-solver="show"]'), { timeout: 60_000 }).not.toBeNull();
      const items = [...shadow(element).querySelectorAll('.bar .title, .bar .figure, .bar button, .bar [part~="solver-status"]')];
      const rows = items.map((item) => item.getBoundingClientRect()).filter((box) => box.height > 0);
      // One row: every item's box overlaps every other's vertically, and none is taller than a button.
      expect(Math.max(...rows.map((box) => box.top))).toBeLessThan(Math.min(...rows.map((box) => box.bottom)));
      const button = shadow(element).querySelector('.bar button')?.getBoundingClientRect().height ?? 0;
      for (const box of rows) expect(box.height).toBeLessThanOrEqual(button + 0.5);
      // Nothing cut short: every item's text (the name and deal too, never an ellipsis) within its box.
      for (const item of items) {
        const text = document.createRange();
        text.selectNodeContents(item);
        expect(text.getBoundingClientRect().right, item.textContent).toBeLessThanOrEqual(item.getBoundingClientRect().right + 0.5);
      }
      expect(element.layout.layout?.arrangement).toBe('side');
    });
  }

  it('follows a change of size: a narrower element gets narrower cards at once', async () => {
    await page.viewport(1280, 800);
    const element = await mount({ variant: 'forty-thieves', deal: '7' }, 1200, 780);
    const wide = boxes(element, '[part~="column"] .card')[0]?.width ?? 0;
    element.style.width = '600px';
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const narrow = boxes(element, '[part~="column"] .card')[0]?.width ?? 0;
    expect(narrow).toBeLessThan(wide);
    expectPlayable(element, 1280, 800);
  });

  it('uses the height of a tall phone: the columns reach the foot of the board', async () => {
    await page.viewport(390, 844);
    const element = await mount({ variant: 'forty-thieves', deal: '7' }, 390, 844);
    const tableau = shadow(element).querySelector('.tableau')?.getBoundingClientRect();
    expect(tableau?.bottom ?? 0).toBeGreaterThanOrEqual(844 * 0.95);
    // Buttons a finger can hit.
    for (const button of boxes(element, '[part~="toolbar"] button')) expect(button.height).toBeGreaterThanOrEqual(32);
  });

  it('spreads a fresh deal over a tall phone: each covered card shows more than its index', async () => {
    await page.viewport(390, 844);
    const element = await mount({ variant: 'forty-thieves', deal: '7' }, 390, 844);
    const column = [...(shadow(element).querySelector('[part~="column"]')?.querySelectorAll('.card') ?? [])].map((card) => card.getBoundingClientRect());
    expect(column.length).toBeGreaterThanOrEqual(4);
    const [first, second] = column;
    if (!first || !second) throw new Error('no cards');
    // Four cards a column: the tightest readable overlap (an index of 12 px and 3 px more) would leave the board empty below.
    expect(second.top - first.top).toBeGreaterThanOrEqual(0.9 * first.width);
  });

  it('gives larger cards to a fresh deal where the height allows, and keeps their size while a card goes on and off the longest column', async () => {
    await page.viewport(844, 390);
    const element = await mount({ variant: 'forty-thieves', deal: '7' }, 844, 390);
    const width = () => boxes(element, '[part~="column"] .card')[0]?.width ?? 0;
    const withLongest = async (cards: number) => {
      await element.loadPosition(
        position('forty-thieves', { columns: [LONG.slice(0, cards), ['9H'], ['8H', '7S'], ...Array.from({ length: 7 }, () => [])], waste: ['TD'] }),
      );
      await element.updateComplete;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return width();
    };
    const short = await withLongest(6);
    // Fifteen cards: room for twenty is kept from now on.
    const grown = await withLongest(15);
    expect(grown).toBeLessThan(short);
    expect(await withLongest(14)).toBe(grown);
    expect(await withLongest(15)).toBe(grown);
    expect(await withLongest(20)).toBe(grown);
    expectPlayable(element, 844, 390);
    // A fresh deal: the cards grow back.
    expect(await withLongest(3)).toBeGreaterThan(grown);
  });

  for (const [width, height] of VIEWPORTS) {
    it(`shows what the game says as a toast over the board, inside the viewport, at ${width}×${height}`, async () => {
      await page.viewport(width, height);
      const element = await mount({ variant: 'forty-thieves', deal: '7' }, width, height);
      element.restart();
      await element.updateComplete;
      const toast = shadow(element).querySelector('[part~="status"]');
      const box = toast?.getBoundingClientRect();
      expect(toast?.textContent).toContain('Back to the start of this deal');
      expect(getComputedStyle(toast ?? element).visibility).toBe('visible');
      expect(box?.height ?? 0).toBeGreaterThan(10);
      expect(box?.bottom ?? height + 1).toBeLessThanOrEqual(height);
      expect(box?.right ?? width + 1).toBeLessThanOrEqual(width);
      expect(box?.top ?? -1).toBeGreaterThanOrEqual(0);
      expect(box?.left ?? -1).toBeGreaterThanOrEqual(0);
    });
  }
});
