import { PILE_CAPACITY, type Board } from '@forty-thieves/core';

/**
 * Saves a board's state as a few bytes and loads it back, so the best-first search can keep
 * thousands of positions to return to without keeping thousands of Boards.
 *
 * The stock is stored only when redeals remain at the start: without a redeal no move ever writes
 * into the board's stock array (a draw reads it, its undo writes back the same card), so every
 * position reachable from the start has the start's stock below `stockLen`.
 */
export class BoardPacker {
  private readonly keepStock: boolean;
  /** The most bytes one position takes. */
  readonly maxBytes: number;

  constructor(private readonly board: Board) {
    this.keepStock = board.redealsLeft > 0;
    this.maxBytes = board.columnCount * 2 + 3 * PILE_CAPACITY + 8 * 2 + 4;
  }

  /** Writes the board's state into `out` from `at`; returns the offset after it. */
  pack(out: Uint8Array, at: number): number {
    const board = this.board;
    let i = at;
    for (let c = 0; c < board.columnCount; c++) {
      const len = board.colLen[c] ?? 0;
      out[i++] = len;
      out[i++] = board.colDown[c] ?? 0;
      const base = c * PILE_CAPACITY;
      out.set(board.cells.subarray(base, base + len), i);
      i += len;
    }
    for (let f = 0; f < 8; f++) {
      out[i++] = board.fTop[f] ?? 0;
      out[i++] = (board.fSuit[f] ?? -1) + 1;
    }
    out[i++] = board.redealsLeft;
    out[i++] = board.wasteLen;
    out.set(board.waste.subarray(0, board.wasteLen), i);
    i += board.wasteLen;
    out[i++] = board.stockLen;
    if (this.keepStock) {
      out.set(board.stock.subarray(0, board.stockLen), i);
      i += board.stockLen;
    }
    return i;
  }

  /** Puts the state packed at `at` back on the board. */
  unpack(src: Uint8Array, at: number): void {
    const board = this.board;
    let i = at;
    for (let c = 0; c < board.columnCount; c++) {
      const len = src[i++] ?? 0;
      board.colLen[c] = len;
      board.colDown[c] = src[i++] ?? 0;
      board.cells.set(src.subarray(i, i + len), c * PILE_CAPACITY);
      i += len;
    }
    for (let f = 0; f < 8; f++) {
      board.fTop[f] = src[i++] ?? 0;
      board.fSuit[f] = (src[i++] ?? 0) - 1;
    }
    board.redealsLeft = src[i++] ?? 0;
    const wasteLen = src[i++] ?? 0;
    board.waste.set(src.subarray(i, i + wasteLen));
    board.wasteLen = wasteLen;
    i += wasteLen;
    const stockLen = src[i++] ?? 0;
    if (this.keepStock) board.stock.set(src.subarray(i, i + stockLen));
    board.stockLen = stockLen;
  }
}
