import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { main } from './main.js';
import { startRedis, type TestRedis } from './redis-test-server.js';
import { sink, source } from './test-support.js';

async function run(argv: readonly string[]) {
  const stdout = sink();
  const stderr = sink();
  const code = await main(argv, { stdin: source([]), stdout: stdout.stream, stderr: stderr.stream });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A worker in its own process, from the TypeScript sources, as `forty-thieves study worker` runs. */
function workerProcess(url: string, name: string) {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/cli/src/index.ts', 'study', 'worker', '--queue', url, '--name', name, '--until-empty', '--lock', '2s'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  const add = (chunk: Buffer) => {
    text += chunk.toString();
  };
  child.stdout.on('data', add);
  child.stderr.on('data', add);
  return { child, output: () => text };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', resolve);
  });

interface StudyFile {
  summary: { variant: string; deals: number; won: number; lost: number; unknown: number };
  deals: { deal: number; result: string; moves: string[] | null; nodes: number; ms: number }[];
}
const withoutTimes = (file: StudyFile) => file.deals.map(({ ms: _ms, ...rest }) => rest);

describe('forty-thieves study (BullMQ on a Redis started on loopback)', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('three workers, one killed mid-deal: every deal counted once, as the single-process study', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ft-study-'));
    // A node budget makes each deal's answer the same in any process (time would not).
    const deals = ['forty-thieves', '--deals', '1-12', '--nodes', '150000'];
    expect((await run(['study', 'enqueue', ...deals, '--queue', redis.url, '--name', 'killed'])).code).toBe(0);
    // Enqueueing again adds nothing: the study resumes rather than doubles.
    const again = await run(['study', 'enqueue', ...deals, '--queue', redis.url, '--name', 'killed']);
    expect(again.stdout).toMatch(/queued 0 deal\(s\) of forty-thieves on "killed" \(12 already there\)/);
    const workers = [workerProcess(redis.url, 'killed'), workerProcess(redis.url, 'killed'), workerProcess(redis.url, 'killed')];
    const [victim, ...others] = workers;
    if (victim === undefined) throw new Error('no worker');
    // Kill the first worker as it starts its second deal: it takes the next job at once.
    while (!/forty-thieves deal \d+ in/.test(victim.output())) {
      if (victim.child.exitCode !== null) throw new Error(`worker ended early:\n${victim.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    victim.child.kill('SIGKILL');
    for (const worker of others) expect(await exited(worker.child), worker.output()).toBe(0);

    const queue = new Queue('killed', { connection: { url: redis.url } });
    const completed = await queue.getJobs(['completed']);
    await queue.close();
    expect(completed).toHaveLength(12);
    // The killed worker's deal was taken back from it (stalled) and solved again by another.
    expect(completed.some((job) => job.stalledCounter > 0)).toBe(true);

    const queued = join(dir, 'queued.json');
    const report = await run(['study', 'report', '--queue', redis.url, '--name', 'killed', '--json', queued]);
    expect(report.code, report.stderr).toBe(0);
    const single = join(dir, 'single.json');
    expect((await run(['solve', ...deals, '--workers', '0', '--json', single])).code).toBe(0);
    const a = JSON.parse(await readFile(queued, 'utf8')) as StudyFile;
    const b = JSON.parse(await readFile(single, 'utf8')) as StudyFile;
    expect(a.deals.map((d) => d.deal)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(withoutTimes(a)).toEqual(withoutTimes(b));
    expect(a.summary).toMatchObject({ variant: 'forty-thieves', deals: 12, won: b.summary.won, lost: b.summary.lost, unknown: b.summary.unknown });

    // More deals queued and no worker running: the report says the study is not finished.
    expect((await run(['study', 'enqueue', 'forty-thieves', '--deals', '13-14', '--nodes', '150000', '--queue', redis.url, '--name', 'killed'])).code).toBe(0);
    const unfinished = await run(['study', 'report', '--queue', redis.url, '--name', 'killed', '--json', queued]);
    expect(unfinished.code).toBe(1);
    expect(unfinished.stderr).toMatch(/not finished: 2 deal\(s\) waiting, 0 running/);
    expect((await run(['study', 'report', '--queue', redis.url, '--name', 'killed', '--partial'])).code).toBe(0);
    // The finished part alone is a finished study.
    const part = join(dir, 'part.json');
    expect((await run(['study', 'report', '--queue', redis.url, '--name', 'killed', '--deals', '3-7', '--json', part])).code).toBe(0);
    expect((JSON.parse(await readFile(part, 'utf8')) as StudyFile).deals.map((d) => d.deal)).toEqual([3, 4, 5, 6, 7]);
  });

  it('a report of a queue with no finished deal is an error', async () => {
    expect((await run(['study', 'enqueue', 'lucas', '--deals', '1-3', '--nodes', '1000', '--queue', redis.url, '--name', 'waiting'])).code).toBe(0);
    const early = await run(['study', 'report', '--queue', redis.url, '--name', 'waiting']);
    expect(early.code).toBe(2);
    expect(early.stderr).toMatch(/holds no finished deal/);
  });

  it('a bad queue URL or an unreachable Redis is a clear error with exit code 2', async () => {
    const bad = await run(['study', 'worker', '--queue', 'http://127.0.0.1:6379']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/bad --queue "http:\/\/127\.0\.0\.1:6379": it must start with redis:\/\//);
    expect((await run(['study', 'worker', '--queue', 'not a url'])).stderr).toMatch(/bad --queue "not a url"/);
    // Port 1 on loopback: nothing listens there.
    const away = await run(['study', 'enqueue', 'lucas', '--deals', '1-2', '--queue', 'redis://127.0.0.1:1']);
    expect(away.code).toBe(2);
    expect(away.stderr).toMatch(/cannot reach Redis at 127\.0\.0\.1:1 \(.*ECONNREFUSED.*\)/);
    expect((await run(['study', 'enqueue', 'lucas', '--queue', redis.url])).stderr).toMatch(/needs --deals/);
    expect((await run(['study', 'worker', '--queue', redis.url, '--deals', '1-2'])).stderr).toMatch(/study worker does not take --deals/);
    expect((await run(['study', 'launch'])).code).toBe(2);
    expect((await run(['solve', 'lucas', '--nodes', '0'])).stderr).toMatch(/bad --nodes "0"/);
  });
});
