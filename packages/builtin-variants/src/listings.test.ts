import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULE_BOOK } from '../test/rule-book-reference.js';
import { builtinVariants, createBuiltinRegistry, loadBuiltinTranslations } from './index.js';
import { translationsOf } from './translations.js';

/**
 * A built-in is one package: its listing, plugin and words all come from that package, and
 * builtin-variants only lists it, by its line in package.json (builtins.ts is generated from those
 * lines, builtins.test.ts). docs/rules.md's table is the rule book the property tests
 * (playouts.test.ts) read, so a new built-in needs its row there and nothing copied here.
 */
const wordsDir = (id: string) => new URL(`../../variants/${id}/src/words/`, import.meta.url);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The languages the game speaks today besides English, each of which every built-in speaks in full. */
const TRANSLATED = ['sv', 'nb', 'is', 'lb'];

/** A file's code without its comments (a comment may name a package as an example). */
const code = (file: string): string =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

/** Every shipped source file of the repository's packages and apps (tests, test folders and scripts aside). */
function shippedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'test', 'testing', 'scripts'].includes(entry.name) || entry.name.startsWith('.') ? [] : shippedSources(path);
    return /\.(?:ts|mjs|js)$/.test(entry.name) && !/\.test\.ts$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the built-in variants', () => {
  it('are the variants of the rule book’s table, and the table reads as docs/rules.md writes it', () => {
    expect(
      builtinVariants.map((v) => v.id).sort(),
      "every built-in (a line in builtin-variants' package.json) needs its row in docs/rules.md's table of variants, and every row a built-in",
    ).toEqual(Object.keys(RULE_BOOK).sort());
    // Spot checks of the reading against the table's own words: Lucas sets the Aces out
    // ("13 × 3", 57 in the stock), Little Forty deals "three at a time, three redeals".
    expect(RULE_BOOK.lucas).toMatchObject({ columns: 13, cardsPerColumn: 3, acesOut: true, stock: 57 });
    expect(RULE_BOOK['little-forty']).toMatchObject({ sequences: true, dealCount: 3, redeals: 3, build: 'any-suit-but-own' });
    expect(RULE_BOOK['rank-and-file']).toMatchObject({ faceDown: 3, acesOut: false, stock: 64 });
  });

  it('list each package’s own id, name and summary: the plugin it loads says the same', async () => {
    const registry = createBuiltinRegistry();
    for (const listing of builtinVariants) {
      const plugin = await registry.loadVariant(listing.id);
      expect({ id: plugin.id, name: plugin.name, summary: plugin.summary }).toEqual({ id: listing.id, name: listing.name, summary: listing.summary });
    }
  });

  it('are listed by builtins.ts alone, as package.json says: no library names a built-in’s package, and no app lists them', () => {
    const packages = builtinVariants.map(({ id }) => `@forty-thieves/variant-${id}`);
    const named = (file: string) => packages.filter((name) => new RegExp(`(?:from\\s*|import\\s*\\(\\s*)['"]${name}(?:/[\\w-]+)?['"]`).test(code(file)));
    const sources = ['packages', 'apps', 'examples'].flatMap((folder) => shippedSources(join(ROOT, folder)));
    // The libraries (the element, the solver, core…) reach the built-ins only through builtin-variants.
    const inLibraries = sources.filter((file) => relative(ROOT, file).startsWith('packages') && named(file).length > 0).map((file) => relative(ROOT, file));
    expect(inLibraries).toEqual(['packages/builtin-variants/src/builtins.ts']);
    // An app may import the plugin it plays first (the play app puts Forty Thieves in its entry),
    // but a list of built-ins is builtins.ts's alone: a tenth built-in needs no line anywhere else.
    const lists = sources.filter((file) => named(file).length > 1).map((file) => relative(ROOT, file));
    expect(lists).toEqual(['packages/builtin-variants/src/builtins.ts']);
    // …and builtin-variants depends on exactly those packages (the translation check reads this list too).
    const manifest = JSON.parse(readFileSync(join(ROOT, 'packages/builtin-variants/package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(
      Object.keys(manifest.dependencies)
        .filter((name) => name.startsWith('@forty-thieves/variant-'))
        .sort(),
    ).toEqual([...packages].sort());
  });

  it('speak Swedish, Norwegian Bokmål, Icelandic and Luxembourgish in full: a name or the English one, a summary and rules', async () => {
    for (const language of TRANSLATED) {
      const words = await loadBuiltinTranslations(language);
      // A built-in without the language names the file its package lacks.
      expect(
        builtinVariants.filter(({ id }) => !(id in words)).map(({ id }) => `packages/variants/${id}/src/words/${language}.json`),
        `every built-in speaks ${language}: translate the listed files (docs/localization.md)`,
      ).toEqual([]);
      expect(Object.keys(words).sort(), language).toEqual(builtinVariants.map(({ id }) => id).sort());
      for (const { id } of builtinVariants) {
        const translation = words[id];
        expect(translation?.summary?.trim(), `${id} in ${language}`).toBeTruthy();
        expect(translation?.rules?.trim(), `${id} in ${language}`).toBeTruthy();
        if (translation?.name !== undefined) expect(translation.name.trim(), `${id} in ${language}`).not.toBe('');
      }
    }
  });

  it('load each package’s words in each of its languages, exactly as its words/<language>.json says', async () => {
    let compared = 0;
    for (const { id } of builtinVariants) {
      const languages = existsSync(wordsDir(id))
        ? readdirSync(wordsDir(id))
            .filter((file) => file.endsWith('.json'))
            .map((file) => file.slice(0, -'.json'.length))
        : [];
      expect(languages.length, `${id}: packages/variants/${id}/src/words/ holds no language`).toBeGreaterThan(0);
      for (const language of languages) {
        const file = JSON.parse(readFileSync(new URL(`${language}.json`, wordsDir(id)), 'utf8')) as unknown;
        expect((await loadBuiltinTranslations(language))[id], `${id} in ${language}`).toEqual(file);
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(builtinVariants.length * TRANSLATED.length);
  });

  it('load no words for a language they do not have, even one named like an object property or a path', async () => {
    for (const language of ['en', 'de', 'de-CH', 'constructor', '__proto__', 'toString', '../listing', 'sv/../nb'])
      expect({ ...(await loadBuiltinTranslations(language)) }).toEqual({});
  });

  it('pass on a failure to load words that exist (a chunk the network lost), and leave out a language a built-in lacks', async () => {
    const lost = new TypeError('Failed to fetch dynamically imported module');
    const listing = (id: string, words: (language: string) => Promise<{ default: unknown }>) => ({ id, words: () => Promise.resolve({ default: words }) });
    const missing = () => Promise.reject(new Error('Unknown variable dynamic import: ./words/da.json'));
    const esbuildMissing = () => {
      throw new Error('Module not found in bundle: ./words/da.json');
    };
    const danish = { name: 'Fyrre tyve', summary: 'Ti bunker med fire kort.', rules: 'Flyt alle 104 kort.', stray: 'not a field', aliases: [1] };
    expect(await translationsOf([listing('a', () => Promise.resolve({ default: danish })), listing('b', missing), listing('c', esbuildMissing)], 'da')).toEqual(
      { a: { name: 'Fyrre tyve', summary: 'Ti bunker med fire kort.', rules: 'Flyt alle 104 kort.' } },
    );
    await expect(translationsOf([listing('a', () => Promise.reject(lost))], 'da')).rejects.toBe(lost);
  });
});
