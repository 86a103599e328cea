#!/usr/bin/env node
// The two README commands in one script, so they work on a machine that has only Node.js, npm and git:
//   npm start  -> set up, build, then serve the play app on 127.0.0.1 (scripts/serve-app.mjs)
//   npm test   -> find or install Chromium and redis-server, set up, build, then lint, type-check and every test
//                 project, ending with the plain line "N passed, N failed"
// "Set up" installs the pinned pnpm into .tools/ when it is not on the PATH (corepack cannot fetch it
// here), then the workspace's dependencies. Everything started from here gets .tools/ and the
// workspace's own binaries on its PATH, so turbo finds pnpm and no global tool is ever needed.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { ensureRedisServer } from './redis.mjs';
import { countResults, summaryLine } from './test-summary.mjs';

const PNPM_VERSION = '12.21.0';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolsBin = join(root, '.tools', 'node_modules', '.bin');
const env = {
  ...process.env,
  PATH: [toolsBin, join(root, 'node_modules', '.bin'), process.env.PATH ?? ''].join(delimiter),
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  // pnpm's "Update available" notice names a download command; the pinned version is the one we want.
  npm_config_update_notifier: 'false',
};

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function fail(message, status = 1) {
  console.error(`\n✗ ${message}`);
  return status;
}

function pnpmVersionOnPath() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
  return probe.status === 0 ? probe.stdout.trim() : undefined;
}

/** Puts the pinned pnpm on `env.PATH` (already there, or installed into .tools/). */
function setUpPnpm() {
  if (pnpmVersionOnPath() === PNPM_VERSION) return 0;
  console.log(`Installing pnpm ${PNPM_VERSION} into .tools/ …`);
  const status = run('npm', ['install', '--prefix', join(root, '.tools'), '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${PNPM_VERSION}`]);
  if (status !== 0) return fail(`npm could not install pnpm ${PNPM_VERSION} into .tools/ (exit ${status}).`, status);
  if (pnpmVersionOnPath() !== PNPM_VERSION) return fail(`pnpm ${PNPM_VERSION} was installed into .tools/ but does not run from there.`);
  return 0;
}

function setUpAndBuild() {
  let status = setUpPnpm();
  if (status !== 0) return status;
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  status = run('pnpm', ['install', ...frozen]);
  if (status !== 0) return fail(`pnpm install failed (exit ${status}).`, status);
  status = run('pnpm', ['run', 'build']);
  if (status !== 0) return fail(`the build failed (exit ${status}).`, status);
  return 0;
}

function start(args) {
  const status = setUpAndBuild();
  if (status !== 0) return status;
  return run(process.execPath, [join(root, 'scripts', 'serve-app.mjs'), ...args]);
}

function test(args) {
  const report = join(root, '.vitest-results.json');
  rmSync(report, { force: true });
  const finish = (status, counts = countResults(report, status)) => {
    console.log(summaryLine(counts));
    return status;
  };
  try {
    env.CHROMIUM_PATH = ensureChromium(env);
    env.REDIS_SERVER_PATH = ensureRedisServer(env);
  } catch (error) {
    console.error(`\n✗ ${error.message}`);
    return finish(1);
  }
  const setUp = setUpAndBuild();
  if (setUp !== 0) return finish(setUp);
  // Lint, formatting and type errors fail the run, but the tests still run so one report shows everything.
  const checks = [
    ['lint', run('pnpm', ['run', 'lint'])],
    ['format', run('pnpm', ['run', 'format:check'])],
    ['type-check', run('pnpm', ['run', 'typecheck'])],
  ].filter(([, status]) => status !== 0);
  const tests = run('pnpm', ['run', 'test:unit', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args]);
  const counts = countResults(report, tests);
  for (const [name] of checks) {
    console.error(`✗ ${name} failed`);
    counts.failed += 1;
  }
  return finish(checks.length > 0 && tests === 0 ? 1 : tests, counts);
}

const [task, ...rest] = process.argv.slice(2);
if (task === 'start') process.exit(start(rest));
else if (task === 'test') process.exit(test(rest));
else {
  console.error('usage: node scripts/bootstrap.mjs start|test [arguments for the server or for vitest]');
  process.exit(2);
}
