import { parseArgs } from 'node:util';
import type { VariantPlugin } from '@forty-thieves/core';
import { MAX_MOVES, dealBoard } from '@forty-thieves/core/engine';
import { SolvePhases, solve, type SolvePhases as Phases } from '@forty-thieves/solver';

export interface SolverFigures {
  variant: string;
  deals: number;
  won: number;
  lost: number;
  /** Median over deals of each deal's own nodes per second. */
  medianNodesPerSecond: number;
  /** All nodes over all time, as `forty-thieves solve` prints it. */
  totalNodesPerSecond: number;
  /** Median time of the decided deals (ms); null when none was decided. */
  medianDecidedMs: number | null;
  /** Median nodes searched by the decided deals; null when none was decided. */
  medianDecidedNodes: number | null;
}

/** What one bench run solves and with which budget. */
export interface SolverBenchRun {
  readonly first: number;
  readonly last: number;
  readonly maxMs: number;
  /** A node budget per deal: deterministic, unlike time, for A/B comparisons on a busy machine. */
  readonly maxNodes?: number;
  readonly phases: Phases;
  /** The dead-end test in the complete search (off in the solver; docs/solver.md, *Dead positions*). */
  readonly deadPositions?: boolean;
  /** Called with each deal's line when set. */
  readonly onDeal?: (line: string) => void;
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Solves deals `first`…`last` of the variant on this thread, with the run's budget each. */
export async function benchSolver(plugin: VariantPlugin, run: SolverBenchRun): Promise<SolverFigures> {
  let won = 0;
  let lost = 0;
  let nodes = 0;
  let ms = 0;
  const rates: number[] = [];
  const decided: number[] = [];
  const decidedNodes: number[] = [];
  for (let deal = run.first; deal <= run.last; deal++) {
    const budget = run.maxNodes === undefined ? {} : { maxNodes: run.maxNodes };
    const answer = await solve(dealBoard(plugin, deal), plugin, { maxMs: run.maxMs, phases: run.phases, deadPositions: run.deadPositions === true, ...budget });
    if (answer.result === 'won') won++;
    if (answer.result === 'lost') lost++;
    if (answer.result !== 'unknown') {
      decided.push(answer.ms);
      decidedNodes.push(answer.nodes);
    }
    if (answer.ms > 0) rates.push((1000 * answer.nodes) / answer.ms);
    nodes += answer.nodes;
    ms += answer.ms;
    run.onDeal?.(
      `  deal ${String(deal).padStart(4)} ${answer.result.padEnd(7)} ${answer.nodes.toLocaleString('en-US').padStart(11)} nodes ${Math.round(answer.ms).toString().padStart(6)} ms`,
    );
  }
  return {
    variant: plugin.id,
    deals: run.last - run.first + 1,
    won,
    lost,
    medianNodesPerSecond: median(rates) ?? 0,
    totalNodesPerSecond: ms === 0 ? 0 : (1000 * nodes) / ms,
    medianDecidedMs: median(decided),
    medianDecidedNodes: median(decidedNodes),
  };
}

/**
 * The plain baseline the solver's speed is compared with, in the same run: positions visited by
 * nothing but core's `generateMoves`, `apply` and `undo` — random walks from each deal's start (a
 * child chosen at random, back to the start after 200 moves or a dead end), one node per
 * position whose moves were generated. No hashing, scoring, ordering or table: what any search on
 * core's board must pay at least. Nodes per second over about `ms` milliseconds.
 */
export function baselineNodesPerSecond(plugin: VariantPlugin, first: number, last: number, ms = 1000): number {
  const moves = new Int32Array(MAX_MOVES);
  const records = new Int32Array(256);
  let seed = 12345;
  const random = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };
  let nodes = 0;
  const started = performance.now();
  for (let deal = first; performance.now() - started < ms; deal = deal >= last ? first : deal + 1) {
    const board = dealBoard(plugin, deal);
    for (let walk = 0; walk < 50; walk++) {
      let depth = 0;
      for (; depth < 200; depth++) {
        const n = board.generateMoves(moves);
        nodes++;
        if (n === 0) break;
        records[depth] = board.apply(moves[random(n)] ?? 0);
      }
      for (let d = Math.min(depth, 200) - 1; d >= 0; d--) board.undo(records[d] ?? 0);
    }
  }
  return (1000 * nodes) / (performance.now() - started);
}

