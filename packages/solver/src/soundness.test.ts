import { describe, expect, it } from 'vitest';
import { boardFromPosition, defineVariant, type VariantPlugin } from '@forty-thieves/core';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { solve } from './solve.js';
import { SolvePhases } from './types.js';
import { exhaustiveWinExists, randomSmallPosition, replayWins } from './test-support.js';

const registry = createBuiltinRegistry();

/**
 * The variant's rules on three columns: with most columns empty a small position is nearly always
 * won, and a sample with no losses would test nothing about `lost`. Also a third-party plugin.
 */
async function narrow(id: string): Promise<VariantPlugin> {
  const base = await registry.loadVariant(id);
  return defineVariant({ ...base, id: `narrow-${id}`, layout: { ...base.layout, columns: 3 } });
}

async function agreement(plugin: VariantPlugin, seeds: number, inPlay: number, piles: number) {
  const tally = { won: 0, lost: 0 };
  for (let seed = 1; seed <= seeds; seed++) {
    const position = randomSmallPosition(plugin, seed * 101 + inPlay, inPlay, piles);
    const reference = exhaustiveWinExists(boardFromPosition(plugin, position), 50_000);
    if (reference === undefined) continue;
    // The complete phase alone: its answer must be a proof either way.
    const answer = await solve(position, plugin, { phases: SolvePhases.ProveOnly, maxNodes: 2_000_000, maxMs: Infinity });
    expect(answer.result, `${plugin.id} seed ${seed}`).toBe(reference ? 'won' : 'lost');
    if (answer.result === 'won') expect(replayWins(plugin, position, answer.moves)).toBe(true);
    tally[reference ? 'won' : 'lost']++;
  }
  return tally;
}

describe('soundness of lost: the solver agrees with an exhaustive search without pruning', () => {
  for (const id of ['forty-thieves', 'maria', 'indian', 'number-ten', 'little-forty', 'lucas']) {
    it(`on small random positions of ${id}'s rules on three columns`, async () => {
      const tally = await agreement(await narrow(id), 40, 18, 3);
      // The sample must hold both answers, or it would test nothing about one of them.
      expect(tally.won).toBeGreaterThan(0);
      expect(tally.lost).toBeGreaterThan(0);
    });
  }
  for (const id of ['limited', 'rank-and-file', 'streets']) {
    it(`on small random positions of ${id} with every column dealt`, async () => {
      const tally = await agreement(await registry.loadVariant(id), 8, 20, 16);
      expect(tally.won).toBeGreaterThan(0);
    });
  }
});
