import type { VariantPlugin } from '@forty-thieves/core';
import { builtinTranslations, currentLanguage } from './locale.js';
import { mergeVariantWords, type VariantWords } from './merge-variant-words.js';

/** A variant's name, summary and rules in the element's language (see {@link mergeVariantWords}). */
export function variantWords(plugin: VariantPlugin): VariantWords {
  return mergeVariantWords(plugin, currentLanguage(), builtinTranslations());
}
