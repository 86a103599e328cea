import { CARD_COUNT } from '@forty-thieves/core';
import { PILE_CAPACITY, type Board } from '@forty-thieves/core/engine';
import { countHomeCopies } from './home-copies.js';

/** `mayEmpty`'s bit for the waste and stock; suit s's foundations are `FROZEN_SUIT << s`. */
export const FROZEN_WASTE = 1 << 16;
export const FROZEN_SUIT = 1 << 17;

/**
 * A sound test that no column of a one-card variant's position can ever be emptied, which reads
 * the order of the stock still to come (the argument is also in docs/solver.md, *The waste bound*).
 * A win empties every column, so such a position is lost.
 *
 * It applies with no redeal left and no empty column now. Until the first column empties, a card
 * leaves its column only home or onto a card it may be built on (the plugin's `targets`) that is a
 * column's top, and leaves the waste, top card first, in the same two ways. The waste and the
 * stock are one fixed sequence then: the waste from its bottom card up, then the stock in the order
 * it will be dealt; cards join the waste only at its top, in that order.
 *
 * M is a set of column cards, grown from each column's top down; R a set of waste and stock cards,
 * those a greedy *relaxed waste* takes off. A card X, at the top of what is left of its column (all
 * above it in M) or of the relaxed waste, may leave when
 *  (h) every rank below X's in its suit has a copy home now, in M, or in R, and two copies where
 *      a copy of X is home now; or
 *  (l) a copy of a card X may be built on is a column card with every card above it in M, or is
 *      in R.
 * The relaxed waste takes its top card off whenever (h) or (l) allows and deals only when not. M
 * and R are grown in turn until neither changes. If no column then lies wholly in M, no column
 * can ever be emptied.
 *
 * Proof. Take any play up to the moment the first column empties. By induction on its moves,
 * every column card it moves from its place is in M, and every card it takes off the waste by deal
 * d the relaxed waste takes off by deal d. A column card X leaves once the cards above it left (in
 * M) and goes home (each lower rank of its suit home: home at the start, or brought there from a
 * column, in M, or from the waste, in R; twice where X's twin is home, see below) or onto a
 * target's copy on another column's top (a column card whose cards above it all left, or a card
 * that came off the waste, in R); a copy beneath X in its own column can be neither before X
 * leaves, and M never holds it while X is not in M. A waste card leaves in the same two ways (into
 * an empty column it cannot, before the first column empties). The relaxed waste's conditions only
 * grow as cards come off (and as M grows), so the greedy play
 * takes off at least what any play does: the first card Y some play P takes off at deal d and the
 * greedy play does not would be the greedy play's top at d (everything above Y dealt by then came
 * off in P earlier, so in the greedy play), with at least P's cards off, so allowed there too.
 * So the first column to empty would lie wholly in M. ∎
 *
 * Two copies of a lower rank, where X's twin is home now: a suit has two foundations, and a
 * foundation at height k or more holds its own copy of rank k, home at the start or brought home
 * in the play (so in M or R). So at most min over j ≤ k of (copies of rank j home now, in M or in
 * R) foundations ever reach height k. X, of rank r, goes home onto a foundation at exactly r − 1,
 * while the foundation holding its twin is at r or more and stays there: two foundations at r − 1
 * or more, so two copies of each rank below r. This holds whichever foundation takes X and
 * whichever took each earlier card (an Ace may start either empty one): it counts copies, not
 * places. Both conditions only grow with M and R, so the greedy argument above is unchanged.
 *
 * Sequence moves are excluded (a run carries a card away without its own target), and so is a
 * redeal left (turning the waste over brings its bottom card up first).
 */
export class WasteBound {
  /** Whether the test applies to the board's variant (one card moves at a time). */
  readonly applies: boolean;
  /** Per card value: copies home now. */
  private readonly homeNow = new Uint8Array(CARD_COUNT);
  /** Per card value: copies home now, or in M (see above). */
  private readonly homeable = new Uint8Array(CARD_COUNT);
  /** Per card value: copies that are or will be a column's top card before the first column empties. */
  private readonly landable = new Uint8Array(CARD_COUNT);
  /** Per card value: copies the relaxed waste gave up. */
  private readonly removed = new Uint8Array(CARD_COUNT);
  /** Per suit: the lowest rank with no copy home, in M or removed (14 when there is none). */
  private readonly missingOne = new Uint8Array(4);
  /** Per suit: the lowest rank with fewer than two copies home, in M or removed. */
  private readonly missingTwo = new Uint8Array(4);
  /** Per column: how many of its top cards are in M. */
  private readonly depth: Uint8Array;
  /** The relaxed waste. */
  private readonly pile = new Uint8Array(2 * PILE_CAPACITY);
  /** How many positions the test proved lost (for tests and measurements). */
  fired = 0;
  /** The piles left alone in the current computation (see `mayEmpty`). */
  private frozen = 0;
  /** The columns wholly in M found by the last `isLost` (see there); -1 where it did not grow M. */
  whole = -1;
  /** How many cards M has taken in so far (it only grows within a computation). */
  private grown = 0;

