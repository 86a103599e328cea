import en from './words/en.json';
import type { Language } from '@forty-thieves/element/l10n';

/**
 * The app's own strings (the element has its own, through @lit/localize). English is in the
 * bundle; each other language is its own chunk, loaded on first use. The build checks every
 * language has every key (scripts/check-translations.mjs).
 */
export type WordKey = keyof typeof en;
type Words = Readonly<Record<WordKey, string>>;

const loaders: Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: Words }>>> = {
  sv: () => import('./words/sv.json'),
  nb: () => import('./words/nb.json'),
  is: () => import('./words/is.json'),
  lb: () => import('./words/lb.json'),
};

let words: Words = en;

/** Makes `language` the app's language; settles when its words are loaded. */
export async function loadWords(language: Language): Promise<void> {
  words = language === 'en' ? en : (await loaders[language]()).default;
}

/** The string `key` in the current language, its `{name}` placeholders filled from `values`. */
export function t(key: WordKey, values: Readonly<Record<string, string>> = {}): string {
  return words[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
