import { builtinVariants } from './builtins.js';
import type { BuiltinListing, BuiltinTranslation, BuiltinTranslations } from './types.js';

/** A language tag as the packages name their files (`sv`, `nb`, `de-CH`): nothing else is looked up. */
const TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/**
 * What the bundlers' lookup of a words/<language>.json that is not there throws (Vite and Rolldown,
 * esbuild): the package does not speak the language. Anything else (a chunk that failed to load)
 * is a real failure, passed on.
 */
const isMissingFile = (error: unknown): boolean =>
  error instanceof Error && /^(?:Unknown variable dynamic import|Module not found in bundle)/.test(error.message);

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The fields a translation may have, each only when it is what it says. */
function translation(words: unknown): BuiltinTranslation {
  const { name, aliases, summary, rules } = (typeof words === 'object' && words !== null ? words : {}) as Record<string, unknown>;
  return {
    ...(text(name) ? { name } : {}),
    ...(Array.isArray(aliases) && aliases.every(text) ? { aliases } : {}),
    ...(text(summary) ? { summary } : {}),
    ...(text(rules) ? { rules } : {}),
  };
}

/**
 * The built-ins' names, other names, summaries and rules in `language`, by variant id, from each
 * package's own words (its listing's `words`), each language of each package its own chunk,
 * loaded on first use. A built-in without that language is left out (a player reads its English,
 * as with a plugin that has no translation for it); `{}` for English, which is in the plugins.
 */
export function loadBuiltinTranslations(language: string): Promise<BuiltinTranslations> {
  return translationsOf(builtinVariants, language);
}

/** The words of `listings` in `language` (see {@link loadBuiltinTranslations}). */
export async function translationsOf(listings: readonly Pick<BuiltinListing, 'id' | 'words'>[], language: string): Promise<BuiltinTranslations> {
  // No prototype, so a variant id such as "constructor" finds nothing it did not put there.
  const out = Object.create(null) as Record<string, BuiltinTranslation>;
  if (!TAG.test(language) || language === 'en') return out;
  await Promise.all(
    listings.map(async ({ id, words }) => {
      try {
        out[id] = translation((await (await words()).default(language)).default);
      } catch (error) {
        if (!isMissingFile(error)) throw error;
      }
    }),
  );
  return out;
}
