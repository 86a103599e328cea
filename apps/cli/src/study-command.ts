import { parseArgs } from 'node:util';
import type { VariantRegistry } from '@forty-thieves/core';
import { UsageError, registeredVariant } from './args.js';
import type { CliIo } from './commands.js';
import { errorMessage, writeText } from './io.js';
import { checkJsonTarget, jsonOnStdout, takeJsonOption, writeJson } from './json-output.js';
import { parseDealRange, parseDuration, parseNodes } from './solve-args.js';
import { formatSummary } from './solve-stats.js';
import { STUDY_HELP } from './study-help.js';
import { DEFAULT_QUEUE_NAME, connectQueue, jobId, openQueue, queueUrl, type StudyJob } from './study-queue.js';
import { collectStudy } from './study-report.js';
import { runStudyWorker } from './study-worker.js';

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  deals: { type: 'string', short: 'd' },
  time: { type: 'string', short: 't' },
  nodes: { type: 'string', short: 'n' },
  queue: { type: 'string', short: 'q' },
  name: { type: 'string' },
  'until-empty': { type: 'boolean' },
  lock: { type: 'string' },
  variant: { type: 'string' },
  partial: { type: 'boolean' },
} as const;

/** The options each subcommand takes; any other is a usage error. */
const ALLOWED: Record<string, readonly string[]> = {
  enqueue: ['deals', 'time', 'nodes', 'queue', 'name'],
  worker: ['queue', 'name', 'until-empty', 'lock'],
  report: ['queue', 'name', 'variant', 'deals', 'json', 'partial'],
};

function parse(args: readonly string[]) {
  try {
    return parseArgs({ args: [...args], allowPositionals: true, strict: true, options: OPTIONS });
  } catch (error) {
    throw new UsageError(`study: ${errorMessage(error).split('. ')[0] ?? ''}`);
  }
}

function queueName(text: string | undefined): string {
  const name = text ?? DEFAULT_QUEUE_NAME;
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(name)) throw new UsageError(`bad --name "${name}": letters, digits, ".", "_" and "-", at most 100`);
  return name;
}

/** `forty-thieves study enqueue|worker|report`: a study through a BullMQ queue (docs/study.md). */
export async function studyCommand(args: readonly string[], io: CliIo, registry: VariantRegistry): Promise<number> {
  // --json [FILE] as in every command (docs/cli.md); only `study report` has it.
  const taken = takeJsonOption('study', args);
  const { values, positionals } = parse(taken.args);
  const [sub, ...rest] = positionals;
  if (values.help === true || sub === undefined) {
    await writeText(sub === undefined && values.help !== true ? io.stderr : io.stdout, STUDY_HELP);
    return values.help === true ? 0 : 2;
  }
  const allowed = ALLOWED[sub];
  if (allowed === undefined) throw new UsageError(`unknown study command "${sub}": enqueue, worker or report (forty-thieves study --help)`);
  const stray = Object.keys(values).find((key) => !allowed.includes(key));
  if (stray !== undefined) throw new UsageError(`study ${sub} does not take --${stray}`);
  if (taken.json !== undefined && sub !== 'report') throw new UsageError(`study ${sub} does not take --json`);
  const name = queueName(values.name);
  if (sub === 'enqueue') {
    if (rest.length !== 1) throw new UsageError(`study enqueue takes one variant, e.g. study enqueue maria --deals 1-300 --queue redis://127.0.0.1:6379`);
    const plugin = await registeredVariant(rest[0] ?? '', registry);
    if (values.deals === undefined) throw new UsageError('study enqueue needs --deals A-B');
    const range = parseDealRange(values.deals);
    const maxNodes = values.nodes === undefined ? null : parseNodes(values.nodes);
    const maxMs = parseDuration(values.time ?? (maxNodes === null ? '10s' : '1440m'));
    const url = queueUrl(values.queue, 'enqueue');
    return enqueue(io, { url, name, variant: plugin.id, first: range.first, last: range.last, maxMs, maxNodes });
  }
  if (rest.length > 0) throw new UsageError(`study ${sub} takes no variant or other words: ${rest.join(' ')}`);
  const url = queueUrl(values.queue, sub);
  if (sub === 'worker') {
    const lockMs = parseDuration(values.lock ?? '30s');
    return runStudyWorker(io, registry, { connection: await connectQueue(url), name, untilEmpty: values['until-empty'] === true, lockMs });
  }
  const range = values.deals === undefined ? undefined : parseDealRange(values.deals);
  await checkJsonTarget('study report', taken.json);
  const study = await collectStudy({ connection: await connectQueue(url), name, variant: values.variant, range });
  const waiting = study.waiting + study.running;
  if (study.outcomes.length === 0)
    throw new UsageError(`the queue "${name}" holds no finished deal${values.variant === undefined ? '' : ` of ${values.variant}`}`);
  if (!jsonOnStdout(taken.json)) await writeText(io.stdout, `${formatSummary(study.summary)}\n`);
  if (study.failed.length > 0) await writeText(io.stderr, `forty-thieves: ${study.failed.length} deal(s) failed: ${study.failed.join('; ')}\n`);
  if (waiting > 0 && values.partial !== true) {
    await writeText(
      io.stderr,
      `forty-thieves: the study is not finished: ${study.waiting} deal(s) waiting, ${study.running} running; run workers, or report with --partial\n`,
    );
    return 1;
  }
  await writeJson(taken.json, { summary: study.summary, deals: study.outcomes }, io.stdout);
  return study.failed.length > 0 ? 1 : 0;
}

interface EnqueueRequest {
  readonly url: URL;
  readonly name: string;
  readonly variant: string;
  readonly first: number;
  readonly last: number;
  readonly maxMs: number;
  readonly maxNodes: number | null;
}

/** Adds a job for every deal of the range not yet in the queue; a deal queued with another budget is an error. */
async function enqueue(io: CliIo, request: EnqueueRequest): Promise<number> {
  const queue = openQueue(request.name, await connectQueue(request.url));
  try {
    const fresh: { name: string; data: StudyJob; opts: { jobId: string } }[] = [];
    let already = 0;
    for (let deal = request.first; deal <= request.last; deal++) {
      const id = jobId(request.variant, deal);
      const existing = await queue.getJob(id);
      if (existing !== undefined) {
        const data = existing.data;
        if (data.maxMs !== request.maxMs || data.maxNodes !== request.maxNodes) {
          throw new UsageError(
            `deal ${deal} of ${request.variant} is already in queue "${request.name}" with another budget (${data.maxMs} ms, ${data.maxNodes ?? 'no'} node limit): use another --name for another study`,
          );
        }
        already++;
        continue;
      }
      fresh.push({ name: 'deal', data: { variant: request.variant, deal, maxMs: request.maxMs, maxNodes: request.maxNodes }, opts: { jobId: id } });
    }
    for (let i = 0; i < fresh.length; i += 500) await queue.addBulk(fresh.slice(i, i + 500));
    await writeText(
      io.stdout,
      `queued ${fresh.length} deal(s) of ${request.variant} on "${request.name}"${already > 0 ? ` (${already} already there)` : ''}\n`,
    );
    return 0;
  } finally {
    await queue.close();
  }
}
