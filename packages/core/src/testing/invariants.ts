import { CARD_COUNT, RANKS, formatCard } from '../cards.js';
import type { Position } from '../position.js';
import { ensure } from './check.js';

/** The 52 card texts; both decks hold each one twice. */
const CARD_TEXTS: readonly string[] = Array.from({ length: CARD_COUNT }, (_, card) => formatCard(card));

/** How many of each card text a position holds, over every pile. */
export function cardCounts(position: Position): Map<string, number> {
  const counts = new Map<string, number>();
  const piles = [...position.foundations, ...position.columns.flatMap((c) => [c.down, c.up]), position.stock, position.waste];
  for (const card of piles.flat()) counts.set(card, (counts.get(card) ?? 0) + 1);
  return counts;
}

/**
 * What breaks docs/rules.md's invariants of any position: both decks whole (104 cards, each exactly
 * twice, Aces set out on the foundations included), foundations running Ace upwards in one suit,
 * no face-down card on top of a column.
 */
export function brokenInvariants(position: Position): string[] {
  const counts = cardCounts(position);
  const problems = CARD_TEXTS.filter((card) => counts.get(card) !== 2).map((card) => `${card} ×${String(counts.get(card) ?? 0)}`);
  if (counts.size !== CARD_TEXTS.length) problems.push(`${String(counts.size)} different card texts`);
  position.foundations.forEach((foundation, f) => {
    const suit = foundation[0]?.slice(1) ?? '';
    if (foundation.some((card, i) => card !== `${RANKS[i] ?? '?'}${suit}`)) problems.push(`f${f} is ${foundation.join(' ')}`);
  });
  position.columns.forEach((column, c) => {
    if (column.down.length > 0 && column.up.length === 0) problems.push(`c${c} has a face-down card on top`);
  });
  return problems;
}

/** Throws unless the position keeps docs/rules.md's invariants. */
export function ensureWhole(position: Position, context: string): void {
  const problems = brokenInvariants(position);
  ensure(problems.length === 0, () => `${context}: ${problems.join(', ')} in ${JSON.stringify(position)}`);
}
