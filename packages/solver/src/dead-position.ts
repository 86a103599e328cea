import { CARD_COUNT, rankOf } from '@forty-thieves/core';
import { PILE_CAPACITY, type Board } from '@forty-thieves/core/engine';
import { countHomeCopies } from './home-copies.js';

/**
 * A sound test that a position of a one-card variant can never be won, however play goes on,
 * which holds while columns can still be emptied (the argument is also in docs/solver.md, *Dead
 * positions*).
 *
 * Definitions. A *pile* is a column, or the waste once no redeal is left (then nothing ever goes
 * under a waste card: draws land on top, and only the top card leaves). For a set S of pile cards,
 * a card's *cover* is the number of cards of S above it in its pile, and k is the number of
 * columns (empty ones included) that hold no card of S. A card is *buried* when its cover is at
 * least t, for a threshold t ≥ k + 1. S is *closed* when every card X in S (suit s, rank r) is no
 * Ace and satisfies:
 *  (a) each copy of (s, r − 1) is buried (so neither is on a foundation); and
 *  (b) each copy of every card X may be built on (the plugin's `targets`) is on a foundation or
 *      buried.
 *
 * Claim. If S is closed and not empty, no card of S ever reaches a foundation: the game is lost.
 *
 * Proof. Until the first move of a card of S to a foundation or onto a card, a card of S moves
 * only into an empty column, where nothing lies beneath it, so no card's cover ever grows. Let Φ
 * be the number of columns holding no card of S (k at the start). Non-S moves leave Φ as it is.
 * A card X of S moved into an empty column makes that column hold one: Φ falls by one, unless X
 * was the last card of S in a column, which then holds none (Φ stays; X then covered nothing of S,
 * so every card beneath it had a cover of at most 1). Such a move needs an empty column, so Φ ≥ 1
 * before it. Take a buried card Y: its cover (≥ t ≥ k + 1) falls by one each time a card of S
 * above it leaves. Bringing it to 1 takes at least k moves that leave a card of S behind in Y's
 * pile (cover ≥ 2 before each), each lowering Φ; then Φ ≤ 0 and no card of S can move into an
 * empty column again, so Y's cover never reaches 0. So every buried card stays covered. Now take
 * the first move of a card X of S to a foundation or onto a card: the foundation needs a copy of
 * (s, r − 1) on top of it, but both were in piles, covered (cards leave foundations never, piles
 * only from the top); the card it goes onto must be a copy of a target on top of a pile, but each
 * is on a foundation or covered. A contradiction. ∎
 *
 * With t = 1 and k = 0 this is the earlier lemma (no empty column, every column holds a card of a
 * closed set). The waste counts as a pile only with no redeal left: a redeal turns it over into
 * the stock, which would bring its bottom card up first. A copy in the stock is never buried (it
 * will be dealt onto the waste's top): that is the order of the stock at work, a card needed
 * early that was dealt onto the waste under cards that can never leave is lost for good.
 *
 * Sequence moves are excluded: a run can carry a buried card away from what covers it. For each
 * threshold t = 1, 2, … the largest closed set is found by starting from every pile card and
 * removing cards that break (a) or (b) until none does (removal only shrinks covers, so it
 * converges to the largest one); the position is dead when that set is not empty and at most
 * t − 1 columns hold none of its cards.
 */
export class DeadPositionTest {
  /** Whether the test applies to the board's variant at all. */
  readonly applies: boolean;
  /** Per card value: where its copies in piles are (pile, index), up to two. */
  private readonly where = new Int16Array(CARD_COUNT * 4);
  private readonly copies = new Uint8Array(CARD_COUNT);
  private readonly inS: Uint8Array;
  /** Per pile cell: the number of cards of S above it in its pile (its cover). */
  private readonly cover: Uint8Array;
  private readonly homeCopies = new Uint8Array(CARD_COUNT);
  private readonly piles: number;
  /** How many positions the test proved dead (for tests and measurements). */
  fired = 0;
  /** How many of those needed a threshold above 1: columns could still be emptied. */
  firedWithEmptiable = 0;

  constructor(private readonly board: Board) {
    this.applies = !board.tables.sequence;
    // The columns, then the waste as one more pile.
    this.piles = board.columnCount + 1;
    this.inS = new Uint8Array(this.piles * PILE_CAPACITY);
    this.cover = new Uint8Array(this.piles * PILE_CAPACITY);
  }

