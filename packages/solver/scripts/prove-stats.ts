/**
 * What the complete search alone does on deals, for measuring its exact rules: nodes to exhaust
 * (or the budget), positions stored, positions the table already held, moves that slept after
 * draws and foundation moves, moves not tried because they undo the move before.
 *
 *   pnpm --filter @forty-thieves/solver prove-stats forty-thieves 18,65 [--nodes 30000000] [--slots 26] [--off sleepAfterDraw,sleepAfterHome] [--on wasteBound]
 */
import { parseArgs } from 'node:util';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { dealBoard } from '@forty-thieves/core/engine';
import { mulberry32 } from '../src/random.js';
import { DepthFirstSearch, EXACT_POLICY, SearchState, type SearchPolicy } from '../src/search.js';
import { TranspositionTable } from '../src/transposition-table.js';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    nodes: { type: 'string', default: '30000000' },
    slots: { type: 'string', default: '26' },
    off: { type: 'string', default: '' },
    on: { type: 'string', default: '' },
  },
});
const [variant, deals] = positionals;
if (variant === undefined || deals === undefined) {
  console.error('usage: prove-stats <variant> <deal,deal,…> [--nodes N] [--slots K] [--off rule,rule] [--on rule,rule]');
  process.exit(2);
}
const policy: Record<string, unknown> = { ...EXACT_POLICY };
for (const [list, on] of [
  [values.off, false],
  [values.on, true],
] as const) {
  for (const rule of list.split(',').filter((name) => name !== '')) {
    if (!(rule in policy)) throw new Error(`no rule ${rule}`);
    policy[rule] = on;
  }
}
const plugin = await createBuiltinRegistry().loadVariant(variant);
const maxNodes = Number(values.nodes);
for (const deal of deals.split(',').map(Number)) {
  const table = new TranspositionTable(2 ** Number(values.slots));
  const search = new DepthFirstSearch(dealBoard(plugin, deal), table, policy as unknown as SearchPolicy, mulberry32(1));
  const started = performance.now();
  // Processor time as well as wall time: on a shared machine it varies far less with the load.
  const cpuStarted = process.cpuUsage();
  let state: SearchState = SearchState.Paused;
  while (state === SearchState.Paused && search.nodes < maxNodes) state = search.run(Math.min(1_000_000, maxNodes - search.nodes));
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  const row = {
    deal,
    state,
    nodes: search.nodes,
    stored: table.size,
    tableHits: search.tableHits,
    slept: search.slept,
    undone: search.undone,
    wasteBound: search.wasteBound?.fired ?? 0,
    rootBound: search.rootBound?.fired ?? 0,
    s: +(ms / 1000).toFixed(1),
    cpu: +((cpu.user + cpu.system) / 1e6).toFixed(1),
  };
  console.log(JSON.stringify(row));
}
