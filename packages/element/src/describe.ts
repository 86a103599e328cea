import { cardName, parseCard, type Move, type PlayedStep, type Position } from '@forty-thieves/core';

/**
 * Words for people and screen readers. Piles are numbered from 1 here ("column 3" is `c2`),
 * because that is how a player counts; the notation keeps its 0-based names.
 */

/** "column 3", "foundation 1", "waste", "stock". */
export function pileLabel(pile: string): string {
  const match = /^([cf])(\d+)$/.exec(pile);
  if (!match) return pile;
  return `${match[1] === 'c' ? 'column' : 'foundation'} ${Number(match[2]) + 1}`;
}

/** A pile's cards in a position, bottom first (face-down cards included for columns). */
export function pileCards(position: Position, pile: string): string[] {
  if (pile === 'stock') return position.stock;
  if (pile === 'waste') return position.waste;
  const match = /^([cf])(\d+)$/.exec(pile);
  if (!match) return [];
  const index = Number(match[2]);
  if (match[1] === 'f') return position.foundations[index] ?? [];
  const column = position.columns[index];
  return column ? [...column.down, ...column.up] : [];
}

/** "seven of hearts" style name of a card in notation ("7H"). */
export function spokenCard(text: string | undefined): string {
  const card = text === undefined ? undefined : parseCard(text);
  return card === undefined ? 'no card' : cardName(card);
}

/** The accessible name of a face-up card: "7 of hearts, column 3, top card". */
export function cardLabel(text: string, pile: string, isTop: boolean): string {
  return `${spokenCard(text)}, ${pileLabel(pile)}${isTop ? ', top card' : ''}`;
}

/** What a move did, from the position before it: "7 of hearts to column 4". */
export function describeMove(before: Position, move: Move): string {
  if (move.from === 'stock') return 'drew from the stock';
  if (move.to === 'stock') return 'turned the waste over to form the stock again';
  const cards = pileCards(before, move.from);
  const count = move.count ?? 1;
  const bottom = cards[cards.length - count];
  const what = count > 1 ? `${count} cards from ${spokenCard(bottom)}` : spokenCard(bottom);
  return `${what} to ${pileLabel(move.to)}`;
}

/** The announcement after a move: what the player asked for, then what autoplay did. */
export function describeStep(before: Position, after: Position, requested: Move, step: PlayedStep): string {
  let text = requested.from === 'stock' ? `drew ${spokenCard(after.waste[after.waste.length - 1])}` : describeMove(before, requested);
  if (step.autoplayed.length > 0) {
    const n = step.autoplayed.length;
    text += `; ${n} card${n === 1 ? '' : 's'} went to the foundations by themselves`;
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}
