import { CARD_COUNT } from '@forty-thieves/core';
import { FOUNDATION_BASE, PILE_CAPACITY, STOCK, type Board } from '@forty-thieves/core/engine';
import { StockPlaces } from './stock-places.js';
import { mostBuildPlaces, oneCardSeveralPlaces } from './build-places.js';

/** Weights of the evaluation; measured on deals of the one-card variants (docs/solver.md). */
export interface EvalWeights {
  /** Per card on a foundation. */
  readonly home: number;
  /** Per card lying over a lower card of its own suit (it must move off before that one goes home). */
  readonly blocker: number;
  /** Per card not built on the card under it (each will need a move somewhere). */
  readonly loose: number;
  /** Per face-down card. */
  readonly down: number;
  /** Per empty column. */
  readonly empty: number;
  /**
   * Per card in the waste beneath its top (buried: reachable only after everything above it).
   * Divided by 3 when a card may be built on three or more cards (any-suit-but-own): a card with
   * many places to go is cheap to bury. Not counted while a redeal remains: the waste will be the
   * stock again. What each change won: docs/solver-tuning.md.
   */
  readonly waste: number;
  /**
   * Per card among the next few of the stock that will find no place when dealt
   * (`stock-places.ts`): it will be buried in the waste. Counted in the beam's odd rounds, only where one card moves at a
   * time and a card may be built on two or more cards (Maria, Streets, Indian; in Forty Thieves it
   * lost deals), divided by 3 where the waste's weight is, and not while a redeal remains. What
   * it won: docs/solver-results.md, *Where the stock's cards will go, session 19*.
   */
  readonly stock: number;
  /** Per card lying above the nearest copy of a card a foundation takes next (the digging still to do). */
  readonly dig: number;
}

/** Per-height entries kept per column: one per height, and height 0. */
const STRIDE = PILE_CAPACITY + 1;
/** No card of any suit yet: 14 in each suit's byte. */
const NONE_LOWER = 0x0e0e0e0e;

export const DEFAULT_WEIGHTS: EvalWeights = { home: 100, blocker: 15, loose: 12, down: 25, empty: 60, waste: 40, stock: 0, dig: 20 };

/**
 * The weights of the beam's odd rounds (before they are varied): the best-first phase's, and the
 * stock term. Counted in the best-first phase as well it lost more Maria deals than it won, and in
 * every beam round it lost Streets deals (docs/solver-results.md, *Where the stock's cards will go, session
 * 19*).
 */
export const BEAM_WEIGHTS: EvalWeights = { ...DEFAULT_WEIGHTS, stock: 10 };

/**
 * How promising a position looks (higher is better), for the best-first search only: it orders
 * the search and never prunes, so it cannot make an answer wrong, only slower.
 *
 * Kept incrementally, like the canonical hash: each column's blockers, loose cards and lowest
 * rank of each suit are kept per height (they depend only on the cards below), and which cards it
 * holds and where, so a move, which changes a column only at its top, costs a step per card it
 * moved, not a rescan of the columns it touched (and a rescan again when it is taken back).
 */
export class Evaluator {
  private readonly wasteWeight: number;
  /** The stock term's weight, 0 where it does not count. */
  private readonly stockWeight: number;
  /** The walk the stock term counts with (kept current in every variant, for the tests). */
  readonly stockPlaces: StockPlaces;
  /** Per column: its blocker, loose and face-down penalty. */
  private readonly colPenalty: Float64Array;
  /**
   * Per column and height h (`STRIDE` a column): the blockers and loose cards among its lowest h
   * cards, and the lowest rank of each suit among them (a byte a suit, 14 for none).
   */
  private readonly blockers: Uint8Array;
  private readonly loose: Uint8Array;
  private readonly lowest: Int32Array;
  /** Per column: how many of its lowest cards the entries above (and `copies`) were made from. */
  private readonly valid: Uint8Array;
  /** Bit c set: column c changed since its penalty was computed. */
  private dirty: number;
  /** Per column and card value: how many copies it holds (0–2), and the heights of the lower and upper one. */
  private readonly copies: Uint8Array;
  private readonly lowerAt: Uint8Array;
  private readonly upperAt: Uint8Array;
  /**
   * Per card value: bit c set when column c holds a copy (at most two bits), so the dig term
   * looks at those columns only, not at every column for every foundation.
   */
  private readonly colsWith: Int32Array;
  /** Per column: the cards the entries were made from, to take out of `copies` when they go. */
  private readonly seen: Uint8Array;
  private readonly seenLen: Uint8Array;

