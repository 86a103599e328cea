/**
 * `pnpm new-variant <id>`: the scaffold writes a package that is a valid, playable plugin passing
 * core's test kit, typechecks under the house's strict settings, and refuses bad or taken ids.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
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
