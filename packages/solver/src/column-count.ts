import { CARD_COUNT } from '@forty-thieves/core';
import { PILE_CAPACITY, type Board } from '@forty-thieves/core/engine';
import { ColumnCopies } from './column-copies.js';
import { countHomeCopies } from './home-copies.js';

/** Columns kept whole that are tried in every combination; the others are bounded one by one. */
const ENUMERATED = 6;

/**
 * The count `root-bound.ts` compares with the columns (docs/solver.md, *The column count past the
 * first emptying*), kept up to date as the cards of Q are taken one by one rather than recounted
 * over every card at each stuck card. A card's share of the count reads its own copies dealt and
 * late, how many copies can be home (the least over the lower ranks of its suit, stuck copies
 * taken off) and the stuck copies of the card it may be built on. So a card dealt that is not
 * stuck changes its own share only, and one that is stuck the shares of its suit's cards from its
 * rank up (until how many can be home stops changing) and of the one card built on it. The sum is
 * the same integer a count from scratch gives.
 *
 * Only whether the count exceeds the columns is asked. With columns kept whole, the choice K that
 * last showed the answer within the columns is kept, its count kept up to date as shares change:
 * while that count stays within the columns the answer does too, without seeking the least again
 * (the answer is a lower bound on every choice's count; see `leastOverKept`).
 */
export class ColumnCount {
  /** Per card value: copies of Q dealt by then, stuck among them, and dealt only later. */
  private readonly upTo = new Uint8Array(CARD_COUNT);
  private readonly stuckUpTo = new Uint8Array(CARD_COUNT);
  private readonly late = new Uint8Array(CARD_COUNT);
  /** Per card value: copies home now (`seenFoundations` says for which foundations). */
  private readonly home = new Uint8Array(CARD_COUNT);
  private readonly seenFoundations = new Int32Array(8).fill(-1);
  /** Per card value: its share of the count, how many copies can be home, and the parent's copies that can be in the columns. */
  private readonly excess = new Int32Array(CARD_COUNT);
  private readonly homeable = new Int32Array(CARD_COUNT);
  private readonly parents = new Int32Array(CARD_COUNT);
  /** Per card value: the one card that may be built on it, or -1. */
  private readonly child = new Int16Array(CARD_COUNT).fill(-1);
  /** The count with no column kept whole: the sum of `excess`. */
  private total = 0;
  /** The choice K that last showed the answer within the columns (-1: none yet at this count): its columns, as bits. */
  private keptColumns = -1;
  private keptSize = 0;
  /** Per card value: copies in K's columns; and the excess they hold, the sum over cards of the lesser of the two. */
  private keptCopies = new Int32Array(CARD_COUNT);
  private spared = 0;
  /** Zero between uses (`leastOverKept` counts into it and clears what it counted): copies in the columns of the choice it tries, and the excess they hold. */
  private used = new Int32Array(CARD_COUNT);
  private held = 0;
  /** Where the copies lie and the excess each column holds (`gains`), read once the least is first sought. */
  private readonly copies: ColumnCopies;
  private readonly gains: Int32Array;
  private readonly order: Int32Array;

  /** `parent`: per card value, the one card it may be built on, or -1 (no two cards on the same one). */
  constructor(
    private readonly board: Board,
    private readonly parent: Int16Array,
  ) {
    for (let card = 0; card < CARD_COUNT; card++) {
      const on = parent[card] ?? -1;
      if (on >= 0) this.child[on] = card;
    }
    this.copies = new ColumnCopies(board);
    this.gains = this.copies.gains;
    this.order = new Int32Array(board.columnCount);
  }

  /**
   * Starts a count where `queue[0…from)` are dealt (those `stuck` marks still in the waste) and
   * `queue[known…n)` are dealt only after (`from` ≤ `known`). Counting the first cards at once
   * gives the count `add` would reach card by card: how many copies can be home is the least so
   * far along the suit, and the parent's copies read only the parent's stuck copies.
   */
  begin(queue: Uint8Array, known: number, n: number, stuck: Uint8Array, from: number): void {
    const { upTo, stuckUpTo, late, home, parent, homeable, parents, excess } = this;
    upTo.fill(0);
    stuckUpTo.fill(0);
    late.fill(0);
    for (let q = known; q < n; q++) bump(late, queue[q] ?? 0);
    for (let q = 0; q < from; q++) {
      const card = queue[q] ?? 0;
      bump(upTo, card);
      if (stuck[q] !== 0) bump(stuckUpTo, card);
    }
    if (this.foundationsMoved()) countHomeCopies(this.board, home);
    this.forget();
    this.copies.forget();
    this.total = 0;
    for (let card = 0; card < CARD_COUNT; card++) {
      const below = card % 13 === 0 ? 2 : (homeable[card - 1] ?? 0);
      homeable[card] = Math.min(below, 2 - (stuckUpTo[card] ?? 0));
      const on = parent[card] ?? -1;
      parents[card] = on < 0 ? 0 : Math.max(0, 2 - (stuckUpTo[on] ?? 0) - (home[on] ?? 0));
      excess[card] = 0;
      this.share(card);
    }
  }

