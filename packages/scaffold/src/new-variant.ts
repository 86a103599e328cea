import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { BUILTINS_MANIFEST, addBuiltinLine } from './builtin-line.js';
import type { Publishing } from './builtin-templates.js';
import { ScaffoldError } from './scaffold-error.js';
import { variantFiles } from './templates.js';
import { idProblem } from './variant-id.js';

export { ScaffoldError } from './scaffold-error.js';

export interface ScaffoldOptions {
  /** The repository root (where pnpm-workspace.yaml is). */
  readonly root: string;
  /** The folder, relative to the root, that gets the new package as `<into>/<id>`; `packages/variants` by default. */
  readonly into?: string;
  /**
   * Makes it a built-in: published like the others (README, LICENSE, the manifest's fields) and
   * given its one line in builtin-variants' package.json, which lists it (docs/architecture.md).
   */
  readonly builtin?: boolean;
}

/** What a built-in needs from the repository, or the reason it cannot be one; checked before anything is written. */
function publishing(root: string, into: string | undefined): Publishing {
  if (into !== undefined && into.replace(/\/$/, '') !== 'packages/variants')
    throw new ScaffoldError(`a built-in lives in packages/variants beside the others; leave out --into`);
  if (!existsSync(join(root, BUILTINS_MANIFEST)))
    throw new ScaffoldError(`${BUILTINS_MANIFEST} is not there, so there is no list of built-ins to join; leave out --builtin`);
  const url = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { repository?: { url?: unknown } }).repository?.url;
  if (typeof url !== 'string') throw new ScaffoldError('the root package.json names no repository.url, which a published built-in points at; add it first');
  return { repository: url, license: readFileSync(join(root, 'LICENSE'), 'utf8') };
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
 * a workspace variant already has, and a directory that exists. With `builtin`, it is also made
 * a built-in (see {@link ScaffoldOptions.builtin}).
 */
export async function newVariant(id: string | undefined, options: ScaffoldOptions): Promise<string> {
  const problem = idProblem(id);
  if (problem !== undefined || id === undefined) throw new ScaffoldError(problem ?? 'no id');
  if (knownIds(options.root).has(id)) throw new ScaffoldError(`a variant with id "${id}" already exists (@forty-thieves/variant-${id}); pick another id`);
  const dir = resolve(options.root, options.into ?? 'packages/variants', id);
  const fromRoot = relative(options.root, dir).split(sep).join('/');
  if (fromRoot.startsWith('..')) throw new ScaffoldError(`${dir} is outside the repository; the new package must live in it`);
  if (existsSync(dir)) throw new ScaffoldError(`${fromRoot} already exists; pick another id or remove it`);
  const builtin = options.builtin === true ? publishing(options.root, options.into) : undefined;
  for (const [file, text] of Object.entries(variantFiles({ id, dir: fromRoot, ...(builtin === undefined ? {} : { builtin }) }))) {
    const path = join(dir, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text, { flag: 'wx' });
  }
  if (builtin !== undefined) addBuiltinLine(options.root, id);
  return dir;
}
