import { describe, expect, it } from 'vitest';
import './define.js';

/**
 * The words for a move come with the chunk the element loads after its first board
 * (move-words.ts, after-first-game.ts). This file runs in a page of its own, so that chunk has not
 * been loaded before: a move made before it is in must still be said, once it is.
 */
describe('<forty-thieves> words for a move made before the later chunk is in', () => {
  it('says the move once the chunk is in', async () => {
    const element = document.createElement('forty-thieves');
    element.setAttribute('variant', 'forty-thieves');
    element.setAttribute('deal', '1');
    const drawn = new Promise((resolve) => {
      element.addEventListener('ft-game-new', resolve, { once: true });
    });
    document.body.append(element);
    await drawn;
    await element.updateComplete;
    // The chunk is asked for only after the frame that paints the first board.
    expect(element.later.module).toBeUndefined();
    // Drawing from the stock is a legal first move in every deal of Forty Thieves (docs/rules.md).
    expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
    await element.ready;
    await element.updateComplete;
    const live = element.shadowRoot?.querySelector('[role="status"][aria-live="polite"]');
    expect(live?.textContent).toMatch(/^Drew \w+ of (clubs|diamonds|hearts|spades)(; .+ by autoplay)?$/);
    element.remove();
  });
});
