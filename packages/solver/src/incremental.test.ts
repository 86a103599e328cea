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
      const plugin = await registry.loadVariant(id);
      const board = dealBoard(plugin, 11);
      const packer = new BoardPacker(board);
      const hasher = new CanonicalHasher(board);
      // The beam's weights, which count the stock term (where it counts; its walk is checked in all nine).
      const evaluator = new Evaluator(board, BEAM_WEIGHTS);
      const random = mulberry32(11);
      const moves = new Int32Array(4096);
      const saved: number[] = [];
      const arena = new Uint8Array(packer.maxBytes * 200);
      let used = 0;
      for (let step = 0; step < 150; step++) {
        if (saved.length > 0 && random() < 0.2) {
          const changed = packer.unpack(arena, saved[Math.floor(random() * saved.length)] ?? 0);
          // What each column kept at its bottom too, as the searches pass it (columnKept).
          hasher.invalidate(changed, packer.wasteKept, packer.stockKept, packer.columnKept);
          evaluator.invalidate(changed, packer.columnKept, packer.stockKept);
        } else {
          const n = board.generateMoves(moves);
          if (n === 0) break;
          const code = moves[Math.floor(random() * n)] ?? 0;
          const record = board.apply(code);
          hasher.touched(codeFrom(code), codeTo(code));
          evaluator.touched(codeFrom(code), codeTo(code));
          if (random() < 0.2) {
            board.undo(record);
            hasher.touched(codeFrom(code), codeTo(code));
            evaluator.touched(codeFrom(code), codeTo(code));
          }
        }
        if (saved.length < 200) {
          saved.push(used);
          used = packer.pack(arena, used);
        }
        hasher.compute();
        expect([hasher.a, hasher.b, evaluator.score(), evaluator.stockPlaces.unplaced()], `${id} step ${step}`).toEqual(fresh(board));
      }
    }
  });
});

describe('the stock term across redeals', () => {
  it('counts as a fresh walk after draws, redeals, undos and jumps (Little Forty: three redeals)', async () => {
    const board = dealBoard(await registry.loadVariant('little-forty'), 5);
    const packer = new BoardPacker(board);
    const evaluator = new Evaluator(board, BEAM_WEIGHTS);
    const random = mulberry32(5);
    const moves = new Int32Array(4096);
    const saved: number[] = [];
    const arena = new Uint8Array(packer.maxBytes * 400);
    let used = 0;
    let redeals = 0;
    for (let step = 0; step < 600; step++) {
      if (saved.length > 0 && random() < 0.15) {
        const changed = packer.unpack(arena, saved[Math.floor(random() * saved.length)] ?? 0);
        evaluator.invalidate(changed, packer.columnKept, packer.stockKept);
      } else {
        const n = board.generateMoves(moves);
        if (n === 0) break;
        // Mostly draws and redeals, so the stock is turned over several times and jumped across.
        const stockMoves = Array.from(moves.subarray(0, n)).filter((code) => codeFrom(code) === STOCK || codeTo(code) === STOCK);
        const pool = stockMoves.length > 0 && random() < 0.7 ? stockMoves : Array.from(moves.subarray(0, n));
        const code = pool[Math.floor(random() * pool.length)] ?? 0;
        if (codeTo(code) === STOCK) redeals++;
        const record = board.apply(code);
        evaluator.touched(codeFrom(code), codeTo(code));
        if (random() < 0.2) {
          board.undo(record);
          evaluator.touched(codeFrom(code), codeTo(code));
        }
      }
      if (saved.length < 400) {
        saved.push(used);
        used = packer.pack(arena, used);
      }
      expect(evaluator.stockPlaces.unplaced(), `step ${step}`).toBe(new StockPlaces(board).unplaced());
    }
    expect(redeals).toBeGreaterThan(2);
  });
});
