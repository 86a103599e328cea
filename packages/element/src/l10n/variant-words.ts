import { variantText, type VariantPlugin, type VariantText } from '@forty-thieves/core';
import { builtinTranslations, currentLanguage } from './locale.js';

/**
 * A variant's name, other names, summary and rules in the element's language: the plugin's own
 * `translations` first, then the built-ins' words (loaded with the language), then English.
 */
export function variantWords(plugin: VariantPlugin): VariantText {
  const language = currentLanguage();
  const own = variantText(plugin, language);
  const builtin = builtinTranslations()[plugin.id];
  if (language === 'en' || !builtin || plugin.translations?.[language] !== undefined) return own;
  return { name: builtin.name ?? own.name, aliases: builtin.aliases ?? own.aliases, summary: builtin.summary ?? own.summary, rules: builtin.rules ?? own.rules };
}
