import { CARD_COUNT } from '@forty-thieves/core';
import { PILE_CAPACITY, type Board } from '@forty-thieves/core/engine';
import { LeaveRules } from './leave-rules.js';

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
 * How it is grown (any order reaches the same least fixpoint, as every condition only grows): a
 * column's card under M is tested again only after a count of a suit it reads changed (its own,
 * for (h); its targets', for (l)), and the relaxed waste played again only after M grew. The growth
 * can stop at the first column wholly in M (the search's check) and be finished later
 * (`finish`, for the stubborn sets) to the same fixpoint.
 *
 * Sequence moves are excluded (a run carries a card away without its own target), and so is a
 * redeal left (turning the waste over brings its bottom card up first).
 */
export class WasteBound {
  /** Whether the test applies to the board's variant (one card moves at a time). */
  readonly applies: boolean;
  /** How many positions the test proved lost (for tests and measurements). */
  fired = 0;
  /** The columns wholly in M found by the last `isLost` (see there); -1 where it did not grow M. */
  whole = -1;
  /** The card values the relaxed waste gave up, `removedCards[0…removedCount)` (each once). */
  readonly removedCards = new Uint8Array(CARD_COUNT);
  removedCount = 0;
  /** The conditions (h) and (l) with their counts (`root-bound.ts` replays the relaxed waste with them). */
  readonly rules: LeaveRules;
  /**
   * The most cards the relaxed waste deals (all by default). With fewer, the bound speaks of the
   * plays that deal no more than that many: each is a play of the position with its stock cut short.
   */
  dealLimit = Infinity;
  /** Per column: how many of its top cards are in M. */
  private readonly depth: Uint8Array;
  /** The stock cards the relaxed waste dealt and kept (its waste's own cards stay in the board's). */
  protected readonly pile = new Uint8Array(2 * PILE_CAPACITY);
  /** Per suit: the columns (bit c) whose next card to test reads that suit (`extendColumns`). */
  private readonly waitingOn = new Int32Array(4);
  /** The columns wholly in M so far. */
  private wholeColumns = 0;
  /** The piles left alone in the current computation (see `mayEmpty`). */
  protected frozen = 0;
  /** How many cards M has taken in so far (it only grows within a computation). */
  private grown = 0;
  /** `grown` when the relaxed waste was last played (M may have grown since, where a growth stopped early). */
  protected grownAtPlay = 0;
  /** How many cards the relaxed waste took off at its last play (-1: not played yet). */
  protected taken = -1;
  /** Whether the last growth stopped at the first column wholly in M, short of the fixpoint. */
  private stoppedEarly = false;

  constructor(protected readonly board: Board) {
    this.applies = !board.tables.sequence;
    this.depth = new Uint8Array(board.columnCount);
    this.rules = new LeaveRules(board);
  }

  /**
   * True only when the position is proved lost. With `full`, M and R are grown to their fixpoint
   * even when a column lies wholly in M early, so that `whole`, `inM`, `wasteGivesUp` and
   * `removedCards` answer for this position with nothing frozen (the stubborn sets read them);
   * without, `finish` does that later.
   */
  isLost(full = false): boolean {
    const board = this.board;
    this.whole = -1;
    if (!this.applies || board.redealsLeft > 0) return false;
    for (let c = 0; c < board.columnCount; c++) if ((board.colLen[c] ?? 0) === 0) return false;
    this.start(0);
    this.whole = this.grow(!full);
    if (this.whole !== 0) return false;
    this.fired++;
    return true;
  }

  /**
   * After an `isLost` that answered false at the position still on the board: grows M and R on to
   * their fixpoint with nothing frozen (where that check stopped early) and returns the columns
   * wholly in M, as `mayEmpty(0)` would (it is `mayEmpty(0)` where `isLost` did not grow them).
   */
  finish(): number {
    if (this.whole < 0 || this.frozen !== 0) return this.mayEmpty(0);
    if (this.stoppedEarly) this.whole = this.grow(false);
    return this.whole;
  }

  /**
   * The columns that lie wholly in M (bit c for column c) when the piles of `frozen` never change:
   * its bits 0…15 are columns, {@link FROZEN_WASTE} the waste and stock, `FROZEN_SUIT << s` suit
   * s's foundations. A frozen column's cards never leave and its top takes no card, a frozen waste
   * gives up no card, and no card goes home to a frozen suit. The argument above holds as it is
   * for every play that leaves those piles alone, so the first column such a play empties is one
   * of these. Afterwards `inM` and `wasteGivesUp` answer from the M and R found. Only for a
   * position the bound applies to: no redeal left and no empty column (the caller checks).
   */
  mayEmpty(frozen: number): number {
    this.start(frozen);
    return this.grow(false);
  }

  /** How many of column `c`'s top cards lie in M (they might leave; the card under them might surface). */
  inM(c: number): number {
    return this.depth[c] ?? 0;
  }

  /** Whether a copy of `card` might come off the waste (the relaxed waste took one off). */
  wasteGivesUp(card: number): boolean {
    return (this.rules.removed[card] ?? 0) > 0;
  }

  /**
   * Grows M and R to their fixpoint (with `firstOnly`, stops at the first column found wholly in
   * M, which `finish` can take up again); returns the columns wholly in M.
   */
  protected grow(firstOnly: boolean): number {
    for (;;) {
      const whole = this.extendColumns(firstOnly);
      this.stoppedEarly = firstOnly && whole !== 0;
      if (this.stoppedEarly) return whole;
      // The relaxed waste reads only M: with M as it was at its last play, R would not change.
      if (this.taken >= 0 && this.grown === this.grownAtPlay) return whole;
      this.grownAtPlay = this.grown;
      const now = this.relaxedWaste();
      if (now === this.taken) return whole;
      this.taken = now;
    }
  }

  protected start(frozen: number): void {
    const board = this.board;
    this.frozen = frozen;
    this.taken = -1;
    this.removedCount = 0;
    this.rules.begin((frozen >> 17) & 15);
    const landable = this.rules.landable;
    this.wholeColumns = 0;
    for (let suit = 0; suit < 4; suit++) this.waitingOn[suit] = 0;
    for (let c = 0; c < board.columnCount; c++) {
      this.depth[c] = 0;
      if (((frozen >> c) & 1) !== 0) continue;
      const top = board.cells[c * PILE_CAPACITY + (board.colLen[c] ?? 1) - 1] ?? 0;
      landable[top] = (landable[top] ?? 0) + 1;
      this.wait(c, top);
    }
    this.rules.woken = 15;
  }

  /**
   * Grows M to its fixpoint under the current relaxed waste; returns the columns wholly in M (with
   * `firstOnly`, as soon as there is one). A column's card under M is tested only after a suit it
   * reads was woken (`LeaveRules.wakers`): `waitingOn` finds those columns without a look at the
   * others. A suit woken during a pass is tested for on the next.
   */
  private extendColumns(firstOnly: boolean): number {
    const board = this.board;
    const depth = this.depth;
    const rules = this.rules;
    const waitingOn = this.waitingOn;
    let pending = rules.woken;
    while (pending !== 0) {
      rules.woken = 0;
      let columns = 0;
      for (let suit = 0; suit < 4; suit++) if (((pending >> suit) & 1) !== 0) columns |= waitingOn[suit] ?? 0;
      for (; columns !== 0; columns &= columns - 1) {
        const c = 31 - Math.clz32(columns & -columns);
        const len = board.colLen[c] ?? 0;
        const at = c * PILE_CAPACITY;
        let d = depth[c] ?? 0;
        let card = board.cells[at + len - 1 - d] ?? 0;
        if (!rules.mayLeave(card)) continue;
        this.unwait(c);
        do {
          rules.addHomeable(card);
          d++;
          this.grown++;
          if (d === len) break;
          card = board.cells[at + len - 1 - d] ?? 0;
          rules.addLandable(card);
        } while (rules.mayLeave(card));
        depth[c] = d;
        if (d < len) {
          this.wait(c, card);
          continue;
        }
        this.wholeColumns |= 1 << c;
        if (firstOnly) {
          // The columns left in this pass wait on `pending`'s suits: `finish` tests them.
          rules.woken |= pending;
          return 1 << c;
        }
      }
      pending = rules.woken;
    }
    return this.wholeColumns;
  }

  /** Notes that column `c` waits for a change in a suit `card`, its next card to test, reads. */
  private wait(c: number, card: number): void {
    const wakers = this.rules.wakers[card] ?? 0;
    for (let suit = 0; suit < 4; suit++) if (((wakers >> suit) & 1) !== 0) this.waitingOn[suit] = (this.waitingOn[suit] ?? 0) | (1 << c);
  }

  private unwait(c: number): void {
    for (let suit = 0; suit < 4; suit++) this.waitingOn[suit] = (this.waitingOn[suit] ?? 0) & ~(1 << c);
  }

  /**
   * Plays the relaxed waste greedily from the position's waste and stock, with M as it is now;
   * leaves in the rules' `removed` (and in `removedCards`) the cards it took off and returns how
   * many. Its pile is the board's waste, of which the first `low` cards are left, under `pile`.
   */
  protected relaxedWaste(): number {
    const board = this.board;
    const rules = this.rules;
    rules.clearRemoved(this.removedCards, this.removedCount);
    this.removedCount = 0;
    // A frozen waste gives up nothing (`mayEmpty`).
    if ((this.frozen & FROZEN_WASTE) !== 0) return 0;
    const pile = this.pile;
    const waste = board.waste;
    const stock = board.stock;
    let low = board.wasteLen;
    let height = 0;
    let dealt = board.stockLen;
    const dealCount = board.tables.dealCount;
    let taken = 0;
    for (;;) {
      for (;;) {
        const top = height > 0 ? (pile[height - 1] ?? 0) : low > 0 ? (waste[low - 1] ?? 0) : -1;
        if (top < 0 || !rules.mayLeave(top)) break;
        if (height > 0) height--;
        else low--;
        if ((rules.removed[top] ?? 0) === 0) this.removedCards[this.removedCount++] = top;
        rules.addRemoved(top);
        taken++;
      }
      if (dealt === 0 || board.stockLen - dealt >= this.dealLimit) break;
      for (let k = 0; k < dealCount && dealt > 0; k++) pile[height++] = stock[--dealt] ?? 0;
    }
    return taken;
  }
}
