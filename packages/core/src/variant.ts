import type { BuildPredicate } from './predicates.js';

/** The version of the plugin interface this core implements. */
export const PLUGIN_API_VERSION = 1;

/** Deal layout: how the tableau is dealt. */
export interface DealLayout {
  /** Number of columns, 1…16. */
  readonly columns: number;
  /** Cards dealt to each column. */
  readonly cardsPerColumn: number;
  /** How many of each column's cards (the bottom ones) are dealt face down; at least one stays face up. */
  readonly faceDown: number;
  /** Set the eight Aces out as the foundations before shuffling (Lucas). */
  readonly acesToFoundations: boolean;
}

/** Sequence-move policy: one card per move, or any movable sequence in part or whole. */
export type SequenceMovePolicy = 'single' | 'sequence';

/** Stock policy. */
export interface StockPolicy {
  /** Cards turned onto the waste per draw (1, or 3 for Little Forty). */
  readonly dealCount: number;
  /** How many times the waste may be turned back into the stock. */
  readonly redeals: number;
}

/**
 * Empty-column policy (optional; `'any'` when left out), for relatives whose rule for an empty
 * column the four axes cannot express:
 * - `'any'`: any card, or in sequence variants any movable sequence, may go into it (docs/rules.md).
 * - `'kings-only'`: only a King, or a movable sequence whose bottom card is a King.
 * - `'waste-only'`: only the waste's top card; nothing moves into it from another column.
 */
export type EmptyColumnPolicy = 'any' | 'kings-only' | 'waste-only';

/**
 * A variant plugin: a plain object along four axes (deal layout, build predicate, sequence-move
 * policy, stock policy) plus its names and rules text. Make one with {@link defineVariant}.
 */
export interface VariantPlugin {
  readonly apiVersion: typeof PLUGIN_API_VERSION;
  /** kebab-case id, also the package suffix: `maria` → `@forty-thieves/variant-maria`. */
  readonly id: string;
  readonly name: string;
  /** Other names the game is known by (English), for display and search. */
  readonly aliases?: readonly string[];
  /**
   * The version of this variant's rules, a whole number from 1 (1 when left out). Raise it when a
   * change makes a saved game's moves mean something else (another build predicate, sequence or
   * stock policy): a game saved under an earlier version is replayed under the new rules and
   * refused, naming the move, if a move is no longer legal (docs/notation.md, "Saved games").
   */
  readonly rulesVersion?: number;
  /** One line for pickers and lists. */
  readonly summary?: string;
  readonly layout: DealLayout;
  readonly build: BuildPredicate;
  readonly sequenceMove: SequenceMovePolicy;
  readonly stock: StockPolicy;
  /** What may go into an empty column; leave it out for docs/rules.md's common rule (`'any'`). */
  readonly emptyColumn?: EmptyColumnPolicy;
  /** Plain text shown in the rules panel. */
  readonly rules: string;
  /**
   * The plugin's own words in other languages, by language tag (`sv`, `nb`, `is`, `lb`, `de-CH`…);
   * a language or field left out is shown in English. Read them with {@link variantText}.
   */
  readonly translations?: Readonly<Record<string, VariantTranslation>>;
}

/** A variant's name, summary and rules text in one language; each is optional. */
export interface VariantTranslation {
  readonly name?: string;
  readonly summary?: string;
  readonly rules?: string;
}
