import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { variantFiles } from './templates.js';
import { idProblem } from './variant-id.js';

/** The id or place was refused; nothing was written. The message says why and what to do. */
export class ScaffoldError extends Error {
  override readonly name = 'ScaffoldError';
}

export interface ScaffoldOptions {
  /** The repository root (where pnpm-workspace.yaml is). */
  readonly root: string;
  /** The folder, relative to the root, that gets the new package as `<into>/<id>`; `packages/variants` by default. */
  readonly into?: string;
}

/** The variant ids the workspace already has: every `@forty-thieves/variant-<id>` package name. */
function knownIds(root: string): Set<string> {
  const ids = new Set<string>();
  for (const parent of ['packages/variants', 'examples']) {
    const dir = join(root, parent);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const manifest = join(dir, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(manifest)) continue;
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name;
      if (typeof name === 'string' && name.startsWith('@forty-thieves/variant-')) ids.add(name.slice('@forty-thieves/variant-'.length));
    }
  }
  return ids;
}

/**
 * Creates the package of a new variant plugin, `<into>/<id>` (by default `packages/variants/<id>`,
 * next to the built-ins), and returns its directory. Refuses an id that is not kebab-case or that
 * a workspace variant already has, and a directory that exists.
 */
export async function newVariant(id: string | undefined, options: ScaffoldOptions): Promise<string> {
  const problem = idProblem(id);
  if (problem !== undefined || id === undefined) throw new ScaffoldError(problem ?? 'no id');
  if (knownIds(options.root).has(id)) throw new ScaffoldError(`a variant with id "${id}" already exists (@forty-thieves/variant-${id}); pick another id`);
  const dir = resolve(options.root, options.into ?? 'packages/variants', id);
  const fromRoot = relative(options.root, dir).split(sep).join('/');
  if (fromRoot.startsWith('..')) throw new ScaffoldError(`${dir} is outside the repository; the new package must live in it`);
  if (existsSync(dir)) throw new ScaffoldError(`${fromRoot} already exists; pick another id or remove it`);
  for (const [file, text] of Object.entries(variantFiles({ id, dir: fromRoot }))) {
    const path = join(dir, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text, { flag: 'wx' });
  }
  return dir;
}
