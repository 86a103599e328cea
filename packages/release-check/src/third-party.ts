import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readManifest, type WorkspacePackage } from './workspace-packages.js';

const OURS = '@forty-thieves/';

/** The folder Node would load package `name` from, looking up from `from` as its resolver does. */
function packageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return undefined;
  }
}

/** A package's dependencies and required peers: what npm installs along with it. */
function needs(dir: string): string[] {
  const manifest = readManifest(dir);
  const optional = manifest.peerDependenciesMeta ?? {};
  const peers = Object.keys(manifest.peerDependencies ?? {}).filter((name) => optional[name]?.optional !== true);
  return [...Object.keys(manifest.dependencies ?? {}), ...peers];
}

/**
 * The installed folders of every third-party package the published ones need, transitively (lit,
 * lit-html, picocolors…), as pnpm laid them out in the workspace. Packed with
 * `npm pack`, they let npm install the published tarballs offline. Two versions of one package
 * would need a nested install, which this does not do: that is an error naming both.
 */
export function thirdPartyClosure(published: readonly WorkspacePackage[]): string[] {
  const found = new Map<string, { dir: string; version: string }>();
  const queue = published.flatMap((pkg) => needs(pkg.dir).map((name) => ({ name, from: pkg.dir })));
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const { name, from } = next;
    if (name.startsWith(OURS)) continue;
    const dir = packageDir(name, from);
    if (dir === undefined) throw new Error(`${name}, needed by ${from}, is not installed: run pnpm install`);
    const { version } = readManifest(dir);
    const seen = found.get(name);
    if (seen !== undefined) {
      if (seen.version !== version) throw new Error(`two versions of ${name} are needed (${seen.version} and ${version}); install them nested`);
      continue;
    }
    found.set(name, { dir, version });
    queue.push(...needs(dir).map((dep) => ({ name: dep, from: dir })));
  }
  return [...found.values()].map(({ dir }) => dir);
}
