import { CARD_COUNT, rankOf, suitOf } from './cards.js';
import type { Board } from './board.js';
import { FOUNDATION_BASE, WASTE, encodeMove, type MoveCode } from './move-code.js';

/** How many foundations of `suit` already hold its card of rank `rank` (0, 1 or 2). */
function copiesHome(board: Board, suit: number, rank: number): number {
  let n = 0;
  for (let f = 0; f < 8; f++) if (board.fSuit[f] === suit && (board.fTop[f] ?? 0) >= rank) n++;
  return n;
}

/**
 * RULES.md's safe-autoplay test for two decks. A card may go home by itself only when
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

/** The lowest-numbered foundation that takes `card` now, or -1. */
export function foundationFor(board: Board, card: number): number {
  const rank = rankOf(card);
  const suit = suitOf(card);
  for (let f = 0; f < 8; f++) {
    if (rank === 1 ? board.fSuit[f] === -1 : board.fSuit[f] === suit && board.fTop[f] === rank - 1) return f;
  }
  return -1;
}

/**
 * The next safe move to a foundation, or -1. Sources are the column tops left to right, then the
 * waste's top — never the waste when the stock deals several cards at once (sending one home
 * would change how later draws group). `skipPile` is the pile the player just moved a card onto,
 * so autoplay never takes back a card the player placed.
 */
export function nextSafeMove(board: Board, skipPile = -1): MoveCode {
  for (let c = 0; c < board.columnCount; c++) {
    if (c === skipPile) continue;
    const top = board.columnTop(c);
    if (top < 0) continue;
    const f = foundationFor(board, top);
    if (f >= 0 && isSafeToFoundation(board, top)) return encodeMove(c, FOUNDATION_BASE + f, 1);
  }
  if (board.wasteLen > 0 && board.tables.dealCount === 1 && skipPile !== WASTE) {
    const top = board.waste[board.wasteLen - 1] ?? 0;
    const f = foundationFor(board, top);
    if (f >= 0 && isSafeToFoundation(board, top)) return encodeMove(WASTE, FOUNDATION_BASE + f, 1);
  }
  return -1;
}
