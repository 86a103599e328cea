import { describe, expect, it } from 'vitest';
import { dealBoard, decodeMove, positionOf } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { BEST_FIRST_POLICY, BestFirstSearch } from './best-first.js';
import { BoardPacker } from './board-pack.js';
import { mulberry32 } from './random.js';
import { SearchState } from './search.js';
import { TranspositionTable } from './transposition-table.js';
import { leavesNoCardHomeBound, replayWins } from '../test/test-support.js';

const registry = createBuiltinRegistry();

describe('BoardPacker', () => {
  it('gives back every position it packed, after play of all nine variants', async () => {
    for (const id of registry.ids()) {
      const plugin = await registry.loadVariant(id);
      const board = dealBoard(plugin, 7);
      const packer = new BoardPacker(board);
      const random = mulberry32(7);
      const moves = new Int32Array(4096);
      const bytes = new Uint8Array(packer.maxBytes * 2);
      for (let step = 0; step < 60; step++) {
        const n = board.generateMoves(moves);
        if (n === 0) break;
        board.apply(moves[Math.floor(random() * n)] ?? 0);
        const saved = positionOf(board, null);
        const end = packer.pack(bytes, 3);
        expect(end - 3).toBeLessThanOrEqual(packer.maxBytes);
        const other = dealBoard(plugin, 8);
        new BoardPacker(other).unpack(bytes, 3);
        // The stock is kept only with redeals; without, every position shares the start's stock.
        if (board.redealsLeft > 0 || plugin.stock.redeals > 0) expect(positionOf(other, null)).toEqual(saved);
        else expect({ ...positionOf(other, null), stock: saved.stock }).toEqual(saved);
      }
    }
  });
});

describe('BestFirstSearch', () => {
  it('finds wins that replay through core', async () => {
    // Deals it wins within 110 000 nodes (lucas 1 took 740 000: seconds on a busy CI machine).
    for (const [id, deal] of [
      ['forty-thieves', 1],
      ['streets', 3],
      ['lucas', 2],
      ['rank-and-file', 1],
      ['little-forty', 1],
    ] as const) {
      const plugin = await registry.loadVariant(id);
      const start = dealBoard(plugin, deal);
      const policy = { ...BEST_FIRST_POLICY, dropSideways: start.tables.sequence };
      const search = new BestFirstSearch(start.clone(), new TranspositionTable(1 << 20), policy, mulberry32(1));
      expect(search.run(2_000_000), `${id} deal ${deal}`).toBe(SearchState.Won);
      expect(replayWins(plugin, start, search.solution().map(decodeMove))).toBe(true);
    }
  });

  it('with every foundation move made at once, wins with solutions that replay and never leave a card a foundation takes on a top', async () => {
    for (const [id, deal] of [
      ['forty-thieves', 1],
      ['streets', 7],
      ['maria', 3],
      ['limited', 5],
    ] as const) {
      const plugin = await registry.loadVariant(id);
      const start = dealBoard(plugin, deal);
      const search = new BestFirstSearch(start.clone(), new TranspositionTable(1 << 20), { ...BEST_FIRST_POLICY, eagerHome: true }, mulberry32(1));
      expect(search.run(2_000_000), `${id} deal ${deal}`).toBe(SearchState.Won);
      const moves = search.solution().map(decodeMove);
      expect(replayWins(plugin, start, moves), `${id} deal ${deal}`).toBe(true);
      expect(leavesNoCardHomeBound(plugin, deal, moves), `${id} deal ${deal}`).toBe(true);
    }
  });

  it('stops within its node allowance, even inside an expansion', async () => {
    const plugin = await registry.loadVariant('maria');
    const search = new BestFirstSearch(dealBoard(plugin, 1), new TranspositionTable(1 << 16), BEST_FIRST_POLICY, mulberry32(1));
    for (let i = 0; i < 20; i++) {
      const before = search.nodes;
      if (search.run(7) !== SearchState.Paused) break;
      expect(search.nodes - before).toBeLessThanOrEqual(7);
    }
  });
});
