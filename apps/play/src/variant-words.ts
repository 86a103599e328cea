import { loadBuiltinTranslations, type BuiltinTranslations } from '@forty-thieves/builtin-variants';
import { variantText, type VariantPlugin, type VariantText } from '@forty-thieves/core';
import type { Language } from './l10n/language.js';

/**
 * Variants' names, other names, summaries and rules in the app's language, as the element finds them: a
 * plugin's own `translations` (core's variantText), then the built-ins' words (the same lazy
 * language chunks of @forty-thieves/builtin-variants the element loads), then English.
 */
export class VariantWords {
  private builtin: BuiltinTranslations = {};
  private language: Language = 'en';

  async load(language: Language): Promise<void> {
    this.builtin = await loadBuiltinTranslations(language);
    this.language = language;
  }

  /**
   * The words of a loaded plugin, with the game's other names: a built-in's in the app's language
   * where its translation gives them, else the plugin's own (English) `aliases`.
   */
  of(plugin: VariantPlugin): VariantText & { aliases: readonly string[] } {
    const own = { ...variantText(plugin, this.language), aliases: plugin.aliases ?? [] };
    const builtin = this.builtin[plugin.id];
    if (!builtin || plugin.translations?.[this.language] !== undefined) return own;
    return { name: builtin.name ?? own.name, aliases: builtin.aliases ?? own.aliases, summary: builtin.summary ?? own.summary, rules: builtin.rules ?? own.rules };
  }

  /** The name and summary of a variant in the picker, loaded or not (`fallback`: its English listing). */
  listing(fallback: { id: string; name: string; summary?: string | undefined }, plugin: VariantPlugin | undefined): { name: string; summary: string | undefined } {
    if (plugin) return this.of(plugin);
    const builtin = this.builtin[fallback.id];
    return { name: builtin?.name ?? fallback.name, summary: builtin?.summary ?? fallback.summary };
  }
}
