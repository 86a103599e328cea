import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { validateVariant, type VariantPlugin } from '@forty-thieves/core';
import { errorMessage } from './io.js';

/**
 * A plugin could not be loaded from the path given with `--plugin` (or the engine's `plugin`):
 * no such package, no built entry, no plugin in it, or a plugin that fails validation (then the
 * message is its VariantDefinitionError's). The CLI prints the message and exits with code 2.
 */
export class PluginLoadError extends Error {
  override readonly name = 'PluginLoadError';
}

type Exports = string | { readonly [key: string]: Exports | undefined } | undefined;

/** The ESM file a package's `exports["."]` (import or default condition), or else `main`, names. */
function entryOf(manifest: { exports?: Exports; main?: unknown }): string | undefined {
  let entry: Exports = manifest.exports;
  if (typeof entry === 'object' && '.' in entry) entry = entry['.'];
  // Plain Node resolution, as an app would get it: never the workspace's `source` condition.
  for (let depth = 0; typeof entry === 'object' && depth < 4; depth++) entry = entry.import ?? entry.default;
  if (typeof entry === 'string') return entry;
  return typeof manifest.main === 'string' ? manifest.main : undefined;
}

/** The file to import for `path`: the file itself, or a package directory's built entry. */
async function entryFile(path: string): Promise<string> {
  const info = await stat(path).catch(() => undefined);
  if (info === undefined) throw new PluginLoadError(`no plugin at ${path}: give a plugin package's directory or its built .js file`);
  if (info.isFile()) return path;
  const manifestPath = join(path, 'package.json');
  const text = await readFile(manifestPath, 'utf8').catch(() => undefined);
  if (text === undefined) throw new PluginLoadError(`${path} has no package.json: give a plugin package's directory or its built .js file`);
  let manifest: { name?: unknown; exports?: Exports; main?: unknown };
  try {
    manifest = JSON.parse(text) as typeof manifest;
  } catch (error) {
    throw new PluginLoadError(`${manifestPath} is not JSON (${errorMessage(error)})`);
  }
  const entry = entryOf(manifest);
  if (entry === undefined) throw new PluginLoadError(`${manifestPath} names no entry: add "exports": { ".": { "import": "./dist/index.js" } } or "main"`);
  const file = resolve(path, entry);
  if ((await stat(file).catch(() => undefined))?.isFile() !== true) {
    const name = typeof manifest.name === 'string' ? manifest.name : path;
    throw new PluginLoadError(`${file} does not exist: build the plugin first (pnpm --filter ${name} build)`);
  }
  return file;
}

/**
 * Loads a variant plugin from a path on disk: a package directory (its `package.json` exports or
 * main, normally `dist/index.js`) or a built `.js` file, by dynamic import. The module's default
 * export is the plugin (as `export default defineVariant({...})` gives it); it is validated here
 * too, so a plain object that skipped `defineVariant` is held to the same rules.
 */
export async function loadPluginFromPath(path: string, cwd: string = process.cwd()): Promise<VariantPlugin> {
  const file = await entryFile(resolve(cwd, path));
  let module: unknown;
  try {
    module = await import(pathToFileURL(file).href);
  } catch (error) {
    // A malformed plugin made with defineVariant throws while its module loads. Its core may be
    // another copy than ours, so the error is known by name, not by class.
    if (error instanceof Error && error.name === 'VariantDefinitionError') throw new PluginLoadError(error.message);
    throw new PluginLoadError(`${file} could not be loaded: ${errorMessage(error)}`);
  }
  const plugin = typeof module === 'object' && module !== null && 'default' in module ? module.default : undefined;
  if (plugin === undefined) throw new PluginLoadError(`${file} has no default export: end it with export default defineVariant({...})`);
  try {
    validateVariant(plugin);
  } catch (error) {
    throw new PluginLoadError(errorMessage(error));
  }
  return plugin;
}