  constructor(
    private readonly board: Board,
    private readonly weights: EvalWeights = DEFAULT_WEIGHTS,
  ) {
    const most = mostBuildPlaces(board);
    this.wasteWeight = most >= 3 ? weights.waste / 3 : weights.waste;
    this.stockWeight = !oneCardSeveralPlaces(board) ? 0 : most >= 3 ? weights.stock / 3 : weights.stock;
    this.stockPlaces = new StockPlaces(board);
    const columns = board.columnCount;
    this.colPenalty = new Float64Array(columns);
    this.blockers = new Uint8Array(columns * STRIDE);
    this.loose = new Uint8Array(columns * STRIDE);
    this.lowest = new Int32Array(columns * STRIDE);
    for (let c = 0; c < columns; c++) this.lowest[c * STRIDE] = NONE_LOWER;
    this.valid = new Uint8Array(columns);
    this.dirty = (1 << columns) - 1;
    this.copies = new Uint8Array(columns * CARD_COUNT);
    this.lowerAt = new Uint8Array(columns * CARD_COUNT);
    this.upperAt = new Uint8Array(columns * CARD_COUNT);
    this.colsWith = new Int32Array(CARD_COUNT);
    this.seen = new Uint8Array(columns * PILE_CAPACITY);
    this.seenLen = new Uint8Array(columns);
  }

  /** Call after every apply or undo of a move between `from` and `to` (engine pile numbers). */
  touched(from: number, to: number): void {
    const board = this.board;
    if (from < FOUNDATION_BASE) this.fell(from, board.colLen[from] ?? 0);
    if (to < FOUNDATION_BASE) this.fell(to, board.colLen[to] ?? 0);
    else if (to === STOCK) this.stockPlaces.stockChanged(0);
    if (from === STOCK) this.stockPlaces.stockChanged(board.stockLen);
  }

  /**
   * Forgets the columns in `columns` (bit c for column c) above their lowest `columnKept[c]` cards
   * (all of them without `columnKept`), and the stock above its lowest `stockKept` cards, after
   * the board changed other than by moves.
   */
  invalidate(columns: number, columnKept?: Uint8Array, stockKept = 0): void {
    this.stockPlaces.stockChanged(stockKept);
    for (let bits = columns; bits !== 0; bits &= bits - 1) {
      const c = 31 - Math.clz32(bits & -bits);
      this.fell(c, columnKept?.[c] ?? 0);
    }
  }

