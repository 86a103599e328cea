import type { VariantLoader } from '@forty-thieves/core';

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
  /**
   * Its words module (the package's words.ts): given a language, that language's words
   * (words/<language>.json), or a rejection when the package has none.
   */
  readonly words: () => Promise<{ default: (language: string) => Promise<{ default: unknown }> }>;
}
