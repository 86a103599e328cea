import { loadBuiltinTranslations, type BuiltinTranslations } from '@forty-thieves/builtin-variants';
import type { VariantPlugin } from '@forty-thieves/core';
import { mergeVariantWords, type Language, type VariantWords as Words } from '@forty-thieves/element/l10n';

/**
 * Variants' names, other names, summaries and rules in the app's language, by the element's own
 * rule (mergeVariantWords: a plugin's `translations`, then the built-ins' words, then English),
 * from the same lazy language chunks of @forty-thieves/builtin-variants the element loads.
 */
export class VariantWords {
  private builtin: BuiltinTranslations = {};
  private language: Language = 'en';

  async load(language: Language): Promise<void> {
    // English is in the plugins themselves: no chunk of translations to fetch before the first board.
    this.builtin = language === 'en' ? {} : await loadBuiltinTranslations(language);
    this.language = language;
  }

  /** The words of a loaded plugin. */
  of(plugin: VariantPlugin): Words {
    return mergeVariantWords(plugin, this.language, this.builtin);
  }

  /** The name and summary of a variant in the picker, loaded or not (`fallback`: its English listing). */
  listing(
    fallback: { id: string; name: string; summary?: string | undefined },
    plugin: VariantPlugin | undefined,
  ): { name: string; summary: string | undefined } {
    if (plugin) return this.of(plugin);
    const builtin = Object.hasOwn(this.builtin, fallback.id) ? this.builtin[fallback.id] : undefined;
    return { name: builtin?.name ?? fallback.name, summary: builtin?.summary ?? fallback.summary };
  }
}
