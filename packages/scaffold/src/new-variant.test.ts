/**
 * `pnpm new-variant <id>`: the scaffold writes a package that is a valid, playable plugin passing
 * core's test kit, typechecks under the house's strict settings, and refuses bad or taken ids.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GameSession, validateVariant } from '@forty-thieves/core';
import { ruleRowChecks, variantProperties } from '@forty-thieves/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The built-ins' own words loader, and the translation check, each given the new package beside the nine.
import { builtinVariants, type BuiltinListing } from '../../builtin-variants/src/index.js';
import { translationsOf } from '../../builtin-variants/src/translations.js';
// @ts-expect-error: a plain ES module script, without type declarations
import * as translationCheck from '../../../scripts/check-translations.mjs';
import { SOURCE_CONDITION, withoutCondition, type Exports } from '../../release-check/src/workspace-packages.js';
import { ScaffoldError, newVariant } from './new-variant.js';

interface Catalogues {
  readonly variants: readonly unknown[];
}
const { checkTranslations, repositoryCatalogues, variantCatalogue } = translationCheck as {
  checkTranslations: (config: Catalogues) => { problems: string[]; notices: string[] };
  repositoryCatalogues: (root: string) => Catalogues;
  variantCatalogue: (id: string, dir: string) => unknown;
};

const root = fileURLToPath(new URL('../../../', import.meta.url));
let into = '';
let dir = '';

beforeAll(async () => {
  // Inside the repository, so the package resolves @forty-thieves/core and tsconfig.base.json as a real one would.
  into = relative(root, await mkdtemp(join(root, 'packages/scaffold/.generated-')));
  dir = await newVariant('my-thieves', { root, into });
});

afterAll(async () => {
  await rm(join(root, into), { recursive: true, force: true });
});

async function refusal(id: string | undefined, where = into): Promise<string> {
  try {
    await newVariant(id, { root, into: where });
  } catch (error) {
    expect(error).toBeInstanceOf(ScaffoldError);
    return (error as Error).message;
  }
  throw new Error(`new-variant accepted ${String(id)}`);
}

describe('new-variant', () => {
  it('writes the package files at <into>/<id>', () => {
    expect(dir).toBe(join(root, into, 'my-thieves'));
    for (const file of [
      'package.json',
      'tsconfig.json',
      'tsup.config.ts',
      'src/index.ts',
      'src/index.test.ts',
      'src/listing.json',
      'src/listing.ts',
      'src/words.ts',
      'src/english.json',
    ])
      expect(existsSync(join(dir, file)), file).toBe(true);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.name).toBe('@forty-thieves/variant-my-thieves');
    // The shape of a built-in (docs/localization.md): the plugin, and its listing, which loads its words.
    expect(manifest.exports).toEqual({
      '.': { source: './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
      './listing': { source: './src/listing.ts', types: './dist/listing.d.ts', import: './dist/listing.js' },
    });
    expect(manifest.dependencies).toEqual({ '@forty-thieves/core': 'workspace:*' });
    expect(readFileSync(join(dir, 'src/index.test.ts'), 'utf8')).toMatch(/variantProperties\(myThieves\)[\s\S]*ruleRowChecks\(myThieves, ROW\)/);
  });

  it('makes a valid plugin that deals and plays', async () => {
    const module = (await import(pathToFileURL(join(dir, 'src/index.ts')).href)) as { default: unknown };
    const plugin = module.default;
    validateVariant(plugin);
    expect(plugin.id).toBe('my-thieves');
    expect(plugin.name).toBe('My Thieves');
    // Its listing says what the plugin says: one name and summary, in listing.json.
    const listing = (
      (await import(pathToFileURL(join(dir, 'src/listing.ts')).href)) as {
        default: { id: string; name: string; summary: string; load: () => Promise<{ default: unknown }> };
      }
    ).default;
    expect({ id: listing.id, name: listing.name, summary: listing.summary }).toEqual({ id: plugin.id, name: plugin.name, summary: plugin.summary });
    expect((await listing.load()).default).toBe(plugin);
    const game = GameSession.deal(plugin, 1);
    expect(game.play('draw').ok).toBe(true);
  });

  it('makes a package that is a built-in with its line in builtin-variants: its listing loads a language it gains by one file, and the check reads it', async () => {
    type Listing = Pick<BuiltinListing, 'id' | 'words'>;
    const listing = ((await import(pathToFileURL(join(dir, 'src/listing.ts')).href)) as { default: Listing }).default;
    // A translator adds words/sv.json, and nothing else.
    const swedish = { name: 'Mina tjuvar', summary: 'Tio kolumner med fyra kort.', rules: 'Flytta alla 104 kort till grundhögarna.' };
    mkdirSync(join(dir, 'src/words'), { recursive: true });
    writeFileSync(join(dir, 'src/words/sv.json'), JSON.stringify(swedish));
    // Beside the nine, as builtins.ts's line would put it: its Swedish comes from its own package,
    // and a language it lacks leaves it out (its players read its English).
    const sv = await translationsOf([...builtinVariants, listing], 'sv');
    expect(sv['my-thieves']).toEqual(swedish);
    expect(Object.keys(sv)).toHaveLength(builtinVariants.length + 1);
    const nb = await translationsOf([...builtinVariants, listing], 'nb');
    expect(nb['my-thieves']).toBeUndefined();
    expect(Object.keys(nb)).toHaveLength(builtinVariants.length);
    // The translation check, with it among the built-ins: its Swedish holds, and each language it
    // lacks is a notice, not a failure.
    const config = { ...repositoryCatalogues(root), variants: [...repositoryCatalogues(root).variants, variantCatalogue('my-thieves', dir)] };
    const { problems, notices } = checkTranslations(config);
    expect(problems).toEqual([]);
    expect(notices).toEqual(
      ['nb', 'is', 'lb'].map(
        (language) => `variant my-thieves speaks no ${language} yet (${relative(root, join(dir, `src/words/${language}.json`))}): its players read its English`,
      ),
    );
    // A Swedish file that misses a string is a failure, naming the file and the key.
    writeFileSync(join(dir, 'src/words/sv.json'), JSON.stringify({ name: 'Mina tjuvar', rules: 'Flytta alla 104 kort.' }));
    expect(checkTranslations(config).problems).toEqual([
      `variant my-thieves: "summary" has no sv translation in ${relative(root, join(dir, 'src/words/sv.json'))}`,
    ]);
  });

  it('makes a plugin that passes core’s test kit', async () => {
    const { default: plugin } = (await import(pathToFileURL(join(dir, 'src/index.ts')).href)) as { default: unknown };
    validateVariant(plugin);
    for (const property of variantProperties(plugin, { scale: 0.2 })) property.run();
    // The row its test file starts with: the template's rules text is Forty Thieves'.
    const row = { columns: 10, cardsPerColumn: 4, faceDown: 0, build: 'same-suit', moves: 'single', draw: 1, redeals: 0 } as const;
    for (const check of ruleRowChecks(plugin, row)) check.run();
  }, 120_000);

  it('makes a package that typechecks under the strict house settings', () => {
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);

  it.each([
    [undefined, /give the new variant an id/],
    ['', /give the new variant an id/],
    ['My-Thieves', /not a kebab-case id/],
    ['my_thieves', /not a kebab-case id/],
    ['my--thieves', /not a kebab-case id/],
    ['-thieves', /not a kebab-case id/],
    ['9lives', /not a kebab-case id/],
  ])('refuses the id %j', async (id, message) => {
    expect(await refusal(id)).toMatch(message);
  });

  it('refuses an id a built-in or an example already has, wherever the new one would go', async () => {
    expect(await refusal('maria')).toMatch(/a variant with id "maria" already exists \(@forty-thieves\/variant-maria\)/);
    expect(await refusal('josephine')).toMatch(/"josephine" already exists/);
  });

  it('refuses a directory that exists, and a place outside the repository', async () => {
    expect(await refusal('my-thieves')).toMatch(/my-thieves already exists; pick another id or remove it/);
    expect(await refusal('elsewhere', '../..')).toMatch(/outside the repository/);
  });
});

describe('new-variant --builtin', () => {
  // A copy of what a built-in joins: the root's manifest and LICENSE, and builtin-variants'
  // manifest, generator and sources; the package it lists are not needed to write the list.
  let copy = '';
  const builtins = () => join(copy, 'packages/builtin-variants');
  const manifestBefore = readFileSync(join(root, 'packages/builtin-variants/package.json'), 'utf8');

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'builtin-scaffold-'));
    for (const file of ['package.json', 'LICENSE']) cpSync(join(root, file), join(copy, file));
    for (const part of ['package.json', 'scripts', 'src'])
      cpSync(join(root, 'packages/builtin-variants', part), join(builtins(), part), { recursive: true, filter: (from) => !from.endsWith('.test.ts') });
  });

  afterAll(() => {
    rmSync(copy, { recursive: true, force: true });
  });

  it('writes a package published like the other built-ins, and adds its one line to builtin-variants, whose list it writes again', async () => {
    const dir = await newVariant('my-thieves', { root: copy, builtin: true });
    expect(dir).toBe(join(copy, 'packages/variants/my-thieves'));
    type Manifest = {
      private?: boolean;
      exports: Exports;
      publishConfig?: { access?: string; exports?: Exports };
      repository?: unknown;
      homepage?: string;
      keywords?: string[];
      description?: string;
      files?: string[];
    };
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
    // What docs/releasing.md asks of every published package (packages/release-check holds the repository's to it).
    const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { repository: { url: string } };
    expect(manifest.private).toBeUndefined();
    expect(manifest.publishConfig).toEqual({ access: 'public', exports: withoutCondition(manifest.exports, SOURCE_CONDITION) });
    expect(manifest.repository).toEqual({ type: 'git', url: rootManifest.repository.url, directory: 'packages/variants/my-thieves' });
    expect(manifest.homepage).toBe('https://github.com/forty-thieves/forty-thieves/tree/main/packages/variants/my-thieves#readme');
    expect(manifest.keywords).toContain('solitaire');
    expect(manifest.description?.length).toBeGreaterThan(20);
    expect(manifest.files).toEqual(['dist']);
    expect(readFileSync(join(dir, 'LICENSE'), 'utf8')).toBe(readFileSync(join(root, 'LICENSE'), 'utf8'));
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(readme.startsWith('# @forty-thieves/variant-my-thieves\n')).toBe(true);
    expect(readme).toMatch(/npm install [^\n]*@forty-thieves\/variant-my-thieves/);
    const example = /## Example\n[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1]?.trimEnd().split('\n') ?? [];
    expect(example.length).toBeGreaterThanOrEqual(5);
    expect(example.length).toBeLessThanOrEqual(12);
    expect(readme).toMatch(/## Docs\n[\s\S]*\]\(https:\/\/github\.com\/[^)]+\/docs\/rules\.md/);
    // builtin-variants' manifest gains exactly one line, and its list is what the generator writes from it.
    const lines = (text: string) => text.split('\n');
    const after = readFileSync(join(builtins(), 'package.json'), 'utf8');
    expect(lines(after).filter((line) => !lines(manifestBefore).includes(line))).toEqual(['    "@forty-thieves/variant-my-thieves": "workspace:*",']);
    expect(lines(manifestBefore).filter((line) => !lines(after).includes(line))).toEqual([]);
    const list = readFileSync(join(builtins(), 'src/builtins.ts'), 'utf8');
    expect(list).toContain("import myThieves from '@forty-thieves/variant-my-thieves/listing';");
    expect(list).toMatch(/\[\n[\s\S]* {2}myThieves,\n[\s\S]*\];/);
    const check = spawnSync(process.execPath, [join(builtins(), 'scripts/generate-builtins.mjs'), '--check'], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  });

  it('refuses another folder, or a repository without builtin-variants, and writes nothing', async () => {
    await expect(newVariant('other-thieves', { root: copy, builtin: true, into: 'examples' })).rejects.toThrow(/a built-in lives in packages\/variants/);
    rmSync(join(builtins(), 'package.json'));
    await expect(newVariant('other-thieves', { root: copy, builtin: true })).rejects.toThrow(
      /packages\/builtin-variants\/package\.json is not there, so there is no list of built-ins to join; leave out --builtin/,
    );
    expect(existsSync(join(copy, 'packages/variants/other-thieves'))).toBe(false);
    expect(existsSync(join(copy, 'examples/other-thieves'))).toBe(false);
  });
});
