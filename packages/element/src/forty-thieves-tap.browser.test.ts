import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cardAt, cardsOf, mount, position, record, shadow, upTo } from './testing/fixtures.js';
import { centre, penTap, touchDrag, touchTap } from './testing/input.js';
import type { FortyThieves } from './forty-thieves.js';

/**
 * A tap on a card is never dropped (docs/element.md, "Playing"): a finger's or a pen's tap acts at
 * its release, a mouse at its click. On a phone's screen (390 × 844), with real input: Chromium's
 * own touch and pen input through the DevTools protocol, Playwright's mouse.
 */

/** Kings fill the columns that should stay out of the way (Forty Thieves builds down in suit). */
const FILLER = [['KS'], ['KD'], ['KD'], ['KC'], ['KC']];

/**
 * 7♥ (column 1) goes on 8♥ (column 2) with a click, and on to the other 8♥ (column 4) with a second
 * click; only one 6♥ is home, so the foundation is legal for it but not safe, and only a
 * double-click sends it there. 5♦ (column 3) goes on 6♦ (column 10).
 */
async function phoneTable(): Promise<FortyThieves> {
  await page.viewport(390, 844);
  const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false' }, 390, 844);
  await element.loadPosition(
    position('forty-thieves', {
      columns: [['QC', '7H'], ['9S', '8H'], ['5D'], ['JC', '8H'], ...FILLER, ['6D']],
      foundations: [upTo('H', '6'), upTo('H', '5')],
    }),
  );
  await element.updateComplete;
  return element;
}

/** The pile of the card (or empty pile) with the focus in the element, if any. */
const focusedPile = (element: FortyThieves) => (shadow(element).activeElement as HTMLElement | null)?.dataset.pile;

const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Runs `listener` on every `type` event on the page: `first`, before the element's own handlers see it; else after them. */
function watch<K extends keyof WindowEventMap>(type: K, first: boolean, listener: (event: WindowEventMap[K]) => void): void {
  window.addEventListener(type, listener, first);
  cleanups.push(() => {
    window.removeEventListener(type, listener, first);
  });
}

describe('a tap on a card', () => {
  it('plays right after a quick touch drag, when Chromium makes no click of it', async () => {
    const element = await phoneTable();
    const moves = record(element, 'ft-move');
    // A quick drag across the board, then a tap at once: Chromium mostly makes no click of that tap
    // (not always, so twice).
    await touchDrag(centre(cardAt(element, 'c2', 0)), centre(cardAt(element, 'c9', 0)));
    await touchTap(centre(cardAt(element, 'c0', 1)));
    await element.updateComplete;
    expect(cardsOf(element, 'c9')).toEqual(['6D', '5D']);
    expect(cardsOf(element, 'c1')).toEqual(['9S', '8H', '7H']);
    // 5♦ back to the empty column, and Q♣ tapped onto a K♣.
    await touchDrag(centre(cardAt(element, 'c9', 1)), centre(cardAt(element, 'c2')));
    await touchTap(centre(cardAt(element, 'c0', 0)));
    await element.updateComplete;
    expect(cardsOf(element, 'c2')).toEqual(['5D']);
    expect(cardsOf(element, 'c0')).toEqual([]);
    expect(moves).toHaveLength(4);
  });

  it('plays when the page cancels the touch, so Chromium sends no click at all, and keeps the focus on the pile', async () => {
    const element = await phoneTable();
    const moves = record(element, 'ft-move');
    const clicks = record(element, 'click');
    // A page that cancels touchstart (to stop pull-to-refresh, say): Chromium then makes no mouse
    // events and no click of a tap; the pointer events still come.
    const cancel = (event: TouchEvent) => {
      event.preventDefault();
    };
    window.addEventListener('touchstart', cancel, { passive: false });
    cleanups.push(() => {
      window.removeEventListener('touchstart', cancel);
    });
    await touchTap(centre(cardAt(element, 'c0', 1)));
    await element.updateComplete;
    expect(clicks).toHaveLength(0);
    expect(cardsOf(element, 'c1')).toEqual(['9S', '8H', '7H']);
    expect(moves).toHaveLength(1);
    // As after a click: the focus stays on the pile the card left, so U undoes at once.
    expect(focusedPile(element)).toBe('c0');
    await userEvent.keyboard('u');
    await element.updateComplete;
    expect(cardsOf(element, 'c0')).toEqual(['QC', '7H']);
  });

  for (const [kind, tap] of [
    ['touch', touchTap],
    ['pen', penTap],
  ] as const) {
    it(`by ${kind} plays at its release, once`, async () => {
      const element = await phoneTable();
      const moves = record(element, 'ft-move');
      const atRelease: number[] = [];
      watch('pointerup', false, () => atRelease.push(moves.length));
      await tap(centre(cardAt(element, 'c0', 1)));
      await element.updateComplete;
      expect(atRelease).toEqual([1]);
      // One move: a second action would have taken 7♥ on from 8♥ (the cycle), or played Q♣.
      expect(moves).toHaveLength(1);
      expect(cardsOf(element, 'c1')).toEqual(['9S', '8H', '7H']);
      expect(cardsOf(element, 'c0')).toEqual(['QC']);
      expect(focusedPile(element)).toBe('c0');
      expect(shadow(element).activeElement?.matches(':focus-visible')).toBe(false);
    });
  }

  it('by touch is one action when Chromium does click: the click, on what now lies under the finger, plays nothing', async () => {
    const element = await phoneTable();
    const moves = record(element, 'ft-move');
    const atClick: number[] = [];
    watch('click', true, () => atClick.push(moves.length));
    await touchTap(centre(cardAt(element, 'c0', 1)));
    await element.updateComplete;
    // Chromium clicked, after the tap had played.
    expect(atClick).toEqual([1]);
    expect(moves).toHaveLength(1);
    expect(cardsOf(element, 'c0')).toEqual(['QC']);
  });
});

