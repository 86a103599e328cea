import { askBuild } from './build-answers.js';
import { CARD_COUNT, KING, makeCard, rankOf } from './cards.js';
import { VariantDefinitionError } from './define-variant.js';
import type { EmptyColumnPolicy, VariantPlugin } from './variant.js';

/**
 * A plugin's rules turned into lookup tables once, so the engine's hot loop never calls plugin
 * code: `accepts[moving * 52 + target]` is 1 when `moving` may be built on `target` (one rank
 * lower and the predicate agrees).
 */
export interface RuleTables {
  readonly accepts: Uint8Array;
  /** `targets[moving * 4 + i]`, i < `targetCount[moving]`: the cards `moving` may be built on. */
  readonly targets: Uint8Array;
  readonly targetCount: Uint8Array;
  /**
   * `targets` packed: byte i of `targetWords[moving]` is its i-th target, or CARD_COUNT (no card)
   * past `targetCount`, so the move generator reads all four without a loop.
   */
  readonly targetWords: Int32Array;
  readonly sequence: boolean;
  readonly dealCount: number;
  readonly redeals: number;
  readonly columns: number;
  /** The plugin's empty-column policy, `'any'` when it gives none. */
  readonly emptyColumn: EmptyColumnPolicy;
  /** `emptyFromColumn[card]` is 1 when a move from a column with `card` at its bottom may go into an empty column. */
  readonly emptyFromColumn: Uint8Array;
  /** `emptyFromWaste[card]` is 1 when `card` may go from the waste into an empty column. */
  readonly emptyFromWaste: Uint8Array;
}

/** The empty-column policy as two per-card tables, so the move generator only looks a card up. */
function emptyColumnTables(policy: EmptyColumnPolicy): { emptyFromColumn: Uint8Array; emptyFromWaste: Uint8Array } {
  const emptyFromColumn = new Uint8Array(CARD_COUNT);
  const emptyFromWaste = new Uint8Array(CARD_COUNT);
  for (let card = 0; card < CARD_COUNT; card++) {
    const king = rankOf(card) === KING;
    emptyFromColumn[card] = policy === 'any' || (policy === 'kings-only' && king) ? 1 : 0;
    emptyFromWaste[card] = policy === 'kings-only' ? (king ? 1 : 0) : 1;
  }
  return { emptyFromColumn, emptyFromWaste };
}

const cache = new WeakMap<VariantPlugin, RuleTables>();

/** The plugin's tables, built on first use and cached per plugin object. */
export function ruleTables(plugin: VariantPlugin): RuleTables {
  let tables = cache.get(plugin);
  if (!tables) {
    const accepts = new Uint8Array(CARD_COUNT * CARD_COUNT);
    // One rank higher leaves at most the four suits as targets.
    const targets = new Uint8Array(CARD_COUNT * 4);
    const targetCount = new Uint8Array(CARD_COUNT);
    // Every byte of a word "no card" until a target takes its place.
    const targetWords = new Int32Array(CARD_COUNT).fill(CARD_COUNT * 0x01010101);
    const answers = askBuild(plugin.build);
    if (typeof answers === 'string') throw new VariantDefinitionError('build', answers, plugin.id);
    for (let moving = 0; moving < CARD_COUNT; moving++) {
      for (let targetSuit = 0; targetSuit < 4; targetSuit++) {
        if (answers[moving * 4 + targetSuit] !== 1) continue;
        const target = makeCard(targetSuit, rankOf(moving) + 1);
        accepts[moving * CARD_COUNT + target] = 1;
        const n = targetCount[moving] ?? 0;
        targets[moving * 4 + n] = target;
        targetWords[moving] = ((targetWords[moving] ?? 0) & ~(255 << (8 * n))) | (target << (8 * n));
        targetCount[moving] = n + 1;
      }
    }
    tables = {
      accepts,
      targets,
      targetCount,
      targetWords,
      sequence: plugin.sequenceMove === 'sequence',
      dealCount: plugin.stock.dealCount,
      redeals: plugin.stock.redeals,
      columns: plugin.layout.columns,
      emptyColumn: plugin.emptyColumn ?? 'any',
      ...emptyColumnTables(plugin.emptyColumn ?? 'any'),
    };
    cache.set(plugin, tables);
  }
  return tables;
}
