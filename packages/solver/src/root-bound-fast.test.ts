import { describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { dealBoard, type Board } from '@forty-thieves/core/engine';
import { mulberry32 } from './random.js';
import { RootBound } from './root-bound.js';
import { ScratchRootBound } from '../test/root-bound-scratch.js';

const registry = createBuiltinRegistry();

/**
 * The rule keeps the first check's last answer, the copies home and the count from one card of Q
 * to the next (`column-count.ts`). A rule computed from scratch at each position (`ScratchRootBound`,
 * the rule as first written: every count over all 52 cards) must answer the same everywhere: on
 * walks that mostly deal and move between columns (as the complete search does near a loss, where
 * the kept answers are reused) with a fifth of the moves taken back, from deals the rule proves
 * lost early (so that it fires often) and from others.
 */
describe('the column count past the first emptying, kept from ask to ask', () => {
  it('answers as the rule computed from scratch at every position of random walks of real deals', async () => {
    let asked = 0;
    let fired = 0;
    const walks: [string, number][] = [
      ['forty-thieves', 136],
      ['forty-thieves', 65],
      ['forty-thieves', 242],
      ['forty-thieves', 92],
      ['forty-thieves', 6],
      ['limited', 3],
      ['lucas', 3],
    ];
    for (const [id, deal] of walks) {
      const board = dealBoard(await registry.loadVariant(id), deal);
      const fast = new RootBound(board);
      const scratch = new ScratchRootBound(board);
      const random = mulberry32(deal);
      walk(board, random, 400, () => {
        const expected = scratch.isLost();
        expect(fast.isLost(), `${id} deal ${deal}`).toBe(expected);
        asked++;
        if (expected) fired++;
      });
    }
    expect(asked).toBeGreaterThan(2000);
    expect(fired).toBeGreaterThan(50);
  }, 120_000);
});

/** A random walk of `steps` moves, draws and moves between columns twice as likely as others, a fifth taken back at once; `check` at each position. */
function walk(board: Board, random: () => number, steps: number, check: () => void): void {
  const moves = new Int32Array(4096);
  check();
  for (let step = 0; step < steps; step++) {
    const n = board.generateMoves(moves);
    if (n === 0) return;
    const code = moves[Math.floor(random() * n)] ?? 0;
    const record = board.apply(code);
    check();
    if (random() < 0.2) {
      board.undo(record);
      check();
    }
  }
}
