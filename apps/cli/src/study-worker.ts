import { hostname } from 'node:os';
import { Worker, type ConnectionOptions, type Job } from 'bullmq';
import { type VariantRegistry } from '@forty-thieves/core';
import { dealBoard } from '@forty-thieves/core/engine';
import { solve } from '@forty-thieves/solver';
import { registeredVariant } from './args.js';
import type { CliIo } from './commands.js';
import { writeText } from './io.js';
import { outcomeOf } from './solve-runner.js';
import { openQueue, type StudyJob, type StudyJobResult } from './study-queue.js';

export interface StudyWorkerOptions {
  readonly connection: ConnectionOptions;
  readonly name: string;
  /** Stop once no job is waiting, delayed or running. */
  readonly untilEmpty: boolean;
  /** A job's lock; a worker that stops renewing it (killed) loses its deal to another after this. */
  readonly lockMs: number;
}

/**
 * How many times a deal may be taken back from a worker that stopped renewing its lock before
 * it counts as failed: a dead machine or a killed worker now and then must not lose a deal, and
 * a deal that kills every worker it meets must not go round for ever.
 */
const MAX_STALLED = 5;

/**
 * `forty-thieves study worker`: solves the queue's deals one at a time on this thread (start one
 * worker per core). The search hands the thread back every 25 ms, so BullMQ renews the job's lock
 * while a deal is searched. Prints a line per deal and the queue's counts to stdout; SIGINT or
 * SIGTERM lets the deal in hand finish, then stops.
 */
export async function runStudyWorker(io: CliIo, registry: VariantRegistry, options: StudyWorkerOptions): Promise<number> {
  const me = `${hostname()}:${process.pid}`;
  const process_ = async (job: Job<StudyJob, StudyJobResult>): Promise<StudyJobResult> => {
    const { variant, deal, maxMs, maxNodes } = job.data;
    const plugin = await registeredVariant(variant, registry);
    const answer = await solve(dealBoard(plugin, deal), plugin, maxNodes === null ? { maxMs } : { maxMs, maxNodes });
    return { outcome: outcomeOf(deal, answer), rssMb: process.memoryUsage().rss / 2 ** 20, worker: me };
  };
  const worker = new Worker<StudyJob, StudyJobResult>(options.name, process_, {
    connection: options.connection,
    concurrency: 1,
    lockDuration: options.lockMs,
    stalledInterval: Math.max(1000, Math.round(options.lockMs / 2)),
    maxStalledCount: MAX_STALLED,
  });
  const queue = openQueue(options.name, options.connection);
  let done = 0;
  let lines = Promise.resolve();
  const say = (text: string) => {
    lines = lines.then(() => writeText(io.stdout, text));
  };
  worker.on('completed', (job, result) => {
    done++;
    const mine = done;
    const o = result.outcome;
    void queue.getJobCounts('waiting', 'active', 'delayed', 'completed').then((c) => {
      say(
        `${o.result.padEnd(7)} ${job.data.variant} deal ${o.deal} in ${(o.ms / 1000).toFixed(2)} s, ${o.nodes.toLocaleString('en-US')} nodes · this worker ${mine} · queue: ${c.completed ?? 0} done, ${c.active ?? 0} running, ${(c.waiting ?? 0) + (c.delayed ?? 0)} waiting\n`,
      );
    });
  });
  worker.on('failed', (job, error) => {
    say(`failed  ${job?.data.variant ?? '?'} deal ${job?.data.deal ?? '?'}: ${error.message}\n`);
  });
  // A lost connection is retried by BullMQ; say so once rather than crash.
  worker.on('error', (error) => {
    say(`worker error (retrying): ${error.message}\n`);
  });
  say(`worker ${me} on queue "${options.name}"\n`);
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= worker.close());
  const onSignal = () => void stop();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (options.untilEmpty) {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        if (stopping !== undefined) break;
        const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        if (Object.values(c).every((n) => n === 0)) break;
      }
      await stop();
    } else {
      await new Promise<void>((resolve) => {
        worker.once('closed', () => {
          resolve();
        });
      });
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stop();
    await queue.close();
    await lines;
  }
  return 0;
}
