import type { VariantPlugin, VariantTranslation } from './variant.js';

/** A variant's words for players in one language. */
export interface VariantText {
  readonly name: string;
  readonly summary: string | undefined;
  readonly rules: string;
}

/**
 * The name, summary and rules of `plugin` in language `lang` from its `translations`: the exact
 * tag first (`nb-NO`), then its language (`nb`); whatever the plugin does not translate is its
 * English text, so a partial translation still shows every field.
 */
export function variantText(plugin: VariantPlugin, lang: string | undefined): VariantText {
  const english: VariantText = { name: plugin.name, summary: plugin.summary, rules: plugin.rules };
  if (lang === undefined || plugin.translations === undefined) return english;
  const tags = Object.keys(plugin.translations);
  const wanted = lang.toLowerCase();
  const primary = wanted.split('-')[0];
  const tag = tags.find((t) => t.toLowerCase() === wanted) ?? tags.find((t) => t.toLowerCase() === primary);
  const words: VariantTranslation | undefined = tag === undefined ? undefined : plugin.translations[tag];
  // defineVariant allows no field set to undefined, so a field left out keeps its English text.
  return words ? { ...english, ...words } : english;
}
