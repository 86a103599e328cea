/**
 * A second opinion on a deal the solver proved lost (src/verify-lost.ts): the complete search
 * again with every pruning rule off but the canonical transposition table. `forty-thieves
 * verify-lost study.json` does the same for every lost deal of a study file.
 *
 *   pnpm --filter @forty-thieves/solver verify-lost forty-thieves 65 [--slots 26]
 */
import { parseArgs } from 'node:util';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { dealBoard } from '@forty-thieves/core/engine';
import { verifyLost } from '../src/verify-lost.js';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { slots: { type: 'string', default: '26' } } });
const [variant, dealText] = positionals;
const slotsLog2 = Number(values.slots);
if (variant === undefined || dealText === undefined || !/^\d+$/.test(dealText) || !Number.isInteger(slotsLog2) || slotsLog2 < 16 || slotsLog2 > 28) {
  console.error('usage: verify-lost <variant> <deal> [--slots 16…28]  (the table holds 2^slots positions, 8 bytes each)');
  process.exit(2);
}
const plugin = await createBuiltinRegistry().loadVariant(variant);
const answer = verifyLost(dealBoard(plugin, Number(dealText)), {
  slotsLog2,
  onProgress: (nodes, ms) => {
    if (nodes % 10_000_000 === 0) console.error(`${(nodes / 1e6).toFixed(0)} M nodes, ${(ms / 1000).toFixed(0)} s`);
  },
});
const verdict =
  answer.verdict === 'lost'
    ? 'lost: every position reachable was searched and none is won'
    : answer.verdict === 'won'
      ? 'WON: the proof of loss is wrong'
      : 'undecided: the table or the move stack is full (try more --slots)';
console.log(`${variant} deal ${dealText}: ${verdict}; ${answer.nodes.toLocaleString('en-US')} nodes in ${(answer.ms / 1000).toFixed(1)} s`);
