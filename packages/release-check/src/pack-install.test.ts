import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumOptions, serveStatic, type StaticSite } from '@forty-thieves/static-server';
import { chromium, type BrowserContext } from 'playwright';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thirdPartyClosure } from './third-party.js';
import { exportTargets, publishedPackages, readManifest, ROOT } from './workspace-packages.js';

/**
 * The published packages as a user gets them: each packed with `pnpm pack` (so `publishConfig`,
 * `files` and the workspace: ranges apply as on the registry), then installed with npm into a fresh
 * project in a temporary folder outside the workspace. The registry is not asked: the third-party
 * packages they need (lit and its family, picocolors) are packed from the workspace's own
 * node_modules and npm installs everything `--offline` from those tarballs, with an empty cache of
 * its own. Needs `pnpm build` first (npm test builds). Slow by nature: one test file, long limits.
 */

const run = promisify(execFile);
const LIMIT = 600_000;

const published = publishedPackages();
const versionOf = (name: string) => published.find((pkg) => pkg.manifest.name === name)?.manifest.version;

let work = '';
let project = '';
const timings: string[] = [];

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** `pnpm pack` or `npm pack` of `dir` into `destination`: the tarball's file name. */
async function pack(tool: 'pnpm' | 'npm', dir: string, destination: string): Promise<string> {
  const args =
    tool === 'pnpm' ? ['pack', '--json', '--pack-destination', destination] : ['pack', dir, '--json', '--ignore-scripts', '--pack-destination', destination];
  const { stdout } = await run(tool, args, { cwd: tool === 'pnpm' ? dir : destination, maxBuffer: 1 << 24 });
  const parsed = JSON.parse(stdout) as { filename: string } | { filename: string }[];
  const filename = Array.isArray(parsed) ? parsed[0]?.filename : parsed.filename;
  if (filename === undefined) throw new Error(`${tool} pack ${dir} named no tarball`);
  return join(destination, filename.split('/').pop() ?? filename);
}

/** The first ``` block of a kind in a README's "## Example" section. */
async function readmeExample(dir: string, kind: 'js' | 'html' | 'sh'): Promise<string> {
  const readme = await readFile(join(dir, 'README.md'), 'utf8');
  const block = new RegExp(`## Example\\n[\\s\\S]*?\`\`\`${kind}\\n([\\s\\S]*?)\`\`\``).exec(readme)?.[1];
  if (block === undefined) throw new Error(`${dir}/README.md has no ${kind} example`);
  return block;
}

