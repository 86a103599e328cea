import { CARD_COUNT, KING, rankOf, suitOf, type Card } from './cards.js';
import { FLIP_BIT, FOUNDATION_BASE, STOCK, WASTE, codeCount, codeFrom, codeTo, encodeMove, type MoveCode } from './move-code.js';
import { ruleTables, type RuleTables } from './rule-tables.js';
import type { VariantPlugin } from './variant.js';

/** One more than the cards: index CARD_COUNT stands for "no card" in `targetWords` and stays 0. */
const SHARED_TOP_MASK = new Int32Array(CARD_COUNT + 1);
const SHARED_HOME_MASK = new Int32Array(CARD_COUNT);
/**
 * The foundations SHARED_HOME_MASK was built for, as a board's `foundationWords` (0x7f7f7f7f:
 * none yet, no rank is 127). The home index depends on the foundations alone, which most moves
 * leave alone, so `generateMoves` rebuilds it only when they differ.
 */
const SHARED_HOME_SEEN = new Int32Array(4).fill(0x7f7f7f7f);

/** Room for every card in one pile. */
export const PILE_CAPACITY = 104;
/** Enough room for every move of any position (16 columns × 13-card runs × 16 targets, and more). */
export const MAX_MOVES = 4096;

/**
 * The one rules engine's state: a compact, mutable board with allocation-free move generation,
 * apply and undo. Everything outside the engine (session, CLI, UI, tests) sees it through
 * {@link positionOf} snapshots and the portable notation.
 *
 * Columns share one flat array: column `c`'s cards are `cells[c * 104 …]`, bottom first; the first
 * `colDown[c]` of them are face down. Foundations are a suit and a top rank (they always hold
 * Ace…top of one suit).
 */
export class Board {
  readonly tables: RuleTables;
  readonly columnCount: number;
  readonly cells = new Uint8Array(FOUNDATION_BASE * PILE_CAPACITY);
  readonly colLen = new Uint8Array(FOUNDATION_BASE);
  readonly colDown = new Uint8Array(FOUNDATION_BASE);
  /**
   * `fTop` then `fSuit` (views of it) as four 32-bit words: a search that keeps something that
   * depends on the foundations alone copies these and checks them with `foundationsAre`.
   */
  readonly foundationWords = new Int32Array(4);
  readonly fTop = new Uint8Array(this.foundationWords.buffer, 0, 8);
  readonly fSuit = new Int8Array(this.foundationWords.buffer, 8, 8).fill(-1);
  readonly stock = new Uint8Array(PILE_CAPACITY);
  readonly waste = new Uint8Array(PILE_CAPACITY);
  stockLen = 0;
  wasteLen = 0;
  redealsLeft = 0;

  constructor(readonly plugin: VariantPlugin) {
    this.tables = ruleTables(plugin);
    this.columnCount = plugin.layout.columns;
    this.targetWords = this.tables.targetWords;
  }

  /** Whether `words`, a copy of `foundationWords`, describes the foundations as they are now. */
  foundationsAre(words: Int32Array): boolean {
    const now = this.foundationWords;
    return words[0] === now[0] && words[1] === now[1] && words[2] === now[2] && words[3] === now[3];
  }

  /** An independent copy of this board. */
  clone(): Board {
    const copy = new Board(this.plugin);
    copy.cells.set(this.cells);
    copy.colLen.set(this.colLen);
    copy.colDown.set(this.colDown);
    copy.fTop.set(this.fTop);
    copy.fSuit.set(this.fSuit);
    copy.stock.set(this.stock);
    copy.waste.set(this.waste);
    copy.stockLen = this.stockLen;
    copy.wasteLen = this.wasteLen;
    copy.redealsLeft = this.redealsLeft;
    return copy;
  }

  /** The top card of column `c`, or -1 when it is empty. */
  columnTop(c: number): number {
    const len = this.colLen[c] ?? 0;
    return len === 0 ? -1 : (this.cells[c * PILE_CAPACITY + len - 1] ?? -1);
  }

  /** Column `c`'s cards, bottom first. */
  columnCards(c: number): Card[] {
    const start = c * PILE_CAPACITY;
    return Array.from(this.cells.subarray(start, start + (this.colLen[c] ?? 0)));
  }

  /** Length of the movable sequence on top of column `c` (1 in one-card variants, 0 when empty). */
  movableRun(c: number): number {
    const len = this.colLen[c] ?? 0;
    if (len === 0) return 0;
    return this.tables.sequence ? this.buildRun(c) : 1;
  }

  /** Length of the built run of face-up cards on top of column `c`, whatever the move policy. */
  buildRun(c: number): number {
    const len = this.colLen[c] ?? 0;
    if (len === 0) return 0;
    const base = c * PILE_CAPACITY;
    const faceUp = len - (this.colDown[c] ?? 0);
    const accepts = this.tables.accepts;
    const cells = this.cells;
    let run = 1;
    while (run < faceUp && accepts[(cells[base + len - run] ?? 0) * CARD_COUNT + (cells[base + len - run - 1] ?? 0)] === 1) run++;
    return run;
  }