  constructor(private readonly board: Board) {
    this.applies = !board.tables.sequence;
    this.depth = new Uint8Array(board.columnCount);
  }

  /**
   * True only when the position is proved lost. With `full`, M and R are grown to their fixpoint
   * even when a column lies wholly in M early, so that `whole`, `leaves`, `surfaces` and
   * `wasteGivesUp` answer for this position with nothing frozen (the stubborn sets read them).
   */
  isLost(full = false): boolean {
    const board = this.board;
    this.whole = -1;
    if (!this.applies || board.redealsLeft > 0) return false;
    for (let c = 0; c < board.columnCount; c++) if ((board.colLen[c] ?? 0) === 0) return false;
    this.whole = this.grow(0, !full);
    if (this.whole !== 0) return false;
    this.fired++;
    return true;
  }

  /**
   * The columns that lie wholly in M (bit c for column c) when the piles of `frozen` never change:
   * its bits 0…15 are columns, {@link FROZEN_WASTE} the waste and stock, `FROZEN_SUIT << s` suit
   * s's foundations. A frozen column's cards never leave and its top takes no card, a frozen waste
   * gives up no card, and no card goes home to a frozen suit. The argument above holds as it is
   * for every play that leaves those piles alone, so the first column such a play empties is one
   * of these. Afterwards `leaves` and `surfaces` answer from the M and R found. Only for a
   * position the bound applies to: no redeal left and no empty column (the caller checks).
   */
  mayEmpty(frozen: number): number {
    return this.grow(frozen, false);
  }

  /** Whether the card at `index` (0: the bottom) of column `c` lies in M (it might leave). */
  leaves(c: number, index: number): boolean {
    return index >= (this.board.colLen[c] ?? 0) - (this.depth[c] ?? 0);
  }

  /** Whether the card at `index` of column `c` is its top or lies just under M (it might become the top). */
  surfaces(c: number, index: number): boolean {
    return index >= (this.board.colLen[c] ?? 0) - (this.depth[c] ?? 0) - 1;
  }

  /** Whether a copy of `card` might come off the waste (the relaxed waste took one off). */
  wasteGivesUp(card: number): boolean {
    return (this.removed[card] ?? 0) > 0;
  }

  /**
   * Grows M and R to their fixpoint with the piles of `frozen` left alone; returns the columns
   * wholly in M (with `firstOnly`, stops at the first such column found).
   */
  private grow(frozen: number, firstOnly: boolean): number {
    this.frozen = frozen;
    this.start();
    let taken = -1;
    for (;;) {
      const grownBefore = this.grown;
      const whole = this.extendColumns(firstOnly);
      if (firstOnly && whole !== 0) return whole;
      // The relaxed waste reads only M: with M as it was at its last play, R would not change.
      if (taken >= 0 && this.grown === grownBefore) return whole;
      const now = this.relaxedWaste();
      if (now === taken) return whole;
      taken = now;
    }
  }

  private start(): void {
    const board = this.board;
    const homeable = this.homeable;
    const landable = this.landable;
    countHomeCopies(board, this.homeNow);
    homeable.set(this.homeNow);
    landable.fill(0);
    this.removed.fill(0);
    this.depth.fill(0);
    for (let c = 0; c < board.columnCount; c++) {
      if (((this.frozen >> c) & 1) !== 0) continue;
      const top = board.cells[c * PILE_CAPACITY + (board.colLen[c] ?? 1) - 1] ?? 0;
      landable[top] = (landable[top] ?? 0) + 1;
    }
    this.findMissing();
  }

  /** Sets each suit's lowest missing rank from what `homeable` and `removed` hold now. */
  private findMissing(): void {
    for (let suit = 0; suit < 4; suit++) {
      this.missingOne[suit] = 1;
      this.missingTwo[suit] = 1;
      this.advance(suit * 13);
    }
  }

