import { describe, expect, it } from 'vitest';
import { dealBoard } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { LayeredBeamSearch, type BeamPolicy } from './beam-search.js';
import { beamShapeCap } from './beam-shape.js';
import { beamWidth } from './beam-width.js';
import { DEFAULT_WEIGHTS } from './evaluate.js';
import { mulberry32 } from './random.js';
import { SearchState } from './search.js';
import { TranspositionTable } from './transposition-table.js';

const registry = createBuiltinRegistry();
/** Where one card moves at a time and a card may be built on two or more cards. */
const SEVERAL_PLACES = ['maria', 'streets', 'indian'];

describe('beamWidth', () => {
  it('is four times as wide where one card moves and has several places to go, and never below 4', async () => {
    for (const id of registry.ids()) {
      const board = dealBoard(await registry.loadVariant(id), 1);
      const wide = SEVERAL_PLACES.includes(id);
      expect(beamWidth(board, 262_144), id).toBe(wide ? 256 : 64);
      expect(beamWidth(board, 4_096), id).toBe(4);
    }
  });

  it('lets a Maria beam that does not win spend about half its budget or more before the stock runs out', async () => {
    // A beam only wins once it has dealt the whole stock, so a width that deals it out on a small
    // part of the budget leaves the rest to other restarts (docs/solver.md, *A beam that fills its
    // budget, session 21*). A fifth round's beam budget, on deals 6 and 23, which it does not win:
    // a beam a quarter as wide dealt their stocks out on 74 k and 206 k of the 524 k nodes.
    const maria = await registry.loadVariant('maria');
    const budget = 4 * 131_072;
    for (const deal of [6, 23]) {
      const board = dealBoard(maria, deal);
      const policy: BeamPolicy = {
        weights: DEFAULT_WEIGHTS,
        width: beamWidth(board, budget / 4),
        budget,
        closure: 100,
        jitter: 0,
        dropSideways: false,
        eagerHome: false,
        shapeCap: beamShapeCap(board),
      };
      const search = new LayeredBeamSearch(board, new TranspositionTable(Math.ceil((2 * budget) / 0.75) + 1024), policy, mulberry32(deal));
      expect(search.run(2 * budget), `deal ${deal}`).toBe(SearchState.Exhausted);
      expect(search.nodes, `deal ${deal}`).toBeGreaterThan(0.45 * budget);
      expect(search.nodes, `deal ${deal}`).toBeLessThan(budget * 1.1);
    }
  });
});
