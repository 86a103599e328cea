import { readFile } from 'node:fs/promises';
import { formatMove, type Position, type VariantPlugin, type VariantRegistry } from '@forty-thieves/core';
import { solve } from '@forty-thieves/solver';
import { UsageError, registeredVariant } from './args.js';
import { HELP } from './help.js';
import { errorMessage, writeText, type CliIo } from './io.js';
import { checkJsonTarget, jsonOnStdout, writeJson, type JsonTarget } from './json-output.js';
import { ProgressBar } from './progress-bar.js';
import { parseSolveArgs, workerThreads } from './solve-args.js';
import { dealRange, runDeals } from './solve-runner.js';
import { formatSummary, summarise, type DealOutcome } from './solve-stats.js';

/** The variant by id; a missing or unknown one is a usage error (exit code 2). */
async function variantFor(id: string | undefined, registry: VariantRegistry): Promise<VariantPlugin> {
  if (id === undefined) throw new UsageError(`solve needs a variant, one of: ${registry.ids().join(', ')}`);
  return registeredVariant(id, registry);
}

function dealLine(o: DealOutcome): string {
  const moves = o.moves === null ? '' : `  ${o.moves.length} moves`;
  return `deal ${String(o.deal).padStart(6)}  ${o.result.padEnd(7)} ${(o.ms / 1000).toFixed(2).padStart(7)} s ${o.nodes.toLocaleString('en-US').padStart(13)} nodes${moves}`;
}

/** `solve --position file.json`: one position, on the main thread, the solution on stdout. */
async function solvePosition(file: string, maxMs: number, json: JsonTarget | undefined, io: CliIo, registry: VariantRegistry): Promise<number> {
  let position: unknown;
  try {
    position = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`solve: cannot read the position in ${file}: ${errorMessage(error)}`);
  }
  const variant = (position as Partial<Position> | null)?.variant;
  const plugin = await variantFor(typeof variant === 'string' ? variant : undefined, registry);
  const bar = new ProgressBar(io.stderr, maxMs);
  const answer = await solve(position as Position, plugin, {
    maxMs,
    onProgress: (p) => {
      bar.update(Math.min(maxMs, Math.round(p.ms)), `ms · ${p.nodes.toLocaleString('en-US')} nodes · ${p.phase}`);
    },
  });
  bar.finish();
  if (!jsonOnStdout(json)) {
    const head = `${answer.result} in ${(answer.ms / 1000).toFixed(2)} s, ${answer.nodes.toLocaleString('en-US')} nodes`;
    const body = answer.result === 'won' ? `\n${answer.moves.map(formatMove).join(' ')}` : answer.result === 'unknown' ? ` (${answer.reason})` : '';
    await writeText(io.stdout, `${head}${body}\n`);
  }
  await writeJson(
    json,
    {
      variant: plugin.id,
      result: answer.result,
      moves: answer.result === 'won' ? answer.moves.map(formatMove) : null,
      reason: answer.result === 'unknown' ? answer.reason : null,
      nodes: answer.nodes,
      ms: Math.round(answer.ms),
    },
    io.stdout,
  );
  return 0;
}

/** `forty-thieves solve`: decides deals (or one position) and prints the study's summary. */
export async function solveCommand(args: readonly string[], io: CliIo, registry: VariantRegistry): Promise<number> {
  const parsed = parseSolveArgs(args);
  if (parsed.help) {
    await writeText(io.stdout, HELP.solve);
    return 0;
  }
  // A long study must not be thrown away at the end for a typo in the file name.
  await checkJsonTarget('solve', parsed.json);
  if (parsed.positionFile !== undefined) return solvePosition(parsed.positionFile, parsed.maxMs, parsed.json, io, registry);
  const plugin = await variantFor(parsed.variant, registry);
  const dealCount = parsed.lastDeal - parsed.firstDeal + 1;
  // More threads than deals would only idle.
  const workers = workerThreads(parsed.workers, dealCount);
  const bar = new ProgressBar(io.stderr, dealCount);
  const tally = { won: 0, lost: 0, unknown: 0 };
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 200);
  sampler.unref();
  const started = performance.now();
  // With `--json` alone the JSON is all stdout gets; the progress bar stays on stderr.
  const textOut = !jsonOnStdout(parsed.json);
  let lines = Promise.resolve();
  let outcomes: DealOutcome[];
  try {
    outcomes = await runDeals({
      plugin,
      deals: dealRange(parsed.firstDeal, parsed.lastDeal),
      maxMs: parsed.maxMs,
      maxNodes: parsed.maxNodes,
      workers,
      onOutcome: (outcome) => {
        tally[outcome.result]++;
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        bar.update(tally.won + tally.lost + tally.unknown, `won ${tally.won} · lost ${tally.lost} · undecided ${tally.unknown}`);
        if (!textOut) return;
        lines = lines.then(() => writeText(io.stdout, `${dealLine(outcome)}\n`));
      },
    });
  } finally {
    clearInterval(sampler);
    bar.finish();
  }
  await lines;
  const summary = summarise(plugin.id, outcomes, {
    timeLimitMs: parsed.maxMs,
    workers,
    peakRssBytes: peakRss,
    wallMs: performance.now() - started,
  });
  if (textOut) await writeText(io.stdout, `\n${formatSummary(summary)}\n`);
  await writeJson(parsed.json, { summary, deals: outcomes }, io.stdout);
  return 0;
}
