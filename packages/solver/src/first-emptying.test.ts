import { describe, expect, it } from 'vitest';
import type { VariantPlugin } from '@forty-thieves/core';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { MAX_MOVES, dealBoard, type Board } from '@forty-thieves/core/engine';
import { FirstEmptying } from './first-emptying.js';
import { mulberry32 } from './random.js';
import { WasteBound } from './waste-bound.js';

const registry = createBuiltinRegistry();

/**
 * *d* by its definition (docs/solver.md, *The column count past the first emptying*): the least
 * number of stock cards with which the waste bound, its stock cut to that many, does not fire,
 * each limit asked of a bound grown from nothing; the stock's length where it fires even with a
 * card fewer than the stock.
 */
function firstEmptyingByDefinition(board: Board): number {
  const stock = board.stockLen;
  const bound = new WasteBound(board);
  for (let limit = 0; limit < stock; limit++) {
    bound.dealLimit = limit;
    if (!bound.isLost()) return limit;
  }
  return stock;
}

/** Whether the bound reads the position: no redeal left, no empty column. */
function asked(board: Board): boolean {
  if (board.redealsLeft > 0) return false;
  for (let c = 0; c < board.columnCount; c++) if ((board.colLen[c] ?? 0) === 0) return false;
  return true;
}

describe('the first emptying found a deal at a time', () => {
  it('is the least stock cut at which the waste bound is silent, along random plays', async () => {
    let checked = 0;
    let inside = 0;
    const three: VariantPlugin = { ...(await registry.loadVariant('forty-thieves')), stock: { dealCount: 3, redeals: 0 } };
    const plays: [VariantPlugin, number][] = [];
    for (const id of ['forty-thieves', 'limited', 'lucas']) {
      const plugin = await registry.loadVariant(id);
      for (let deal = 1; deal <= 4; deal++) plays.push([plugin, deal]);
    }
    for (let deal = 1; deal <= 4; deal++) plays.push([three, deal]);
    const moves = new Int32Array(MAX_MOVES);
    for (const [plugin, deal] of plays) {
      const board = dealBoard(plugin, deal);
      // One instance across the play, as the rule keeps it, and a fresh one at each position.
      const kept = new FirstEmptying(board);
      const random = mulberry32(deal);
      for (let step = 0; step < 80; step++) {
        if (asked(board)) {
          const expected = firstEmptyingByDefinition(board);
          const label = `${plugin.id}, ${plugin.stock.dealCount} a deal, deal ${deal}, step ${step}`;
          expect(kept.firstEmptyingDeal(), label).toBe(expected);
          expect(new FirstEmptying(board).firstEmptyingDeal(), label).toBe(expected);
          checked++;
          if (expected > 0 && expected < board.stockLen) inside++;
        }
        const n = board.generateMoves(moves);
        if (n === 0) break;
        board.apply(moves[Math.floor(random() * n)] ?? 0);
      }
    }
    expect(checked).toBeGreaterThan(500);
    // Positions where the answer lies strictly inside the stock, not only at its ends.
    expect(inside).toBeGreaterThan(50);
  }, 120_000);
});
