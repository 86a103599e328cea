import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBuiltinRegistry, loadBuiltinTranslations } from '@forty-thieves/builtin-variants';
import { sketchPosition } from '@forty-thieves/core/testing';
import { chromiumOptions, serveStatic, type StaticSite } from '@forty-thieves/static-server';
import { chromium, type Browser, type Page } from 'playwright';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The game's words in Swedish, Norwegian, Icelandic and Luxembourgish against a small reviewed
 * glossary per language (packages/element/src/l10n/<lang>/glossary.json, see docs/element.md, "Variant names and game
 * words in each language"): first every translated string of the element, the built-in variants
 * and this app, then the rules panel and a refusal as a player sees them, in Chromium.
 */
const LANGUAGES = ['sv', 'nb', 'is', 'lb'] as const;
type Language = (typeof LANGUAGES)[number];

interface Glossary {
  language: Language;
  /** The words for the game's things that the rules panel and the refusals must use. */
  words: Record<'stock' | 'waste' | 'foundation' | 'column' | 'run' | 'anySuitButOwn' | 'alternateColours', string>;
  /** Variant names, by id, in this language. */
  names: Record<string, string>;
  /** Forty Thieves' other names line, as the rules panel shows it. */
  otherNames: string;
  refusal: { notAllowed: string; nineOfHearts: string; tenOfHearts: string };
  /** Words that must appear nowhere, each with the reason. */
  wrong: { word: string; why: string }[];
}

/** A language's folder: all of its words but the built-ins' (docs/localization.md). */
const folder = (lang: Language, file: string) => fileURLToPath(new URL(`../../../packages/element/src/l10n/${lang}/${file}`, import.meta.url));
const glossary = (lang: Language): Glossary => JSON.parse(readFileSync(folder(lang, 'glossary.json'), 'utf8')) as Glossary;

/**
 * A wrong word at the start of a word ("aksje" also catches "aksjen"): in any case when the glossary
 * writes it in lower case, as written when it has a capital ("Tókst upp", but not "Þú tókst upp").
 */
function wrongWordsIn(text: string, g: Glossary): string[] {
  return g.wrong
    .filter(({ word }) => new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, word === word.toLowerCase() ? 'iu' : 'u').test(text))
    .map(({ word, why }) => `"${word}": ${why}`);
}

const has = (text: string, word: string): boolean => text.toLowerCase().includes(word.toLowerCase());

/** Every string of the element's catalogue, with its placeholders written `{}`. */
function elementStrings(lang: Language): { id: string; text: string }[] {
  const words = JSON.parse(readFileSync(folder(lang, 'element.json'), 'utf8')) as Record<string, string>;
  return Object.entries(words).map(([id, text]) => ({ id, text: text.replace(/\{\d+\}/g, '{}') }));
}

function appStrings(lang: Language): { id: string; text: string }[] {
  const words = JSON.parse(readFileSync(folder(lang, 'app.json'), 'utf8')) as Record<string, string>;
  return Object.entries(words).map(([id, text]) => ({ id, text }));
}

