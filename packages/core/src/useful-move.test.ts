import { describe, expect, it } from 'vitest';
import { gainInColumns } from './useful-move.js';
import { altSequence, craftBoard, faceDown, oneCard } from '../test/test-plugins.js';

// Full foundations but for one of hearts at 5 (it takes 6♥ next) and one of clubs at Q (K♣ next).
const FOUNDATIONS = ['KS', 'KH', 'KD', 'KC', 'KS', 'KD', '5H', 'QC'];

describe('gainInColumns: whether rearranging the columns could ever lead to a gain', () => {
  it('is false when no column card goes home, none takes the waste card, and none is face down', () => {
    // Left over: 6♥…K♥ and K♣. The waste shows K♥, which builds on no card.
    const board = craftBoard(altSequence, { columns: ['QH', 'JH', 'TH', '9H', '8H', '7H'], foundations: FOUNDATIONS, waste: 'KC 6H KH' });
    expect(gainInColumns(board)).toBe(false);
  });

  it('is true when a column card, anywhere in its column, is one a foundation takes', () => {
    const board = craftBoard(altSequence, { columns: ['6H QH', 'JH', 'TH', '9H', '8H', '7H'], foundations: FOUNDATIONS, waste: 'KC KH' });
    expect(gainInColumns(board)).toBe(true);
  });

  it("is true when a column card is one the waste's top card builds on", () => {
    // Same suit, down: the waste's 9♥ builds on the 10♥.
    const board = craftBoard(oneCard, { columns: ['QH', 'TH', '8H', '7H', 'JH'], foundations: FOUNDATIONS, waste: '6H KC KH 9H' });
    expect(gainInColumns(board)).toBe(true);
  });

  it('is true when a column has a face-down card, and false with the waste empty and nothing else', () => {
    const down = craftBoard(faceDown, { columns: [{ down: 'QH', up: 'JH' }, 'TH', '9H', '8H', '7H', 'KH'], foundations: FOUNDATIONS, waste: 'KC 6H' });
    expect(gainInColumns(down)).toBe(true);
    const bare = craftBoard(altSequence, { columns: ['QH', 'JH', 'TH', '9H', '8H', '7H', 'KH'], foundations: FOUNDATIONS, stock: '6H KC' });
    expect(gainInColumns(bare)).toBe(false);
  });
});
