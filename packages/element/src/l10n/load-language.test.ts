import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { builtinVariants } from '@forty-thieves/builtin-variants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import { filesWithEnglishCatalogue } from '../testing/english-catalogue.js';
import { loadLanguage } from './load-language.js';

/**
 * A language is its line in languages.ts and its folder: load-language.ts finds a language's
 * catalogue, ./<tag>/element.json, by its folder alone (docs/localization.md, "Adding a language").
 * A copy of it beside a made-up language's folder loads that language as the element would, and
 * both bundlers the element is built with give each language its own chunk.
 */
const ELEMENT = fileURLToPath(new URL('../../', import.meta.url));
// Two made-up languages, in plain ASCII so their words read the same in esbuild's output.
const MADE_UP = { undo: 'Ongedaan', 'stock-label': 'Talon' };
let copy = '';

beforeAll(async () => {
  // Inside the package, so the copy resolves @forty-thieves/builtin-variants as the original does.
  copy = await mkdtemp(join(ELEMENT, '.load-language-'));
  copyFileSync(fileURLToPath(new URL('load-language.ts', import.meta.url)), join(copy, 'load-language.ts'));
  for (const [language, words] of Object.entries({ xx: MADE_UP, yy: { undo: 'Zurueck' } })) {
    mkdirSync(join(copy, language));
    writeFileSync(join(copy, language, 'element.json'), JSON.stringify(words));
  }
});

afterAll(async () => {
  await rm(copy, { recursive: true, force: true });
});

describe('loading a language', () => {
  it('loads each listed language’s own catalogue, and the built-ins’ words in it', async () => {
    for (const language of LANGUAGES.filter((tag) => tag !== 'en')) {
      const [catalogue, builtin] = await loadLanguage(language);
      expect(catalogue.default).toEqual(JSON.parse(readFileSync(new URL(`${language}/element.json`, import.meta.url), 'utf8')));
      expect(Object.keys(builtin).sort()).toEqual(builtinVariants.map(({ id }) => id).sort());
    }
  });

  it('loads a made-up language from its folder with no line naming it, its built-ins in English', async () => {
    const copied = (await import(pathToFileURL(join(copy, 'load-language.ts')).href)) as {
      loadLanguage: (language: string) => ReturnType<typeof loadLanguage>;
    };
    const [catalogue, builtin] = await copied.loadLanguage('xx');
    expect(catalogue.default).toEqual(MADE_UP);
    // No built-in speaks it: each shows its English, as a plugin without a translation does.
    expect({ ...builtin }).toEqual({});
  });

  it('is one chunk per language in esbuild’s build (tsup’s, for the package’s dist), found by the folders', async () => {
    // esbuild as tsup uses it (no dependency of this package's own).
    const esbuild = (await import(pathToFileURL(createRequire(createRequire(import.meta.url).resolve('tsup')).resolve('esbuild')).href)) as {
      build: (options: Record<string, unknown>) => Promise<unknown>;
    };
    const out = join(copy, 'out');
    await esbuild.build({
      entryPoints: [join(copy, 'load-language.ts')],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: out,
      external: ['@forty-thieves/builtin-variants'],
      logLevel: 'silent',
    });
    const files = readdirSync(out).map((name) => [name, readFileSync(join(out, name), 'utf8')] as const);
    const holding = (word: string) => files.filter(([, text]) => text.includes(word)).map(([name]) => name);
    expect(holding('Ongedaan')).toHaveLength(1);
    expect(holding('Zurueck')).toHaveLength(1);
    expect(holding('Ongedaan')[0]).not.toBe(holding('Zurueck')[0]);
    expect(holding('Ongedaan')[0]).not.toBe('load-language.js');
  });

  it('builds a chunk for each translated language’s catalogue and none for English, which is the code (esbuild, as tsup builds the dist)', async () => {
    const esbuild = (await import(pathToFileURL(createRequire(createRequire(import.meta.url).resolve('tsup')).resolve('esbuild')).href)) as {
      build: (options: Record<string, unknown>) => Promise<unknown>;
    };
    const out = join(copy, 'out-real');
    await esbuild.build({
      entryPoints: [fileURLToPath(new URL('load-language.ts', import.meta.url))],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: out,
      external: ['@forty-thieves/builtin-variants'],
      // Letters as written (esbuild escapes non-ASCII by default), so each language's words read as in its file.
      charset: 'utf8',
      logLevel: 'silent',
    });
    // One chunk per translated language (esbuild names it after its file): each holds its card-ranks message.
    const chunks = readdirSync(out).filter((name) => name.startsWith('element-'));
    const ranks = (language: string) =>
      (JSON.parse(readFileSync(new URL(`${language}/element.json`, import.meta.url), 'utf8')) as Record<string, string>)['card-ranks'] ?? '';
    const translated = LANGUAGES.filter((tag) => tag !== 'en');
    expect(chunks).toHaveLength(translated.length);
    for (const language of translated)
      expect(
        chunks.filter((name) => readFileSync(join(out, name), 'utf8').includes(ranks(language))),
        language,
      ).toHaveLength(1);
    expect(filesWithEnglishCatalogue(out)).toEqual([]);
  });
});
