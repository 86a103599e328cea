import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cardAt, cardsOf, maria5, mount, position, shadow, twoDrawsFromStuck, upTo } from './testing/fixtures.js';
import { centre, mouseDrag, touchTap } from './testing/input.js';
import type { FortyThieves } from './forty-thieves.js';

/**
 * The focus after a card is played with a pointer (docs/element.md, "Playing"): the card clicked,
 * tapped or dragged is removed from its pile with the focus on it, and the focus stays on the board,
 * on the pile it was on, so the keys (U, Ctrl+Z) undo at once. Real input: Playwright's mouse and
 * keyboard, Chromium's touch through the DevTools protocol.
 */

/** The pile of the card (or empty pile) with the focus in the element, if any. */
const focusedPile = (element: FortyThieves) => (shadow(element).activeElement as HTMLElement | null)?.dataset.pile;

describe('the focus after a pointer move', () => {
  it('stays on the pile a clicked card left, without a focus ring, and U then Ctrl+Z undo', async () => {
    const element = await maria5();
    const before = JSON.stringify(element.position);
    await userEvent.click(cardAt(element, 'c4'));
    await element.updateComplete;
    expect(cardsOf(element, 'c4').at(-1)).not.toBe('3S');
    expect(focusedPile(element)).toBe('c4');
    expect(shadow(element).activeElement?.matches(':focus-visible')).toBe(false);
    await userEvent.keyboard('u');
    await element.updateComplete;
    expect(JSON.stringify(element.position)).toBe(before);
    // Again, undone with Ctrl+Z this time.
    await userEvent.click(cardAt(element, 'c4'));
    await element.updateComplete;
    expect(focusedPile(element)).toBe('c4');
    await userEvent.keyboard('{Control>}z{/Control}');
    await element.updateComplete;
    expect(JSON.stringify(element.position)).toBe(before);
  });

  it('stays on the pile a card was dragged from by a mouse, and a card tapped by a finger left', async () => {
    const element = await maria5();
    await mouseDrag(centre(cardAt(element, 'c4')), centre(cardAt(element, 'c1')));
    await element.updateComplete;
    expect(cardsOf(element, 'c1').slice(-2)).toEqual(['4H', '3S']);
    expect(focusedPile(element)).toBe('c4');
    await userEvent.keyboard('u');
    await element.updateComplete;
    expect(cardsOf(element, 'c4').at(-1)).toBe('3S');
    // Where the card lies once it has slid back.
    await Promise.all(
      cardAt(element, 'c4')
        .getAnimations()
        .map((animation) => animation.finished),
    );
    await touchTap(centre(cardAt(element, 'c4')));
    await element.updateComplete;
    expect(cardsOf(element, 'c4').at(-1)).not.toBe('3S');
    expect(focusedPile(element)).toBe('c4');
  });

  it('goes to the top card after an undo by key, so no covered card is drawn over the card put back', async () => {
    const element = await maria5();
    await userEvent.click(cardAt(element, 'c4'));
    await element.updateComplete;
    await userEvent.keyboard('u');
    await element.updateComplete;
    const top = cardAt(element, 'c4', cardsOf(element, 'c4').length - 1);
    expect(top.dataset.card).toBe('3S');
    expect(shadow(element).activeElement).toBe(top);
    // The card put back is seen, and a click on it reaches it.
    const { x, y } = centre(top);
    expect(shadow(element).elementFromPoint(x, y)?.closest('[data-pile]')).toBe(top);
  });

  it('is never taken back from outside the element', async () => {
    const element = await maria5();
    await userEvent.click(cardAt(element, 'c4'));
    const outside = document.createElement('button');
    outside.textContent = 'outside';
    document.body.append(outside);
    await userEvent.click(outside);
    expect(element.undo()).toBe(true);
    await element.updateComplete;
    expect(document.activeElement).toBe(outside);
  });
});

describe('the statistics view', () => {
  it('takes the focus when a page opens it, closes with Escape and gives the focus back', async () => {
    const element = await mount({ variant: 'maria', deal: '5', 'storage-key': 'focus-test' }, 1000, 700);
    const opener = document.createElement('button');
    opener.textContent = 'All statistics';
    opener.addEventListener('click', () => {
      element.showStats();
    });
    document.body.append(opener);
    await userEvent.click(opener);
    await element.updateComplete;
    const view = shadow(element).querySelector('[part~="stats-view"]');
    expect(view).not.toBeNull();
    expect(shadow(element).activeElement).toBe(view?.querySelector('[data-close]'));
    await userEvent.keyboard('{Escape}');
    await element.updateComplete;
    expect(shadow(element).querySelector('[part~="stats-view"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps the focus in the view through a reset asked and confirmed by keys', async () => {
    localStorage.removeItem('focus-test:stats');
    const element = await mount({ variant: 'maria', deal: '5', 'storage-key': 'focus-test' }, 1000, 700);
    // A game played and left: a row to reset.
    expect(element.play({ from: 'c4', to: 'c1' })).toBe(true);
    await element.newGame();
    element.showStats();
    await element.updateComplete;
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(shadow(element).activeElement?.textContent).toBe('Reset all');
    await userEvent.keyboard('{Enter}');
    await element.updateComplete;
    expect(shadow(element).activeElement?.textContent).toBe('Really reset');
    await userEvent.keyboard('{Enter}');
    await element.updateComplete;
    expect(element.stats).toMatchObject({ played: 0 });
    expect(shadow(element).activeElement?.hasAttribute('data-close')).toBe(true);
    localStorage.removeItem('focus-test:stats');
    localStorage.removeItem('focus-test');
  });
});

/** Every foundation complete but one of diamonds, at the Jack; Q♦ lies under K♦: two clicks win. */
function nearlyWon() {
  const foundations = ['S', 'S', 'H', 'H', 'D', 'D', 'C', 'C'].map((suit) => upTo(suit, 'K'));
  foundations[4] = upTo('D', 'J');
  return position('forty-thieves', { columns: [['QD', 'KD'], [], [], [], [], [], [], [], [], []], foundations });
}

describe('the end of a game', () => {
  it('gives the focus on the board to "New deal" after a win', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1' }, 1000, 700);
    await element.loadPosition(nearlyWon());
    await element.updateComplete;
    // K♦ to an empty column (Q♦ goes home by autoplay), then home itself.
    await userEvent.click(cardAt(element, 'c0', 1));
    await userEvent.click(cardAt(element, 'c1', 0));
    await element.updateComplete;
    expect(element.status).toBe('won');
    expect(shadow(element).activeElement).toBe(shadow(element).querySelector('.panel.won .primary'));
  });

  it('gives it to "Undo" at a dead end, and leaves a focus outside the element where it is', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1' }, 1000, 700);
    await element.loadPosition(twoDrawsFromStuck());
    await element.updateComplete;
    await userEvent.click(cardAt(element, 'stock'));
    await userEvent.click(cardAt(element, 'stock'));
    await element.updateComplete;
    expect(element.status).toBe('stuck');
    const undo = shadow(element).querySelector('.panel.stuck button');
    expect(undo?.textContent).toBe('Undo');
    expect(shadow(element).activeElement).toBe(undo);
    // Undone, then the dead end again by a program while the player is elsewhere on the page.
    await userEvent.keyboard('{Enter}');
    await element.updateComplete;
    expect(element.status).toBe('playing');
    const outside = document.createElement('button');
    outside.textContent = 'outside';
    document.body.append(outside);
    await userEvent.click(outside);
    expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
    await element.updateComplete;
    expect(element.status).toBe('stuck');
    expect(document.activeElement).toBe(outside);
  });
});
