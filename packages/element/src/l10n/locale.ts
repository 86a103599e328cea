import type { ReactiveControllerHost } from 'lit';
import type { BuiltinTranslations } from '@forty-thieves/builtin-variants';
import { SOURCE_LANGUAGE, type Language } from './languages.js';
import { useCatalogue } from './msg.js';

export { LANGUAGES, matchLanguage, type Language } from './languages.js';

/** The words of the built-in variants in the language loaded last (English is in the plugins). */
let builtinWords: BuiltinTranslations = {};

export function builtinTranslations(): BuiltinTranslations {
  return builtinWords;
}

// One page, one language: the element's catalogue is one per page (src/l10n/msg.ts), so elements
// with different `lang` attributes on one page all speak the one set last (docs/element.md says so).

let active: Language = SOURCE_LANGUAGE;
/** The language asked for last, loading or loaded. */
let wanted: Language = SOURCE_LANGUAGE;
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

/** A language other than the one spoken is being loaded (its words are not in yet). */
export const languageLoading = (): boolean => wanted !== active;

/** The language the page's elements speak now. */
export function currentLanguage(): Language {
  return active;
}

async function load(language: Language): Promise<void> {
  // English is the text in the code: no catalogue, and the built-ins' English is in their plugins.
  const [catalogue, words] = language === SOURCE_LANGUAGE ? [] : await import('./load-language.js').then((module) => module.loadLanguage(language));
  if (wanted !== language) return; // another language was asked for meanwhile: that one lands
  useCatalogue(catalogue?.default);
  builtinWords = words ?? {};
  active = language;
  for (const host of hosts) host.requestUpdate();
}

/**
 * Settles once the language asked for last has loaded, or failed to (then the page speaks the
 * one it spoke, English at first): a game waits for it, so that it comes in the language on
 * screen, and is never blocked by a failure, which the language's own `useLanguage` reports.
 */
export const languageSettled = (): Promise<void> => useLanguage(wanted).catch(() => undefined);

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
