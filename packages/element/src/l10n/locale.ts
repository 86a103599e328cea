import type { LocaleModule } from '@lit/localize';
import type { ReactiveControllerHost } from 'lit';
import { loadBuiltinTranslations, type BuiltinTranslations } from '@forty-thieves/builtin-variants';
import { sourceLocale, targetLocales } from '../generated/locale-codes.js';
import { useCatalogue } from './msg.js';
import { setRefusalTranslator } from './refusal-words.js';

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

/** The words of the nine built-in variants in the language loaded last (English is in the plugins). */
let builtinWords: BuiltinTranslations = {};

export function builtinTranslations(): BuiltinTranslations {
  return builtinWords;
}

// One page, one language: the element's catalogue is one per page (src/l10n/msg.ts), so elements
// with different `lang` attributes on one page all speak the one set last (docs/element.md says so).
const loaders: Readonly<Record<(typeof targetLocales)[number], () => Promise<LocaleModule>>> = {
  sv: () => import('../generated/locales/sv.js'),
  nb: () => import('../generated/locales/nb.js'),
  is: () => import('../generated/locales/is.js'),
  lb: () => import('../generated/locales/lb.js'),
};

let active: Language = sourceLocale;
/** The language asked for last, loading or loaded. */
let wanted: Language = sourceLocale;
/** The load of `wanted`. */
let loading: Promise<void> = Promise.resolve();
/** The connected elements, redrawn when the language changes. */
const hosts = new Set<ReactiveControllerHost>();

/** Redraws `host` whenever the page's language changes, until {@link forgetHost}. */
export function watchLanguage(host: ReactiveControllerHost): void {
  hosts.add(host);
}

export function forgetHost(host: ReactiveControllerHost): void {
  hosts.delete(host);
}

/** The language the page's elements speak now. */
export function currentLanguage(): Language {
  return active;
}

async function load(language: Language): Promise<void> {
  // The refusal templates come too: English needs none (core's text is English), so they are a chunk.
  const [catalogue, words, refusals] =
    language === sourceLocale ? [undefined, {}, undefined] : await Promise.all([loaders[language](), loadBuiltinTranslations(language), import('./refusal-text.js')]);
  if (wanted !== language) return; // another language was asked for meanwhile: that one lands
  useCatalogue(catalogue?.templates);
  builtinWords = words;
  if (refusals) setRefusalTranslator(refusals.refusalText);
  active = language;
  for (const host of hosts) host.requestUpdate();
}

/**
 * Switches every element on the page to `language` (loading its words on first use). Settles when
 * the language asked for last has landed; a language whose words fail to load leaves the page in
 * the one it spoke, and may be asked for again.
 */
export async function useLanguage(language: Language): Promise<void> {
  if (language !== wanted) {
    wanted = language;
    loading = load(language).catch((error: unknown) => {
      if (wanted === language) wanted = active;
      throw error;
    });
  }
  let awaited: Promise<void>;
  do {
    awaited = loading;
    await awaited;
  } while (awaited !== loading);
}
