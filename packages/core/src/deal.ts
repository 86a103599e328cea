import { CARD_COUNT, rankOf, type Card } from './cards.js';
import { Board, PILE_CAPACITY } from './board.js';
import { dealRng } from './deal-rng.js';
import type { VariantPlugin } from './variant.js';

/** Deal numbers are whole numbers from 0 to 2^31 − 1 (the PRNG's 32-bit seed). */
export const MAX_DEAL = 2 ** 31 - 1;

/** A whole number from 0 to {@link MAX_DEAL}. */
export function isDealNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_DEAL;
}

/** A deal number chosen at random (every one of 0 … {@link MAX_DEAL} alike), for a game without a number. */
export function randomDeal(): number {
  return Math.floor(Math.random() * (MAX_DEAL + 1));
}

/**
 * The deck before shuffling: two decks, each in the order ♠ ♥ ♦ ♣ and Ace…King within a suit.
 * With `acesToFoundations` the eight Aces are taken out first.
 */
export function unshuffledDeck(acesToFoundations: boolean): Card[] {
  const deck: Card[] = [];
  for (let copy = 0; copy < 2; copy++) {
    for (let card = 0; card < CARD_COUNT; card++) {
      if (!(acesToFoundations && rankOf(card) === 1)) deck.push(card);
    }
  }
  return deck;
}

/**
 * Shuffles in place, documented so any program can reproduce a deal (docs/deals.md):
 * xoroshiro128+ seeded with the deal number as pure-rand seeds it (deal-rng.ts), then Fisher–Yates
 * from the last card down: for i = n−1 … 1, j = uniformInt(0, i), swap deck[i] and deck[j].
 */
export function shuffle(deck: Card[], deal: number): Card[] {
  const uniform = dealRng(deal);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = uniform(i + 1);
    const card = deck[i] ?? 0;
    deck[i] = deck[j] ?? 0;
    deck[j] = card;
  }
  return deck;
}

/**
 * Deal number `deal` of a variant. The shuffled deck is dealt from its start row by row, one card
 * to each column left to right, bottom row first (the first `faceDown` rows face down); the cards
 * left over form the stock, the deck's last card on top.
 */
export function dealBoard(plugin: VariantPlugin, deal: number): Board {
  if (!isDealNumber(deal)) throw new RangeError(`deal must be a whole number from 0 to ${MAX_DEAL}, got ${String(deal)}`);
  const { columns, cardsPerColumn, faceDown, acesToFoundations } = plugin.layout;
  const deck = shuffle(unshuffledDeck(acesToFoundations), deal);
  const board = new Board(plugin);
  if (acesToFoundations) {
    for (let f = 0; f < 8; f++) {
      board.fTop[f] = 1;
      board.fSuit[f] = f % 4;
    }
  }
  let next = 0;
  for (let row = 0; row < cardsPerColumn; row++) {
    for (let c = 0; c < columns; c++) board.cells[c * PILE_CAPACITY + row] = deck[next++] ?? 0;
  }
  for (let c = 0; c < columns; c++) {
    board.colLen[c] = cardsPerColumn;
    board.colDown[c] = faceDown;
  }
  board.stock.set(deck.slice(next));
  board.stockLen = deck.length - next;
  board.redealsLeft = plugin.stock.redeals;
  return board;
}
