import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The bootstrap's own modules: plain ES modules, since they run before anything is installed.
import { ensureChromium, findChromium } from './chromium.mjs';
import { countResults, summaryLine } from './test-summary.mjs';

/** An executable file that stands in for a browser binary. */
async function fakeBinary() {
  const dir = await mkdtemp(join(tmpdir(), 'ft-chromium-'));
  const file = join(dir, 'chromium');
  await writeFile(file, '#!/bin/sh\n');
  await chmod(file, 0o755);
  return file;
}

describe('finding Chromium for npm test', () => {
  it('takes CHROMIUM_PATH first', async () => {
    const file = await fakeBinary();
    expect(findChromium({ CHROMIUM_PATH: file }, ['/nowhere/chromium'])).toBe(file);
  });

  it('refuses a CHROMIUM_PATH that is not an executable, naming it', () => {
    expect(() => findChromium({ CHROMIUM_PATH: '/nowhere/chromium' })).toThrow(/CHROMIUM_PATH is set to \/nowhere\/chromium/);
  });

  it('then the first system path that exists', async () => {
    const file = await fakeBinary();
    expect(findChromium({}, ['/nowhere/chromium', file])).toBe(file);
  });

  it('stops with one message naming the command to run when it may not install', () => {
    expect(() => ensureChromium({}, { candidates: ['/nowhere/chromium'], mayInstall: false })).toThrow(/apt-get install -y chromium[\s\S]*CHROMIUM_PATH=/);
  });
});

describe("npm test's closing line", () => {
  it('sums passed and failed tests and counts a file that failed to load once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ft-report-'));
    const file = join(dir, 'report.json');
    const report = {
      numPassedTests: 7,
      numFailedTests: 1,
      testResults: [
        { status: 'failed', assertionResults: [] },
        { status: 'failed', assertionResults: [{ status: 'failed' }, { status: 'passed' }] },
      ],
    };
    await writeFile(file, JSON.stringify(report));
    const counts = countResults(file, 1);
    expect(counts).toEqual({ passed: 7, failed: 2 });
    expect(summaryLine(counts)).toBe('7 passed, 2 failed');
  });

  it('never reads as green when a step failed before any test ran', () => {
    expect(countResults(join(tmpdir(), 'no-such-report.json'), 1)).toEqual({ passed: 0, failed: 1 });
  });
});
