/**
 * Cards and their portable notation.
 *
 * Inside the engine a card is a small integer `suit * 13 + (rank - 1)`, 0…51: the two copies of a
 * card in the two decks are interchangeable for every rule, so they share one number. Outside it is
 * the two-letter text of the notation: rank `A 2 … 9 T J Q K` then suit `S H D C` (`TD`, `QS`).
 */

/** A card's number, `suit * 13 + rank - 1`. */
export type Card = number;

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

export const SUIT_NAMES: Readonly<Record<Suit, string>> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK_NAMES = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'] as const;

export type Colour = 'red' | 'black';

/** What a build predicate sees of a card: no numbering scheme to learn. */
export interface CardFace {
  /** 1 (Ace) … 13 (King). */
  readonly rank: number;
  readonly suit: Suit;
  readonly colour: Colour;
}

export const CARD_COUNT = 52;
export const KING = 13;

/** The card of `suit` (0–3, ♠ ♥ ♦ ♣) and `rank` (1 Ace … 13 King). */
export function makeCard(suit: number, rank: number): Card {
  return suit * 13 + rank - 1;
}

/** 0 ♠, 1 ♥, 2 ♦, 3 ♣. */
export function suitOf(card: Card): number {
  return (card / 13) | 0;
}

/** 1 (Ace) … 13 (King). */
export function rankOf(card: Card): number {
  return (card % 13) + 1;
}

/** Hearts and diamonds are red. */
export function isRed(card: Card): boolean {
  const suit = suitOf(card);
  return suit === 1 || suit === 2;
}

/** The rank, suit and colour a build predicate judges. */
export function cardFace(card: Card): CardFace {
  return { rank: rankOf(card), suit: SUITS[suitOf(card)] ?? 'S', colour: isRed(card) ? 'red' : 'black' };
}

/** The notation of a card: `TD`, `QS`. */
export function formatCard(card: Card): string {
  return `${RANKS[rankOf(card) - 1] ?? '?'}${SUITS[suitOf(card)] ?? '?'}`;
}

/** "queen of spades", for people and screen readers. */
export function cardName(card: Card): string {
  return `${RANK_NAMES[rankOf(card) - 1] ?? '?'} of ${SUIT_NAMES[SUITS[suitOf(card)] ?? 'S']}`;
}

/** Parses `QS`, `TD`, `10d` (a common spelling of ten); returns undefined when the text is not a card. */
export function parseCard(text: string): Card | undefined {
  const upper = text.trim().toUpperCase();
  const rankText = upper.startsWith('10') ? 'T' : upper.slice(0, 1);
  const suitText = upper.slice(upper.startsWith('10') ? 2 : 1);
  const rank = (RANKS as readonly string[]).indexOf(rankText) + 1;
  const suit = (SUITS as readonly string[]).indexOf(suitText);
  if (rank === 0 || suit < 0) return undefined;
  return makeCard(suit, rank);
}
