import { VariantRegistry, type VariantLoader } from '@forty-thieves/core';
import fortyThieves from '@forty-thieves/variant-forty-thieves/listing';
import indian from '@forty-thieves/variant-indian/listing';
import limited from '@forty-thieves/variant-limited/listing';
import littleForty from '@forty-thieves/variant-little-forty/listing';
import lucas from '@forty-thieves/variant-lucas/listing';
import maria from '@forty-thieves/variant-maria/listing';
import numberTen from '@forty-thieves/variant-number-ten/listing';
import rankAndFile from '@forty-thieves/variant-rank-and-file/listing';
import streets from '@forty-thieves/variant-streets/listing';

/** A built-in's words in one language: its name, other names, summary and rules there. */
export interface BuiltinTranslation {
  /** Left out when the game keeps its English name in that language. */
  readonly name?: string;
  /** Other names the game is known by in that language, in place of the plugin's English `aliases`. */
  readonly aliases?: readonly string[];
  readonly summary?: string;
  readonly rules?: string;
}

/** The built-ins' words in one language, by variant id. */
export type BuiltinTranslations = Readonly<Record<string, BuiltinTranslation>>;

/** A built-in as its package lists itself (`@forty-thieves/variant-<id>/listing`). */
export interface BuiltinListing {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly load: VariantLoader;
}

/**
 * The built-in variants, one line each (and one in words.ts for their translations): every
 * package carries its own name, summary, rules and translations (docs/localization.md), and is
 * loaded only when first played (its own chunk).
 */
export const builtinVariants: readonly BuiltinListing[] = [fortyThieves, indian, limited, littleForty, lucas, maria, numberTen, rankAndFile, streets];

/**
 * The built-ins' names, other names, summaries and rules in `language` (sv, nb, is, lb), all
 * in one chunk (words.ts) loaded on first use; `{}` for a language without them (English is in
 * the plugins themselves).
 */
export async function loadBuiltinTranslations(language: string): Promise<BuiltinTranslations> {
  const words = (await import('./words.js')) as Readonly<Record<string, Readonly<Record<string, BuiltinTranslation | undefined>> | undefined>>;
  // No prototype, so a variant id such as "constructor" finds nothing it did not put there.
  const out = Object.create(null) as Record<string, BuiltinTranslation>;
  for (const { id } of builtinVariants) {
    const all = Object.hasOwn(words, id) ? words[id] : undefined;
    const translation = all && Object.hasOwn(all, language) ? all[language] : undefined;
    if (translation) out[id] = translation;
  }
  return out;
}

/** Adds the built-in variants to `registry` as lazy loaders and returns it. */
export function registerBuiltinVariants(registry: VariantRegistry): VariantRegistry {
  for (const variant of builtinVariants) registry.registerLoader(variant);
  return registry;
}

/** A registry holding the built-in variants. */
export function createBuiltinRegistry(): VariantRegistry {
  return registerBuiltinVariants(new VariantRegistry());
}
