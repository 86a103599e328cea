import { CARD_COUNT, KING, rankOf, suitOf, type Card } from './cards.js';
import { PILE_CAPACITY, generateMoves } from './move-generation.js';

export { PILE_CAPACITY };
import { FLIP_BIT, FOUNDATION_BASE, STOCK, WASTE, codeCount, codeFrom, codeTo, type MoveCode } from './move-code.js';
import { ruleTables, type RuleTables } from './rule-tables.js';
import type { VariantPlugin } from './variant.js';

/** Enough room for every move of any position (16 columns × 13-card runs × 16 targets, and more). */
export const MAX_MOVES = 4096;

/**
 * The one rules engine's state: a compact, mutable board with allocation-free move generation,
 * apply and undo. Everything outside the engine (session, CLI, UI, tests) sees it through
 * `positionOf` snapshots and the portable notation.
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
   * depends on the foundations alone copies these and checks them with `foundationsAre`
   * (move-generation.ts).
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

  /** Writes every legal rule move into `out` and returns how many (see move-generation.ts). */
  generateMoves(out: Int32Array): number {
    return generateMoves(this, out);
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