  /** Pile p's cards, where they start in them, and its length: columns 0 … n − 1, then the waste. */
  private cards(p: number): Uint8Array {
    return p < this.board.columnCount ? this.board.cells : this.board.waste;
  }
  private base(p: number): number {
    return p < this.board.columnCount ? p * PILE_CAPACITY : 0;
  }
  private length(p: number): number {
    return p < this.board.columnCount ? (this.board.colLen[p] ?? 0) : this.board.wasteLen;
  }

  /** True only when the position is proved lost. */
  isDead(): boolean {
    if (!this.applies) return false;
    const columns = this.board.columnCount;
    // The waste is a pile only when it will never be turned over again.
    const piles = this.board.redealsLeft === 0 ? columns + 1 : columns;
    this.locate(piles);
    countHomeCopies(this.board, this.homeCopies);
    for (let threshold = 1; threshold <= columns + 1; threshold++) {
      const size = this.closedSet(piles, threshold);
      if (size === 0) return false;
      if (this.columnsWithoutS(columns) < threshold) {
        this.fired++;
        if (threshold > 1) this.firedWithEmptiable++;
        return true;
      }
    }
    return false;
  }

  /** Records where each card's copies lie in the piles. */
  private locate(piles: number): void {
    const where = this.where;
    const copies = this.copies;
    copies.fill(0);
    for (let p = 0; p < piles; p++) {
      const cards = this.cards(p);
      const base = this.base(p);
      for (let i = 0, len = this.length(p); i < len; i++) {
        const card = cards[base + i] ?? 0;
        const k = copies[card] ?? 0;
        // A third copy cannot exist (two decks); the guard keeps a malformed board from writing past the card's slots.
        if (k >= 2) continue;
        where[card * 4 + k * 2] = p;
        where[card * 4 + k * 2 + 1] = i;
        copies[card] = k + 1;
      }
    }
  }

  /** The largest closed set for `threshold`, left in `inS`; returns its size. */
  private closedSet(piles: number, threshold: number): number {
    const inS = this.inS;
    for (let p = 0; p < piles; p++) inS.fill(1, p * PILE_CAPACITY, p * PILE_CAPACITY + this.length(p));
    let size = 0;
    for (let changed = true; changed;) {
      changed = false;
      size = 0;
      this.countCover(piles);
      for (let p = 0; p < piles; p++) {
        const cards = this.cards(p);
        const base = this.base(p);
        const at = p * PILE_CAPACITY;
        for (let i = 0, len = this.length(p); i < len; i++) {
          if (inS[at + i] === 0) continue;
          if (this.stuck(cards[base + i] ?? 0, threshold)) {
            size++;
          } else {
            inS[at + i] = 0;
            changed = true;
          }
        }
      }
    }
    return size;
  }

  /** Each pile cell's cover under the current S. */
  private countCover(piles: number): void {
    for (let p = 0; p < piles; p++) {
      const at = p * PILE_CAPACITY;
      let above = 0;
      for (let i = this.length(p) - 1; i >= 0; i--) {
        this.cover[at + i] = above;
        above += this.inS[at + i] ?? 0;
      }
    }
  }

  private columnsWithoutS(columns: number): number {
    let without = 0;
    for (let c = 0; c < columns; c++) {
      const at = c * PILE_CAPACITY;
      let holds = false;
      for (let i = 0, len = this.length(c); i < len && !holds; i++) holds = this.inS[at + i] === 1;
      if (!holds) without++;
    }
    return without;
  }

  /** Conditions (a) and (b) for `card` against the current S. */
  private stuck(card: number, threshold: number): boolean {
    if (rankOf(card) === 1) return false;
    if (!this.allBuried(card - 1, false, threshold)) return false;
    const { targets, targetCount } = this.board.tables;
    for (let t = 0, n = targetCount[card] ?? 0; t < n; t++) if (!this.allBuried(targets[card * 4 + t] ?? 0, true, threshold)) return false;
    return true;
  }

  /** Every copy of `card` is buried, or (when `homeCounts`) on a foundation. */
  private allBuried(card: number, homeCounts: boolean, threshold: number): boolean {
    const home = this.homeCopies[card] ?? 0;
    if (home > 0 && !homeCounts) return false;
    const inPiles = this.copies[card] ?? 0;
    if (home + inPiles < 2) return false; // a copy is in the stock (or the waste, while a redeal is left)
    for (let k = 0; k < inPiles; k++) {
      const p = this.where[card * 4 + k * 2] ?? 0;
      const i = this.where[card * 4 + k * 2 + 1] ?? 0;
      if ((this.cover[p * PILE_CAPACITY + i] ?? 0) < threshold) return false;
    }
    return true;
  }
}
