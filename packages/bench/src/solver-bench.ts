import { parseArgs } from 'node:util';
import { dealBoard, type VariantPlugin } from '@forty-thieves/core';
import { SolvePhases, solve, type SolvePhases as Phases } from '@forty-thieves/solver';

export interface SolverFigures {
  variant: string;
  deals: number;
  won: number;
  lost: number;
  /** Median over deals of each deal's own nodes per second. */
  medianNodesPerSecond: number;
  /** Median time of the decided deals (ms); null when none was decided. */
  medianDecidedMs: number | null;
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Solves deals 1…`deals` of the variant on this thread, `maxMs` each. */
export async function benchSolver(plugin: VariantPlugin, deals: number, maxMs: number, phases: Phases): Promise<SolverFigures> {
  let won = 0;
  let lost = 0;
  const rates: number[] = [];
  const decided: number[] = [];
  for (let deal = 1; deal <= deals; deal++) {
    const answer = await solve(dealBoard(plugin, deal), plugin, { maxMs, phases });
    if (answer.result === 'won') won++;
    if (answer.result === 'lost') lost++;
    if (answer.result !== 'unknown') decided.push(answer.ms);
    if (answer.ms > 0) rates.push((1000 * answer.nodes) / answer.ms);
  }
  return { variant: plugin.id, deals, won, lost, medianNodesPerSecond: median(rates) ?? 0, medianDecidedMs: median(decided) };
}

/** `pnpm bench solver [variant] [--deals 10] [--time 2000] [--phases both|find|prove|best-first|depth-first]` */
export async function runSolverBench(args: string[], load: (id: string) => Promise<VariantPlugin>, ids: readonly string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { deals: { type: 'string' }, time: { type: 'string' }, phases: { type: 'string' } },
  });
  const deals = Number(values.deals ?? 10);
  const maxMs = Number(values.time ?? 2000);
  const phases = (Object.values(SolvePhases) as string[]).includes(values.phases ?? '') ? (values.phases as Phases) : SolvePhases.Both;
  const only = positionals[0];
  console.log(`Solver, one core: deals 1–${deals} per variant, ${maxMs} ms each, phases ${phases} (targets: ≥ 1,000,000 nodes/s, median time to decide ≤ 1 s)`);
  console.log(`${'variant'.padEnd(15)} ${'decided'.padStart(8)} ${'won'.padStart(4)} ${'lost'.padStart(5)} ${'nodes/s'.padStart(11)} ${'median ms'.padStart(10)}`);
  for (const id of only === undefined ? ids : [only]) {
    const f = await benchSolver(await load(id), deals, maxMs, phases);
    const decided = `${Math.round((100 * (f.won + f.lost)) / f.deals)} %`;
    const ms = f.medianDecidedMs === null ? '–' : String(Math.round(f.medianDecidedMs));
    console.log(`${id.padEnd(15)} ${decided.padStart(8)} ${String(f.won).padStart(4)} ${String(f.lost).padStart(5)} ${Math.round(f.medianNodesPerSecond).toLocaleString('en-US').padStart(11)} ${ms.padStart(10)}`);
  }
}
