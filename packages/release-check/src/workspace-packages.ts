import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The condition the monorepo's tests and tools resolve to TypeScript sources; never published. */
export const SOURCE_CONDITION = 'source';

/** What a package.json says, as far as the release needs it. */
export interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly description?: string;
  readonly license?: string;
  readonly keywords?: readonly string[];
  readonly homepage?: string;
  readonly repository?: { readonly type?: string; readonly url?: string; readonly directory?: string };
  readonly files?: readonly string[];
  readonly main?: string;
  readonly types?: string;
  readonly bin?: Readonly<Record<string, string>>;
  readonly exports?: Exports;
  readonly publishConfig?: { readonly access?: string; readonly exports?: Exports };
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly peerDependenciesMeta?: Readonly<Record<string, { readonly optional?: boolean }>>;
}

/** An `exports` field: a path, or conditions / subpaths mapping to more of the same. */
export type Exports = string | { readonly [key: string]: Exports };

export interface WorkspacePackage {
  /** Absolute folder. */
  readonly dir: string;
  /** Folder relative to the root, with forward slashes (as `repository.directory` wants it). */
  readonly path: string;
  readonly manifest: Manifest;
}

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** The folders pnpm-workspace.yaml lists (`packages/*` style patterns, the only kind it uses). */
function workspaceFolders(): string[] {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const patterns = [...yaml.matchAll(/^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/gm)].map((match) => match[1] ?? '');
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) throw new Error(`pnpm-workspace.yaml: "${pattern}" is not a "folder/*" pattern, which is all this reader knows`);
    const parent = join(ROOT, pattern.slice(0, -2));
    return existsSync(parent) ? readdirSync(parent).map((name) => join(parent, name)) : [];
  });
}

/** Every package of the workspace, sorted by folder. */
export function workspacePackages(): WorkspacePackage[] {
  return workspaceFolders()
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .sort()
    .map((dir) => ({ dir, path: relative(ROOT, dir).split(sep).join('/'), manifest: readManifest(dir) }));
}

/** The packages that go to the registry: every one not marked private. */
export function publishedPackages(): WorkspacePackage[] {
  return workspacePackages().filter((pkg) => pkg.manifest.private !== true);
}

/** `exports` with one condition left out everywhere (what pnpm publishes from `publishConfig.exports`). */
export function withoutCondition(exports: Exports, condition: string): Exports {
  if (typeof exports === 'string') return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([key]) => key !== condition)
      .map(([key, value]) => [key, withoutCondition(value, condition)]),
  );
}

/** Every path an `exports` field can resolve to, with the keys that lead to it (`./define > import`). */
export function exportTargets(exports: Exports, trail: readonly string[] = []): { keys: string; target: string }[] {
  if (typeof exports === 'string') return [{ keys: trail.join(' > ') || '.', target: exports }];
  return Object.entries(exports).flatMap(([key, value]) => exportTargets(value, [...trail, key]));
}

/** The manifest as pnpm packs it: `publishConfig` fields replace the top-level ones. */
export function publishedManifest(manifest: Manifest): Manifest {
  const { publishConfig } = manifest;
  return publishConfig?.exports === undefined ? manifest : { ...manifest, exports: publishConfig.exports };
}