describe('the mouse and double taps, as before', () => {
  it('a mouse plays at its click, not at its release', async () => {
    const element = await phoneTable();
    const moves = record(element, 'ft-move');
    const seen: string[] = [];
    // After the board's own handlers: the release has been handled, the click not yet.
    watch('pointerup', false, () => seen.push(`pointerup ${moves.length}`));
    watch('click', true, () => seen.push(`click ${moves.length}`));
    await userEvent.click(cardAt(element, 'c0', 1));
    await element.updateComplete;
    expect(seen).toEqual(['pointerup 0', 'click 0']);
    expect(moves).toHaveLength(1);
    expect(cardsOf(element, 'c1')).toEqual(['9S', '8H', '7H']);
    expect(focusedPile(element)).toBe('c0');
  });

  it('a mouse double-click sends the card to its foundation', async () => {
    const element = await phoneTable();
    await userEvent.dblClick(cardAt(element, 'c0', 1));
    expect(cardsOf(element, 'f0')).toEqual(upTo('H', '7'));
    expect(cardsOf(element, 'c1')).toEqual(['9S', '8H']);
  });

  it("a pen's double-tap sends the card to its foundation, as a double-click does", async () => {
    const element = await phoneTable();
    const at = centre(cardAt(element, 'c0', 1));
    await penTap(at, 1);
    await element.updateComplete;
    await penTap(at, 2);
    await element.updateComplete;
    expect(cardsOf(element, 'f0')).toEqual(upTo('H', '7'));
    expect(cardsOf(element, 'c1')).toEqual(['9S', '8H']);
  });

  it("a pen's double-tap counts as the system counts it, however slow (its double-click time may be set long)", async () => {
    const element = await phoneTable();
    const at = centre(cardAt(element, 'c0', 1));
    await penTap(at, 1);
    // Longer than a finger's double-tap: only the system's count makes this a double-click.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await penTap(at, 2);
    await element.updateComplete;
    expect(cardsOf(element, 'f0')).toEqual(upTo('H', '7'));
  });

  it("a finger's double-tap sends the card to its foundation, as Chromium counts it", async () => {
    const element = await phoneTable();
    const at = centre(cardAt(element, 'c0', 1));
    await touchTap(at);
    await touchTap(at);
    await element.updateComplete;
    expect(cardsOf(element, 'f0')).toEqual(upTo('H', '7'));
    expect(cardsOf(element, 'c1')).toEqual(['9S', '8H']);
  });

  it("a finger's taps far apart in time are two taps", async () => {
    const element = await phoneTable();
    const at = centre(cardAt(element, 'c0', 1));
    await touchTap(at);
    // Well past Chromium's double-tap time, however slowly the test runs.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await touchTap(at);
    await element.updateComplete;
    // The first sent 7♥ on 8♥; the second played the card then under the finger, Q♣, onto a K♣.
    expect(cardsOf(element, 'c1')).toEqual(['9S', '8H', '7H']);
    expect(cardsOf(element, 'f0')).toEqual(upTo('H', '6'));
    expect(cardsOf(element, 'c0')).toEqual([]);
  });
});
