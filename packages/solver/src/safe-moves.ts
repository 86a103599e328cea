import { CARD_COUNT, FOUNDATION_BASE, PILE_CAPACITY, WASTE, encodeMove, foundationFor, safeFoundationCards, type Board, type MoveCode } from '@forty-thieves/core';

/**
 * Core's `nextSafeMove`, cheaply: a safe move sends a column's or the waste's top card to a
 * foundation, so it is the first top (in core's order) that some foundation takes next *and* core's
 * `isSafeToFoundation` calls safe; a set of those cards answers each top in one lookup.
 *
 * Which cards are wanted and safe depends on the foundations alone, so that set (core's
 * `safeFoundationCards`, the one implementation of the rule) is kept and recomputed only when a
 * foundation changed: in Forty Thieves a top card is often wanted but not yet safe, and core's scan for it was
 * the largest single cost of the best-first search.
 */
export class SafeMoves {
  /** `ready[card]` is 1 when a foundation takes `card` now and core calls it safe. */
  private ready = new Uint8Array(CARD_COUNT);
  /**
   * The set and foundations before the last change, swapped back in when the foundations return to
   * them: a search steps back and forth over the same foundation move (measured: 43 % of Little
   * Forty's recomputations were of the previous set).
   */
  private otherReady = new Uint8Array(CARD_COUNT);
  private otherSeen = new Int32Array(4).fill(0x7f7f7f7f);
  /**
   * The foundations `ready` was computed for, as core's `foundationWords` (0x7f7f7f7f: never, no
   * rank is 127), so the check that runs at every node takes four loads, not sixteen.
   */
  private seen = new Int32Array(4).fill(0x7f7f7f7f);

  constructor(private readonly board: Board) {}

  /**
   * Core's next safe move, or -1: core's order (columns left to right, then the waste's top when
   * the stock deals one card at a time) and foundation (`foundationFor`), a card being safe exactly
   * when `ready` says so — without core's scan, which tests every top against every foundation.
   */
  next(): MoveCode {
    const board = this.board;
    this.sync();
    const ready = this.ready;
    const cells = board.cells;
    for (let c = 0; c < board.columnCount; c++) {
      const len = board.colLen[c] ?? 0;
      if (len === 0) continue;
      const top = cells[c * PILE_CAPACITY + len - 1] ?? 0;
      if (ready[top] === 1) return encodeMove(c, FOUNDATION_BASE + foundationFor(board, top), 1);
    }
    if (board.wasteLen > 0 && board.tables.dealCount === 1) {
      const top = board.waste[board.wasteLen - 1] ?? 0;
      if (ready[top] === 1) return encodeMove(WASTE, FOUNDATION_BASE + foundationFor(board, top), 1);
    }
    return -1;
  }

  /** Recomputes `ready` when the foundations are not those it was computed for. */
  private sync(): void {
    const board = this.board;
    if (board.foundationsAre(this.seen)) return;
    const ready = this.otherReady;
    const other = this.otherSeen;
    this.otherReady = this.ready;
    this.otherSeen = this.seen;
    this.ready = ready;
    this.seen = other;
    if (board.foundationsAre(other)) return;
    other.set(board.foundationWords);
    safeFoundationCards(board, ready);
  }
}
