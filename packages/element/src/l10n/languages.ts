/**
 * The languages the element (and the play app) speak, one line each: the tag and the language's
 * name in itself (a player looks for their own). Each language but English is a folder beside
 * this file, ./<tag>/, holding all of its words: element.json (the element's), app.json (the play
 * app's) and glossary.json (the check's); each catalogue is its own chunk, loaded on first use
 * (load-language.ts). English, first, is the source: its words are in the code. Adding a language
 * is its line here and its folder (docs/localization.md); scripts/check-translations.mjs reads
 * this list.
 */
const LIST = {
  en: 'English',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  is: 'Íslenska',
  lb: 'Lëtzebuergesch',
} satisfies Record<string, string>;

export type Language = keyof typeof LIST;
export const LANGUAGES = /* @__PURE__ */ Object.keys(LIST) as readonly Language[];
/** The language's name in itself, for a picker. */
export function languageName(language: Language): string {
  return LIST[language];
}
/** The language whose words are in the code. */
export const SOURCE_LANGUAGE: Language = 'en';

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
