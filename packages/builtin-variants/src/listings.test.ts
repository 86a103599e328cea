import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE_BOOK } from '../test/rule-book-reference.js';
import { builtinVariants, createBuiltinRegistry, loadBuiltinTranslations } from './index.js';

/**
 * A built-in is one package: its listing, plugin and words all come from that package, and
 * builtin-variants only lists it. docs/rules.md's table is the rule book the property tests
 * (playouts.test.ts) read, so a new built-in needs its row there and nothing copied here.
 */
const wordsDir = (id: string) => new URL(`../../variants/${id}/src/words/`, import.meta.url);

describe('the built-in variants', () => {
  it('are the variants of the rule book’s table, and the table reads as docs/rules.md writes it', () => {
    expect(builtinVariants.map((v) => v.id).sort()).toEqual(Object.keys(RULE_BOOK).sort());
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

  it('load each package’s words in each of its languages, exactly as its words/<language>.json says', async () => {
    let compared = 0;
    for (const { id } of builtinVariants) {
      const languages = readdirSync(wordsDir(id)).filter((file) => file.endsWith('.json') && file !== 'en.json').map((file) => file.slice(0, -'.json'.length));
      expect(languages.length, id).toBeGreaterThan(0);
      for (const language of languages) {
        const file = JSON.parse(readFileSync(new URL(`${language}.json`, wordsDir(id)), 'utf8')) as unknown;
        expect((await loadBuiltinTranslations(language))[id], `${id} in ${language}`).toEqual(file);
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(builtinVariants.length * 4);
  });

  it('load no words for a language they do not have, even one named like an object property', async () => {
    for (const language of ['en', 'de', 'constructor', '__proto__', 'toString']) expect({ ...(await loadBuiltinTranslations(language)) }).toEqual({});
  });
});
