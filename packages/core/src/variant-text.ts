import type { VariantPlugin, VariantTranslation } from './variant.js';

/** A variant's words for players in one language. */
export interface VariantText {
  readonly name: string;
  /** Other names the game is known by; empty when it has none. */
  readonly aliases: readonly string[];
  readonly summary: string | undefined;
  readonly rules: string;
}

/**
 * The name, other names, summary and rules of `plugin` in language `lang` from its `translations`: the exact
 * tag first (`nb-NO`), then its language (`nb`); whatever the plugin does not translate is its
 * English text, so a partial translation still shows every field.
 */
export function variantText(plugin: VariantPlugin, lang: string | undefined): VariantText {
  const english: VariantText = { name: plugin.name, aliases: plugin.aliases ?? [], summary: plugin.summary, rules: plugin.rules };
  if (lang === undefined || plugin.translations === undefined) return english;
  const tags = Object.keys(plugin.translations);
  const wanted = lang.toLowerCase();
  const primary = wanted.split('-')[0];
  const tag = tags.find((t) => t.toLowerCase() === wanted) ?? tags.find((t) => t.toLowerCase() === primary);
  const words: VariantTranslation | undefined = tag === undefined ? undefined : plugin.translations[tag];
  if (!words) return english;
  return { name: words.name ?? english.name, aliases: words.aliases ?? english.aliases, summary: words.summary ?? english.summary, rules: words.rules ?? english.rules };
}
