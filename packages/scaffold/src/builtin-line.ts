import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ScaffoldError } from './scaffold-error.js';

/** The manifest whose `@forty-thieves/variant-<id>` dependencies are the built-ins (docs/architecture.md, "Adding a built-in"). */
export const BUILTINS_MANIFEST = 'packages/builtin-variants/package.json';
/** What writes builtin-variants' src/builtins.ts from those dependencies (its build runs it too). */
const GENERATOR = 'packages/builtin-variants/scripts/generate-builtins.mjs';

/**
 * Makes `@forty-thieves/variant-<id>` a built-in: its one line in builtin-variants' dependencies,
 * in the order pnpm keeps them, then builtins.ts regenerated, so the registry lists it as soon as
 * `pnpm install` has linked the package. Throws, saying why, when the repository has no
 * builtin-variants to add it to.
 */
export function addBuiltinLine(root: string, id: string): void {
  const file = join(root, BUILTINS_MANIFEST);
  if (!existsSync(file)) throw new ScaffoldError(`${BUILTINS_MANIFEST} is not there, so there is no list of built-ins to add "${id}" to; leave out --builtin`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { dependencies?: Record<string, string> };
  const dependencies = { ...manifest.dependencies, [`@forty-thieves/variant-${id}`]: 'workspace:*' };
  manifest.dependencies = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  const run = spawnSync(process.execPath, [join(root, GENERATOR)], { encoding: 'utf8' });
  if (run.status !== 0) throw new ScaffoldError(`${GENERATOR} failed after adding "${id}" to ${BUILTINS_MANIFEST}: ${run.stderr.trim()}`);
}