describe('every translated string against its language’s glossary', () => {
  it('loads no words for a language it does not have, even one named like an object property', async () => {
    for (const lang of ['en', 'de', 'constructor', '__proto__', 'toString']) expect(await loadBuiltinTranslations(lang)).toEqual({});
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: no wrong game word anywhere, and Little Forty said as any suit but its own`, async () => {
      const g = glossary(lang);
      const builtin = await loadBuiltinTranslations(lang);
      const variantStrings = Object.entries(builtin).flatMap(([id, words]) => [
        { id: `${id}.name`, text: words.name ?? '' },
        { id: `${id}.aliases`, text: (words.aliases ?? []).join(', ') },
        { id: `${id}.summary`, text: words.summary ?? '' },
        { id: `${id}.rules`, text: words.rules ?? '' },
      ]);
      const all = [...elementStrings(lang), ...appStrings(lang), ...variantStrings];
      expect(all.length).toBeGreaterThan(150);
      expect(all.flatMap(({ id, text }) => wrongWordsIn(text, g).map((problem) => `${id}: ${problem}`))).toEqual([]);

      // Little Forty builds in any suit but its own: its rules and summary say so, and say nothing of colours.
      const littleForty = builtin['little-forty'];
      for (const text of [littleForty?.rules ?? '', littleForty?.summary ?? '']) {
        expect(has(text, g.words.anySuitButOwn), text).toBe(true);
        expect(has(text, g.words.alternateColours), text).toBe(false);
      }
      // The colour phrase is the one the colour variants use, so the check above is not vacuous.
      expect(has(builtin['number-ten']?.rules ?? '', g.words.alternateColours)).toBe(true);
      // The glossary's names are the ones shown.
      const registry = createBuiltinRegistry();
      for (const [id, name] of Object.entries(g.names)) {
        expect(builtin[id]?.name ?? registry.list().find((v) => v.id === id)?.name, id).toBe(name);
      }
    });
  }
});

let out = '';
let site: StaticSite | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  const app = fileURLToPath(new URL('..', import.meta.url));
  out = await mkdtemp(join(tmpdir(), 'ft-glossary-'));
  await build({ configFile: join(app, 'vite.config.ts'), root: app, build: { outDir: out, emptyOutDir: true } });
  site = await serveStatic({ folders: { '/': out } });
  browser = await chromium.launch(chromiumOptions());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await rm(out, { recursive: true, force: true });
});

/** A fresh profile per language, so no stored game or language choice carries over. */
async function openIn(lang: Language, query: string): Promise<Page> {
  if (!browser || !site) throw new Error('no browser');
  const page = await (await browser.newContext({ viewport: { width: 1100, height: 800 } })).newPage();
  await page.goto(`${site.origin}/${query}`);
  await page.waitForFunction(() => (document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length ?? 0) > 0);
  // The language is in the settings dialog, the rules in their own dialog, both opened from the app bar.
  await page.click('#open-settings');
  await page.selectOption('#language', lang);
  await page.waitForFunction(
    (l) => document.querySelector('forty-thieves')?.lang === l && !(document.querySelector('#rules')?.textContent ?? '').startsWith('Move all'),
    lang,
  );
  await page.keyboard.press('Escape');
  await page.click('#open-rules');
  return page;
}

const text = async (page: Page, selector: string): Promise<string> => (await page.locator(selector).textContent()) ?? '';

describe('the rules panel and a refusal in each language, against its glossary', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: Little Forty's rules, Forty Thieves' other names, and a card refused on its own suit`, async () => {
      const g = glossary(lang);
      const page = await openIn(lang, '?variant=little-forty&deal=3');
      expect(await page.locator('#rules').isVisible()).toBe(true);
      expect(await text(page, '#rules-name')).toBe(g.names['little-forty']);
      expect(await text(page, '#aliases')).toBe('');
      const rules = await text(page, '#rules');
      const summary = await text(page, '#summary');
      for (const key of ['stock', 'waste', 'foundation', 'column', 'run', 'anySuitButOwn'] as const)
        expect(has(rules, g.words[key]), `${key}: ${g.words[key]}`).toBe(true);
      expect(has(summary, g.words.anySuitButOwn)).toBe(true);
      expect(has(rules + summary, g.words.alternateColours)).toBe(false);
      expect(wrongWordsIn(rules + summary, g)).toEqual([]);

      // 9♥ onto 10♥: Little Forty refuses a card on its own suit, and says why in the language.
      const plugin = await createBuiltinRegistry().loadVariant('little-forty');
      const position = sketchPosition(plugin, { columns: ['KS 9H', 'KC TH'] });
      await page.evaluate((p) => document.querySelector('forty-thieves')?.loadPosition(p), position);
      expect(await page.evaluate(() => document.querySelector('forty-thieves')?.play({ from: 'c0', to: 'c1' }))).toBe(false);
      await page.waitForFunction(
        () => (document.querySelector('forty-thieves')?.shadowRoot?.querySelector('[part~="status"]')?.textContent ?? '').trim() !== '',
      );
      const refusal = (await page.evaluate(() => document.querySelector('forty-thieves')?.shadowRoot?.querySelector('[part~="status"]')?.textContent)) ?? '';
      for (const word of [g.refusal.notAllowed, g.refusal.nineOfHearts, g.refusal.tenOfHearts, g.words.anySuitButOwn])
        expect(has(refusal, word), `${word} in "${refusal}"`).toBe(true);
      expect(wrongWordsIn(refusal, g)).toEqual([]);

      // Forty Thieves: its name and the other names the source in this language gives it.
      await page.keyboard.press('Escape');
      await page.click('#open-settings');
      await page.selectOption('#variant', 'forty-thieves');
      await page.waitForFunction((name) => document.querySelector('#rules-name')?.textContent === name, g.names['forty-thieves']);
      expect(await text(page, '#aliases')).toBe(g.otherNames);
      expect(wrongWordsIn(await text(page, '#rules-dialog .body'), g)).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
