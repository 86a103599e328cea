import { CARD_COUNT } from '@forty-thieves/core';
import { PILE_CAPACITY, type Board } from '@forty-thieves/core/engine';
import { WasteBound } from '../src/waste-bound.js';

/*
 * The column count past the first emptying as first written (session 21): every ask counts from
 * scratch, over all 52 cards at each stuck card, with no answer kept from an earlier ask. The
 * solver's `RootBound` keeps work from ask to ask and must answer exactly as this does
 * (`root-bound-fast.test.ts`); the argument is in `src/root-bound.ts` and docs/solver.md.
 */

/** Columns kept whole that are tried in every combination; the others are bounded one by one. */
const ENUMERATED = 6;

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
export class ScratchRootBound {
  readonly applies: boolean;
  /** How many positions the test proved lost (for measuring). */
  fired = 0;
  private readonly bound: WasteBound;
  private readonly cut: WasteBound;
  /** Per card value: the one card it may be built on, or -1. */
  private readonly parent = new Int16Array(CARD_COUNT).fill(-1);
  private readonly queue = new Uint8Array(4 * PILE_CAPACITY);
  private readonly stuck = new Uint8Array(4 * PILE_CAPACITY);
  private readonly pile = new Int32Array(4 * PILE_CAPACITY);
  private readonly upTo = new Uint8Array(CARD_COUNT);
  private readonly stuckUpTo = new Uint8Array(CARD_COUNT);
  private readonly late = new Uint8Array(CARD_COUNT);
  private readonly home = new Uint8Array(CARD_COUNT);
  private readonly excess = new Int32Array(CARD_COUNT);
  private readonly used = new Int32Array(CARD_COUNT);
  private readonly gains: Int32Array;
  private readonly order: Int32Array;

  constructor(private readonly board: Board) {
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
    this.bound = new WasteBound(board);
    this.cut = new WasteBound(board);
    this.gains = new Int32Array(board.columnCount);
    this.order = new Int32Array(board.columnCount);
  }

  /** True only when the position is proved lost. */
  isLost(): boolean {
    const board = this.board;
    if (!this.applies || board.redealsLeft > 0) return false;
    for (let c = 0; c < board.columnCount; c++) if ((board.colLen[c] ?? 0) === 0) return false;
    // Every card of Q stuck and dealt by then only raises each level's count, and keeping no
    // column whole is one of the choices the count takes the least of: where even that count
    // never exceeds the columns, the test cannot fire, and the waste bound's growth is spared.
    const n = this.layOut();
    this.stuck.fill(1, 0, n);
    if (!this.exceeds(n, n, false)) return false;
    if (this.bound.isLost(true)) return this.proved();
    const known = board.wasteLen + this.firstEmptyingDeal();
    this.markStuck(n);
    return this.exceeds(known, n, true) ? this.proved() : false;
  }

  /** Whether some level's count, with the first `known` cards of Q dealt by then, exceeds the columns (`least`: over the columns kept, else with none). */
  private exceeds(known: number, n: number, least: boolean): boolean {
    const board = this.board;
    const { upTo, stuckUpTo, late, queue, stuck } = this;
    upTo.fill(0);
    stuckUpTo.fill(0);
    late.fill(0);
    for (let q = known; q < n; q++) bump(late, queue[q] ?? 0);
    this.countHome();
    for (let z = 0; z < known; z++) {
      const card = queue[z] ?? 0;
      bump(upTo, card);
      if (stuck[z] === 0) continue;
      bump(stuckUpTo, card);
      if (this.columnsNeeded(least) > board.columnCount) return true;
    }
    return false;
  }

  private proved(): boolean {
    this.fired++;
    return true;
  }

