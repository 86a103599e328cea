import type { Catalogue } from './msg.js';

type Loader = () => Promise<{ default: Catalogue }>;

/**
 * The languages the element (and the play app) speak, one line each: the language's name in
 * itself (a player looks for their own) and its catalogue, src/l10n/words/<language>.json, each
 * its own chunk loaded on first use. English, first, is the source: its words are in the code.
 * Adding a language is one line here and its files (docs/localization.md);
 * scripts/check-translations.mjs reads this list.
 */
const LIST = {
  en: ['English'],
  sv: ['Svenska', () => import('./words/sv.json')],
  nb: ['Norsk bokmål', () => import('./words/nb.json')],
  is: ['Íslenska', () => import('./words/is.json')],
  lb: ['Lëtzebuergesch', () => import('./words/lb.json')],
} satisfies Record<string, readonly [string, Loader?]>;

export type Language = keyof typeof LIST;
export const LANGUAGES = /* @__PURE__ */ Object.keys(LIST) as readonly Language[];
/** The language's name in itself, for a picker. */
export function languageName(language: Language): string {
  return LIST[language][0];
}
/** The language whose words are in the code. */
export const SOURCE_LANGUAGE: Language = 'en';

/** The catalogue of a translated language (none for English, the code's own words). */
export function loadCatalogue(language: Language): Promise<{ default: Catalogue }> | undefined {
  return (LIST[language] as readonly [string, Loader?])[1]?.();
}

export function isLanguage(tag: unknown): tag is Language {
  return typeof tag === 'string' && Object.hasOwn(LIST, tag);
}


/** The first of `tags` (BCP 47, in order of preference) that the element speaks, or undefined. */
export function matchLanguage(tags: readonly (string | null | undefined)[]): Language | undefined {
  for (const tag of tags) {
    if (!tag) continue;
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    // Norwegian, and Nynorsk, a browser may give for the Bokmål we speak.
    const found = isLanguage(primary) ? primary : primary === 'no' || primary === 'nn' ? 'nb' : undefined;
    if (found) return found;
  }
  return undefined;
}
