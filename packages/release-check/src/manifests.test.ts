import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ROOT,
  SOURCE_CONDITION,
  exportTargets,
  publishedManifest,
  publishedPackages,
  readManifest,
  withoutCondition,
  type WorkspacePackage,
} from './workspace-packages.js';

/**
 * What every package that goes to the registry must carry (docs/releasing.md). These read the
 * workspace's manifests; pack-install.test.ts checks the tarballs themselves.
 */

/** The built-ins: the variant packages builtin-variants depends on, one line each (docs/architecture.md, "Adding a built-in"). */
const BUILTINS = Object.keys(readManifest(join(ROOT, 'packages/builtin-variants')).dependencies ?? {}).filter((name) =>
  name.startsWith('@forty-thieves/variant-'),
);
const EXPECTED = [
  '@forty-thieves/core',
  ...BUILTINS,
  '@forty-thieves/builtin-variants',
  '@forty-thieves/solver',
  '@forty-thieves/element',
  '@forty-thieves/cli',
].sort();

const root = readManifest(ROOT);
const published = publishedPackages();
const rootLicense = readFileSync(join(ROOT, 'LICENSE'), 'utf8');

/** A path in `files`: "dist" covers "./dist/x.js". */
function shipped(pkg: WorkspacePackage, target: string): boolean {
  const path = target.replace(/^\.\//, '');
  return (pkg.manifest.files ?? []).some((entry) => path === entry || path.startsWith(`${entry.replace(/\/$/, '')}/`));
}

describe('the published packages', () => {
  it('are exactly core, the built-in variants, builtin-variants, solver, element and cli; everything else is private', () => {
    // The nine today; a built-in added by its line in builtin-variants must be published with it.
    expect(BUILTINS.length).toBeGreaterThanOrEqual(9);
    expect(published.map((pkg) => pkg.manifest.name).sort()).toEqual(EXPECTED);
  });

  it('the root LICENSE is MIT, and every published package carries the same file', () => {
    expect(rootLicense).toMatch(/^MIT License\n/);
    expect(root.license).toBe('MIT');
    for (const pkg of published) {
      expect(pkg.manifest.license, pkg.path).toBe('MIT');
      expect(readFileSync(join(pkg.dir, 'LICENSE'), 'utf8'), `${pkg.path}/LICENSE differs from the root's: copy it again`).toBe(rootLicense);
    }
  });

  it.each(published.map((pkg) => [pkg.manifest.name, pkg] as const))('%s names its repository folder, homepage, keywords and public access', (_, pkg) => {
    const { manifest } = pkg;
    expect(manifest.repository).toEqual({ type: 'git', url: root.repository?.url, directory: pkg.path });
    const repo = (root.repository?.url ?? '').replace(/^git\+/, '').replace(/\.git$/, '');
    expect(manifest.homepage).toBe(`${repo}/tree/main/${pkg.path}#readme`);
    expect(manifest.keywords?.length).toBeGreaterThan(2);
    expect(manifest.keywords).toContain('solitaire');
    expect(manifest.description?.length).toBeGreaterThan(20);
    expect(manifest.publishConfig?.access).toBe('public');
    expect(manifest.files).toEqual(expect.arrayContaining(['dist']));
  });

  it.each(published.map((pkg) => [pkg.manifest.name, pkg] as const))(
    '%s has a README: what it is, how to install it, an example, links to the docs',
    (_, pkg) => {
      const readme = readFileSync(join(pkg.dir, 'README.md'), 'utf8');
      expect(readme.startsWith(`# ${pkg.manifest.name}\n`)).toBe(true);
      expect(readme).toMatch(new RegExp(`npm install [^\\n]*${pkg.manifest.name.replace('/', '\\/')}`));
      const example = /## Example\n[\s\S]*?```(js|html|sh)\n([\s\S]*?)```/.exec(readme);
      expect(example, 'an "## Example" section with a js, html or sh block').not.toBeNull();
      const lines = (example?.[2] ?? '').trimEnd().split('\n').length;
      expect(lines).toBeGreaterThanOrEqual(5);
      expect(lines).toBeLessThanOrEqual(12);
      expect(readme).toMatch(/## Docs\n[\s\S]*\]\(https:\/\/github\.com\/[^)]+\/docs\/[a-z-]+\.md/);
    },
  );

  it.each(published.filter((pkg) => pkg.manifest.exports !== undefined).map((pkg) => [pkg.manifest.name, pkg] as const))(
    '%s publishes its exports without the "source" condition, every target inside `files`',
    (_, pkg) => {
      const { manifest } = pkg;
      const exports = manifest.exports ?? {};
      // pnpm replaces `exports` with `publishConfig.exports` in the tarball: it must be the same map,
      // less the condition that points at src/ (which is not shipped).
      expect(manifest.publishConfig?.exports, 'publishConfig.exports must be exports without "source"; update it with exports').toEqual(
        withoutCondition(exports, SOURCE_CONDITION),
      );
      const targets = exportTargets(publishedManifest(manifest).exports ?? {});
      expect(targets.length).toBeGreaterThan(0);
      for (const { keys, target } of targets) {
        expect(keys.split(' > '), `${keys}: ${target}`).not.toContain(SOURCE_CONDITION);
        expect(target === './package.json' || shipped(pkg, target), `${keys}: ${target} is outside "files"`).toBe(true);
      }
      for (const field of [manifest.main, manifest.types]) if (field !== undefined) expect(shipped(pkg, field), field).toBe(true);
    },
  );

  it('the element takes lit as a peer range, so a host app and the element share one copy, and no package asks for @lit/localize', () => {
    const element = published.find((pkg) => pkg.manifest.name === '@forty-thieves/element')?.manifest;
    expect(element?.dependencies?.lit, 'lit in dependencies').toBeUndefined();
    expect(element?.peerDependencies?.lit).toMatch(/^\^\d+\.\d+\.\d+$/);
    for (const pkg of published) {
      expect(pkg.manifest.dependencies?.lit, `${pkg.path}: lit`).toBeUndefined();
      // The element looks its words up in its own catalogue (docs/embedding.md): a host's @lit/localize is the host's own.
      expect(pkg.manifest.dependencies?.['@lit/localize'], `${pkg.path}: @lit/localize`).toBeUndefined();
      expect(pkg.manifest.peerDependencies?.['@lit/localize'], `${pkg.path}: @lit/localize`).toBeUndefined();
    }
  });

  it('the CLI installs as the forty-thieves command', () => {
    const cli = published.find((pkg) => pkg.manifest.name === '@forty-thieves/cli');
    const bin = cli?.manifest.bin?.['forty-thieves'];
    expect(bin).toBeDefined();
    if (cli === undefined || bin === undefined) return;
    expect(shipped(cli, bin)).toBe(true);
    // npm links the file as a command only if it starts with a shebang (tsup adds it at build time).
    const built = join(cli.dir, bin);
    if (existsSync(built)) expect(readFileSync(built, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });
});
