import { CARD_COUNT } from '@forty-thieves/core';
import type { Board } from '@forty-thieves/core/engine';

/** Not in the waste (or not asked about). */
export const NOT_IN_WASTE = 255;

/**
 * How deep the cards the foundations take next lie in the waste: for each such card, the waste
 * cards above its shallowest copy there. The waste is a stack, so such a card comes out only after
 * every card above it has found a place; the stalled Maria searches ended with these cards 3–32
 * deep in the waste (docs/solver.md, *What Maria's undecided deals are, session 11*), and the
 * column-only dig term did not see them at all.
 *
 * Computed afresh at each score, not kept incrementally: one pass down the waste from its top,
 * which stops once every wanted card is found (a few dozen byte reads at most).
 */
export class WasteDepths {
  /** Per card value: the waste cards above its shallowest copy, `NOT_IN_WASTE` when not marked. */
  readonly depth = new Uint8Array(CARD_COUNT).fill(NOT_IN_WASTE);
  private readonly marked = new Uint8Array(8);
  private markedCount = 0;

  constructor(private readonly board: Board) {}

  /** Marks the depth of each foundation's next card (Aces, wanted by an empty foundation, are not asked about). */
  mark(): void {
    const board = this.board;
    let wantLo = 0;
    let wantHi = 0;
    for (let f = 0; f < 8; f++) {
      const top = board.fTop[f] ?? 0;
      if (top === 0 || top === 13) continue;
      const card = (board.fSuit[f] ?? 0) * 13 + top;
      if (card < 32) wantLo |= 1 << card;
      else wantHi |= 1 << (card - 32);
    }
    const waste = board.waste;
    const len = board.wasteLen;
    for (let i = len - 1; i >= 0 && (wantLo | wantHi) !== 0; i--) {
      const card = waste[i] ?? 0;
      if (card < 32) {
        if ((wantLo & (1 << card)) === 0) continue;
        wantLo &= ~(1 << card);
      } else {
        if ((wantHi & (1 << (card - 32))) === 0) continue;
        wantHi &= ~(1 << (card - 32));
      }
      this.depth[card] = len - 1 - i;
      this.marked[this.markedCount++] = card;
    }
  }

  /** Forgets the marks of the last `mark`. */
  clear(): void {
    for (let i = 0; i < this.markedCount; i++) this.depth[this.marked[i] ?? 0] = NOT_IN_WASTE;
    this.markedCount = 0;
  }
}
