import { describe, expect, it } from 'vitest';
import { ClickCycle } from './click-cycle.js';
import { craftGame, oneCard } from '../test/test-plugins.js';

// docs/rules.md "Click / tap to move": a foundation when safe, then the non-empty columns left to
// right, then a foundation that is legal but not safe, then one empty column; a second click on
// the moved cards cycles through that list.

/** 5♥ on c0, a 6♥ on c1 and on c2, c3 … c9 empty, 4♥ home on f0 (5♥ home is legal, not safe). */
function game() {
  return craftGame(oneCard, { columns: ['5H', '6H', '6H'], foundations: ['4H'] }, { autoplay: false });
}

const top = (session: ReturnType<typeof game>, column: number) => session.position().columns[column]?.up.at(-1);

describe('ClickCycle', () => {
  it('plays the best place, then each next one on a click where the cards landed, round the list', () => {
    const session = game();
    const clicks = new ClickCycle(session);
    const where: (string | undefined)[] = [];
    let pile = 'c0';
    for (let i = 0; i < 5; i++) {
      // A click on 5♥ where it lies: the top card of its pile.
      const result = clicks.click(pile, 1);
      if (!result?.ok) throw new Error('a click on 5♥ should move it');
      where.push(result.move.to);
      pile = result.move.to;
    }
    expect(where).toEqual(['c1', 'c2', 'f0', 'c3', 'c1']);
    // Each cycle took the last move back: one step to undo, and 5♥ moved once.
    expect(session.steps().history).toEqual([['c0-c1']]);
    expect(session.moveCount).toBe(1);
  });

  it('asks afresh when anything happened between the clicks', () => {
    const session = game();
    const clicks = new ClickCycle(session);
    expect(clicks.click('c0', 1)?.move.to).toBe('c1');
    session.play('draw');
    // The same click now moves 5♥ from c1 as a new click: its best place is c2.
    expect(clicks.click('c1', 1)?.move).toEqual({ from: 'c1', to: 'c2', count: 1 });
    expect(top(session, 2)).toBe('5H');
  });

  it('sends the card home on the second click of a double-click, when the list has a foundation', () => {
    const session = game();
    const clicks = new ClickCycle(session);
    clicks.click('c0', 1);
    expect(clicks.click('c1', 1, true)?.move.to).toBe('f0');
    expect(session.position().foundations[0]?.at(-1)).toBe('5H');
    expect(session.steps().history).toEqual([['c0-f0']]);
  });

  it('draws on every click of the stock, and refuses a card with nowhere to go with the reason', () => {
    const session = craftGame(oneCard, { columns: ['5H', 'KS', 'KS', 'KH', 'KH', 'KD', 'KD', 'KC', 'KC', 'QS'] }, { autoplay: false });
    const clicks = new ClickCycle(session);
    expect(clicks.click('stock', 1)?.move).toEqual({ from: 'stock', to: 'waste' });
    expect(clicks.click('stock', 1, true)?.move).toEqual({ from: 'stock', to: 'waste' });
    const refused = clicks.click('c0', 1);
    expect(refused?.ok).toBe(false);
    expect(refused?.move).toEqual({ from: 'c0', count: 1 });
    expect(clicks.click('f0', 1)).toBeUndefined();
    expect(session.moveCount).toBe(2);
  });

  it('is told apart from other changes by the session revision', () => {
    const session = game();
    const before = session.revision;
    session.play('draw');
    session.undo();
    session.redo();
    session.restart();
    expect(session.revision).toBe(before + 4);
  });
});
