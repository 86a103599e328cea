import { variantText, type VariantPlugin, type VariantText } from '@forty-thieves/core';
import type { BuiltinTranslations } from '@forty-thieves/builtin-variants';

/** A variant's words as a player reads them: name, other names, summary and rules. */
export type VariantWords = VariantText & { readonly aliases: readonly string[] };

/**
 * The words of `plugin` in `language`: the plugin's own `translations` first (core's variantText),
 * then the built-ins' words in that language (`builtin`, by variant id, as
 * loadBuiltinTranslations gives them: a field left out keeps the English), then the plugin's
 * English. One rule for the element and the play app.
 */
export function mergeVariantWords(plugin: VariantPlugin, language: string, builtin: BuiltinTranslations): VariantWords {
  const own = { ...variantText(plugin, language), aliases: plugin.aliases ?? [] };
  const words = builtin[plugin.id];
  return !words || plugin.translations?.[language] !== undefined ? own : { ...own, ...words };
}
