import { str } from '@lit/localize';
import { msg } from './msg.js';
import { parseCard, rankOf, suitOf } from '@forty-thieves/core';

/**
 * Card and pile names in the element's language. Each language names a card its own way:
 * English "7 of hearts", Swedish "hjärter 7", Icelandic one word ("hjartasjöa"), so the card
 * template orders the suit and rank words, and the suit word is the form that goes into it.
 */
function rankWord(rank: number): string {
  switch (rank) {
    case 1: return msg('ace', { id: 'rank-1' });
    case 2: return msg('2', { id: 'rank-2' });
    case 3: return msg('3', { id: 'rank-3' });
    case 4: return msg('4', { id: 'rank-4' });
    case 5: return msg('5', { id: 'rank-5' });
    case 6: return msg('6', { id: 'rank-6' });
    case 7: return msg('7', { id: 'rank-7' });
    case 8: return msg('8', { id: 'rank-8' });
    case 9: return msg('9', { id: 'rank-9' });
    case 10: return msg('10', { id: 'rank-10' });
    case 11: return msg('jack', { id: 'rank-11' });
    case 12: return msg('queen', { id: 'rank-12' });
    default: return msg('king', { id: 'rank-13' });
  }
}

function suitWord(suit: number): string {
  switch (suit) {
    case 0: return msg('spades', { id: 'suit-spades' });
    case 1: return msg('hearts', { id: 'suit-hearts' });
    case 2: return msg('diamonds', { id: 'suit-diamonds' });
    default: return msg('clubs', { id: 'suit-clubs' });
  }
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
  if (pile === 'stock') return msg('stock', { id: 'pile-stock' });
  if (pile === 'waste') return msg('waste', { id: 'pile-waste' });
  const match = /^([cf])(\d+)$/.exec(pile);
  if (!match) return pile;
  const n = Number(match[2]) + 1;
  return match[1] === 'c' ? msg(str`column ${n}`, { id: 'pile-column' }) : msg(str`foundation ${n}`, { id: 'pile-foundation' });
}

/** "1 card" / "5 cards", with the plural form the language's rules pick. */
export function cardCount(n: number, locale: string): string {
  return new Intl.PluralRules(locale).select(n) === 'one' ? msg(str`${n} card`, { id: 'cards-one' }) : msg(str`${n} cards`, { id: 'cards-other' });
}
