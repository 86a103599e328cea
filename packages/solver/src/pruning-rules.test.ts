import { describe, expect, it } from 'vitest';
import { defineVariant, type Position, type VariantPlugin } from '@forty-thieves/core';
import { boardFromPosition } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { DepthFirstSearch, EXACT_POLICY, SearchState, type SearchPolicy } from './search.js';
import { TranspositionTable } from './transposition-table.js';
import { TABLE_ONLY_POLICY } from './verify-lost.js';
import { exhaustiveWinExists, randomSmallPosition } from '../test/test-support.js';

const registry = createBuiltinRegistry();
/** Every rule off: verify-lost's policy, to which each test adds the one rule it checks. */
const NONE: SearchPolicy = TABLE_ONLY_POLICY;

interface Answer {
  readonly won: boolean;
  /** How often the rule under test cut: positions the dead-position test cut, moves that slept. */
  readonly deadCuts: number;
  /** Positions the waste bound cut. */
  readonly wasteCuts: number;
  readonly slept: number;
  /** Moves not tried because they would undo the move before. */
  readonly undone: number;
  /** Moves a stubborn set cut. */
  readonly cut: number;
}

/** Whether the search finds a win, and how often each rule cut. */
function completeSearch(plugin: VariantPlugin, position: Position, policy: SearchPolicy): Answer {
  const search = new DepthFirstSearch(boardFromPosition(plugin, position), new TranspositionTable(1 << 18), policy, Math.random);
  const state = search.run(1_000_000);
  if (state !== SearchState.Won && state !== SearchState.Exhausted) throw new Error(`search did not finish: ${state}`);
  return {
    won: state === SearchState.Won,
    deadCuts: search.dead?.fired ?? 0,
    wasteCuts: search.wasteBound?.fired ?? 0,
    slept: search.slept,
    undone: search.undone,
    cut: search.stubborn?.dropped ?? 0,
  };
}

/**
 * Each exact rule alone (the canonical transposition table is always on: without it cycles never
 * end) must answer as the reference does on every sampled position, losses included.
 */
const RULES: Record<string, SearchPolicy> = {
  'the canonical transposition table alone': NONE,
  'safe foundation moves without branching': { ...NONE, forceSafeMoves: true },
  'never moving a whole column into an empty one': { ...NONE, dropWholeColumnToEmpty: true },
  'dead positions (a closed set of stuck cards in every column) have no moves': { ...NONE, deadPositions: true },
  'positions whose columns can never all be emptied (the waste bound) have no moves': { ...NONE, wasteBound: true },
  'positions needing more columns than there are past the first emptying (the root bound) have no moves': { ...NONE, rootBound: true },
  'after draws, no column move listed before them': { ...NONE, sleepAfterDraw: true },
  'after foundation moves, no move onto a column they left alone': { ...NONE, sleepAfterHome: true },
  'both sleep rules with safe moves': { ...NONE, forceSafeMoves: true, sleepAfterDraw: true, sleepAfterHome: true },
  'after moves of smaller cards onto columns, no move of a later card onto a column they left alone': { ...NONE, sleepAfterSmaller: true },
  'all three sleep rules with safe moves and the undo rule': {
    ...NONE,
    forceSafeMoves: true,
    sleepAfterDraw: true,
    sleepAfterHome: true,
    sleepAfterSmaller: true,
    skipUndo: true,
  },
  'never undoing the move into the position': { ...NONE, skipUndo: true },
  'only the moves of a stubborn set': { ...NONE, stubborn: true },
  'stubborn sets with safe moves, the sleep rules and the waste bound': {
    ...NONE,
    stubborn: true,
    forceSafeMoves: true,
    sleepAfterDraw: true,
    sleepAfterHome: true,
    sleepAfterSmaller: true,
    wasteBound: true,
  },
  'all exact rules together': { ...EXACT_POLICY, deadPositions: true, sleepAfterSmaller: true },
};

describe('every exact pruning rule loses no wins', () => {
  for (const [name, policy] of Object.entries(RULES)) {
    it(name, async () => {
      let lost = 0;
      let deadCuts = 0;
      let wasteCuts = 0;
      let slept = 0;
      let undone = 0;
      let cut = 0;
      for (const id of ['forty-thieves', 'maria', 'rank-and-file', 'little-forty', 'lucas', 'streets']) {
        const base = await registry.loadVariant(id);
        // Three columns, so that losses occur (see soundness.test.ts).
        const plugin = defineVariant({ ...base, id: `narrow-${id}`, layout: { ...base.layout, columns: 3 } });
        for (let seed = 1; seed <= 25; seed++) {
          const position = randomSmallPosition(plugin, seed * 7 + 3, 18, 3);
          const reference = exhaustiveWinExists(boardFromPosition(plugin, position), 50_000);
          if (reference === undefined) continue;
          const answer = completeSearch(plugin, position, policy);
          expect(answer.won, `${id} seed ${seed}`).toBe(reference);
          deadCuts += answer.deadCuts;
          wasteCuts += answer.wasteCuts;
          slept += answer.slept;
          undone += answer.undone;
          cut += answer.cut;
          if (!reference) lost++;
        }
      }
      expect(lost).toBeGreaterThan(0);
      // The dead-position rule must actually cut somewhere in the sample, or this would test nothing.
      if (policy.deadPositions) expect(deadCuts).toBeGreaterThan(0);
      if (policy.wasteBound) expect(wasteCuts).toBeGreaterThan(0);
      if (policy.sleepAfterDraw || policy.sleepAfterHome || policy.sleepAfterSmaller) expect(slept).toBeGreaterThan(0);
      if (policy.skipUndo) expect(undone).toBeGreaterThan(0);
      if (policy.stubborn) expect(cut).toBeGreaterThan(0);
    });
  }
});
