import { PILE_CAPACITY, type Board } from '@forty-thieves/core/engine';

/**
 * Saves a board's state as a few bytes and loads it back, so the best-first search can keep
 * thousands of positions to return to without keeping thousands of Boards.
 *
 * The stock is stored only when redeals remain at the start: without a redeal no move ever writes
 * into the board's stock array (a draw reads it, its undo writes back the same card), so every
 * position reachable from the start has the start's stock below `stockLen`.
 */
export class BoardPacker {
  /** Whether the stock's contents are stored (else they never change: see above). */
  readonly keepStock: boolean;
  /** The most bytes one position takes. */
  readonly maxBytes: number;
  /** After `unpack`: cards at the bottom of the waste, and of the stock, that it left as they were. */
  wasteKept = 0;
  stockKept = 0;
  /** After `unpack`: per column, how many cards at its bottom it left as they were. */
  readonly columnKept: Uint8Array;

  constructor(private readonly board: Board) {
    this.keepStock = board.redealsLeft > 0;
    this.maxBytes = board.columnCount * 2 + 3 * PILE_CAPACITY + 8 * 2 + 4;
    this.columnKept = new Uint8Array(board.columnCount);
  }

  /** Writes the board's state into `out` from `at`; returns the offset after it. */
  pack(out: Uint8Array, at: number): number {
    const board = this.board;
    let i = at;
    for (let c = 0; c < board.columnCount; c++) {
      const len = board.colLen[c] ?? 0;
      out[i++] = len;
      out[i++] = board.colDown[c] ?? 0;
      // Plain loops, not set(subarray()): a subarray is an object, and this runs per position.
      const cells = board.cells;
      for (let k = c * PILE_CAPACITY, end = k + len; k < end; k++) out[i++] = cells[k] ?? 0;
    }
    for (let f = 0; f < 8; f++) {
      out[i++] = board.fTop[f] ?? 0;
      out[i++] = (board.fSuit[f] ?? -1) + 1;
    }
    out[i++] = board.redealsLeft;
    out[i++] = board.wasteLen;
    for (let k = 0; k < board.wasteLen; k++) out[i++] = board.waste[k] ?? 0;
    out[i++] = board.stockLen;
    if (this.keepStock) for (let k = 0; k < board.stockLen; k++) out[i++] = board.stock[k] ?? 0;
    return i;
  }

  /**
   * Puts the state packed at `at` back on the board. Returns a mask of the columns whose contents
   * changed (bit c for column c), and sets `columnKept`, `wasteKept` and `stockKept` to how many
   * cards at the bottom of each column, the waste and the stock stayed the same: the search's
   * incremental caches (hashes, scores) stay valid for those, and consecutive expansions are
   * usually close relatives.
   */
  unpack(src: Uint8Array, at: number): number {
    const board = this.board;
    const cells = board.cells;
    const columnKept = this.columnKept;
    let changed = 0;
    let i = at;
    for (let c = 0; c < board.columnCount; c++) {
      const len = src[i++] ?? 0;
      const down = src[i++] ?? 0;
      const differs = len !== board.colLen[c] || down !== board.colDown[c];
      let kept = Math.min(len, board.colLen[c] ?? 0);
      board.colLen[c] = len;
      board.colDown[c] = down;
      const base = c * PILE_CAPACITY;
      for (let k = base, end = k + len; k < end; k++) {
        const card = src[i++] ?? 0;
        if (cells[k] !== card) {
          cells[k] = card;
          if (k - base < kept) kept = k - base;
        }
      }
      columnKept[c] = kept;
      if (differs || kept < len) changed |= 1 << c;
    }
    for (let f = 0; f < 8; f++) {
      board.fTop[f] = src[i++] ?? 0;
      board.fSuit[f] = (src[i++] ?? 0) - 1;
    }
    board.redealsLeft = src[i++] ?? 0;
    const wasteLen = src[i++] ?? 0;
    let wasteKept = Math.min(wasteLen, board.wasteLen);
    for (let k = 0; k < wasteLen; k++) {
      const card = src[i++] ?? 0;
      if (board.waste[k] !== card) {
        board.waste[k] = card;
        if (k < wasteKept) wasteKept = k;
      }
    }
    board.wasteLen = wasteLen;
    this.wasteKept = wasteKept;
    const stockLen = src[i++] ?? 0;
    let stockKept = Math.min(stockLen, board.stockLen);
    if (this.keepStock) {
      for (let k = 0; k < stockLen; k++) {
        const card = src[i++] ?? 0;
        if (board.stock[k] !== card) {
          board.stock[k] = card;
          if (k < stockKept) stockKept = k;
        }
      }
    }
    board.stockLen = stockLen;
    this.stockKept = stockKept;
    return changed;
  }
}
