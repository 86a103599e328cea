/**
 * The languages the app offers: the element's (packages/element/lit-localize.json), each named in
 * its own language, since a player looks for their own.
 */
export const LANGUAGE_NAMES = {
  en: 'English',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  is: 'Íslenska',
  lb: 'Lëtzebuergesch',
} as const;

export type Language = keyof typeof LANGUAGE_NAMES;

export const LANGUAGES = Object.keys(LANGUAGE_NAMES) as Language[];

export function isLanguage(tag: unknown): tag is Language {
  return typeof tag === 'string' && (LANGUAGES as string[]).includes(tag);
}

// Norwegian tags a browser may give for the Bokmål we speak.
const ALIASES: Readonly<Record<string, Language>> = { no: 'nb', nn: 'nb' };

/** The first of the browser's languages the app speaks, else English. */
export function browserLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    const found = isLanguage(primary) ? primary : ALIASES[primary];
    if (found) return found;
  }
  return 'en';
}