  /**
   * Grows M to its fixpoint under the current relaxed waste; returns the columns wholly in M (with
   * `firstOnly`, as soon as there is one).
   */
  private extendColumns(firstOnly: boolean): number {
    const board = this.board;
    const depth = this.depth;
    for (let grew = true; grew;) {
      grew = false;
      for (let c = 0; c < board.columnCount; c++) {
        if (((this.frozen >> c) & 1) !== 0) continue;
        const len = board.colLen[c] ?? 0;
        const at = c * PILE_CAPACITY;
        let d = depth[c] ?? 0;
        while (d < len) {
          const card = board.cells[at + len - 1 - d] ?? 0;
          if (!this.home(card) && !this.lands(card)) break;
          this.homeable[card] = (this.homeable[card] ?? 0) + 1;
          this.advance(card);
          d++;
          grew = true;
          this.grown++;
          if (d === len) {
            if (firstOnly) return 1 << c;
            break;
          }
          const next = board.cells[at + len - 1 - d] ?? 0;
          this.landable[next] = (this.landable[next] ?? 0) + 1;
        }
        depth[c] = d;
      }
    }
    let whole = 0;
    for (let c = 0; c < board.columnCount; c++) if ((depth[c] ?? 0) === (board.colLen[c] ?? 0) && ((this.frozen >> c) & 1) === 0) whole |= 1 << c;
    return whole;
  }

  /**
   * Plays the relaxed waste greedily from the position's waste and stock, with M as it is now;
   * leaves in `removed` the cards it took off and returns how many.
   */
  private relaxedWaste(): number {
    const board = this.board;
    const removed = this.removed;
    removed.fill(0);
    this.findMissing();
    // A frozen waste gives up nothing (`mayEmpty`).
    if ((this.frozen & FROZEN_WASTE) !== 0) return 0;
    const pile = this.pile;
    let height = 0;
    for (let i = 0; i < board.wasteLen; i++) pile[height++] = board.waste[i] ?? 0;
    let dealt = board.stockLen;
    const dealCount = board.tables.dealCount;
    let taken = 0;
    for (;;) {
      while (height > 0) {
        const top = pile[height - 1] ?? 0;
        if (!this.home(top) && !this.lands(top)) break;
        height--;
        removed[top] = (removed[top] ?? 0) + 1;
        this.advance(top);
        taken++;
      }
      if (dealt === 0) break;
      for (let k = 0; k < dealCount && dealt > 0; k++) pile[height++] = board.stock[--dealt] ?? 0;
    }
    return taken;
  }

  /**
   * (h): every lower rank of the card's suit has a copy home, in M or taken off the waste; two
   * copies where the card's twin is home now (a foundation for it besides the twin's).
   */
  private home(card: number): boolean {
    const suit = (card / 13) | 0;
    if (((this.frozen >> (17 + suit)) & 1) !== 0) return false;
    const missing = (this.homeNow[card] ?? 0) === 0 ? this.missingOne : this.missingTwo;
    return (card % 13) + 1 <= (missing[suit] ?? 1);
  }

  /**
   * Moves the card's suit's lowest missing ranks up past the ranks that now have a copy, or two,
   * after a copy of `card` is counted (only a copy of a missing rank can move it).
   */
  private advance(card: number): void {
    const suit = (card / 13) | 0;
    const rank = (card % 13) + 1;
    let one = this.missingOne[suit] ?? 1;
    if (rank === one) {
      while (one <= 13 && this.copies(suit * 13 + one - 1) > 0) one++;
      this.missingOne[suit] = one;
    }
    let two = this.missingTwo[suit] ?? 1;
    if (rank === two) {
      while (two <= 13 && this.copies(suit * 13 + two - 1) > 1) two++;
      this.missingTwo[suit] = two;
    }
  }

  /** Copies of `card` home now, in M or taken off the waste. */
  private copies(card: number): number {
    return (this.homeable[card] ?? 0) + (this.removed[card] ?? 0);
  }

  /** (l): a copy of a card this one may be built on can be a column's top, or was taken off the waste. */
  private lands(card: number): boolean {
    const { targets, targetCount } = this.board.tables;
    for (let t = 0, n = targetCount[card] ?? 0; t < n; t++) {
      const target = targets[card * 4 + t] ?? 0;
      if ((this.landable[target] ?? 0) + (this.removed[target] ?? 0) > 0) return true;
    }
    return false;
  }
}