  /** The next card of Q is dealt by then; `stuck`: it is still in the waste. */
  add(card: number, stuck: boolean): void {
    bump(this.upTo, card);
    if (!stuck) {
      this.share(card);
      return;
    }
    const { stuckUpTo, homeable } = this;
    bump(stuckUpTo, card);
    let canGoHome = Math.min(card % 13 === 0 ? 2 : (homeable[card - 1] ?? 0), 2 - (stuckUpTo[card] ?? 0));
    homeable[card] = canGoHome;
    this.share(card);
    // Higher ranks read the least so far: once it is what it was, it is so above too.
    for (let next = card + 1, end = card - (card % 13) + 13; next < end; next++) {
      canGoHome = Math.min(canGoHome, 2 - (stuckUpTo[next] ?? 0));
      if (canGoHome === homeable[next]) break;
      homeable[next] = canGoHome;
      this.share(next);
    }
    const on = this.child[card] ?? -1;
    if (on < 0) return;
    this.parents[on] = Math.max(0, 2 - (stuckUpTo[card] ?? 0) - (this.home[card] ?? 0));
    this.share(on);
  }

  /** Whether the count exceeds the columns (`least`: with every choice of columns kept whole, else with none). */
  exceeds(least: boolean): boolean {
    const columns = this.board.columnCount;
    if (this.total <= columns) return false;
    if (!least) return true;
    if (this.keptColumns >= 0 && this.keptSize + this.total - this.spared <= columns) return false;
    if (!this.copies.located) this.copies.locate(this.excess);
    return this.leastOverKept() > columns;
  }

  /** Sets a card's share from its terms (the copies that must be in the columns beyond the copies of its parent that can be there); keeps the sums. */
  private share(card: number): void {
    const inColumns = 2 - (this.upTo[card] ?? 0) - (this.late[card] ?? 0) - (this.homeable[card] ?? 0);
    const more = Math.max(0, inColumns - (this.parents[card] ?? 0));
    const before = this.excess[card] ?? 0;
    if (more === before) return;
    this.excess[card] = more;
    this.total += more - before;
    const kept = this.keptCopies[card] ?? 0;
    if (kept > 0) this.spared += Math.min(more, kept) - Math.min(before, kept);
    this.copies.change(card, before, more);
  }

  /** Counts column c's cards into the choice `leastOverKept` tries (`change` 1) or out of it (-1), and the excess they hold. */
  private hold(c: number, change: number): void {
    const { board, used, excess } = this;
    for (let j = 0, at = c * PILE_CAPACITY, len = board.colLen[c] ?? 0; j < len; j++) {
      const card = board.cells[at + j] ?? 0;
      if (change > 0 && (used[card] ?? 0) < (excess[card] ?? 0)) this.held++;
      used[card] = (used[card] ?? 0) + change;
      if (change < 0 && (used[card] ?? 0) < (excess[card] ?? 0)) this.held--;
    }
  }

  /** Makes the columns `mask` picks (bits of `order`'s first places) K. */
  private keep(mask: number): void {
    this.forget();
    const board = this.board;
    let columns = 0;
    for (let i = 0; mask >> i !== 0; i++) {
      if (((mask >> i) & 1) === 0) continue;
      const c = this.order[i] ?? 0;
      columns |= 1 << c;
      this.keptSize++;
      for (let j = 0, at = c * PILE_CAPACITY, len = board.colLen[c] ?? 0; j < len; j++) {
        const card = board.cells[at + j] ?? 0;
        if ((this.keptCopies[card] ?? 0) < (this.excess[card] ?? 0)) this.spared++;
        bump(this.keptCopies, card);
      }
    }
    this.keptColumns = columns;
  }

