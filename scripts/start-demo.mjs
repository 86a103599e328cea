#!/usr/bin/env node
// What `npm start` runs after building, until the web app exists: the terminal game.
//   at a terminal: `forty-thieves play <variant>` on a random deal (variant: first argument, default forty-thieves)
//   otherwise (CI, piped): one dealt board and how to play, exit 0, so a non-interactive start never hangs
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'apps', 'cli', 'dist', 'index.js');
if (!existsSync(cli)) {
  console.error('The CLI is not built yet: run `pnpm build` (or `npm start`, which builds first).');
  process.exit(1);
}

const variant = process.argv[2] ?? 'forty-thieves';
// Deal numbers are 0 … 2^31 − 1; a random one gives a fresh game each start, replayable by its number.
const deal = String(randomInt(0, 2 ** 31));

function forty(args) {
  const result = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (process.stdin.isTTY && process.stdout.isTTY) {
  process.exit(forty(['play', variant, '--deal', deal]));
}

const status = forty(['deal', variant, '--deal', deal]);
if (status !== 0) process.exit(status);
console.log(`
That was deal ${deal} of ${variant}; \`npm start\` in a terminal plays it. Or, after a build:
  play it:            pnpm forty-thieves play ${variant} --deal ${deal}
  a position as JSON: pnpm forty-thieves deal maria --deal 42 --json
  for programs:       pnpm forty-thieves engine   (docs/engine-protocol.md)
  everything else:    pnpm forty-thieves --help`);
