import { describe, expect, it } from 'vitest';
import { dealBoard, nextSafeMove } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { mulberry32 } from './random.js';
import { SafeMoves } from './safe-moves.js';

const registry = createBuiltinRegistry();

describe('SafeMoves', () => {
  it("gives core's nextSafeMove on every position of random games of all nine variants", async () => {
    let found = 0;
    for (const id of registry.ids()) {
      const plugin = await registry.loadVariant(id);
      for (let deal = 1; deal <= 6; deal++) {
        const board = dealBoard(plugin, deal);
        const safe = new SafeMoves(board);
        const random = mulberry32(deal);
        const moves = new Int32Array(4096);
        for (let step = 0; step < 300; step++) {
          const expected = nextSafeMove(board);
          expect(safe.next(), `${id} deal ${deal} step ${step}`).toBe(expected);
          if (expected >= 0) found++;
          // Mostly safe moves and foundation moves, so that play goes deep enough to need them.
          const n = board.generateMoves(moves);
          if (n === 0) break;
          board.apply(expected >= 0 && random() < 0.7 ? expected : (moves[Math.floor(random() * n)] ?? 0));
        }
      }
    }
    expect(found).toBeGreaterThan(50);
  });
});
