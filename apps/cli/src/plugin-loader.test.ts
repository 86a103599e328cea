/**
 * `--plugin <path>` and the engine's `"plugin"`: a plugin package loaded from disk by its built
 * entry. The fixtures are packages written to a temporary directory whose built entry re-exports
 * a real example plugin (examples/variant-forty-and-eight) or a broken one.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Position } from '@forty-thieves/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from './main.js';
import { loadPluginFromPath } from './plugin-loader.js';
import { sink, source } from './test-support.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const FORTY_AND_EIGHT = join(repo, 'examples/variant-forty-and-eight/src/index.ts');
const CORE = join(repo, 'packages/core/src/index.ts');

let root = '';

/** A plugin package: package.json naming `dist/index.js`, and that file's text (or none: not built). */
async function pluginPackage(
  name: string,
  entry: string | undefined,
  manifest: object = { exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } } },
): Promise<string> {
  const dir = join(root, name);
  await mkdir(join(dir, 'dist'), { recursive: true });
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: `@test/${name}`, type: 'module', ...manifest }));
  if (entry !== undefined) await writeFile(join(dir, 'dist/index.js'), entry);
  return dir;
}

let good = '';
let mainOnly = '';
let unbuilt = '';
let plainBad = '';
let definedBad = '';
let noDefault = '';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'forty-thieves-plugins-'));
  good = await pluginPackage('forty-and-eight', `export { default } from ${JSON.stringify(FORTY_AND_EIGHT)};\n`);
  mainOnly = await pluginPackage('main-only', `export { default } from ${JSON.stringify(FORTY_AND_EIGHT)};\n`, { main: './dist/index.js' });
  unbuilt = await pluginPackage('unbuilt', undefined);
  plainBad = await pluginPackage(
    'plain-bad',
    `export default { apiVersion: 1, id: 'too-wide', name: 'Too Wide', layout: { columns: 20, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false }, build: () => true, sequenceMove: 'single', stock: { dealCount: 1, redeals: 0 }, rules: 'x' };\n`,
  );
  definedBad = await pluginPackage(
    'defined-bad',
    `import { defineVariant, sameSuit } from ${JSON.stringify(CORE)};\nexport default defineVariant({ apiVersion: 1, id: 'kings', name: 'Kings', layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false }, build: sameSuit, sequenceMove: 'single', stock: { dealCount: 1, redeals: 0 }, emptyColumn: 'kings', rules: 'x' });\n`,
  );
  noDefault = await pluginPackage('no-default', `export const answer = 42;\n`);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function run(argv: readonly string[], lines: readonly string[] = []) {
  const stdout = sink();
  const stderr = sink();
  const code = await main(argv, { stdin: source(lines), stdout: stdout.stream, stderr: stderr.stream });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

describe('loadPluginFromPath', () => {
  it('imports the package’s built entry named by exports["."].import, or by main', async () => {
    expect((await loadPluginFromPath(good)).id).toBe('forty-and-eight');
    expect((await loadPluginFromPath(mainOnly)).id).toBe('forty-and-eight');
    expect((await loadPluginFromPath(join(good, 'dist/index.js'))).id).toBe('forty-and-eight');
  });

  it('says what is missing: the path, the build, the default export', async () => {
    await expect(loadPluginFromPath(join(root, 'nowhere'))).rejects.toThrow(/no plugin at .*nowhere/);
    await expect(loadPluginFromPath(unbuilt)).rejects.toThrow(/does not exist: build the plugin first \(pnpm --filter @test\/unbuilt build\)/);
    await expect(loadPluginFromPath(noDefault)).rejects.toThrow(/has no default export/);
  });
});

describe('forty-thieves deal --plugin', () => {
  it('deals the plugin’s layout: Forty and Eight is eight columns of five, 64 in the stock, one redeal', async () => {
    const { code, stdout, stderr } = await run(['deal', '--plugin', good, '--deal', '3', '--json']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const position = JSON.parse(stdout) as Position;
    expect(position.variant).toBe('forty-and-eight');
    expect(position.deal).toBe(3);
    expect(position.columns.map((c) => c.up.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5]);
    expect(position.stock).toHaveLength(64);
    expect(position.redealsLeft).toBe(1);
  });

  it('prints a text board titled with the plugin’s name', async () => {
    const { code, stdout } = await run(['deal', '-p', good]);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('Forty and Eight · deal 1');
  });

  it.each([
    ['a plain object that fails validation', () => plainBad, /^forty-thieves: variant "too-wide": layout\.columns: must be a whole number from 1 to 16\n$/],
    ['a defineVariant that throws while the module loads', () => definedBad, /^forty-thieves: variant "kings": emptyColumn: must be 'any'.*\n$/],
    ['a package that is not built', () => unbuilt, /build the plugin first/],
    ['a path with nothing there', () => join(root, 'nowhere'), /no plugin at/],
  ])('exits 2 with one line for %s', async (_, path, message) => {
    const { code, stdout, stderr } = await run(['deal', '--plugin', path()]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
  });

  it('refuses a variant id and --plugin together', async () => {
    const { code, stderr } = await run(['deal', 'maria', '--plugin', good]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/a variant id or --plugin <path>, not both/);
  });
});

describe('forty-thieves play --plugin', () => {
  it('plays the plugin from piped moves', async () => {
    const { code, stdout } = await run(['play', '--plugin', good, '--deal', '7'], ['draw', 'q']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Forty and Eight · deal 7/);
    expect(stdout).toMatch(/Stock 63 cards/);
  });
});

describe('engine {"cmd":"new","plugin":…}', () => {
  it('deals the plugin, then knows it by id for load and variants', async () => {
    const lines = [
      JSON.stringify({ cmd: 'new', plugin: good, deal: 5 }),
      '{"cmd":"variants"}',
      JSON.stringify({ cmd: 'new', plugin: plainBad }),
      JSON.stringify({ cmd: 'new', plugin: good, variant: 'maria' }),
      '{"cmd":"status"}',
    ];
    const first = await run(['engine'], lines.slice(0, 1));
    const position = (JSON.parse(first.stdout) as { position: Position }).position;
    lines.push(JSON.stringify({ cmd: 'load', position }));
    const { code, stdout } = await run(['engine'], lines);
    expect(code).toBe(0);
    const [dealt, variants, bad, both, status, loaded] = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(dealt?.ok).toBe(true);
    expect((dealt?.position as Position).columns).toHaveLength(8);
    expect(variants?.variants).toContain('forty-and-eight');
    expect(bad).toMatchObject({ ok: false, error: expect.stringMatching(/layout\.columns: must be a whole number from 1 to 16/) as unknown });
    expect(both).toMatchObject({ ok: false, error: expect.stringMatching(/not both/) as unknown });
    // A failed `new` leaves the game it found.
    expect(status).toMatchObject({ ok: true, status: 'playing', moveCount: 0 });
    expect(loaded).toMatchObject({ ok: true, position });
  });
});
