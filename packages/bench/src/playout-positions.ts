import type { VariantPlugin } from '@forty-thieves/core';
import { Board, MAX_MOVES, STOCK, codeFrom, dealBoard } from '@forty-thieves/core/engine';

/** A small seeded generator (mulberry32) so every bench run measures the same positions. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Positions met along random legal playouts of deals 1…`deals`: each step picks a random legal
 * move, preferring tableau and waste moves to drawing (so games develop rather than just run
 * through the stock), and every position on the way is kept.
 */
export function playoutPositions(plugin: VariantPlugin, deals: number, maxSteps: number): Board[] {
  const random = mulberry32(2026);
  const moves = new Int32Array(MAX_MOVES);
  const positions: Board[] = [];
  for (let deal = 1; deal <= deals; deal++) {
    const board = dealBoard(plugin, deal);
    for (let step = 0; step < maxSteps; step++) {
      positions.push(board.clone());
      const n = board.generateMoves(moves);
      if (n === 0) break;
      let pick = moves[Math.floor(random() * n)] ?? 0;
      if (codeFrom(pick) === STOCK && n > 1 && random() < 0.7) pick = moves[Math.floor(random() * (n - 1))] ?? 0;
      board.apply(pick);
    }
  }
  return positions;
}