  /** Makes the choice `leastOverKept` holds (`mask`) K: its copies are counted, so the counts trade places (K's, cleared, is the next zero). */
  private adopt(mask: number): void {
    const cleared = this.keptCopies;
    if (this.keptColumns > 0) cleared.fill(0);
    this.keptCopies = this.used;
    this.used = cleared;
    this.spared = this.held;
    this.keptSize = popCount(mask);
    let columns = 0;
    for (let i = 0; mask >> i !== 0; i++) if (((mask >> i) & 1) !== 0) columns |= 1 << (this.order[i] ?? 0);
    this.keptColumns = columns;
  }

  /** No choice K kept. */
  private forget(): void {
    if (this.keptColumns > 0) this.keptCopies.fill(0);
    this.keptColumns = -1;
    this.keptSize = 0;
    this.spared = 0;
  }

  /** Whether the foundations differ from those the copies home were last counted from (and notes them). */
  private foundationsMoved(): boolean {
    let moved = false;
    for (let f = 0; f < 8; f++) {
      const seen = ((this.board.fSuit[f] ?? -1) + 1) * 16 + (this.board.fTop[f] ?? 0);
      if (seen !== this.seenFoundations[f]) moved = true;
      this.seenFoundations[f] = seen;
    }
    return moved;
  }

  /**
   * Keeping column c whole costs one column and spares at most `gains[c]` of the excess (its
   * copies of cards in excess), and what several kept columns spare is at most the sum of what
   * each spares: so columns sparing one or none never help, the `ENUMERATED` that spare most are
   * tried in every combination, and the rest are counted as sparing all they could. A choice's
   * count is the columns kept plus the excess they do not hold: the total less what they hold,
   * counted over their own cards. The answer is at most any choice's count, kept or not: adding a
   * column c to a choice lowers its count by at most `gains[c]` − 1. The choice that shows the
   * answer within the columns is kept as K: while its count stays within them, or it is still among
   * the columns tried and its count less the rest does, the answer does too.
   */
  private leastOverKept(): number {
    const { board, gains, order } = this;
    let helpful = 0;
    for (let c = 0; c < board.columnCount; c++) {
      const gain = gains[c] ?? 0;
      if (gain < 2) continue;
      // By gain, most first; columns of equal gain in column order.
      let j = helpful++;
      for (; j > 0 && (gains[order[j - 1] ?? 0] ?? 0) < gain; j--) order[j] = order[j - 1] ?? 0;
      order[j] = c;
    }
    let rest = 0;
    for (let i = ENUMERATED; i < helpful; i++) rest += (gains[order[i] ?? 0] ?? 0) - 1;
    const tried = Math.min(helpful, ENUMERATED);
    const columns = board.columnCount;
    // K among the columns tried is one of the choices the least is taken over.
    let triedColumns = 0;
    for (let i = 0; i < tried; i++) triedColumns |= 1 << (order[i] ?? 0);
    const keptCount = this.keptSize + this.total - this.spared;
    if (this.keptColumns >= 0 && (this.keptColumns & ~triedColumns) === 0 && keptCount - rest <= columns) return keptCount - rest;
    // Every column kept first (the likeliest least), then the other choices in Gray-code order,
    // one column put back or taken out a step; stops once the answer cannot exceed the columns.
    let mask = (1 << tried) - 1;
    this.held = 0;
    for (let i = 0; i < tried; i++) this.hold(order[i] ?? 0, 1);
    let count = tried + this.total - this.held;
    let least = count;
    let within = count - rest <= columns ? mask : -1;
    for (let step = 1; step < 1 << tried && least - rest > columns; step++) {
      const bit = 31 - Math.clz32(step & -step);
      const change = ((mask >> bit) & 1) === 0 ? 1 : -1;
      mask ^= 1 << bit;
      this.hold(order[bit] ?? 0, change);
      count = popCount(mask) + this.total - this.held;
      least = Math.min(least, count);
      if (count - rest <= columns) within = mask;
    }
    if (within === mask) {
      this.adopt(mask);
      return least - rest;
    }
    for (let i = 0; i < tried; i++) if (((mask >> i) & 1) !== 0) this.hold(order[i] ?? 0, -1);
    if (within >= 0) this.keep(within);
    return least - rest;
  }
}

function popCount(bits: number): number {
  let n = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) n++;
  return n;
}

function bump(counts: Uint8Array | Int32Array, card: number): void {
  counts[card] = (counts[card] ?? 0) + 1;
}