  /** All eight foundations complete, Ace to King. */
  isWon(): boolean {
    for (let f = 0; f < 8; f++) if (this.fTop[f] !== KING) return false;
    return true;
  }

  /** Cards on the foundations, 8…104. */
  foundationCount(): number {
    let total = 0;
    for (let f = 0; f < 8; f++) total += this.fTop[f] ?? 0;
    return total;
  }

  /**
   * Writes every legal rule move into `out` and returns how many. Each move is listed once per
   * source, count and destination, except that among empty foundations only the lowest-numbered
   * is listed, and likewise among empty columns (which take only what the plugin's `emptyColumn`
   * policy allows).
   *
   * For speed it first indexes the position: `topMask[card]` has bit d set when column d shows
   * `card`, `homeMask[card]` bit f when foundation f takes `card` next (an Ace: the lowest empty
   * foundation only); a source card then finds its destinations from the few cards it may be built
   * on instead of scanning every pile.
   */
  generateMoves(out: Int32Array): number {
    const columns = this.columnCount;
    const cells = this.cells;
    const colLen = this.colLen;
    const topMask = this.topMask;
    const homeMask = this.homeMask;
    // The plugin's empty-column policy: docs/rules.md's 'any' skips the per-card lookup.
    const anyIntoEmpty = this.tables.emptyColumn === 'any';
    const emptyFromColumn = this.tables.emptyFromColumn;
    const { accepts, sequence } = this.tables;
    let firstEmpty = -1;
    for (let c = 0; c < columns; c++) {
      const len = colLen[c] ?? 0;
      if (len === 0) {
        if (firstEmpty < 0) firstEmpty = c;
      } else {
        const top = cells[c * PILE_CAPACITY + len - 1] ?? 0;
        topMask[top] = (topMask[top] ?? 0) | (1 << c);
      }
    }
    if (!this.foundationsAre(SHARED_HOME_SEEN)) {
      SHARED_HOME_SEEN.set(this.foundationWords);
      homeMask.fill(0);
      // Aces go to the lowest empty foundation only (the last found, going down); in the index
      // too, so no source needs its rank.
      let aceMask = 0;
      for (let f = 7; f >= 0; f--) {
        const top = this.fTop[f] ?? 0;
        if (top === 0) aceMask = 1 << f;
        else if (top < KING) {
          const next = (this.fSuit[f] ?? 0) * 13 + top;
          homeMask[next] = (homeMask[next] ?? 0) | (1 << f);
        }
      }
      for (let s = 0; s < 4; s++) homeMask[s * 13] = aceMask;
    }
    let n = 0;
    for (let c = 0; c < columns; c++) {
      const len = colLen[c] ?? 0;
      if (len === 0) continue;
      const base = c * PILE_CAPACITY;
      const top = cells[base + len - 1] ?? 0;
      n = this.homeMoves(out, n, c, top);
      n = this.columnMoves(out, n, c, top, 1, anyIntoEmpty || emptyFromColumn[top] === 1 ? firstEmpty : -1);
      if (!sequence) continue;
      // Walk down the built run of face-up cards: each longer part of it is one more source.
      const faceUp = len - (this.colDown[c] ?? 0);
      let upper = top;
      for (let k = 2; k <= faceUp; k++) {
        const bottom = cells[base + len - k] ?? 0;
        if (accepts[upper * CARD_COUNT + bottom] !== 1) break;
        n = this.columnMoves(out, n, c, bottom, k, anyIntoEmpty || emptyFromColumn[bottom] === 1 ? firstEmpty : -1);
        upper = bottom;
      }
    }
    if (this.wasteLen > 0) {
      const top = this.waste[this.wasteLen - 1] ?? 0;
      n = this.homeMoves(out, n, WASTE, top);
      n = this.columnMoves(out, n, WASTE, top, 1, anyIntoEmpty || this.tables.emptyFromWaste[top] === 1 ? firstEmpty : -1);
    }
    if (this.stockLen > 0) {
      out[n++] = encodeMove(STOCK, WASTE, Math.min(this.tables.dealCount, this.stockLen));
    } else if (this.wasteLen > 0 && this.redealsLeft > 0) {
      out[n++] = encodeMove(WASTE, STOCK, this.wasteLen);
    }
    // Leave the index clean for the next call.
    for (let c = 0; c < columns; c++) {
      const len = colLen[c] ?? 0;
      if (len > 0) topMask[cells[c * PILE_CAPACITY + len - 1] ?? 0] = 0;
    }
    return n;
  }

  /**
   * Scratch indexes of `generateMoves`: `topMask` all zero between calls, `homeMask` kept for the
   * foundations in SHARED_HOME_SEEN. Shared by every board: JavaScript runs one call at a time (a
   * worker has its own copy of this module), and one shared pair stays in the cache where a pair
   * per board would not.
   */
  private readonly topMask = SHARED_TOP_MASK;
  private readonly homeMask = SHARED_HOME_MASK;
  /** The rule tables' build targets, kept on the board so the hot loop reads them directly. */
  private readonly targetWords: Int32Array;

