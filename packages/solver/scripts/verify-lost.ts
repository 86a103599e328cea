/**
 * A second opinion on a deal the solver proved lost: the complete depth-first search again, with
 * every pruning rule off but the canonical transposition table (without it cycles never end), so
 * only the symmetries of the position (the two copies of a card, the order of columns, the
 * numbering of a suit's two foundations) are used. If this also exhausts the deal, its loss does
 * not rest on the safe-move or empty-column rules.
 *
 *   pnpm --filter @forty-thieves/solver verify-lost forty-thieves 65 [--slots 26]
 */
import { parseArgs } from 'node:util';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { dealBoard } from '@forty-thieves/core/engine';
import { mulberry32 } from '../src/random.js';
import { DepthFirstSearch, SearchState, type SearchPolicy } from '../src/search.js';
import { TranspositionTable } from '../src/transposition-table.js';

const TABLE_ONLY: SearchPolicy = { forceSafeMoves: false, dropWholeColumnToEmpty: false, dropSideways: false, jitter: 0, deadPositions: false };

const { positionals, values } = parseArgs({ allowPositionals: true, options: { slots: { type: 'string', default: '26' } } });
const [variant, dealText] = positionals;
const slotsLog2 = Number(values.slots);
if (variant === undefined || dealText === undefined || !/^\d+$/.test(dealText) || !Number.isInteger(slotsLog2) || slotsLog2 < 16 || slotsLog2 > 28) {
  console.error('usage: verify-lost <variant> <deal> [--slots 16…28]  (the table holds 2^slots positions, 8 bytes each)');
  process.exit(2);
}
const plugin = await createBuiltinRegistry().loadVariant(variant);
const search = new DepthFirstSearch(dealBoard(plugin, Number(dealText)), new TranspositionTable(2 ** slotsLog2), TABLE_ONLY, mulberry32(1));
const started = performance.now();
let state: SearchState = SearchState.Paused;
while (state === SearchState.Paused) {
  state = search.run(10_000_000);
  console.error(`${(search.nodes / 1e6).toFixed(0)} M nodes, ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
const verdict = state === SearchState.Exhausted ? 'lost: every position reachable was searched and none is won' : state === SearchState.Won ? 'WON: the proof of loss is wrong' : 'undecided: the table or the move stack is full (try more --slots)';
console.log(`${variant} deal ${dealText}: ${verdict}; ${search.nodes.toLocaleString('en-US')} nodes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
