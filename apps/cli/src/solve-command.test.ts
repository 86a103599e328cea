import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { GameSession, parseMove } from '@forty-thieves/core';
import { describe, expect, it } from 'vitest';
import { main } from './main.js';
import { parseDealRange, parseDuration } from './solve-args.js';
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
