import type { Board } from '@forty-thieves/core/engine';

/** Fills `into` (one count per card value) with how many copies of each card are on the foundations. */
export function countHomeCopies(board: Board, into: Uint8Array): void {
  into.fill(0);
  for (let f = 0; f < 8; f++) {
    const suit = board.fSuit[f] ?? -1;
    if (suit < 0) continue;
    for (let rank = 1, top = board.fTop[f] ?? 0; rank <= top; rank++) into[suit * 13 + rank - 1] = (into[suit * 13 + rank - 1] ?? 0) + 1;
  }
}

/** Fills `heights[suit * 2 + k]` with the heights of each suit's two foundations (0 for one not begun). */
export function foundationHeights(board: Board, heights: Uint8Array): void {
  for (let slot = 0; slot < 8; slot++) heights[slot] = 0;
  for (let f = 0; f < 8; f++) {
    const suit = board.fSuit[f] ?? -1;
    if (suit < 0) continue;
    // A suit's second foundation goes in its second slot (a variant has two decks at most here).
    const slot = (heights[suit * 2] ?? 0) === 0 ? suit * 2 : suit * 2 + 1;
    heights[slot] = board.fTop[f] ?? 0;
  }
}
