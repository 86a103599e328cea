import { describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { FOUNDATION_BASE, MAX_MOVES, STOCK, codeFrom, codeTo, dealBoard, type Board } from '@forty-thieves/core/engine';
import { mulberry32 } from './random.js';
import { RootBound } from './root-bound.js';
import { WasteBound } from './waste-bound.js';
import { ScratchRootBound } from '../test/root-bound-scratch.js';
import { referenceKey } from '../test/test-support.js';

const registry = createBuiltinRegistry();

/**
 * The rule keeps work from ask to ask: the first check's last answer, the copies home, the count
 * from one card of Q to the next, a choice of columns kept whole that stays within the columns
 * (`column-count.ts`). A rule computed from scratch at each position (`ScratchRootBound`, the rule
 * as first written) must answer the same everywhere: on walks that mostly deal and move between
 * columns (they keep Q and the foundations) with a fifth of the moves taken back, from deals the
 * rule proves lost early (so that it fires often) and from others; and on the positions a
 * depth-first search enters one after another. The positions where the rule reaches its count
 * (no empty column) are counted, so that the sample cannot shrink to nothing unseen.
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
      const { own, shared } = asTheSearchAsks(board);
      const scratch = new ScratchRootBound(board);
      const random = mulberry32(deal);
      walk(board, random, 400, () => {
        const expected = scratch.isLost();
        expect(fast.isLost(), `${id} deal ${deal}`).toBe(expected);
        if (!own.isLost()) expect(shared.isLost(), `${id} deal ${deal}, the search's bound`).toBe(expected);
        // Positions where the rule reaches its count: no redeal left, no empty column.
        if (board.redealsLeft === 0 && !Array.from(board.colLen.subarray(0, board.columnCount)).includes(0)) asked++;
        if (expected) fired++;
      });
    }
    expect(asked).toBeGreaterThan(1000);
    expect(fired).toBeGreaterThan(100);
    expect(asked - fired).toBeGreaterThan(300);
  }, 120_000);

  it('answers as the rule computed from scratch at every position a depth-first search of real deals enters', async () => {
    // Positions one move apart in the search's order, where the answers kept are most reused;
    // those the rule proves lost are not searched further, as in the complete search.
    let asked = 0;
    let fired = 0;
    for (const deal of [340, 92, 6]) {
      const board = dealBoard(await registry.loadVariant('forty-thieves'), deal);
      const fast = new RootBound(board);
      const { own, shared } = asTheSearchAsks(board);
      const scratch = new ScratchRootBound(board);
      explore(board, 3000, () => {
        const expected = scratch.isLost();
        expect(fast.isLost(), `deal ${deal}`).toBe(expected);
        if (!own.isLost()) expect(shared.isLost(), `deal ${deal}, the search's bound`).toBe(expected);
        asked++;
        if (expected) fired++;
        return expected;
      });
    }
    expect(asked).toBe(9000);
    expect(fired).toBeGreaterThan(30);
  }, 120_000);
});

/**
 * The rule as the search holds it: sharing the search's waste bound, asked only where that bound,
 * asked first at the same position, answered false (where it fires the rule's own would too).
 */
function asTheSearchAsks(board: Board): { own: WasteBound; shared: RootBound } {
  const own = new WasteBound(board);
  return { own, shared: new RootBound(board, own) };
}

/** A depth-first search of up to `limit` distinct positions (exactly, up to column order); `lost` at each, true where it is not to be searched further. */
function explore(board: Board, limit: number, lost: () => boolean): void {
  const seen = new Set<string>([referenceKey(board)]);
  const frames: { moves: Int32Array; n: number; next: number; record: number }[] = [];
  const enter = () => {
    const moves = new Int32Array(MAX_MOVES);
    frames.push({ moves, n: lost() ? 0 : board.generateMoves(moves), next: 0, record: 0 });
  };
  enter();
  while (frames.length > 0 && seen.size < limit) {
    const frame = frames[frames.length - 1];
    if (frame === undefined) break;
    if (frame.next >= frame.n) {
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent !== undefined) board.undo(parent.record);
      continue;
    }
    frame.record = board.apply(frame.moves[frame.next++] ?? 0);
    const key = referenceKey(board);
    if (seen.has(key)) {
      board.undo(frame.record);
      continue;
    }
    seen.add(key);
    enter();
  }
}

/**
 * A random walk of `steps` moves, two in three a draw or a move between columns where there is
 * one (they keep Q and the foundations, whose answer the rule keeps), the others any move; a
 * fifth taken back at once. `check` at each position.
 */
function walk(board: Board, random: () => number, steps: number, check: () => void): void {
  const moves = new Int32Array(4096);
  const keeping = new Int32Array(4096);
  check();
  for (let step = 0; step < steps; step++) {
    const n = board.generateMoves(moves);
    if (n === 0) return;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const code = moves[i] ?? 0;
      if (codeFrom(code) === STOCK || (codeFrom(code) < FOUNDATION_BASE && codeTo(code) < FOUNDATION_BASE)) keeping[kept++] = code;
    }
    const code = kept > 0 && random() < 2 / 3 ? (keeping[Math.floor(random() * kept)] ?? 0) : (moves[Math.floor(random() * n)] ?? 0);
    const record = board.apply(code);
    check();
    if (random() < 0.2) {
      board.undo(record);
      check();
    }
  }
}
