#!/usr/bin/env node
// The two README commands in one script, so they work on a machine that has only Node.js and npm:
//   npm start  -> set up, build, then serve the play app on 127.0.0.1 (scripts/serve-app.mjs)
//   npm test   -> set up, build, then lint, type-check and every test project
// "Set up" installs the pinned pnpm into .tools/ when it is not on the PATH (corepack cannot fetch it
// here), then installs the workspace's dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '12.21.0';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(cmd, args) {
  const status = run(cmd, args);
  if (status !== 0) {
    console.error(`\n✗ ${[cmd, ...args].join(' ')} failed (exit ${status}).`);
    process.exit(status);
  }
}

function pnpmOnPath() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
  return probe.status === 0 && probe.stdout.trim() === PNPM_VERSION;
}

function findPnpm() {
  if (pnpmOnPath()) return 'pnpm';
  const local = join(root, '.tools', 'node_modules', '.bin', 'pnpm');
  if (!existsSync(local)) {
    console.log(`Installing pnpm ${PNPM_VERSION} into .tools/ …`);
    must('npm', ['install', '--prefix', join(root, '.tools'), '--no-save', '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`]);
  }
  return local;
}

const task = process.argv[2];
if (task !== 'start' && task !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}

const pnpm = findPnpm();
must(pnpm, ['install', ...(existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [])]);
must(pnpm, ['run', 'build']);

if (task === 'start') {
  const start = join(root, 'scripts', 'serve-app.mjs');
  process.exit(run(process.execPath, [start, ...process.argv.slice(3)]));
} else {
  must(pnpm, ['run', 'lint']);
  must(pnpm, ['run', 'typecheck']);
  process.exit(run(pnpm, ['run', 'test:unit', ...process.argv.slice(3)]));
}
