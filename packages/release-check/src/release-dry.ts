// `pnpm release:dry`: what `pnpm release` would publish, written and uploaded nowhere. For every
// published package: its version now, the version the pending changesets give it, and its tarball
// as `pnpm pack` makes it (files, size, LICENSE and README inside). Offline: it reads .changeset/
// and packs into a temporary folder; the registry is only asked by `pnpm release` itself.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getReleasePlanModule from '@changesets/get-release-plan';
import { ROOT, publishedPackages } from './workspace-packages.js';

// The package is CommonJS: under tsx its default export may arrive wrapped once more.
const getReleasePlan = (getReleasePlanModule as unknown as { default?: typeof getReleasePlanModule }).default ?? getReleasePlanModule;

interface PackResult {
  readonly filename: string;
  readonly size?: number;
  readonly unpackedSize?: number;
  readonly files: readonly { readonly path: string }[];
}

function pack(dir: string, destination: string): PackResult {
  const out = execFileSync('pnpm', ['pack', '--json', '--pack-destination', destination], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out) as PackResult;
}

const kb = (bytes: number | undefined) => (bytes === undefined ? '?' : `${(bytes / 1000).toFixed(1)} kB`);

const plan = await getReleasePlan(ROOT);
const bumps = new Map(plan.releases.map((release) => [release.name, release]));
const packages = publishedPackages();
const destination = mkdtempSync(join(tmpdir(), 'ft-release-dry-'));
const problems: string[] = [];
try {
  console.log(
    `Release dry run: ${packages.length} packages, ${plan.changesets.length} pending changeset${plan.changesets.length === 1 ? '' : 's'} (nothing is written or published)\n`,
  );
  const width = Math.max(...packages.map((pkg) => pkg.manifest.name.length));
  for (const pkg of packages) {
    const { name, version } = pkg.manifest;
    const bump = bumps.get(name);
    const next = bump === undefined || bump.type === 'none' ? `${version} (unchanged)` : `${version} → ${bump.newVersion} (${bump.type})`;
    const tarball = pack(pkg.dir, destination);
    const files = tarball.files.map((file) => file.path);
    for (const needed of ['LICENSE', 'README.md', 'package.json']) if (!files.includes(needed)) problems.push(`${name}: ${needed} is not in the tarball`);
    if (!files.some((file) => file.startsWith('dist/'))) problems.push(`${name}: no dist/ in the tarball (run pnpm build first)`);
    console.log(`${name.padEnd(width)}  ${next.padEnd(28)}  ${String(files.length).padStart(3)} files  ${kb(tarball.size).padStart(9)}`);
  }
  for (const changeset of plan.changesets) {
    console.log(`\nchangeset ${changeset.id}: ${changeset.releases.map((r) => `${r.name} ${r.type}`).join(', ')}\n  ${changeset.summary.split('\n')[0] ?? ''}`);
  }
} finally {
  rmSync(destination, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(`\n✗ ${problems.join('\n✗ ')}`);
  process.exit(1);
}
console.log('\n`pnpm release` would version these, build, and publish each version the registry does not have yet.');
