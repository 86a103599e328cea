import { isColumnId, parseCard, parsePile, pileIndex, rankOf, suitOf } from '@forty-thieves/core';
import { msg, str } from './msg.js';
import { pluralOf } from './plural.js';

/**
 * Card and pile names in the element's language. Each language names a card its own way:
 * English "7 of hearts", Swedish "hjärter 7", Icelandic one word ("hjartasjöa"), so the card
 * template orders the suit and rank words, and the suit word is the form that goes into it.
 * The thirteen rank words are one message, a comma-separated list from ace to king, and the four
 * suit words another, in the order spades, hearts, diamonds, clubs (scripts/check-translations.mjs
 * checks every language lists as many).
 */
export function rankWord(rank: number): string {
  return msg('ace,2,3,4,5,6,7,8,9,10,jack,queen,king', { id: 'card-ranks' }).split(',')[rank - 1] ?? '';
}

export function suitWord(suit: number): string {
  return msg('spades,hearts,diamonds,clubs', { id: 'card-suits' }).split(',')[suit] ?? '';
}

/** "7 of hearts" for a card in notation ("7H"); "no card" for none. */
export function spokenCard(text: string | undefined): string {
  const card = text === undefined ? undefined : parseCard(text);
  if (card === undefined) return msg('no card', { id: 'no-card' });
  const rank = rankWord(rankOf(card));
  const suit = suitWord(suitOf(card));
  return msg(str`${rank} of ${suit}`, { id: 'card-name' });
}

/** "column 3", "foundation 1", "waste", "stock": piles counted from 1, as a player counts. */
export function pileLabel(pile: string): string {
  const id = parsePile(pile);
  if (id === undefined) return pile;
  if (id === 'stock') return msg('stock', { id: 'pile-stock' });
  if (id === 'waste') return msg('waste', { id: 'pile-waste' });
  const n = pileIndex(id) + 1;
  return isColumnId(id) ? msg(str`column ${n}`, { id: 'pile-column' }) : msg(str`foundation ${n}`, { id: 'pile-foundation' });
}

/** "1 card" / "5 cards", with the plural form the language's rules pick. */
export function cardCount(n: number, locale: string): string {
  return pluralOf(n, locale) === 'one' ? msg(str`${n} card`, { id: 'cards-one' }) : msg(str`${n} cards`, { id: 'cards-other' });
}
