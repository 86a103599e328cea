import { configureLocalization } from '@lit/localize';
import { loadBuiltinTranslations, type BuiltinTranslations } from '@forty-thieves/builtin-variants';
import type { Refusal } from '@forty-thieves/core';
import { sourceLocale, targetLocales } from '../generated/locale-codes.js';

/** The languages the element speaks: English (the source) and the translations in xliff/. */
export const LANGUAGES = [sourceLocale, ...targetLocales] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, for pickers (never translated: a player looks for their own). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  is: 'Íslenska',
  lb: 'Lëtzebuergesch',
};

// Tags a browser or page may give for a language we speak under another tag.
const ALIASES: Readonly<Record<string, Language>> = { no: 'nb', nn: 'nb' };

/** The first of `tags` (BCP 47, in order of preference) that the element speaks, or undefined. */
export function matchLanguage(tags: readonly (string | null | undefined)[]): Language | undefined {
  for (const tag of tags) {
    if (!tag) continue;
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    const found = (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : ALIASES[primary];
    if (found) return found;
  }
  return undefined;
}

type RefusalText = (refusal: Refusal | undefined, english: string, language: string) => string;

/** The refusal templates (refusal-text.ts), loaded with the first translated language. */
let refusalTemplates: RefusalText | undefined;

/** The refusal templates once a translated language has loaded them (refusal-words.ts uses them). */
export function loadedRefusalText(): RefusalText | undefined {
  return refusalTemplates;
}

/** The words of the nine built-in variants in the language loaded last (English is in the plugins). */
let builtinWords: BuiltinTranslations = {};

export function builtinTranslations(): BuiltinTranslations {
  return builtinWords;
}

// One page, one language: @lit/localize keeps a single active locale, so elements with different
// `lang` attributes on one page all speak the one set last (docs/element.md says so).
const loaders: Readonly<Record<(typeof targetLocales)[number], () => Promise<unknown>>> = {
  sv: () => import('../generated/locales/sv.js'),
  nb: () => import('../generated/locales/nb.js'),
  is: () => import('../generated/locales/is.js'),
  lb: () => import('../generated/locales/lb.js'),
};

const { getLocale, setLocale } = configureLocalization({
  sourceLocale,
  targetLocales,
  loadLocale: async (locale) => {
    // The refusal templates come too: English needs none (core's text is English), so they are a chunk.
    const [templates, words, refusals] = await Promise.all([loaders[locale as keyof typeof loaders](), loadBuiltinTranslations(locale), import('./refusal-text.js')]);
    builtinWords = words;
    refusalTemplates = refusals.refusalText;
    return templates as Awaited<ReturnType<Parameters<typeof configureLocalization>[0]['loadLocale']>>;
  },
});

/** The language the page's elements speak now. */
export function currentLanguage(): Language {
  return matchLanguage([getLocale()]) ?? sourceLocale;
}

/** Switches every element on the page to `language` (loading its words on first use). */
export async function useLanguage(language: Language): Promise<void> {
  if (language === sourceLocale) builtinWords = {};
  if (language === getLocale()) return;
  await setLocale(language);
}
