import { CARD_COUNT, KING, rankOf, suitOf } from './cards.js';
import type { Board } from './board.js';
import { FOUNDATION_BASE, WASTE, encodeMove, type MoveCode } from './move-code.js';

/** How many foundations of `suit` already hold its card of rank `rank` (0, 1 or 2). */
function copiesHome(board: Board, suit: number, rank: number): number {
  let n = 0;
  for (let f = 0; f < 8; f++) if (board.fSuit[f] === suit && (board.fTop[f] ?? 0) >= rank) n++;
  return n;
}

/**
 * docs/rules.md's safe-autoplay test for two decks. A card may go home by itself only when
 * (a) every card the build predicate would let sit on it (one rank lower) is on a foundation, and
 * (b) both copies of the card one rank lower in its own suit are on foundations.
 * Aces are always safe. Computed from the variant's predicate, so it holds for any plugin.
 */
export function isSafeToFoundation(board: Board, card: number): boolean {
  const rank = rankOf(card);
  if (rank === 1) return true;
  if (copiesHome(board, suitOf(card), rank - 1) < 2) return false;
  const accepts = board.tables.accepts;
  for (let suit = 0; suit < 4; suit++) {
    const lower = suit * 13 + rank - 2;
    if (accepts[lower * CARD_COUNT + card] === 1 && copiesHome(board, suit, rank - 1) < 2) return false;
  }
  return true;
}

/**
 * Sets `out[card]` (one entry per card) to 1 for each card some foundation takes now that is also
 * safe to send there ({@link isSafeToFoundation}), 0 for every other card. Every safe move sends
 * one of these cards home, and the set depends on the foundations alone, so a search can keep it
 * for as long as they stay the same.
 */
export function safeFoundationCards(board: Board, out: Uint8Array): void {
  out.fill(0);
  for (let f = 0; f < 8; f++) {
    const top = board.fTop[f] ?? 0;
    // An empty foundation takes any Ace, and Aces are always safe.
    if (top === 0) for (let suit = 0; suit < 4; suit++) out[suit * 13] = 1;
    else if (top < KING) {
      const card = (board.fSuit[f] ?? 0) * 13 + top;
      if (isSafeToFoundation(board, card)) out[card] = 1;
    }
  }
}

/** The lowest-numbered foundation that takes `card` now, or -1. */
export function foundationFor(board: Board, card: number): number {
  const rank = rankOf(card);
  const suit = suitOf(card);
  for (let f = 0; f < 8; f++) {
    if (rank === 1 ? board.fSuit[f] === -1 : board.fSuit[f] === suit && board.fTop[f] === rank - 1) return f;
  }
  return -1;
}

/** The foundation `card` goes to safely now (by `safeCards`, see `nextSafeMove`, when given), or -1. */
function safeHome(board: Board, card: number, safeCards: Uint8Array | undefined): number {
  if (safeCards ? safeCards[card] !== 1 : !isSafeToFoundation(board, card)) return -1;
  return foundationFor(board, card);
}

/**
 * The next safe move to a foundation, or -1. Sources are the column tops left to right, then the
 * waste's top — never the waste when the stock deals several cards at once (sending one home
 * would change how later draws group). `skipPile` is the pile the player just moved a card onto,
 * so autoplay never takes back a card the player placed. `safeCards`, when given, must be
 * `safeFoundationCards` of the board as it is: a search keeps that set while the foundations stay
 * the same, instead of testing each top at every position.
 */
export function nextSafeMove(board: Board, skipPile = -1, safeCards?: Uint8Array): MoveCode {
  for (let c = 0; c < board.columnCount; c++) {
    const top = board.columnTop(c);
    const f = c === skipPile || top < 0 ? -1 : safeHome(board, top, safeCards);
    if (f >= 0) return encodeMove(c, FOUNDATION_BASE + f, 1);
  }
  if (board.wasteLen > 0 && board.tables.dealCount === 1 && skipPile !== WASTE) {
    const f = safeHome(board, board.waste[board.wasteLen - 1] ?? 0, safeCards);
    if (f >= 0) return encodeMove(WASTE, FOUNDATION_BASE + f, 1);
  }
  return -1;
}
