/// <reference types="vite/client" />
import type { Language } from '@forty-thieves/element/l10n';
import en from '../../../../packages/element/src/l10n/en/app.json';

/**
 * The app's own strings (the element has its own). Each language's are its app.json in that
 * language's folder beside the element's words (packages/element/src/l10n/<language>/, the one
 * place a language's words live; docs/localization.md). English is in the bundle; each other
 * language is its own chunk, loaded on first use and found by its folder, so adding a language
 * adds no line here. The build checks every language has every key (scripts/check-translations.mjs).
 */
export type WordKey = keyof typeof en;
type Words = Readonly<Record<WordKey, string>>;

// English is left out: it is in the bundle already, and a file both imported and globbed would
// become a chunk of its own that the page fetches first.
const FOLDER = '../../../../packages/element/src/l10n/';
const loaders = import.meta.glob<Words>(['../../../../packages/element/src/l10n/*/app.json', '!**/en/app.json'], { import: 'default' });

let words: Words = en;

/** Makes `language` the app's language; settles when its words are loaded. */
export async function loadWords(language: Language): Promise<void> {
  if (language === 'en') {
    words = en;
    return;
  }
  const load = loaders[`${FOLDER}${language}/app.json`];
  if (!load)
    throw new Error(`the play app has no words for "${language}": add ${FOLDER.slice('../../../../'.length)}${language}/app.json (docs/localization.md)`);
  words = await load();
}

/** The string `key` in the current language, its `{name}` placeholders filled from `values`. */
export function t(key: WordKey, values: Readonly<Record<string, string>> = {}): string {
  return words[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
