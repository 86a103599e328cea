import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from './main.js';
import { sink, source } from './test-support.js';

async function run(argv: readonly string[]) {
  const stdout = sink();
  const stderr = sink();
  const code = await main(argv, { stdin: source([]), stdout: stdout.stream, stderr: stderr.stream });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

type Result = 'won' | 'lost' | 'unknown';

/** A study file as `solve --json` writes it, with the deals given. */
async function studyFile(name: string, variant: string, deals: [number, Result, number][], timeLimitMs = 10_000): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ft-report-'));
  const path = join(dir, name);
  const summary = { variant, timeLimitMs, workers: 2, peakRssMb: 100 + deals.length, wallMs: 1000 };
  const outcomes = deals.map(([deal, result, ms]) => ({ deal, result, moves: result === 'won' ? ['s'] : null, nodes: ms * 1000, ms }));
  await writeFile(path, JSON.stringify({ summary, deals: outcomes }));
  return path;
}

describe('forty-thieves report', () => {
  it('merges the shards of one study into one summary', async () => {
    const a = await studyFile('a.json', 'maria', [
      [1, 'won', 100],
      [2, 'unknown', 10_000],
    ]);
    const b = await studyFile('b.json', 'maria', [
      [3, 'lost', 300],
      [4, 'won', 500],
    ]);
    const { code, stdout } = await run(['report', a, b]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^maria: 4 deals, 10\.00 s each, 2 workers$/m);
    expect(stdout).toMatch(/decided\s+75\.0 % \(2 won, 1 proved lost, 1 undecided\)/);
    expect(stdout).toMatch(/winnable\s+50\.0 %/);
    // 1000 nodes per millisecond in every deal.
    expect(stdout).toMatch(/1,000,000 nodes\/s per worker; peak memory 102 MB/);
  });

  it('prints a Markdown table with a row per variant, by name', async () => {
    const maria = await studyFile('maria.json', 'maria', [[1, 'won', 100]]);
    const lucas = await studyFile('lucas.json', 'lucas', [
      [1, 'won', 10],
      [2, 'unknown', 10_000],
    ]);
    const { code, stdout } = await run(['report', '--markdown', maria, lucas]);
    expect(code).toBe(0);
    const rows = stdout.trim().split('\n');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toMatch(/^\| Maria \| 1 \| \*\*100\.0 %\*\* \| 1 \| 0 \| 0 \|/);
    expect(rows[3]).toMatch(/^\| Lucas \| 2 \| \*\*50\.0 %\*\* \| 1 \| 0 \| 1 \| 50\.0 % \(/);
  });

  it('prints the winnability table: won, proved lost and undecided with Wilson 95 % intervals', async () => {
    const streets = await studyFile('streets.json', 'streets', [
      [1, 'won', 10],
      [2, 'won', 10],
      [3, 'lost', 10],
      [4, 'unknown', 10_000],
    ]);
    const { code, stdout } = await run(['report', '--intervals', streets]);
    expect(code).toBe(0);
    // Wilson at 95 % for 2 of 4: centre 0.5, half-width 1.96·√(1/16 + 1.96²/64) / (1 + 1.96²/4) = 0.350.
    expect(stdout.trim().split('\n')[2]).toMatch(
      /^\| Streets \| 4 \| 2 · 50\.0 % \(15\.0–85\.0\) \| 1 · 25\.0 % \(4\.6–69\.9\) \| 1 · 25\.0 % \(4\.6–69\.9\) \|$/,
    );
  });

  it('refuses a deal counted in two shards, shards of different budgets, and files that are not studies', async () => {
    const a = await studyFile('a.json', 'maria', [[1, 'won', 100]]);
    const again = await studyFile('again.json', 'maria', [[1, 'won', 100]]);
    const twice = await run(['report', a, again]);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/deal 1 of maria is in both .*a\.json and .*again\.json/);

    const short = await studyFile('short.json', 'maria', [[2, 'won', 100]], 2000);
    const mixed = await run(['report', a, short]);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toMatch(/must share --time/);

    const dir = await mkdtemp(join(tmpdir(), 'ft-report-'));
    const junk = join(dir, 'junk.json');
    await writeFile(junk, JSON.stringify({ deals: [] }));
    expect((await run(['report', junk])).stderr).toMatch(/junk\.json is not a study file/);
    expect((await run(['report', join(dir, 'missing.json')])).stderr).toMatch(/cannot read .*missing\.json/);
    expect((await run(['report'])).code).toBe(2);
  });

  it('refuses malformed study files clearly, never with a crash: a null summary, negative deals', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ft-report-'));
    const write = async (name: string, data: unknown) => {
      const path = join(dir, name);
      await writeFile(path, JSON.stringify(data));
      return path;
    };
    const summary = { variant: 'maria', timeLimitMs: 1000, workers: 1, peakRssMb: 50, wallMs: 10 };
    const cases: [unknown, RegExp][] = [
      [{ summary: null, deals: [] }, /is not a study file \("summary" is not an object\)/],
      [null, /is not a study file \(it is not a JSON object\)/],
      [[1, 2], /is not a study file \(it is not a JSON object\)/],
      [{ summary: { ...summary, wallMs: -5 }, deals: [] }, /"summary\.wallMs" is not a number from 0 up/],
      [
        { summary, deals: [{ deal: -3, result: 'won', moves: [], nodes: 1, ms: 1 }] },
        /deals\[0\] is not \{ deal, result, moves, nodes, ms \} with deal a whole number from 0 to 2147483647/,
      ],
      [
        {
          summary,
          deals: [
            { deal: 1, result: 'won', moves: [], nodes: 1, ms: 1 },
            { deal: 2.5, result: 'lost', moves: null, nodes: 1, ms: 1 },
          ],
        },
        /deals\[1\] is not/,
      ],
      [{ summary, deals: [{ deal: 1, result: 'won', moves: [], nodes: -1, ms: 1 }] }, /deals\[0\] is not/],
    ];
    for (const [index, [data, message]] of cases.entries()) {
      const path = await write(`bad-${index}.json`, data);
      const { code, stderr } = await run(['report', path]);
      expect(code).toBe(2);
      expect(stderr).toMatch(message);
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });
});
