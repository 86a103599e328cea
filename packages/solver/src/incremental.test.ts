import { describe, expect, it } from 'vitest';
import { STOCK, codeFrom, codeTo, dealBoard, type Board } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { BoardPacker } from './board-pack.js';
import { CanonicalHasher } from './canonical-hash.js';
import { BEAM_WEIGHTS, Evaluator } from './evaluate.js';
import { mulberry32 } from './random.js';
import { StockPlaces } from './stock-places.js';

const registry = createBuiltinRegistry();

const fresh = (board: Board): [number, number, number, number] => {
  const hasher = new CanonicalHasher(board);
  hasher.compute();
  return [hasher.a, hasher.b, new Evaluator(board, BEAM_WEIGHTS).score(), new StockPlaces(board).unplaced()];
};

/** How a random walk goes (`randomWalk`). */
interface Walk {
  readonly steps: number;
  /** The chance of a jump to a position packed earlier instead of a move. */
  readonly jump: number;
  /** How many positions are packed for jumps, at most. */
  readonly keep: number;
  /** The move to make of the `n` listed (any, at random, without it). */
  readonly choose?: (moves: Int32Array, n: number, random: () => number) => number;
}

/** What a random walk tells: each move and undo (`moved`), each jump (`jumped`), and `check` after every step. */
interface WalkHooks {
  moved(code: number): void;
  jumped(changed: number, packer: BoardPacker): void;
  check(step: number): void;
}

/**
 * A random walk as the searches make one: moves, a fifth of them taken back at once, and jumps to
 * positions packed earlier (`unpack` reports which piles changed).
 */
function randomWalk(board: Board, random: () => number, walk: Walk, hooks: WalkHooks): void {
  const packer = new BoardPacker(board);
  const moves = new Int32Array(4096);
  const saved: number[] = [];
  const arena = new Uint8Array(packer.maxBytes * walk.keep);
  let used = 0;
  for (let step = 0; step < walk.steps; step++) {
    if (saved.length > 0 && random() < walk.jump) {
      hooks.jumped(packer.unpack(arena, saved[Math.floor(random() * saved.length)] ?? 0), packer);
    } else {
      const n = board.generateMoves(moves);
      if (n === 0) break;
      const code = walk.choose ? walk.choose(moves, n, random) : (moves[Math.floor(random() * n)] ?? 0);
      const record = board.apply(code);
      hooks.moved(code);
      if (random() < 0.2) {
        board.undo(record);
        hooks.moved(code);
      }
    }
    if (saved.length < walk.keep) {
      saved.push(used);
      used = packer.pack(arena, used);
    }
    hooks.check(step);
  }
}

/**
 * The best-first search keeps the hash and the score incrementally across moves and across jumps
 * between packed positions (only the columns and pile bottoms `unpack` reports changed are
 * redone, each from the lowest card that changed): both must always equal a fresh computation.
 * So must the stock term's count, which the evaluator looks up by a hash of the stock it keeps
 * the same way.
 */
describe('incremental hash and score', () => {
  it('agree with fresh ones after moves, undos and unpacking other positions, in all nine variants', async () => {
    for (const id of registry.ids()) {
      const board = dealBoard(await registry.loadVariant(id), 11);
      const hasher = new CanonicalHasher(board);
      // The beam's weights, which count the stock term (where it counts; its walk is checked in all nine).
      const evaluator = new Evaluator(board, BEAM_WEIGHTS);
      randomWalk(
        board,
        mulberry32(11),
        { steps: 150, jump: 0.2, keep: 200 },
        {
          moved(code) {
            hasher.touched(codeFrom(code), codeTo(code));
            evaluator.touched(codeFrom(code), codeTo(code));
          },
          jumped(changed, packer) {
            // What each column kept at its bottom too, as the searches pass it (columnKept).
            hasher.invalidate(changed, packer.wasteKept, packer.stockKept, packer.columnKept);
            evaluator.invalidate(changed, packer.columnKept, packer.stockKept);
          },
          check(step) {
            hasher.compute();
            expect([hasher.a, hasher.b, evaluator.score(), evaluator.stockPlaces.unplaced()], `${id} step ${step}`).toEqual(fresh(board));
          },
        },
      );
    }
  });
});

describe('the stock term across redeals', () => {
  it('counts as a fresh walk after draws, redeals, undos and jumps (Little Forty: three redeals)', async () => {
    const board = dealBoard(await registry.loadVariant('little-forty'), 5);
    const evaluator = new Evaluator(board, BEAM_WEIGHTS);
    let redeals = 0;
    // Mostly draws and redeals, so the stock is turned over several times and jumped across.
    const choose = (moves: Int32Array, n: number, random: () => number): number => {
      const all = Array.from(moves.subarray(0, n));
      const stockMoves = all.filter((code) => codeFrom(code) === STOCK || codeTo(code) === STOCK);
      const pool = stockMoves.length > 0 && random() < 0.7 ? stockMoves : all;
      const code = pool[Math.floor(random() * pool.length)] ?? 0;
      if (codeTo(code) === STOCK) redeals++;
      return code;
    };
    randomWalk(
      board,
      mulberry32(5),
      { steps: 600, jump: 0.15, keep: 400, choose },
      {
        moved: (code) => {
          evaluator.touched(codeFrom(code), codeTo(code));
        },
        jumped: (changed, packer) => {
          evaluator.invalidate(changed, packer.columnKept, packer.stockKept);
        },
        check: (step) => {
          expect(evaluator.stockPlaces.unplaced(), `step ${step}`).toBe(new StockPlaces(board).unplaced());
        },
      },
    );
    expect(redeals).toBeGreaterThan(2);
  });
});
