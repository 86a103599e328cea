import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { MAX_DEAL, isDealNumber, type VariantRegistry } from '@forty-thieves/core';
import { UsageError } from './args.js';
import { HELP } from './help.js';
import { errorMessage, writeText, type CliIo } from './io.js';
import { checkJsonTarget, jsonOnStdout, jsonPath, takeJsonOption, writeJson } from './json-output.js';
import { formatSummary, summarise, wilson, type DealOutcome, type StudySummary } from './solve-stats.js';

/** One `solve --json` file as the report needs it. */
export interface StudyFile {
  readonly path: string;
  readonly summary: Pick<StudySummary, 'variant' | 'timeLimitMs' | 'workers' | 'peakRssMb' | 'wallMs'>;
  readonly deals: readonly DealOutcome[];
}

const RESULTS = new Set(['won', 'lost', 'unknown']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A count or a time: a finite number, not negative. */
const amount = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isOutcome(value: unknown): value is DealOutcome {
  if (!isRecord(value)) return false;
  const o = value;
  return (
    isDealNumber(o.deal) &&
    typeof o.result === 'string' &&
    RESULTS.has(o.result) &&
    (o.moves === null || Array.isArray(o.moves)) &&
    amount(o.nodes) &&
    amount(o.ms)
  );
}

/** Reads and checks one study file; anything else is a usage error naming the file and the fault. */
export async function readStudy(path: string): Promise<StudyFile> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`cannot read ${path}: ${errorMessage(error)}`);
  }
  const notStudy = (why: string) => new UsageError(`${path} is not a study file (${why}): write one with "forty-thieves solve <variant> --json ${path}"`);
  if (!isRecord(data)) throw notStudy('it is not a JSON object');
  const { summary, deals } = data;
  if (!isRecord(summary)) throw notStudy('"summary" is not an object');
  if (typeof summary.variant !== 'string') throw notStudy('"summary.variant" is not a variant id');
  for (const field of ['timeLimitMs', 'workers', 'peakRssMb', 'wallMs']) {
    if (!amount(summary[field])) throw notStudy(`"summary.${field}" is not a number from 0 up`);
  }
  if (!Array.isArray(deals)) throw notStudy('"deals" is not a list');
  const bad = deals.findIndex((deal) => !isOutcome(deal));
  if (bad >= 0) {
    throw new UsageError(
      `${path}: deals[${bad}] is not { deal, result, moves, nodes, ms } with deal a whole number from 0 to ${MAX_DEAL}, result won, lost or unknown, and nodes and ms from 0 up`,
    );
  }
  return { path, summary: summary as unknown as StudyFile['summary'], deals: deals as DealOutcome[] };
}

/**
 * Merges the shards of one variant's study: their deals are concatenated (a deal in two shards is
 * an error, since it would be counted twice), peak memory is the largest, wall time the sum.
 */
export function mergeShards(shards: readonly StudyFile[]): StudySummary {
  const [first] = shards;
  if (first === undefined) throw new Error('no shards');
  const seen = new Map<number, string>();
  for (const shard of shards) {
    if (shard.summary.timeLimitMs !== first.summary.timeLimitMs) {
      throw new UsageError(
        `${shard.path} gave each deal ${shard.summary.timeLimitMs} ms but ${first.path} ${first.summary.timeLimitMs} ms: shards of one study must share --time`,
      );
    }
    for (const { deal } of shard.deals) {
      const other = seen.get(deal);
      if (other !== undefined) throw new UsageError(`deal ${deal} of ${first.summary.variant} is in both ${other} and ${shard.path}`);
      seen.set(deal, shard.path);
    }
  }
  const deals = shards.flatMap((shard) => shard.deals).sort((a, b) => a.deal - b.deal);
  return summarise(first.summary.variant, deals, {
    timeLimitMs: first.summary.timeLimitMs,
    workers: Math.max(...shards.map((shard) => shard.summary.workers)),
    peakRssBytes: Math.max(...shards.map((shard) => shard.summary.peakRssMb)) * 2 ** 20,
    wallMs: shards.reduce((sum, shard) => sum + shard.summary.wallMs, 0),
  });
}

