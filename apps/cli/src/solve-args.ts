import { parseArgs } from 'node:util';
import { MAX_DEAL } from '@forty-thieves/core';
import { UsageError, joinNegativeValues, parseDeal, usageError } from './args.js';
import { afterJsonHint, takeJsonOption, type JsonTarget } from './json-output.js';

/** What `solve` accepts; see HELP.solve. */
export interface SolveArgs {
  readonly help: boolean;
  readonly variant: string | undefined;
  readonly firstDeal: number;
  readonly lastDeal: number;
  readonly positionFile: string | undefined;
  readonly maxMs: number;
  /** A node budget per deal (`--nodes`): deterministic results, unlike time; undefined: time only. */
  readonly maxNodes: number | undefined;
  readonly workers: number;
  /** Where `--json` sends the study (or the one position's answer); undefined without it. */
  readonly json: JsonTarget | undefined;
}

/** The most worker threads `solve` starts; it never starts more than there are deals. */
export const MAX_WORKERS = 64;

/** The threads a study of `deals` deals starts when `requested` were asked for: never more than deals (0 stays 0, the main thread). */
export function workerThreads(requested: number, deals: number): number {
  return Math.min(requested, deals);
}

/** `10s`, `500ms`, `2m`, or a bare number of seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(text.trim());
  if (!match) throw new UsageError(`bad --time "${text}": write it as 10s, 500ms or 2m`);
  const value = Number(match[1]);
  const unit = match[2] ?? 's';
  const ms = unit === 'ms' ? value : unit === 'm' ? value * 60_000 : value * 1000;
  if (ms < 1) throw new UsageError(`bad --time "${text}": at least 1ms`);
  return ms;
}

/** `--nodes 2000000`: a whole number of nodes, at least 1. */
export function parseNodes(text: string): number {
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw new UsageError(`bad --nodes "${text}": a whole number of nodes, at least 1, e.g. 2000000`);
  return Number(text);
}

/** `1-1000` or a single deal `42`. */
export function parseDealRange(text: string): { first: number; last: number } {
  if (text.startsWith('-')) throw new UsageError(`bad --deals "${text}": deals are whole numbers from 0 to ${MAX_DEAL}`);
  const [firstText = '', lastText, ...rest] = text.split('-');
  if (rest.length > 0 || firstText === '' || lastText === '') throw new UsageError(`bad --deals "${text}": write a range as 1-1000 or one deal as 42`);
  const first = parseDeal(firstText);
  const last = lastText === undefined ? first : parseDeal(lastText);
  if (last < first) throw new UsageError(`bad --deals "${text}": the range runs backwards`);
  if (last > MAX_DEAL) throw new UsageError(`bad --deals "${text}": deals go up to ${MAX_DEAL}`);
  return { first, last };
}

export function parseSolveArgs(args: readonly string[]): SolveArgs {
  const taken = takeJsonOption('solve', args);
  let parsed;
  try {
    parsed = parseArgs({
      args: joinNegativeValues(taken.args, ['--deals', '-d', '--position', '-p', '--time', '-t', '--workers', '-w']),
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        deals: { type: 'string', short: 'd' },
        position: { type: 'string', short: 'p' },
        time: { type: 'string', short: 't' },
        nodes: { type: 'string', short: 'n' },
        workers: { type: 'string', short: 'w' },
      },
    });
  } catch (error) {
    throw usageError('solve', error);
  }
  const { values, positionals } = parsed;
  const help = values.help === true;
  if (help)
    return { help, variant: undefined, firstDeal: 1, lastDeal: 1, positionFile: undefined, maxMs: 10_000, maxNodes: undefined, workers: 1, json: undefined };
  if (positionals.length > 1)
    throw new UsageError(`solve takes one variant, got ${positionals.length}: ${positionals.join(' ')}${afterJsonHint(taken, positionals)}`);
  if (values.position !== undefined && (positionals.length > 0 || values.deals !== undefined)) {
    throw new UsageError('solve: give either a variant and --deals, or --position file.json (its variant is inside)');
  }
  const range = parseDealRange(values.deals ?? '1');
  const workersText = values.workers ?? '1';
  if (!/^\d{1,3}$/.test(workersText) || Number(workersText) > MAX_WORKERS) {
    throw new UsageError(`bad --workers "${workersText}": a whole number from 0 to ${MAX_WORKERS} (0 solves on the main thread)`);
  }
  return {
    help,
    variant: positionals[0],
    firstDeal: range.first,
    lastDeal: range.last,
    positionFile: values.position,
    // With --nodes alone the time limit is lifted (a day), so the node budget decides.
    maxMs: parseDuration(values.time ?? (values.nodes === undefined ? '10s' : '1440m')),
    maxNodes: values.nodes === undefined ? undefined : parseNodes(values.nodes),
    workers: Number(workersText),
    json: taken.json,
  };
}
