import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { ROOT } from './workspace-packages.js';

const run = promisify(execFile);

// `pnpm docs:api` with nothing written: typedoc.json treats every warning as an error, so a
// `{@link}` to a name that no longer exists, or an exported type that refers to an unexported
// one, fails here (docs/architecture.md, "API reference").
it('the API reference of core and the solver generates without a warning', async () => {
  const { stdout, stderr } = await run(join(ROOT, 'node_modules', '.bin', 'typedoc'), ['--emit', 'none'], { cwd: ROOT });
  expect(`${stdout}${stderr}`).not.toMatch(/\[warning\]|\[error\]/);
}, 300_000);
