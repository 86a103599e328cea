import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { GameSession, parseMove } from '@forty-thieves/core';
import { describe, expect, it } from 'vitest';
import { main } from './main.js';
import { MAX_WORKERS, parseDealRange, parseDuration, workerThreads } from './solve-args.js';
import { dealRange, runDeals } from './solve-runner.js';
import { quantile, wilson } from './solve-stats.js';
import { sink, source } from './test-support.js';

async function run(argv: readonly string[]) {
  const stdout = sink();
  const stderr = sink();
  const code = await main(argv, { stdin: source([]), stdout: stdout.stream, stderr: stderr.stream });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

interface Report {
  summary: { deals: number; won: number; decidedPercent: number; winnableInterval: [number, number] };
  deals: { deal: number; result: string; moves: string[] | null; nodes: number; ms: number }[];
}

describe('forty-thieves solve', () => {
  it('decides a range of deals on the main thread, prints a summary and writes --json', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ft-solve-'));
    const file = join(dir, 'out.json');
    const { code, stdout, stderr } = await run(['solve', 'lucas', '--deals', '1-2', '--time', '60s', '--workers', '0', '--json', file]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/decided\s+100\.0 %/);
    expect(stdout).toMatch(/Wilson 95 %/);
    expect(stderr).toMatch(/2\/2/);
    const report = JSON.parse(await readFile(file, 'utf8')) as Report;
    expect(report.summary.deals).toBe(2);
    expect(report.deals.map((d) => d.deal)).toEqual([1, 2]);
    const lucas = await createBuiltinRegistry().loadVariant('lucas');
    for (const entry of report.deals) {
      expect(entry.result).toBe('won');
      // The text moves replay through core's session, rule moves only, to a win.
      const game = GameSession.deal(lucas, entry.deal, { autoplay: false, supermove: false });
      for (const text of entry.moves ?? []) expect(game.play(text).ok).toBe(true);
      expect(game.status()).toBe('won');
    }
  });

  it('solves one position from a file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ft-solve-'));
    const file = join(dir, 'position.json');
    const indian = await createBuiltinRegistry().loadVariant('indian');
    await writeFile(file, JSON.stringify(GameSession.deal(indian, 3).position()));
    const { code, stdout } = await run(['solve', '--position', file, '--time', '60s']);
    expect(code).toBe(0);
    const [head = '', moves = ''] = stdout.trim().split('\n');
    expect(head).toMatch(/^won in/);
    expect(moves.split(' ').every((text) => parseMove(text).ok)).toBe(true);
  });

  it('refuses bad options with exit code 2', async () => {
    expect((await run(['solve', 'maria', '--deals', '9-3'])).code).toBe(2);
    expect((await run(['solve', 'maria', '--time', 'soon'])).code).toBe(2);
    expect((await run(['solve', 'no-such-variant'])).code).toBe(2);
    expect((await run(['solve', 'maria', '--position', 'x.json'])).code).toBe(2);
  });
});

describe('solve arguments and statistics', () => {
  it('parses durations and deal ranges', () => {
    expect(parseDuration('10s')).toBe(10_000);
    expect(parseDuration('250ms')).toBe(250);
    expect(parseDuration('2m')).toBe(120_000);
    expect(parseDealRange('1-1000')).toEqual({ first: 1, last: 1000 });
    expect(parseDealRange('42')).toEqual({ first: 42, last: 42 });
  });

  it('computes the Wilson interval and quantiles', () => {
    const [low, high] = wilson(50, 100);
    expect(low).toBeCloseTo(0.4038, 3);
    expect(high).toBeCloseTo(0.5962, 3);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
    expect(quantile([], 0.5)).toBeNull();
  });
});

describe('solve: bad input gets a clear answer, and no work is lost', () => {
  it('checks the --json file before solving: a missing folder or a folder as the file is refused at once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ft-solve-'));
    const missing = join(dir, 'no-such-folder', 'out.json');
    const started = await run(['solve', 'maria', '--deals', '1-3', '--time', '1ms', '--workers', '0', '--json', missing]);
    expect(started.code).toBe(2);
    expect(started.stderr).toBe(
      `forty-thieves: solve: cannot write --json ${missing}: the folder ${join(dir, 'no-such-folder')} does not exist (create it first, or name a file in another folder)\n`,
    );
    // Nothing was solved: no deal line, no summary.
    expect(started.stdout).toBe('');
    // A name that does not end in .json is a --json file only as --json=FILE (docs/cli.md).
    const folder = await run(['solve', 'maria', '--deals', '1', '--time', '1ms', '--workers', '0', `--json=${dir}`]);
    expect(folder.code).toBe(2);
    expect(folder.stderr).toMatch(/it is a folder; name a file/);
    expect(folder.stdout).toBe('');
  });

  it('takes deals from a huge range one at a time, never building the range', async () => {
    const taken: number[] = [];
    const stop = new Error('stop');
    const plugin = await createBuiltinRegistry().loadVariant('maria');
    // A billion deals: an array of them would take gigabytes; the lazy range stops where we stop.
    const run = runDeals({
      plugin,
      deals: dealRange(1, 1_000_000_000),
      maxMs: 1,
      workers: 0,
      onOutcome: (outcome) => {
        taken.push(outcome.deal);
        if (taken.length === 3) throw stop;
      },
    });
    await expect(run).rejects.toBe(stop);
    expect(taken).toEqual([1, 2, 3]);
  });

  it('names a negative value and the range in the refusal', async () => {
    const cases: [string[], RegExp][] = [
      [['solve', 'maria', '--deals', '-5'], /^forty-thieves: bad --deals "-5": deals are whole numbers from 0 to 2147483647\n$/],
      [['solve', 'maria', '-d', '-5'], /^forty-thieves: bad --deals "-5": deals are whole numbers from 0 to 2147483647\n$/],
      [['solve', 'maria', '--workers', '-2'], /^forty-thieves: bad --workers "-2": a whole number from 0 to 64 \(0 solves on the main thread\)\n$/],
      [['solve', 'maria', '--time', '-1s'], /^forty-thieves: bad --time "-1s": write it as 10s, 500ms or 2m\n$/],
      [['deal', 'maria', '--deal', '-5'], /^forty-thieves: bad --deal "-5": a deal is a whole number from 0 to 2147483647\n$/],
      [['play', 'maria', '-d', '-1'], /^forty-thieves: bad --deal "-1": a deal is a whole number from 0 to 2147483647\n$/],
    ];
    for (const [argv, message] of cases) {
      const { code, stderr } = await run(argv);
      expect(code).toBe(2);
      expect(stderr).toMatch(message);
    }
  });

  it('refuses more worker threads than the limit, saying the limit, and never starts more threads than deals', async () => {
    const { code, stderr } = await run(['solve', 'maria', '--workers', '99']);
    expect(code).toBe(2);
    expect(stderr).toBe(`forty-thieves: bad --workers "99": a whole number from 0 to ${MAX_WORKERS} (0 solves on the main thread)\n`);
    expect(workerThreads(MAX_WORKERS, 1)).toBe(1);
    expect(workerThreads(8, 1_000)).toBe(8);
    expect(workerThreads(0, 5)).toBe(0);
  });
});
