import { describe, expect, it } from 'vitest';
import { nodesLeft, roundExponent } from './round-budget.js';

describe('roundExponent', () => {
  const ROUND = 8 * 4096;

  it('doubles round after round while the budget left pays for the whole round', () => {
    for (let round = 0; round < 12; round++) expect(roundExponent(round, Infinity, ROUND)).toBe(round);
    expect(roundExponent(5, ROUND * 2 ** 5, ROUND)).toBe(5);
  });

  it('shrinks a round the budget left cannot pay for to the largest one it can', () => {
    expect(roundExponent(5, ROUND * 2 ** 5 - 1, ROUND)).toBe(4);
    // 13 M nodes in all: rounds 0-7 take 8.36 M, and round 8 (8.39 M) does not fit in the 4.64 M left.
    const used = ROUND * (2 ** 8 - 1);
    expect(roundExponent(8, 13_000_000 - used, ROUND)).toBe(7);
    expect(roundExponent(9, 13_000_000 - used - ROUND * 2 ** 7, ROUND)).toBe(3);
  });

  it('never goes below the first round, even with almost nothing left', () => {
    expect(roundExponent(6, 10, ROUND)).toBe(0);
    expect(roundExponent(0, 0, ROUND)).toBe(0);
  });
});

describe('nodesLeft', () => {
  it('is the node budget left where time is no limit or the speed is not yet known', () => {
    expect(nodesLeft(1_000, 5_000, 50_000, Infinity)).toBe(4_000);
    expect(nodesLeft(1_000, 5_000, 10, 1_000)).toBe(4_000);
  });

  it('is what the time left buys at the speed so far, when that is fewer', () => {
    // 2 M nodes in 2 s: 1 000 a millisecond, and 8 s left.
    expect(nodesLeft(2_000_000, 200_000_000, 2_000, 10_000)).toBe(8_000_000);
    expect(nodesLeft(2_000_000, 3_000_000, 2_000, 10_000)).toBe(1_000_000);
    expect(nodesLeft(2_000_000, 200_000_000, 12_000, 10_000)).toBe(0);
  });
});