beforeAll(async () => {
  const unbuilt = published.filter((pkg) => !existsSync(join(pkg.dir, 'dist')));
  if (unbuilt.length > 0) throw new Error(`run pnpm build first: no dist/ in ${unbuilt.map((pkg) => pkg.path).join(', ')}`);
  work = await mkdtemp(join(tmpdir(), 'ft-pack-install-'));
  const tarballs = join(work, 'tarballs');
  project = join(work, 'project');
  await mkdir(tarballs);
  await mkdir(project);
  const ours = await timed(`pnpm pack (${published.length} packages)`, () => Promise.all(published.map((pkg) => pack('pnpm', pkg.dir, tarballs))));
  // npm pack fails (exit 1, no message) on a folder in pnpm's store, so it packs a plain copy.
  const copies = join(work, 'third-party');
  const theirs = await timed('npm pack (third-party)', () =>
    Promise.all(
      thirdPartyClosure(published).map(async (dir, i) => {
        const copy = join(copies, String(i));
        await cp(dir, copy, { recursive: true, dereference: true });
        return pack('npm', copy, tarballs);
      }),
    ),
  );
  await writeFile(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'pack-install-check', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`,
  );
  await timed('npm install --offline', () =>
    run(
      'npm',
      ['install', '--offline', '--cache', join(work, 'npm-cache'), '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', ...ours, ...theirs],
      {
        cwd: project,
        maxBuffer: 1 << 24,
      },
    ),
  );
}, LIMIT);

afterAll(async () => {
  if (timings.length > 0) console.log(`pack and install: ${timings.join(', ')}`);
  if (work !== '') await rm(work, { recursive: true, force: true });
});

describe('the packed packages installed with npm in a fresh project', () => {
  it('hold LICENSE, README and every file their exports, main, types and bin name, and no "source" condition', () => {
    for (const pkg of published) {
      const installed = join(project, 'node_modules', ...pkg.manifest.name.split('/'));
      const manifest = readManifest(installed);
      expect(manifest.version).toBe(pkg.manifest.version);
      for (const file of ['LICENSE', 'README.md']) expect(existsSync(join(installed, file)), `${pkg.manifest.name}/${file}`).toBe(true);
      const targets = [
        ...exportTargets(manifest.exports ?? {}),
        ...[manifest.main, manifest.types, ...Object.values(manifest.bin ?? {})].flatMap((target) => (target === undefined ? [] : [{ keys: 'field', target }])),
      ];
      for (const { keys, target } of targets) {
        expect(keys.split(' > '), `${pkg.manifest.name} ${keys}`).not.toContain('source');
        expect(existsSync(join(installed, target)), `${pkg.manifest.name} ${keys}: ${target}`).toBe(true);
      }
      // npm installs what the manifest asks for, so no workspace: range may be left in it.
      expect(JSON.stringify(manifest)).not.toContain('workspace:');
    }
  });

  it(
    '(a) runs the forty-thieves command',
    async () => {
      const bin = join(project, 'node_modules', '.bin', 'forty-thieves');
      const version = await run(bin, ['--version'], { cwd: project });
      expect(version.stdout).toBe(`${versionOf('@forty-thieves/cli')}\n`);
      // docs/rules.md: Maria deals nine columns of four, face up; the other 68 cards are the stock.
      const deal = await run(bin, ['deal', 'maria', '--deal', '42'], { cwd: project, env: { ...process.env, NO_COLOR: '1' } });
      expect(deal.stdout).toContain('Maria · deal 42');
      expect(deal.stdout).toContain('Stock 68 cards');
      // A worker thread loads dist/solve-worker.js beside the command: it must be in the package.
      const solve = await run(bin, ['solve', 'streets', '--deals', '3', '--time', '1s', '--workers', '1'], { cwd: project });
      expect(solve.stdout).toMatch(/^deal +3 +(won|lost|unknown) /m);
      const variants = await run(bin, ['variants', '--json'], { cwd: project });
      expect((JSON.parse(variants.stdout) as { variants: { id: string }[] }).variants.map((v) => v.id)).toContain('little-forty');
    },
    LIMIT,
  );

  it(
    '(b) imports core and a variant in Node and plays a move',
    async () => {
      await writeFile(
        join(project, 'play.mjs'),
        `import { GameSession, formatMove } from '@forty-thieves/core';
import maria from '@forty-thieves/variant-maria';
const game = GameSession.deal(maria, 42);
const before = game.position();
const move = game.legalMoves().find((m) => m.from.startsWith('c') && m.to.startsWith('c'));
const result = game.play(move);
console.log(JSON.stringify({ move, text: formatMove(move), ok: result.ok, moveCount: game.moveCount, before, after: game.position() }));
`,
      );
      const { stdout } = await run(process.execPath, ['play.mjs'], { cwd: project });
      type Column = { down: string[]; up: string[] };
      const out = JSON.parse(stdout) as {
        move: { from: string; to: string };
        text: string;
        ok: boolean;
        moveCount: number;
        before: { columns: Column[] };
        after: { columns: Column[] };
      };
      expect(out.ok).toBe(true);
      expect(out.moveCount).toBe(1);
      expect(out.text).toBe(`${out.move.from}-${out.move.to}`);
      // One card from the top of one column to the top of the other, nothing else changed.
      const from = Number(out.move.from.slice(1));
      const to = Number(out.move.to.slice(1));
      const card = out.before.columns[from]?.up.at(-1);
      expect(out.after.columns[to]?.up).toEqual([...(out.before.columns[to]?.up ?? []), card]);
      expect(out.after.columns[from]?.up).toEqual(out.before.columns[from]?.up.slice(0, -1));
    },
    LIMIT,
  );

  it.each(
    published.filter((pkg) => !['@forty-thieves/element', '@forty-thieves/cli'].includes(pkg.manifest.name)).map((pkg) => [pkg.manifest.name, pkg] as const),
  )(
    "(b) %s: the README's example runs",
    async (name, pkg) => {
      const file = join(project, `readme-${name.split('/')[1] ?? name}.mjs`);
      await writeFile(file, await readmeExample(pkg.dir, 'js'));
      const { stdout } = await run(process.execPath, [file], { cwd: project });
      expect(stdout.length).toBeGreaterThan(0);
    },
    LIMIT,
  );

  describe('(c) a page bundled with Vite', () => {
    let site: StaticSite | undefined;
    let context: BrowserContext | undefined;
    let profile = '';

    beforeAll(async () => {
      const element = published.find((pkg) => pkg.manifest.name === '@forty-thieves/element');
      if (element === undefined) throw new Error('no element package');
      // The README's own example is the page.
      const body = await readmeExample(element.dir, 'html');
      await writeFile(
        join(project, 'index.html'),
        `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Forty Thieves</title></head>\n<body>\n${body}</body>\n</html>\n`,
      );
      const out = join(project, 'dist');
      await timed('vite build', () =>
        build({
          root: project,
          configFile: false,
          mode: 'production',
          logLevel: 'warn',
          // Vite's defaults, as an app that only installed the element would have them.
          build: { outDir: out, emptyOutDir: true },
        }),
      );
      site = await serveStatic({ folders: { '/': out } });
      profile = await mkdtemp(join(tmpdir(), 'ft-profile-'));
      context = await chromium.launchPersistentContext(profile, chromiumOptions());
    }, LIMIT);

    afterAll(async () => {
      await context?.close();
      await site?.close();
      if (profile !== '') await rm(profile, { recursive: true, force: true });
    });

    it(
      'plays a move in Chromium, its solver worker running, nothing fetched from elsewhere',
      async () => {
        if (context === undefined || site === undefined) throw new Error('no browser');
        const origin = site.origin;
        const page = await context.newPage();
        const errors: string[] = [];
        const elsewhere: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        // A solver worker that fails to load says so on the console (and the status line shows nothing).
        const workers: string[] = [];
        page.on('worker', (worker) => workers.push(worker.url()));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('request', (request) => {
          if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
        });
        await page.goto(`${origin}/`);
        // docs/rules.md: Maria has nine columns.
        const columns = await page.waitForFunction(() => document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length);
        expect(await columns.jsonValue()).toBe(9);
        // A click on the stock draws a card: one move, announced by the page's ft-move listener.
        await page.locator('forty-thieves [part="stock"]').click();
        await page.waitForFunction(() => document.querySelector('#news')?.textContent === '1 moves');
        const state = await page.evaluate(() => {
          const game = document.querySelector<HTMLElement & { moveCount: number; position: { waste: string[]; stock: string[] } }>('forty-thieves');
          return { moveCount: game?.moveCount, waste: game?.position.waste.length, stock: game?.position.stock.length };
        });
        // Maria: 68 cards in the stock, one dealt at a time (docs/rules.md).
        expect(state).toEqual({ moveCount: 1, waste: 1, stock: 67 });
        const verdict = await page.waitForFunction(
          () => {
            const text = document.querySelector('forty-thieves')?.shadowRoot?.querySelector('[part="solver-status"]')?.textContent.trim();
            return text === 'Winnable' || text === 'Still looking…' || text?.startsWith('Not winnable') ? text : undefined;
          },
          undefined,
          { timeout: 120_000 },
        );
        expect(await verdict.jsonValue()).toMatch(/^(Winnable|Still looking…|Not winnable)/);
        // "Still looking…" shows as the check starts: the worker must have started too.
        await expect.poll(() => workers.length, { timeout: 60_000 }).toBeGreaterThan(0);
        expect(errors).toEqual([]);
        expect(elsewhere).toEqual([]);
        await page.close();
      },
      LIMIT,
    );
  });
});

// Keep ROOT in the import list honest: the project must be outside the workspace.
it('installs outside the workspace', () => {
  expect(project.startsWith(ROOT)).toBe(false);
});
