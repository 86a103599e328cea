import { isFoundationId, parsePile, pileIndex, type MoveInput, type PlayedStep, type Position } from '@forty-thieves/core';
import { msg, str } from './l10n/msg.js';
import { cardCount, pileLabel, spokenCard } from './l10n/card-words.js';
import { currentLanguage } from './l10n/locale.js';

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

/** What a move did, from the position before it: "7 of hearts to column 4". */
export function describeMove(before: Position, move: MoveInput): string {
  if (move.from === 'stock') return msg('drew from the stock', { id: 'move-draw' });
  if (move.to === 'stock') return msg('turned the waste over to form the stock again', { id: 'move-redeal' });
  const cards = pileCards(before, move.from);
  const count = move.count ?? 1;
  const bottom = spokenCard(cards[cards.length - count]);
  const to = pileLabel(move.to);
  return count > 1 ? msg(str`${count} cards from ${bottom} to ${to}`, { id: 'move-run' }) : msg(str`${bottom} to ${to}`, { id: 'move-card' });
}

/** The announcement after a move: what the player asked for, then what autoplay did. */
export function describeStep(before: Position, after: Position, requested: MoveInput, step: PlayedStep): string {
  // The card drawn is the last taken off the stock (cards are drawn from its end): the waste's top
  // may already be gone home by autoplay.
  let text = requested.from === 'stock' ? msg(str`drew ${spokenCard(before.stock[after.stock.length])}`, { id: 'move-drew' }) : describeMove(before, requested);
  if (step.autoplayed.length > 0) {
    const cards = cardCount(step.autoplayed.length, currentLanguage());
    // Words that hold for one card as for many ("by themselves" did not).
    text += msg(str`; ${cards} moved to the foundations by autoplay`, { id: 'move-autoplayed' });
  }
  return text.charAt(0).toLocaleUpperCase(currentLanguage()) + text.slice(1);
}
