import { describe, expect, it } from 'vitest';
import { FOUNDATION_BASE, STOCK, WASTE, codeFrom, codeTo, dealBoard, encodeMove, foundationFor, nextSafeMove } from '@forty-thieves/core/engine';
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

describe('SafeMoves.nextAfter', () => {
  it("after every legal move from a position with no safe move, gives core's nextSafeMove (and the eager rule's next), in all nine variants", async () => {
    let checked = 0;
    let found = 0;
    for (const id of registry.ids()) {
      const plugin = await registry.loadVariant(id);
      for (let deal = 1; deal <= 4; deal++) {
        const board = dealBoard(plugin, deal);
        const safe = new SafeMoves(board);
        const eager = new SafeMoves(board, true);
        const random = mulberry32(deal);
        const moves = new Int32Array(4096);
        for (let step = 0; step < 200; step++) {
          const n = board.generateMoves(moves);
          if (n === 0) break;
          const settled = nextSafeMove(board) < 0;
          // The eager rule's own precondition: no foundation move left at all.
          const eagerSettled = new SafeMoves(board, true).next() < 0;
          for (let i = 0; i < n; i++) {
            const code = moves[i] ?? 0;
            const record = board.apply(code);
            if (settled) {
              const expected = nextSafeMove(board);
              expect(safe.nextAfter(code), `${id} deal ${deal} step ${step} move ${code}`).toBe(expected);
              if (expected >= 0) found++;
              checked++;
            }
            if (eagerSettled) expect(eager.nextAfter(code), `${id} deal ${deal} step ${step} move ${code}, eager`).toBe(new SafeMoves(board, true).next());
            board.undo(record);
          }
          board.apply(moves[Math.floor(random() * n)] ?? 0);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(found).toBeGreaterThan(50);
  });
});

describe('SafeMoves, eager', () => {
  it('takes the first column top, then the waste top, that a foundation takes, safe or not, in random games of the one-card variants', async () => {
    let unsafe = 0;
    for (const id of ['forty-thieves', 'maria', 'streets', 'limited', 'indian', 'lucas']) {
      const plugin = await registry.loadVariant(id);
      for (let deal = 1; deal <= 4; deal++) {
        const board = dealBoard(plugin, deal);
        const eager = new SafeMoves(board, true);
        const random = mulberry32(deal);
        const moves = new Int32Array(4096);
        for (let step = 0; step < 300; step++) {
          const n = board.generateMoves(moves);
          // Expected from core's legal moves: the first pile, columns left to right then the waste,
          // with a move to a foundation, to the lowest-numbered foundation that takes its card.
          let expected = -1;
          for (const pile of [...Array.from({ length: board.columnCount }, (_, c) => c), WASTE]) {
            for (let i = 0; i < n && expected < 0; i++) {
              const code = moves[i] ?? 0;
              if (codeFrom(code) === pile && codeTo(code) >= FOUNDATION_BASE && codeTo(code) < STOCK)
                expected = encodeMove(
                  pile,
                  FOUNDATION_BASE + foundationFor(board, pile === WASTE ? (board.waste[board.wasteLen - 1] ?? 0) : board.columnTop(pile)),
                  1,
                );
            }
            if (expected >= 0) break;
          }
          expect(eager.next(), `${id} deal ${deal} step ${step}`).toBe(expected);
          if (expected >= 0 && nextSafeMove(board) !== expected) unsafe++;
          if (n === 0) break;
          board.apply(expected >= 0 && random() < 0.5 ? expected : (moves[Math.floor(random() * n)] ?? 0));
        }
      }
    }
    // Foundation moves the two-deck safe rule would not make: the eager rule is a different one.
    expect(unsafe).toBeGreaterThan(20);
  });
});
