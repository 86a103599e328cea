import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cardAt, cardsOf, maria5, record, shadow } from './testing/fixtures.js';
import { centre, mouseDrag, penDrag, touchDrag, touchTap, type Point } from './testing/input.js';

/**
 * Input that never drops a move, with real input: Playwright's mouse, and Chromium's own touch
 * and pen input through the DevTools protocol (not synthetic DOM events).
 */

afterEach(() => {
  document.getSelection()?.removeAllRanges();
});

/** Each kind of real input a player drags with; `midway` runs while the card is held. */
const DRAGS: [string, (from: Point, to: Point, midway?: () => Promise<void>) => Promise<void>][] = [
  ['mouse', mouseDrag],
  ['touch', touchDrag],
  ['pen', penDrag],
];

describe('a stock click right after a drag', () => {
  it('draws, after a mouse drag', async () => {
    const element = await maria5();
    const stock = cardsOf(element, 'stock').length;
    await userEvent.dragAndDrop(cardAt(element, 'c4'), cardAt(element, 'c1'));
    expect(cardsOf(element, 'c1').slice(-2)).toEqual(['4H', '3S']);
    await element.updateComplete;
    await userEvent.click(cardAt(element, 'stock'));
    expect(cardsOf(element, 'stock')).toHaveLength(stock - 1);
    expect(cardsOf(element, 'waste')).toHaveLength(1);
  });

  it('draws, after a touch drag', async () => {
    const element = await maria5();
    const stock = cardsOf(element, 'stock').length;
    await touchDrag(centre(cardAt(element, 'c4')), centre(cardAt(element, 'c1')));
    expect(cardsOf(element, 'c1').slice(-2)).toEqual(['4H', '3S']);
    await element.updateComplete;
    await touchTap(centre(cardAt(element, 'stock')));
    expect(cardsOf(element, 'stock')).toHaveLength(stock - 1);
  });

  it('draws, after a pen drag', async () => {
    const element = await maria5();
    const stock = cardsOf(element, 'stock').length;
    await penDrag(centre(cardAt(element, 'c4')), centre(cardAt(element, 'c1')));
    expect(cardsOf(element, 'c1').slice(-2)).toEqual(['4H', '3S']);
    await element.updateComplete;
    await userEvent.click(cardAt(element, 'stock'));
    expect(cardsOf(element, 'stock')).toHaveLength(stock - 1);
  });

  it('still ignores the click that ends a drag (no second move from one gesture)', async () => {
    const element = await maria5();
    const moves = record(element, 'ft-move');
    await userEvent.dragAndDrop(cardAt(element, 'c4'), cardAt(element, 'c1'));
    expect(moves).toHaveLength(1);
  });
});

describe('dragging never selects text', () => {
  it('selects nothing while a card is dragged from the waste across the board', async () => {
    const element = await maria5();
    await userEvent.click(cardAt(element, 'stock'));
    await element.updateComplete;
    // A mouse drag over the columns and the toolbar, released off any pile. The target is the
    // title, not the whole toolbar: the locator is found by its text, and the clock's text changes.
    await userEvent.dragAndDrop(cardAt(element, 'waste', 0), shadow(element).querySelector('[part~="toolbar"] .title') as HTMLElement, {
      sourcePosition: { x: 5, y: 5 },
      targetPosition: { x: 2, y: 2 },
    });
    expect(document.getSelection()?.toString()).toBe('');
    expect(getComputedStyle(shadow(element).querySelector('.board') as Element).userSelect).toBe('none');
    // The next drag is not swallowed by a native drag of selected text.
    const moves = record(element, 'ft-move');
    await userEvent.dragAndDrop(cardAt(element, 'c4'), cardAt(element, 'c1'));
    expect(moves).toHaveLength(1);
  });

  for (const [kind, drag] of DRAGS) {
    it(`selects nothing while a card is held by ${kind} over the toolbar's words and dropped off any pile`, async () => {
      const element = await maria5();
      await userEvent.click(cardAt(element, 'stock'));
      await element.updateComplete;
      // The drawn card flies from the stock to the waste: take its place once it has landed.
      await Promise.all(
        shadow(element)
          .getAnimations()
          .map((animation) => animation.finished),
      );
      const words = shadow(element).querySelector('[part~="toolbar"] .moves');
      if (!words) throw new Error('no move count');
      await drag(centre(cardAt(element, 'waste', 0)), centre(words), async () => {
        await element.updateComplete;
        expect(shadow(element).querySelector('[data-pile="waste"].dragging')).not.toBeNull();
        expect(document.getSelection()?.toString()).toBe('');
      });
      expect(document.getSelection()?.toString()).toBe('');
      // Dropped off any pile: the card is back on the waste, and the next drag still moves a card.
      expect(cardsOf(element, 'waste')).toHaveLength(1);
      await drag(centre(cardAt(element, 'c4')), centre(cardAt(element, 'c1')));
      expect(cardsOf(element, 'c1').at(-1)).toBe('3S');
    });
  }

  it('a drag that starts where text was selected still moves the card', async () => {
    const element = await maria5();
    // Text selected on the board (as a triple click or a stray drag could) must not turn the next drag into a native drag of that text.
    const title = shadow(element).querySelector('.title');
    const range = document.createRange();
    range.selectNodeContents(title ?? element);
    document.getSelection()?.addRange(range);
    const moves = record(element, 'ft-move');
    await userEvent.dragAndDrop(cardAt(element, 'c4'), cardAt(element, 'c1'));
    expect(moves).toHaveLength(1);
    expect(cardsOf(element, 'c1').at(-1)).toBe('3S');
  });
});

describe('only the player cancels a drag', () => {
  for (const [kind, drag] of DRAGS) {
    it(`keeps a ${kind} drag going through a redraw of the board (a timer tick, the solver line)`, async () => {
      const element = await maria5();
      const from = centre(cardAt(element, 'c4'));
      const to = centre(cardAt(element, 'c1'));
      await userEvent.click(cardAt(element, 'stock'));
      await element.updateComplete;
      const moves = record(element, 'ft-move');
      await drag(from, to, async () => {
        element.requestUpdate();
        await element.updateComplete;
        expect(shadow(element).querySelectorAll('.dragging')).toHaveLength(1);
      });
      expect(moves).toHaveLength(1);
      expect(cardsOf(element, 'c1').at(-1)).toBe('3S');
    });
  }

  it('a touch drag is not taken over by scrolling', async () => {
    const element = await maria5();
    await touchDrag(centre(cardAt(element, 'c4')), centre(cardAt(element, 'c1')));
    expect(cardsOf(element, 'c1').at(-1)).toBe('3S');
    expect(document.scrollingElement?.scrollTop ?? 0).toBe(0);
  });

  it('Escape puts the dragged cards back', async () => {
    const element = await maria5();
    const moves = record(element, 'ft-move');
    await penDrag(centre(cardAt(element, 'c4')), centre(cardAt(element, 'c1')), async () => {
      await userEvent.keyboard('{Escape}');
      await element.updateComplete;
      expect(shadow(element).querySelectorAll('.dragging')).toHaveLength(0);
    });
    expect(moves).toHaveLength(0);
    expect(cardsOf(element, 'c4').at(-1)).toBe('3S');
  });
});