  score(): number {
    const board = this.board;
    const w = this.weights;
    let home = 0;
    for (let f = 0; f < 8; f++) home += board.fTop[f] ?? 0;
    for (let dirty = this.dirty; dirty !== 0; dirty &= dirty - 1) this.scoreColumn(31 - Math.clz32(dirty & -dirty));
    this.dirty = 0;
    let penalty = 0;
    let empty = 0;
    for (let c = 0; c < board.columnCount; c++) {
      penalty += this.colPenalty[c] ?? 0;
      if (board.colLen[c] === 0) empty++;
    }
    let dig = 0;
    if (w.dig !== 0) {
      const copies = this.copies;
      for (let f = 0; f < 8; f++) {
        const top = board.fTop[f] ?? 0;
        if (top === 0 || top === 13) continue;
        const card = (board.fSuit[f] ?? 0) * 13 + top;
        let depth = 255;
        for (let cols = this.colsWith[card] ?? 0; cols !== 0; cols &= cols - 1) {
          const c = 31 - Math.clz32(cols & -cols);
          const at = c * CARD_COUNT + card;
          // The cards above its shallowest copy in the column.
          const height = copies[at] === 2 ? (this.upperAt[at] ?? 0) : (this.lowerAt[at] ?? 0);
          depth = Math.min(depth, (board.colLen[c] ?? 0) - 1 - height);
        }
        if (depth !== 255) dig += depth;
      }
    }
    const buried = board.wasteLen > 0 && board.redealsLeft === 0 ? board.wasteLen - 1 : 0;
    const unplaced = this.stockWeight !== 0 && board.redealsLeft === 0 ? this.stockPlaces.unplaced() : 0;
    return w.home * home - penalty + w.empty * empty - this.wasteWeight * buried - this.stockWeight * unplaced - w.dig * dig;
  }

  /** Column c's cards above height `height` are no longer those its entries were made from. */
  private fell(c: number, height: number): void {
    this.dirty |= 1 << c;
    if (height < (this.valid[c] ?? 0)) this.valid[c] = height;
  }

  /** Brings column c's entries up to its cards now (from the lowest height that changed) and its penalty. */
  private scoreColumn(c: number): void {
    const board = this.board;
    const w = this.weights;
    const cells = board.cells;
    const accepts = board.tables.accepts;
    const copies = this.copies;
    const lowerAt = this.lowerAt;
    const upperAt = this.upperAt;
    const colsWith = this.colsWith;
    const seen = this.seen;
    const blockersAt = this.blockers;
    const looseAt = this.loose;
    const lowestAt = this.lowest;
    const cardBase = c * CARD_COUNT;
    const base = c * PILE_CAPACITY;
    const at = c * STRIDE;
    const bit = 1 << c;
    const len = board.colLen[c] ?? 0;
    const valid = this.valid[c] ?? 0;
    // Take out the cards that went (top down, so a column's upper copy goes before its lower one).
    for (let i = (this.seenLen[c] ?? 0) - 1; i >= valid; i--) {
      const card = seen[base + i] ?? 0;
      const left = (copies[cardBase + card] ?? 1) - 1;
      copies[cardBase + card] = left;
      if (left === 0) colsWith[card] = (colsWith[card] ?? 0) & ~bit;
    }
    let blockers = blockersAt[at + valid] ?? 0;
    let loose = looseAt[at + valid] ?? 0;
    let lowest = lowestAt[at + valid] ?? NONE_LOWER;
    let under = valid > 0 ? (cells[base + valid - 1] ?? 0) : -1;
    for (let i = valid; i < len; i++) {
      const card = cells[base + i] ?? 0;
      const suit = (card / 13) | 0;
      const rank = card - suit * 13 + 1;
      const shift = suit * 8;
      if (((lowest >>> shift) & 255) < rank) blockers++;
      else lowest = (lowest & ~(255 << shift)) | (rank << shift);
      if (under >= 0 && accepts[card * CARD_COUNT + under] !== 1) loose++;
      under = card;
      blockersAt[at + i + 1] = blockers;
      looseAt[at + i + 1] = loose;
      lowestAt[at + i + 1] = lowest;
      const held = copies[cardBase + card] ?? 0;
      if (held === 0) {
        lowerAt[cardBase + card] = i;
        colsWith[card] = (colsWith[card] ?? 0) | bit;
      } else upperAt[cardBase + card] = i;
      copies[cardBase + card] = held + 1;
      seen[base + i] = card;
    }
    this.seenLen[c] = len;
    this.valid[c] = len;
    blockers = blockersAt[at + len] ?? 0;
    loose = looseAt[at + len] ?? 0;
    this.colPenalty[c] = w.blocker * blockers + w.loose * loose + w.down * (board.colDown[c] ?? 0);
  }
}