  /** The fewest cards a play deals before a column empties: the waste bound, with the stock cut, says none can before. */
  private firstEmptyingDeal(): number {
    const stock = this.board.stockLen;
    if (stock === 0) return 0;
    const cut = this.cut;
    cut.dealLimit = stock - 1;
    if (cut.isLost()) return stock;
    // The bound only fires more with fewer cards: the least count at which it does not.
    let low = 0;
    let high = stock - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      cut.dealLimit = mid;
      if (cut.isLost()) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * Marks in `stuck` the places of Q (`queue`, `n` cards) that the relaxed waste, played again with
   * the waste bound's M and R at their fixpoint, never takes off.
   */
  private markStuck(n: number): void {
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
  private layOut(): number {
    const board = this.board;
    let n = 0;
    for (let i = 0; i < board.wasteLen; i++) this.queue[n++] = board.waste[i] ?? 0;
    for (let k = board.stockLen - 1; k >= 0; k--) this.queue[n++] = board.stock[k] ?? 0;
    return n;
  }

  private countHome(): void {
    const board = this.board;
    this.home.fill(0);
    for (let f = 0; f < 8; f++) {
      const suit = board.fSuit[f] ?? -1;
      if (suit < 0) continue;
      for (let rank = 1, top = board.fTop[f] ?? 0; rank <= top; rank++) bump(this.home, suit * 13 + rank - 1);
    }
  }

  /**
   * A lower bound on the columns holding cards at the moment the top card of `stuckUpTo` leaves
   * the waste: per card, the copies that must be in the columns beyond the copies of its parent
   * that can be there (`excess`), then the least over the columns kept whole.
   */
  private columnsNeeded(least: boolean): number {
    const { upTo, stuckUpTo, late, home, excess, parent } = this;
    let total = 0;
    for (let suit = 0; suit < 4; suit++) {
      let homeable = 2;
      for (let rank = 1; rank <= 13; rank++) {
        const card = suit * 13 + rank - 1;
        homeable = Math.min(homeable, 2 - (stuckUpTo[card] ?? 0));
        const inColumns = 2 - (upTo[card] ?? 0) - (late[card] ?? 0) - homeable;
        const on = parent[card] ?? -1;
        const parents = on < 0 ? 0 : Math.max(0, 2 - (stuckUpTo[on] ?? 0) - (home[on] ?? 0));
        const more = Math.max(0, inColumns - parents);
        excess[card] = more;
        total += more;
      }
    }
    if (!least || total <= this.board.columnCount) return total;
    return this.leastOverKept();
  }

  /**
   * Keeping column c whole costs one column and spares at most `gains[c]` of the excess (its
   * copies of cards in excess), and what several kept columns spare is at most the sum of what
   * each spares: so columns sparing one or none never help, the `ENUMERATED` that spare most are
   * tried in every combination, and the rest are counted as sparing all they could.
   */
  private leastOverKept(): number {
    const board = this.board;
    const { gains, order, used, excess } = this;
    let helpful = 0;
    for (let c = 0; c < board.columnCount; c++) {
      used.fill(0);
      let gain = 0;
      for (let i = 0, at = c * PILE_CAPACITY, len = board.colLen[c] ?? 0; i < len; i++) {
        const card = board.cells[at + i] ?? 0;
        if ((used[card] ?? 0) < (excess[card] ?? 0)) {
          bump(used, card);
          gain++;
        }
      }
      gains[c] = gain;
      if (gain >= 2) order[helpful++] = c;
    }
    const ranked = Array.from(order.subarray(0, helpful)).sort((a, b) => (gains[b] ?? 0) - (gains[a] ?? 0));
    let rest = 0;
    for (let i = ENUMERATED; i < ranked.length; i++) rest += (gains[ranked[i] ?? 0] ?? 0) - 1;
    const tried = Math.min(ranked.length, ENUMERATED);
    let least = Infinity;
    // Every column kept first (the likeliest least); stops once the answer cannot exceed the columns.
    for (let mask = (1 << tried) - 1; mask >= 0 && least - rest > board.columnCount; mask--) {
      used.fill(0);
      let kept = 0;
      for (let i = 0; i < tried; i++) {
        if (((mask >> i) & 1) === 0) continue;
        kept++;
        const c = ranked[i] ?? 0;
        for (let j = 0, at = c * PILE_CAPACITY, len = board.colLen[c] ?? 0; j < len; j++) bump(used, board.cells[at + j] ?? 0);
      }
      let count = kept;
      for (let card = 0; card < CARD_COUNT; card++) count += Math.max(0, (excess[card] ?? 0) - (used[card] ?? 0));
      least = Math.min(least, count);
    }
    return least - rest;
  }
}

function bump(counts: Uint8Array | Int32Array, card: number): void {
  counts[card] = (counts[card] ?? 0) + 1;
}