/** `--deals 20` is deals 1–20; `--deals 41-60` a held-out range. */
function dealRange(text: string): [number, number] {
  const match = /^(\d+)(?:-(\d+))?$/.exec(text);
  if (match === null) throw new Error(`--deals: expected N or A-B, got "${text}"`);
  const a = Number(match[1]);
  return match[2] === undefined ? [1, a] : [a, Number(match[2])];
}

/**
 * `pnpm bench solver [variant] [--deals 10 | --deals 41-60] [--time 2000] [--nodes N] [--verbose]
 * [--phases both|find|prove|best-first|beam|depth-first] [--dead-positions]`
 */
export async function runSolverBench(args: string[], load: (id: string) => Promise<VariantPlugin>, ids: readonly string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      deals: { type: 'string' },
      time: { type: 'string' },
      nodes: { type: 'string' },
      phases: { type: 'string' },
      verbose: { type: 'boolean' },
      'dead-positions': { type: 'boolean' },
    },
  });
  const [first, last] = dealRange(values.deals ?? '10');
  const maxMs = Number(values.time ?? (values.nodes === undefined ? 2000 : 600_000));
  const maxNodes = values.nodes === undefined ? undefined : Number(values.nodes);
  const phases = (Object.values(SolvePhases) as string[]).includes(values.phases ?? '') ? (values.phases as Phases) : SolvePhases.Both;
  const only = positionals[0];
  const budget = maxNodes === undefined ? `${maxMs} ms` : `${maxNodes.toLocaleString('en-US')} nodes`;
  const deadPositions = values['dead-positions'] === true;
  console.log(
    `Solver, one core: deals ${first}–${last} per variant, ${budget} each, phases ${phases}${deadPositions ? ', dead-end test on' : ''} (targets: ≥ 1,000,000 nodes/s, median time to decide ≤ 1 s)`,
  );
  console.log('baseline/s: generateMoves + apply + undo alone on random walks from the same deals, in the same run; ratio: all nodes/s over it');
  console.log(
    `${'variant'.padEnd(15)} ${'decided'.padStart(8)} ${'won'.padStart(4)} ${'lost'.padStart(5)} ${'nodes/s'.padStart(11)} ${'all nodes/s'.padStart(11)} ${'median ms'.padStart(10)} ${'median nodes'.padStart(13)} ${'baseline/s'.padStart(11)} ${'ratio'.padStart(6)}`,
  );
  for (const id of only === undefined ? ids : [only]) {
    const onDeal =
      values.verbose === true
        ? (line: string) => {
            console.log(line);
          }
        : undefined;
    const plugin = await load(id);
    // Measured before and after the deals, so both sides see the same machine load.
    const before = baselineNodesPerSecond(plugin, first, last);
    const f = await benchSolver(plugin, {
      first,
      last,
      maxMs,
      phases,
      deadPositions,
      ...(maxNodes === undefined ? {} : { maxNodes }),
      ...(onDeal === undefined ? {} : { onDeal }),
    });
    const baseline = (before + baselineNodesPerSecond(plugin, first, last)) / 2;
    const decided = `${Math.round((100 * (f.won + f.lost)) / f.deals)} %`;
    const ms = f.medianDecidedMs === null ? '–' : String(Math.round(f.medianDecidedMs));
    const n = f.medianDecidedNodes === null ? '–' : Math.round(f.medianDecidedNodes).toLocaleString('en-US');
    const rate = (r: number) => Math.round(r).toLocaleString('en-US').padStart(11);
    const ratio = (f.totalNodesPerSecond / baseline).toFixed(2);
    console.log(
      `${id.padEnd(15)} ${decided.padStart(8)} ${String(f.won).padStart(4)} ${String(f.lost).padStart(5)} ${rate(f.medianNodesPerSecond)} ${rate(f.totalNodesPerSecond)} ${ms.padStart(10)} ${n.padStart(13)} ${rate(baseline)} ${ratio.padStart(6)}`,
    );
  }
}
