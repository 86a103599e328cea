import { CARD_COUNT, formatCard, makeCard, parseCard, rankOf, suitOf } from '../cards.js';
import type { Position } from '../position.js';
import { GameSession, type SessionOptions } from '../session.js';
import type { VariantPlugin } from '../variant.js';

/** A position written compactly: only the cards a test cares about. */
export interface PositionSketch {
  /** Column c0, c1, …: face-up cards bottom first (`'KS QS'`), or `{ down, up }`; missing columns are empty. */
  columns?: readonly (string | { down: string; up: string })[];
  /** Top card of f0, f1, …: `'5H'` means Ace to 5 of hearts; missing or `''` is empty. */
  foundations?: readonly string[];
  /** The waste, bottom first (its playable card last). */
  waste?: string;
  /** The top of the stock, bottom first (the next card drawn last); every card not named goes under it. */
  stock?: string;
  /** Redeals left; the plugin's `stock.redeals` unless said. */
  redealsLeft?: number;
}

const split = (text: string): string[] => (text.trim() === '' ? [] : text.trim().split(/\s+/));

function card(text: string): number {
  const parsed = parseCard(text);
  if (parsed === undefined) throw new Error(`sketch: "${text}" is not a card; write rank + suit, e.g. TD or QS`);
  return parsed;
}

/**
 * A full 104-card position for `plugin` from a sketch: the named cards where the sketch puts them,
 * every other card of both decks at the bottom of the stock, so the position is legal to load.
 *
 * @example
 * const position = sketchPosition(myVariant, { columns: ['KS QS', '9H'], waste: 'JS' });
 */
export function sketchPosition(plugin: VariantPlugin, sketch: PositionSketch = {}): Position {
  const foundations = Array.from({ length: 8 }, (_, f) => {
    const top = sketch.foundations?.[f] ?? '';
    if (top === '') return [];
    const c = card(top);
    return Array.from({ length: rankOf(c) }, (_, i) => formatCard(makeCard(suitOf(c), i + 1)));
  });
  const columns = Array.from({ length: plugin.layout.columns }, (_, c) => {
    const spec = sketch.columns?.[c] ?? '';
    return typeof spec === 'string' ? { down: [], up: split(spec) } : { down: split(spec.down), up: split(spec.up) };
  });
  const waste = split(sketch.waste ?? '');
  const stockTop = split(sketch.stock ?? '');
  const left = new Array<number>(CARD_COUNT).fill(2);
  for (const text of [...foundations.flat(), ...columns.flatMap((c) => [...c.down, ...c.up]), ...waste, ...stockTop]) {
    const c = card(text);
    if ((left[c] ?? 0) === 0) throw new Error(`sketch: ${text} is named more than twice`);
    left[c] = (left[c] ?? 0) - 1;
  }
  const rest = left.flatMap((n, c) => Array.from({ length: n }, () => formatCard(c)));
  return {
    variant: plugin.id,
    deal: null,
    foundations,
    columns,
    stock: [...rest, ...stockTop],
    waste,
    redealsLeft: sketch.redealsLeft ?? plugin.stock.redeals,
  };
}

/** A game from a sketch; rule moves only unless `options` switch the conveniences on. */
export function sketchGame(plugin: VariantPlugin, sketch: PositionSketch = {}, options: SessionOptions = { autoplay: false, supermove: false }): GameSession {
  return GameSession.fromPosition(plugin, sketchPosition(plugin, sketch), options);
}
