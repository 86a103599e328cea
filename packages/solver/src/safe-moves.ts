import { CARD_COUNT, KING, PILE_CAPACITY, nextSafeMove, type Board, type MoveCode } from '@forty-thieves/core';

/**
 * Core's `nextSafeMove` behind a cheap filter: a safe move sends a column's or the waste's top
 * card to a foundation, so when no top is a card some foundation takes next there is none, and
 * core's full test (a scan of every foundation for every top) need not run. The filter only
 * skips calls that would return -1, so the moves made are exactly core's.
 */
export class SafeMoves {
  private readonly wanted = new Uint8Array(CARD_COUNT);

  constructor(private readonly board: Board) {}

  /** Core's next safe move, or -1. */
  next(): MoveCode {
    const board = this.board;
    const wanted = this.wanted;
    let aces = false;
    for (let f = 0; f < 8; f++) {
      const top = board.fTop[f] ?? 0;
      if (top === 0) aces = true;
      else if (top < KING) wanted[(board.fSuit[f] ?? 0) * 13 + top] = 1;
    }
    let any = false;
    const cells = board.cells;
    for (let c = 0; c < board.columnCount && !any; c++) {
      const len = board.colLen[c] ?? 0;
      if (len === 0) continue;
      const top = cells[c * PILE_CAPACITY + len - 1] ?? 0;
      any = wanted[top] === 1 || (aces && top % 13 === 0);
    }
    if (!any && board.wasteLen > 0) {
      const top = board.waste[board.wasteLen - 1] ?? 0;
      any = wanted[top] === 1 || (aces && top % 13 === 0);
    }
    for (let f = 0; f < 8; f++) {
      const top = board.fTop[f] ?? 0;
      if (top > 0 && top < KING) wanted[(board.fSuit[f] ?? 0) * 13 + top] = 0;
    }
    return any ? nextSafeMove(board) : -1;
  }
}
