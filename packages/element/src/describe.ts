import { isFoundationId, parsePile, pileIndex, type Position } from '@forty-thieves/core';
import { msg, str } from './l10n/msg.js';
import { pileLabel, spokenCard } from './l10n/card-words.js';

export { pileLabel, spokenCard };

/**
 * Words for people and screen readers. Piles are numbered from 1 here ("column 3" is `c2`),
 * because that is how a player counts; the notation keeps its 0-based names.
 */

/** A pile's cards in a position, bottom first (face-down cards included for columns). */
export function pileCards(position: Position, pile: string): string[] {
  const id = parsePile(pile);
  if (id === undefined) return [];
  if (id === 'stock') return position.stock;
  if (id === 'waste') return position.waste;
  if (isFoundationId(id)) return position.foundations[pileIndex(id)] ?? [];
  const column = position.columns[pileIndex(id)];
  return column ? [...column.down, ...column.up] : [];
}

/** The accessible name of a face-up card: "7 of hearts, column 3, top card". */
export function cardLabel(text: string, pile: string, isTop: boolean): string {
  const card = spokenCard(text);
  const where = pileLabel(pile);
  return isTop ? msg(str`${card}, ${where}, top card`, { id: 'card-label-top' }) : msg(str`${card}, ${where}`, { id: 'card-label' });
}