  /** Moves of `card` from pile `from` to the foundations that take it. */
  private homeMoves(out: Int32Array, start: number, from: number, card: number): number {
    let n = start;
    let mask = this.homeMask[card] ?? 0;
    while (mask !== 0) {
      const f = 31 - Math.clz32(mask & -mask);
      mask &= mask - 1;
      out[n++] = encodeMove(from, FOUNDATION_BASE + f, 1);
    }
    return n;
  }

  /** Moves of `count` cards with `bottom` as the lowest from pile `from` to columns, lowest column first. */
  private columnMoves(out: Int32Array, start: number, from: number, bottom: number, count: number, firstEmpty: number): number {
    let n = start;
    const topMask = this.topMask;
    const t = this.targetWords[bottom] ?? 0;
    let mask = firstEmpty >= 0 ? 1 << firstEmpty : 0;
    mask |= (topMask[t & 255] ?? 0) | (topMask[(t >> 8) & 255] ?? 0) | (topMask[(t >> 16) & 255] ?? 0) | (topMask[t >>> 24] ?? 0);
    mask &= ~(1 << from);
    while (mask !== 0) {
      const d = 31 - Math.clz32(mask & -mask);
      mask &= mask - 1;
      out[n++] = encodeMove(from, d, count);
    }
    return n;
  }

  /** Applies a legal move (unchecked: see `explainIllegal`) and returns its undo record. */
  apply(code: MoveCode): MoveCode {
    const from = codeFrom(code);
    const to = codeTo(code);
    const count = codeCount(code);
    if (from === STOCK) {
      for (let i = 0; i < count; i++) this.waste[this.wasteLen++] = this.stock[--this.stockLen] ?? 0;
      return code;
    }
    if (to === STOCK) {
      for (let i = 0; i < count; i++) this.stock[this.stockLen++] = this.waste[--this.wasteLen] ?? 0;
      this.redealsLeft--;
      return code;
    }
    let flip = 0;
    if (from === WASTE) {
      this.place(to, this.waste, --this.wasteLen, 1);
    } else {
      const len = (this.colLen[from] ?? 0) - count;
      this.place(to, this.cells, from * PILE_CAPACITY + len, count);
      this.colLen[from] = len;
      if (len > 0 && len === this.colDown[from]) {
        this.colDown[from] = len - 1;
        flip = FLIP_BIT;
      }
    }
    return code | flip;
  }

  /** Puts `count` cards from `source[at…]` onto pile `to` (a column, or a foundation for one card). */
  private place(to: number, source: Uint8Array, at: number, count: number): void {
    if (to >= FOUNDATION_BASE) {
      const card = source[at] ?? 0;
      const f = to - FOUNDATION_BASE;
      this.fTop[f] = rankOf(card);
      this.fSuit[f] = suitOf(card);
      return;
    }
    const len = this.colLen[to] ?? 0;
    const dest = to * PILE_CAPACITY + len;
    for (let i = 0; i < count; i++) this.cells[dest + i] = source[at + i] ?? 0;
    this.colLen[to] = len + count;
  }

  /** Undoes the move whose undo record `apply` returned; moves must be undone last-first. */
  undo(record: MoveCode): void {
    const from = codeFrom(record);
    const to = codeTo(record);
    const count = codeCount(record);
    if (from === STOCK) {
      for (let i = 0; i < count; i++) this.stock[this.stockLen++] = this.waste[--this.wasteLen] ?? 0;
      return;
    }
    if (to === STOCK) {
      for (let i = 0; i < count; i++) this.waste[this.wasteLen++] = this.stock[--this.stockLen] ?? 0;
      this.redealsLeft++;
      return;
    }
    if ((record & FLIP_BIT) !== 0) this.colDown[from] = (this.colDown[from] ?? 0) + 1;
    if (to >= FOUNDATION_BASE) {
      const f = to - FOUNDATION_BASE;
      const rank = this.fTop[f] ?? 1;
      const card = (this.fSuit[f] ?? 0) * 13 + rank - 1;
      this.fTop[f] = rank - 1;
      if (rank === 1) this.fSuit[f] = -1;
      this.pushBack(from, card);
      return;
    }
    const len = (this.colLen[to] ?? 0) - count;
    const at = to * PILE_CAPACITY + len;
    this.colLen[to] = len;
    for (let i = 0; i < count; i++) this.pushBack(from, this.cells[at + i] ?? 0);
  }

  private pushBack(pile: number, card: number): void {
    if (pile === WASTE) {
      this.waste[this.wasteLen++] = card;
    } else {
      const len = this.colLen[pile] ?? 0;
      this.cells[pile * PILE_CAPACITY + len] = card;
      this.colLen[pile] = len + 1;
    }
  }
}
