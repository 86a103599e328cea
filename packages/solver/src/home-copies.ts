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
