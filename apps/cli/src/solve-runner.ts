import { Worker } from 'node:worker_threads';
import { dealBoard, formatMove, positionOf, type VariantPlugin } from '@forty-thieves/core';
import { solve, type SolveResult } from '@forty-thieves/solver';
import { SolverClient } from '@forty-thieves/solver/node-worker';
import type { DealOutcome } from './solve-stats.js';

export interface RunOptions {
  readonly plugin: VariantPlugin;
  /** The deals, taken one at a time as threads come free (a range is not built in memory). */
  readonly deals: Iterable<number>;
  readonly maxMs: number;
  /** A node budget per deal; undefined: time only. */
  readonly maxNodes?: number | undefined;
  /** worker_threads to search in; 0 searches on the main thread (tests, or running from source). */
  readonly workers: number;
  /** Called as each deal is decided or given up, in the order they finish. */
  readonly onOutcome: (outcome: DealOutcome) => void;
}

/** The result in the CLI's report form: moves in the text notation. */
export function outcomeOf(deal: number, answer: SolveResult): DealOutcome {
  return {
    deal,
    result: answer.result,
    moves: answer.result === 'won' ? answer.moves.map(formatMove) : null,
    nodes: answer.nodes,
    ms: Math.round(answer.ms),
  };
}

/** The deals `first` to `last`, one at a time: a range of a billion deals is never held in memory. */
export function* dealRange(first: number, last: number): Generator<number> {
  for (let deal = first; deal <= last; deal++) yield deal;
}

// Next to the bundled CLI in dist/ (tsup builds it as its own entry).
const WORKER_URL = new URL('./solve-worker.js', import.meta.url);

/**
 * Solves every deal, `workers` at a time, each deal with the whole time budget. Deals are
 * independent: a pool takes the next deal whenever one finishes. Resolves in deal order.
 */
export async function runDeals(options: RunOptions): Promise<DealOutcome[]> {
  const queue = options.deals[Symbol.iterator]();
  const next = (): number | undefined => {
    const taken = queue.next();
    return taken.done === true ? undefined : taken.value;
  };
  const outcomes: DealOutcome[] = [];
  const { plugin, maxMs } = options;
  const budget = options.maxNodes === undefined ? { maxMs } : { maxMs, maxNodes: options.maxNodes };
  const finish = (outcome: DealOutcome) => {
    outcomes.push(outcome);
    options.onOutcome(outcome);
  };
  if (options.workers === 0) {
    for (let deal = next(); deal !== undefined; deal = next()) {
      finish(outcomeOf(deal, await solve(dealBoard(plugin, deal), plugin, budget)));
    }
  } else {
    const clients = Array.from({ length: options.workers }, () => new SolverClient(new Worker(WORKER_URL)));
    try {
      await Promise.all(
        clients.map(async (client) => {
          for (let deal = next(); deal !== undefined; deal = next()) {
            const position = positionOf(dealBoard(plugin, deal), deal);
            finish(outcomeOf(deal, await client.solve(plugin.id, position, budget)));
          }
        }),
      );
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
  }
  return outcomes.sort((a, b) => a.deal - b.deal);
}