const pct = (value: number) => `${value.toFixed(1)} %`;
const secs = (ms: number | null) => (ms === null ? '–' : ms < 100 ? `${(ms / 1000).toFixed(3)} s` : `${(ms / 1000).toFixed(2)} s`);

/** The study as a Markdown table, one row per variant, as docs/solver.md prints it. */
export function markdownTable(summaries: readonly StudySummary[], nameOf: (id: string) => string): string {
  const rows = summaries.map((s) => {
    const [low, high] = s.winnableInterval;
    return `| ${nameOf(s.variant)} | ${s.deals} | **${pct(s.decidedPercent)}** | ${s.won} | ${s.lost} | ${s.unknown} | ${pct(s.winnablePercent)} (${low.toFixed(1)}–${high.toFixed(1)}) | ${secs(s.medianMsDecided)} | ${secs(s.p90MsDecided)} | ${Math.round(s.nodesPerSecond).toLocaleString('en-US')} | ${Math.round(s.peakRssMb)} MB |`;
  });
  return [
    '| variant | deals | decided | won | proved lost | undecided | winnable (Wilson 95 %) | median time to decide | p90 time to decide | nodes/s per worker | peak memory (process) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/**
 * The winnability table: per variant the share of deals won, proved lost and left undecided, each
 * with its Wilson 95 % interval (docs/solver.md).
 */
export function intervalsTable(summaries: readonly StudySummary[], nameOf: (id: string) => string): string {
  const cell = (part: number, n: number) => {
    const [low, high] = wilson(part, n);
    return `${part} · ${pct((100 * part) / n)} (${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)})`;
  };
  const rows = summaries.map((s) => `| ${nameOf(s.variant)} | ${s.deals} | ${cell(s.won, s.deals)} | ${cell(s.lost, s.deals)} | ${cell(s.unknown, s.deals)} |`);
  return ['| variant | deals | won (Wilson 95 %) | proved lost (Wilson 95 %) | undecided (Wilson 95 %) |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** `forty-thieves report study.json…`: merges `solve --json` files (shards too) into one summary per variant. */
export async function reportCommand(args: readonly string[], io: CliIo, registry: VariantRegistry): Promise<number> {
  const taken = takeJsonOption('report', args);
  let parsed;
  try {
    parsed = parseArgs({
      args: taken.args,
      allowPositionals: true,
      options: { markdown: { type: 'boolean', short: 'm' }, intervals: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError(`report: ${errorMessage(error).split('. ')[0] ?? ''}`);
  }
  if (parsed.values.help === true) {
    await writeText(io.stdout, HELP.report);
    return 0;
  }
  if (parsed.positionals.length === 0) throw new UsageError('report needs one or more files written by "forty-thieves solve … --json FILE"');
  const markdown = parsed.values.markdown === true;
  if (markdown && jsonOnStdout(taken.json)) throw new UsageError('report: --markdown and --json both want stdout; write the JSON to a file with --json FILE');
  const out = jsonPath(taken.json);
  if (out !== undefined && parsed.positionals.some((path) => resolve(path) === out)) {
    throw new UsageError(
      `report: --json ${taken.json?.to === 'file' ? taken.json.path : ''} is one of the study files it reads; write the report to another file`,
    );
  }
  await checkJsonTarget('report', taken.json);
  const files = await Promise.all(parsed.positionals.map(readStudy));
  const byVariant = new Map<string, StudyFile[]>();
  for (const file of files) byVariant.set(file.summary.variant, [...(byVariant.get(file.summary.variant) ?? []), file]);
  const summaries = [...byVariant.values()].map(mergeShards);
  const names = new Map(registry.list().map((listing) => [listing.id, listing.name]));
  const nameOf = (id: string) => names.get(id) ?? id;
  if (!jsonOnStdout(taken.json)) {
    const text =
      parsed.values.intervals === true
        ? intervalsTable(summaries, nameOf)
        : markdown
          ? markdownTable(summaries, nameOf)
          : summaries.map(formatSummary).join('\n\n');
    await writeText(io.stdout, `${text}\n`);
  }
  await writeJson(taken.json, { summaries }, io.stdout);
  return 0;
}
