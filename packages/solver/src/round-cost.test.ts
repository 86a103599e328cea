import { describe, expect, it } from 'vitest';
import { expectedRoundCost } from './round-cost.js';
import { SolvePhase } from './types.js';

// Round 7's budgets where one card moves (4 096 · 2^7 nodes per share: best-first 2, beam 4, find 1, prove 1).
const UNIT = 4096 * 2 ** 7;
const ROUND_7 = new Map([
  [SolvePhase.BestFirst, 2 * UNIT],
  [SolvePhase.Beam, 4 * UNIT],
  [SolvePhase.Find, UNIT],
  [SolvePhase.Prove, UNIT],
]);

describe('expectedRoundCost', () => {
  it('is the sum of the budgets where there is no round before', () => {
    expect(expectedRoundCost(ROUND_7, new Map())).toBe(8 * UNIT);
  });

  it('costs each phase at twice what it spent in the round before', () => {
    const spent = new Map([
      [SolvePhase.BestFirst, 1000],
      [SolvePhase.Beam, 20_000],
      [SolvePhase.Find, 300],
      [SolvePhase.Prove, 5],
    ]);
    expect(expectedRoundCost(ROUND_7, spent)).toBe(2 * (1000 + 20_000 + 300 + 5));
  });

  it('never costs a phase more than its budget', () => {
    // Round 6 spent in full but for a beam that ran out of positions at 20 432 of its 1 048 576 nodes.
    const spent = new Map([
      [SolvePhase.BestFirst, UNIT],
      [SolvePhase.Beam, 20_432],
      [SolvePhase.Find, UNIT / 2],
      [SolvePhase.Prove, UNIT / 2],
    ]);
    expect(expectedRoundCost(ROUND_7, spent)).toBe(2 * UNIT + 2 * 20_432 + UNIT + UNIT);
    // A phase that spent more than half its coming budget (a budget it was not doubled from).
    expect(expectedRoundCost(new Map([[SolvePhase.Find, 100]]), new Map([[SolvePhase.Find, 80]]))).toBe(100);
  });

  it('costs a phase that did not run in the round before at its budget', () => {
    const spent = new Map([
      [SolvePhase.BestFirst, UNIT],
      [SolvePhase.Beam, 10_000],
    ]);
    expect(expectedRoundCost(ROUND_7, spent)).toBe(2 * UNIT + 20_000 + UNIT + UNIT);
  });

  it('costs only the phases the round runs', () => {
    const spent = new Map([[SolvePhase.Find, 7]]);
    expect(expectedRoundCost(new Map([[SolvePhase.BestFirst, 64]]), spent)).toBe(64);
  });
});
