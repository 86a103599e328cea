import { VariantRegistry, type VariantLoader } from '@forty-thieves/core';
import type { BuiltinTranslation, BuiltinTranslations } from './translations/types.js';

export type { BuiltinTranslation, BuiltinTranslations };

// Whole-module imports: bundlers wrap a destructured `(await import(…)).sv` in more code per language.
// No prototype, so a language such as "constructor" finds nothing.
const TRANSLATION_CHUNKS: Readonly<Record<string, (() => Promise<Readonly<Record<string, BuiltinTranslations>>>) | null | undefined>> = {
  __proto__: null,
  sv: () => import('./translations/sv.js'),
  nb: () => import('./translations/nb.js'),
  is: () => import('./translations/is.js'),
  lb: () => import('./translations/lb.js'),
};

/**
 * The nine built-ins' names, other names, summaries and rules in `language` (sv, nb, is, lb), each
 * language its own chunk loaded on first use, so a variant's chunk carries only its English; `{}`
 * for a language without them (English is in the plugins themselves).
 */
export async function loadBuiltinTranslations(language: string): Promise<BuiltinTranslations> {
  return (await TRANSLATION_CHUNKS[language]?.())?.[language] ?? {};
}

/** The nine built-in variants; each package is loaded only when first played (its own chunk). */
export const builtinVariants: readonly { id: string; name: string; summary: string; load: VariantLoader }[] = [
  {
    id: 'forty-thieves',
    name: 'Forty Thieves',
    summary: "Ten columns of four; build down in suit, one card at a time; no redeal.",
    load: () => import('@forty-thieves/variant-forty-thieves'),
  },
  {
    id: 'indian',
    name: 'Indian',
    summary: "Ten columns of three, the bottom card face down; build down in any suit but its own.",
    load: () => import('@forty-thieves/variant-indian'),
  },
  {
    id: 'limited',
    name: 'Limited',
    summary: "Twelve columns of three; build down in suit, one card at a time; no redeal.",
    load: () => import('@forty-thieves/variant-limited'),
  },
  {
    id: 'little-forty',
    name: 'Little Forty',
    summary: "Ten columns of four; build down in any suit but its own, move sequences; deal three at a time, three redeals.",
    load: () => import('@forty-thieves/variant-little-forty'),
  },
  {
    id: 'lucas',
    name: 'Lucas',
    summary: "The eight Aces start on the foundations; thirteen columns of three; build down in suit.",
    load: () => import('@forty-thieves/variant-lucas'),
  },
  {
    id: 'maria',
    name: 'Maria',
    summary: "Nine columns of four; build down in alternate colours, one card at a time; no redeal.",
    load: () => import('@forty-thieves/variant-maria'),
  },
  {
    id: 'number-ten',
    name: 'Number Ten',
    summary: "Ten columns of four, the bottom two face down; build down in alternate colours, move sequences.",
    load: () => import('@forty-thieves/variant-number-ten'),
  },
  {
    id: 'rank-and-file',
    name: 'Rank and File',
    summary: "Ten columns of four, the bottom three face down; build down in alternate colours, move sequences.",
    load: () => import('@forty-thieves/variant-rank-and-file'),
  },
  {
    id: 'streets',
    name: 'Streets',
    summary: "Ten columns of four; build down in alternate colours, one card at a time; no redeal.",
    load: () => import('@forty-thieves/variant-streets'),
  },
];

/** Adds the built-in variants to `registry` as lazy loaders and returns it. */
export function registerBuiltinVariants(registry: VariantRegistry): VariantRegistry {
  for (const variant of builtinVariants) registry.registerLoader(variant);
  return registry;
}

/** A registry holding the nine built-in variants. */
export function createBuiltinRegistry(): VariantRegistry {
  return registerBuiltinVariants(new VariantRegistry());
}
