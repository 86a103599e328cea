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

async function studyFile(variant: string, deals: { deal: number; result: string }[]): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'ft-verify-')), 'study.json');
  const summary = { variant, timeLimitMs: 1000, workers: 1, peakRssMb: 100, wallMs: 1000 };
  await writeFile(file, JSON.stringify({ summary, deals: deals.map((d) => ({ ...d, moves: null, nodes: 1, ms: 1 })) }));
  return file;
}

describe('forty-thieves verify-lost', () => {
  it('finds the win when a study wrongly calls a winnable deal lost, and exits 1', async () => {
    // Lucas deal 1 is won (the solve tests replay its solution); a file claiming it lost is wrong.
    const file = await studyFile('lucas', [
      { deal: 1, result: 'lost' },
      { deal: 2, result: 'won' },
    ]);
    const { code, stdout } = await run(['verify-lost', file, '--slots', '20']);
    expect(stdout).toMatch(/lucas deal 1: WON/);
    expect(stdout).not.toMatch(/deal 2/);
    expect(stdout).toMatch(/1 lost deal re-checked: 0 confirmed, 1 won, 0 undecided/);
    expect(code).toBe(1);
  });

  it('reports a deal it cannot finish within the budget as undecided, not as confirmed', async () => {
    const file = await studyFile('forty-thieves', [{ deal: 1, result: 'lost' }]);
    const { code, stdout } = await run(['verify-lost', file, '--nodes', '2000', '--slots', '16']);
    expect(stdout).toMatch(/forty-thieves deal 1: undecided/);
    expect(code).toBe(0);
  });

  it('refuses a bad command line with exit code 2', async () => {
    expect((await run(['verify-lost'])).code).toBe(2);
    const file = await studyFile('lucas', []);
    const bad = await run(['verify-lost', file, '--slots', '40']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--slots "40": a whole number from 16 to 31/);
    expect((await run(['verify-lost', join(tmpdir(), 'no-such-study.json')])).code).toBe(2);
  });
});
