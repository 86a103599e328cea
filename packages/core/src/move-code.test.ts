import { describe, expect, it } from 'vitest';
import { FLIP_BIT, FOUNDATION_BASE, STOCK, WASTE, codeCount, codeFrom, codeMove, codeTo, encodeMove } from './move-code.js';

describe('move codes', () => {
  it('keep every pile and count a move can have, with or without the flip bit', () => {
    const piles = [0, 7, 15, FOUNDATION_BASE, FOUNDATION_BASE + 7, STOCK, WASTE];
    for (const from of piles) {
      for (const to of piles) {
        for (const count of [1, 3, 13, 104]) {
          const code = encodeMove(from, to, count);
          for (const record of [code, code | FLIP_BIT]) {
            expect([codeFrom(record), codeTo(record), codeCount(record)]).toEqual([from, to, count]);
            expect(codeMove(record)).toBe(code);
          }
        }
      }
    }
  });

  it('number the piles apart: 16 columns, 8 foundations, stock and waste', () => {
    expect(new Set([FOUNDATION_BASE - 1, FOUNDATION_BASE, FOUNDATION_BASE + 7, STOCK, WASTE]).size).toBe(5);
    expect(FOUNDATION_BASE + 7).toBeLessThan(STOCK);
  });
});
