import { CARD_COUNT } from '@forty-thieves/core';
import { PILE_CAPACITY, type Board } from '@forty-thieves/core/engine';
import { RootBound } from '../src/root-bound.js';
import { WasteBound } from '../src/waste-bound.js';

/*
 * The column count past the first emptying as first written (session 21): every ask counts from
 * scratch, over all 52 cards at each stuck card, with no answer kept from an earlier ask. The
 * solver's `RootBound` keeps work from ask to ask and must answer exactly as this does
 * (`root-bound-fast.test.ts`); the argument is in `src/root-bound.ts` and docs/solver.md.
 */

/** Columns kept whole that are tried in every combination; the others are bounded one by one. */
const ENUMERATED = 6;

/** The rule of `RootBound` with its count made from scratch at every ask: Q and the stuck cards are found as there, *d* by the halving search first written, and the waste bound grown from nothing. */
export class ScratchRootBound extends RootBound {
  private readonly upTo = new Uint8Array(CARD_COUNT);
  private readonly stuckUpTo = new Uint8Array(CARD_COUNT);
  private readonly late = new Uint8Array(CARD_COUNT);
  private readonly home = new Uint8Array(CARD_COUNT);
  private readonly excess = new Int32Array(CARD_COUNT);
  private readonly used = new Int32Array(CARD_COUNT);
  private readonly gains: Int32Array;
  private readonly order: Int32Array;
  private readonly scratchCut: WasteBound;

  constructor(board: Board) {
    super(board);
    this.gains = new Int32Array(board.columnCount);
    this.order = new Int32Array(board.columnCount);
    this.scratchCut = new WasteBound(board);
  }

  /** *d* as first found: a halving search over the stock cut, each probe a growth of the waste bound from nothing. */
  protected override firstEmptyingDeal(): number {
    const stock = this.board.stockLen;
    if (stock === 0) return 0;
    const cut = this.scratchCut;
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

  /** True only when the position is proved lost. */
  override isLost(): boolean {
    const board = this.board;
    if (!this.applies || board.redealsLeft > 0) return false;
    for (let c = 0; c < board.columnCount; c++) if ((board.colLen[c] ?? 0) === 0) return false;
    // Every card of Q stuck and dealt by then only raises each level's count, and keeping no
    // column whole is one of the choices the count takes the least of: where even that count
    // never exceeds the columns, the test cannot fire, and the waste bound's growth is spared.
    const n = this.layOut();
    this.stuck.fill(1, 0, n);
    if (!this.scratchExceeds(n, n, false)) return false;
    if (this.bound.isLost(true)) return this.proved();
    const known = board.wasteLen + this.firstEmptyingDeal();
    this.markStuck(n);
    return this.scratchExceeds(known, n, true) ? this.proved() : false;
  }

  /** Whether some level's count, with the first `known` cards of Q dealt by then, exceeds the columns (`least`: over the columns kept, else with none). */
  private scratchExceeds(known: number, n: number, least: boolean): boolean {
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
