import { CARD_COUNT } from '@forty-thieves/core';
import { PILE_CAPACITY, type Board } from '@forty-thieves/core/engine';
import { ColumnCount } from './column-count.js';
import { FirstEmptying } from './first-emptying.js';
import { WasteBound } from './waste-bound.js';

/**
 * A sound test that a one-card position cannot be won because, at some moment every win passes
 * through, more columns would have to hold cards than there are (docs/solver.md, *The column count
 * past the first emptying*, has the argument). It reads the waste bound's relaxation (`waste-bound.ts`)
 * and applies where that does: no redeal left, no empty column now, one card moving at a time;
 * and only where each card may be built on one card at most and no two cards on the same one
 * (building down in suit), so that a card lying on another is on the one card it may be built on.
 *
 * In short. Let *d* be the fewest cards any play deals before its first column empties (the waste
 * bound with the stock cut to *d* − 1 cards fires), and Q the waste from its bottom up, then the
 * first *d* cards of the stock. A card of Q the relaxed waste never gives up (*stuck*) is still in
 * the waste when the first column empties, and leaves it only after every card dealt above it. So
 * for each stuck card *z*, at the moment *T* just before *z* leaves the waste, the stuck cards of Q
 * up to *z* are in the waste, the other cards of Q up to *z* may be, the stock's later cards may
 * still be in the stock, and every other card not home is in a column. A foundation holds one copy
 * of each rank up to its height, so at most `h` = min over the ranks *q* up to *r* of (2 − stuck
 * copies of *q*) copies of a rank-*r* card are home. At *T*, a column card that has not moved since
 * now lies on the card it lay on now, and its column's bottom has not moved either; one that moved
 * lies on a copy of the card it may be built on, or at the bottom of a column. So for the set K of
 * columns whose bottom has not moved, the columns holding cards number at least |K| plus, for each
 * card, the copies that must be in the columns, less those in K's columns, less the copies of the
 * card it may be built on that can be in the columns then. More than the columns there are, for
 * every K, is a contradiction: no win passes *T*, and none avoids it.
 */
export class RootBound {
  // Protected, not private: the test's rule computed from scratch (test/root-bound-scratch.ts)
  // shares all but the count with this one.
  readonly applies: boolean;
  /** How many positions the test proved lost (for measuring). */
  fired = 0;
  protected readonly bound: WasteBound;
  /** Whether `bound` is the search's own, asked at the same position just before (see the constructor). */
  private readonly shared: boolean;
  private readonly cut: FirstEmptying;
  /** Per card value: the one card it may be built on, or -1. */
  protected readonly parent = new Int16Array(CARD_COUNT).fill(-1);
  protected readonly queue = new Uint8Array(4 * PILE_CAPACITY);
  protected readonly stuck = new Uint8Array(4 * PILE_CAPACITY);
  private readonly pile = new Int32Array(4 * PILE_CAPACITY);
  private readonly count: ColumnCount;
  /**
   * The first check's last answer (`lastLevelOver`) and what it read: Q (`seenQueue`, `seenLength` cards) and the
   * foundations. Draws and column moves change neither, so most asks repeat the last one's.
   */
  private readonly seenQueue = new Uint8Array(4 * PILE_CAPACITY);
  private seenLength = -1;
  private readonly seenFoundations = new Int32Array(8);
  private seenLast = -1;
  /** With `seenLast`: the first level where that count exceeds the columns (the real count cannot before it). */
  private seenFirst = -1;

  /**
   * `shared`: the search's own waste bound, which it asks at every position just before this rule
   * (and asks this rule only where the bound answered false). Its growth, stopped at the first
   * column wholly in M, is then finished here rather than grown again from nothing.
   */
  constructor(
    protected readonly board: Board,
    shared?: WasteBound,
  ) {
    const { targets, targetCount, sequence } = board.tables;
    let applies = !sequence;
    const taken = new Uint8Array(CARD_COUNT);
    for (let card = 0; card < CARD_COUNT && applies; card++) {
      const n = targetCount[card] ?? 0;
      if (n > 1) applies = false;
      if (n !== 1) continue;
      const target = targets[card * 4] ?? 0;
      if ((taken[target] ?? 0) !== 0) applies = false;
      taken[target] = 1;
      this.parent[card] = target;
    }
    this.applies = applies;
    this.bound = shared ?? new WasteBound(board);
    this.shared = shared !== undefined;
    this.cut = new FirstEmptying(board);
    this.count = new ColumnCount(board, this.parent);
  }

