import { CARD_COUNT, KING, PILE_CAPACITY, rankOf, type Board } from '@forty-thieves/core';

/**
 * A sound test that a position of a one-card variant can never be won, however play goes on.
 *
 * Definitions. A *pile* is a column, or the waste once no redeal is left (then nothing ever goes
 * under a waste card: draws land on top, and only the top card leaves). A card is *covered* when
 * some card of a set S lies above it in its pile. A set S of pile cards is *closed* when every card
 * X in S (suit s, rank r ≥ 2) satisfies:
 *  (a) each copy of the card one rank lower in its suit (s, r − 1) is covered (S includes X,
 *      so "beneath X in its column" counts); and
 *  (b) each copy of every card X may be built on (the plugin's `targets`) is on a foundation or
 *      covered.
 * Aces are never in S (an empty foundation always takes one).
 *
 * Claim. If no column is empty and every column holds a card of a closed set S, no card of S ever
 * moves again, so the game is lost (S is not empty and its cards never reach a foundation).
 *
 * Proof. Suppose some card of S moves; take the first move that moves one, X. Before it no card of
 * S has moved, so every covered card is still covered (in a one-card variant only a column's top
 * card moves, and a covered card is not on top; cards placed later, and cards drawn onto the waste,
 * only add cover; with no redeal the waste is never turned over), and no column has been emptied
 * (emptying a column moves every card in it, its card of S included).
 * - X to a foundation needs a foundation topped by (s, r − 1): both copies are covered, so neither
 *   has left its column (cards leave foundations never, columns only from the top).
 * - X onto a column needs a column topped by a copy of a card X may be built on: each copy is on a
 *   foundation (it never leaves) or covered (not a top).
 * - X into an empty column: there is none.
 * So X cannot move: a contradiction. ∎
 *
 * The waste counts as a pile only with no redeal left: a redeal turns it over into the stock, which
 * would bring its bottom card up first. A copy in the stock is never covered (it will be dealt onto
 * the waste's top).
 *
 * Sequence moves are excluded: a run can carry a covered card away from what covers it. The
 * largest closed set is found by starting from every column card and removing cards that break
 * (a) or (b) until none does (removal only shrinks cover, so it converges to the largest one).
 */
export class DeadPositionTest {
  /** Whether the test applies to the board's variant at all. */
  readonly applies: boolean;
  /** Per card value: where its copies in columns are (column, index), up to two. */
  private readonly where = new Int16Array(CARD_COUNT * 4);
  private readonly copies = new Uint8Array(CARD_COUNT);
  private readonly inS: Uint8Array;
  /** Per column: the highest index of a card of S, or -1. */
  private readonly topS: Int16Array;
  private readonly homeCopies = new Uint8Array(CARD_COUNT);
  /** How many positions the test proved dead (for tests and measurements). */
  fired = 0;

  constructor(private readonly board: Board) {
    this.applies = !board.tables.sequence;
    // The columns, then the waste as one more pile.
    this.inS = new Uint8Array((board.columnCount + 1) * PILE_CAPACITY);
    this.topS = new Int16Array(board.columnCount + 1);
  }

  /** Pile p's cards and length: columns 0 … n − 1, then the waste. */
  private pile(p: number): { cards: Uint8Array; base: number; len: number } {
    const board = this.board;
    if (p < board.columnCount) return { cards: board.cells, base: p * PILE_CAPACITY, len: board.colLen[p] ?? 0 };
    return { cards: board.waste, base: 0, len: board.wasteLen };
  }

  /** True only when the position is proved lost. */
  isDead(): boolean {
    const board = this.board;
    if (!this.applies) return false;
    const columns = board.columnCount;
    for (let c = 0; c < columns; c++) if (board.colLen[c] === 0) return false;
    // The waste is a pile only when it will never be turned over again.
    const piles = board.redealsLeft === 0 ? columns + 1 : columns;
    const where = this.where;
    const copies = this.copies;
    copies.fill(0);
    for (let p = 0; p < piles; p++) {
      const { cards, base, len } = this.pile(p);
      const at = p * PILE_CAPACITY;
      for (let i = 0; i < len; i++) {
        const card = cards[base + i] ?? 0;
        const k = copies[card] ?? 0;
        where[card * 4 + k * 2] = p;
        where[card * 4 + k * 2 + 1] = i;
        copies[card] = k + 1;
        this.inS[at + i] = 1;
      }
      this.topS[p] = len - 1;
    }
    this.countHome();
    for (let changed = true; changed; ) {
      changed = false;
      for (let p = 0; p < piles; p++) {
        const { cards, base, len } = this.pile(p);
        const at = p * PILE_CAPACITY;
        let top = -1;
        for (let i = 0; i < len; i++) {
          if (this.inS[at + i] === 0) continue;
          if (this.stuck(cards[base + i] ?? 0)) {
            top = i;
          } else {
            this.inS[at + i] = 0;
            changed = true;
          }
        }
        this.topS[p] = top;
      }
    }
    for (let c = 0; c < columns; c++) if ((this.topS[c] ?? -1) < 0) return false;
    this.fired++;
    return true;
  }

  /** Conditions (a) and (b) for `card` against the current S. */
  private stuck(card: number): boolean {
    const rank = rankOf(card);
    if (rank === 1) return false;
    if (!this.allCovered(card - 1, false)) return false;
    if (rank === KING) return true;
    const { targets, targetCount } = this.board.tables;
    for (let t = 0, n = targetCount[card] ?? 0; t < n; t++) if (!this.allCovered(targets[card * 4 + t] ?? 0, true)) return false;
    return true;
  }

  /** Every copy of `card` is covered by S, or (when `homeCounts`) on a foundation. */
  private allCovered(card: number, homeCounts: boolean): boolean {
    const home = this.homeCopies[card] ?? 0;
    if (home > 0 && !homeCounts) return false;
    const inPiles = this.copies[card] ?? 0;
    if (home + inPiles < 2) return false; // a copy is in the stock (or the waste, while a redeal is left)
    for (let k = 0; k < inPiles; k++) {
      const c = this.where[card * 4 + k * 2] ?? 0;
      const i = this.where[card * 4 + k * 2 + 1] ?? 0;
      if (i >= (this.topS[c] ?? -1)) return false;
    }
    return true;
  }

  private countHome(): void {
    const board = this.board;
    const home = this.homeCopies;
    home.fill(0);
    for (let f = 0; f < 8; f++) {
      const suit = board.fSuit[f] ?? -1;
      if (suit < 0) continue;
      for (let rank = 1, top = board.fTop[f] ?? 0; rank <= top; rank++) home[suit * 13 + rank - 1] = (home[suit * 13 + rank - 1] ?? 0) + 1;
    }
  }
}
