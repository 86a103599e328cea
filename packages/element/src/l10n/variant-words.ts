import { variantText, type VariantPlugin, type VariantText } from '@forty-thieves/core';
import { builtinTranslations, currentLanguage } from './locale.js';

/**
 * A variant's name, summary and rules in the element's language: the plugin's own
 * `translations` first, then the built-ins' words (loaded with the language), then English.
 */
export function variantWords(plugin: VariantPlugin): VariantText {
  const language = currentLanguage();
  const own = variantText(plugin, language);
  const builtin = builtinTranslations()[plugin.id];
  // The built-ins' words leave a field out rather than set it to undefined, so the spread keeps own's.
  return language === 'en' || !builtin || plugin.translations?.[language] !== undefined ? own : { ...own, ...builtin };
}
