import type { ConnectionOptions, Job } from 'bullmq';
import { UsageError } from './args.js';
import { summarise, type DealOutcome, type StudySummary } from './solve-stats.js';
import { openQueue, type StudyJob, type StudyJobResult } from './study-queue.js';

export interface CollectedStudy {
  readonly summary: StudySummary;
  /** One outcome per finished deal, in deal order, as `solve --json` writes them. */
  readonly outcomes: DealOutcome[];
  readonly waiting: number;
  readonly running: number;
  /** "deal N: reason" for each failed job. */
  readonly failed: string[];
}

const PAGE = 1000;

async function allJobs(
  queue: ReturnType<typeof openQueue>,
  state: 'completed' | 'failed' | 'waiting' | 'active' | 'delayed' | 'prioritized',
): Promise<Job<StudyJob, StudyJobResult>[]> {
  const jobs: Job<StudyJob, StudyJobResult>[] = [];
  for (let start = 0; ; start += PAGE) {
    const page = (await queue.getJobs([state], start, start + PAGE - 1, true)) as Job<StudyJob, StudyJobResult>[];
    jobs.push(...page);
    if (page.length < PAGE) return jobs;
  }
}

/**
 * Reads a study's finished deals from the queue. Each job is one deal, and BullMQ completes a
 * job once, so no deal can count twice; a deal found twice all the same (two studies' jobs by
 * hand in one queue) is an error rather than a silent double count.
 */
export async function collectStudy(options: {
  connection: ConnectionOptions;
  name: string;
  variant: string | undefined;
  /** Only these deals (a study's first part, say); all when undefined. */
  range?: { first: number; last: number } | undefined;
}): Promise<CollectedStudy> {
  const queue = openQueue(options.name, options.connection);
  try {
    const completed = await allJobs(queue, 'completed');
    const variants = [...new Set(completed.map((job) => job.data.variant))].sort();
    const variant = options.variant ?? (variants.length === 1 ? variants[0] : undefined);
    if (variant === undefined) {
      throw new UsageError(
        variants.length === 0
          ? `the queue "${options.name}" holds no finished deal yet`
          : `the queue "${options.name}" holds ${variants.join(', ')}: say which with --variant`,
      );
    }
    const { range } = options;
    const mine = (job: Job<StudyJob, StudyJobResult> | undefined): job is Job<StudyJob, StudyJobResult> =>
      job?.data.variant === variant && (range === undefined || (job.data.deal >= range.first && job.data.deal <= range.last));
    const finished = completed.filter(mine);
    const byDeal = new Map<number, DealOutcome>();
    for (const job of finished) {
      const { deal, result, moves, nodes, ms } = job.returnvalue.outcome;
      if (byDeal.has(deal)) throw new Error(`deal ${deal} of ${variant} finished twice in queue "${options.name}"`);
      byDeal.set(deal, { deal, result, moves, nodes, ms });
    }
    const outcomes = [...byDeal.values()].sort((a, b) => a.deal - b.deal);
    const count = async (...states: Parameters<typeof allJobs>[1][]) => (await Promise.all(states.map((s) => allJobs(queue, s)))).flat().filter(mine).length;
    const failed = (await allJobs(queue, 'failed')).filter(mine).map((job) => `deal ${job.data.deal}: ${job.failedReason}`);
    const limits = new Set(finished.map((job) => job.data.maxMs));
    const started = Math.min(...finished.map((job) => job.processedOn ?? Infinity));
    const ended = Math.max(...finished.map((job) => job.finishedOn ?? 0));
    const summary = summarise(variant, outcomes, {
      timeLimitMs: limits.size === 1 ? ([...limits][0] ?? 0) : Math.max(...limits),
      // Each worker is one thread: the study ran on as many as ever finished a deal.
      workers: new Set(finished.map((job) => job.returnvalue.worker)).size,
      peakRssBytes: Math.max(0, ...finished.map((job) => job.returnvalue.rssMb)) * 2 ** 20,
      wallMs: outcomes.length === 0 ? 0 : Math.max(0, ended - started),
    });
    return { summary, outcomes, waiting: await count('waiting', 'delayed', 'prioritized'), running: await count('active'), failed };
  } finally {
    await queue.close();
  }
}