  /** True only when the position is proved lost. */
  isLost(): boolean {
    const board = this.board;
    if (!this.applies || board.redealsLeft > 0) return false;
    for (let c = 0; c < board.columnCount; c++) if ((board.colLen[c] ?? 0) === 0) return false;
    // Every card of Q stuck and dealt by then only raises each level's count, and keeping no
    // column whole is one of the choices the count takes the least of: where even that count
    // never exceeds the columns, the test cannot fire, and the waste bound's growth is spared;
    // and past the last level where it does, the test cannot fire either.
    const n = this.layOut();
    const last = this.lastLevelOver(n);
    if (last < 0) return false;
    const first = this.seenFirst;
    if (this.shared ? this.bound.finish() === 0 : this.bound.isLost(true)) return this.proved();
    const known = board.wasteLen + this.firstEmptyingDeal();
    this.markStuck(n);
    return this.exceeds(Math.min(first, known), Math.min(known, last + 1), known, n) ? this.proved() : false;
  }

  /**
   * Whether the least count over the columns kept exceeds the columns at some level of Q from
   * `from` to below `end`, with the first `known` cards of Q dealt by then. Below the first level
   * where the count with every card stuck and dealt exceeds the columns, the real count, no
   * higher, cannot: the cards below `from` are counted at once.
   */
  private exceeds(from: number, end: number, known: number, n: number): boolean {
    const { queue, stuck, count } = this;
    count.begin(queue, known, n, stuck, from);
    for (let z = from; z < end; z++) {
      const isStuck = stuck[z] !== 0;
      count.add(queue[z] ?? 0, isStuck);
      if (isStuck && count.exceeds(true)) return true;
    }
    return false;
  }

  /**
   * The last level of Q at which the count with every card of Q stuck and dealt by then, and no
   * column kept whole, exceeds the columns (-1: none). It reads only Q and the foundations, which
   * draws and column moves do not change: the last answer is kept with what it read.
   */
  private lastLevelOver(n: number): number {
    const board = this.board;
    const { queue, seenQueue, seenFoundations, count } = this;
    let same = n === this.seenLength;
    for (let f = 0; f < 8; f++) {
      const seen = ((board.fSuit[f] ?? -1) + 1) * 16 + (board.fTop[f] ?? 0);
      if (seen !== seenFoundations[f]) same = false;
      seenFoundations[f] = seen;
    }
    for (let q = 0; q < n && same; q++) if (queue[q] !== seenQueue[q]) same = false;
    if (same) return this.seenLast;
    let first = -1;
    seenQueue.set(queue.subarray(0, n));
    this.seenLength = n;
    let last = -1;
    count.begin(queue, n, n, this.stuck, 0);
    for (let z = 0; z < n; z++) {
      count.add(queue[z] ?? 0, true);
      if (!count.exceeds(false)) continue;
      last = z;
      if (first < 0) first = z;
    }
    this.seenLast = last;
    this.seenFirst = first;
    return last;
  }

  protected proved(): boolean {
    this.fired++;
    return true;
  }

  /** The fewest cards a play deals before a column empties: the waste bound, with the stock cut, says none can before. */
  protected firstEmptyingDeal(): number {
    return this.cut.firstEmptyingDeal();
  }

  /**
   * Marks in `stuck` the places of Q (`queue`, `n` cards) that the relaxed waste, played again with
   * the waste bound's M and R at their fixpoint, never takes off.
   */
  protected markStuck(n: number): void {
    const board = this.board;
    const rules = this.bound.rules;
    const { queue, stuck, pile } = this;
    stuck.fill(1, 0, n);
    // The same greedy play as the bound's (it leaves the same counts behind).
    rules.clearRemoved(this.bound.removedCards, this.bound.removedCount);
    const dealCount = board.tables.dealCount;
    let height = 0;
    let low = board.wasteLen;
    let next = low;
    for (;;) {
      for (;;) {
        const at = height > 0 ? (pile[height - 1] ?? 0) : low - 1;
        if (at < 0 || !rules.mayLeave(queue[at] ?? 0)) break;
        if (height > 0) height--;
        else low--;
        stuck[at] = 0;
        rules.addRemoved(queue[at] ?? 0);
      }
      if (next >= n) break;
      for (let k = 0; k < dealCount && next < n; k++) pile[height++] = next++;
    }
  }

  /** Lays out Q in `queue`: the waste from its bottom card up, then the stock in dealing order; returns its length. */
  protected layOut(): number {
    const board = this.board;
    let n = 0;
    for (let i = 0; i < board.wasteLen; i++) this.queue[n++] = board.waste[i] ?? 0;
    for (let k = board.stockLen - 1; k >= 0; k--) this.queue[n++] = board.stock[k] ?? 0;
    return n;
  }
}
