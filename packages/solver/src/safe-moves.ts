import { CARD_COUNT, KING } from '@forty-thieves/core';
import { nextSafeMove, safeFoundationCards, type Board, type MoveCode } from '@forty-thieves/core/engine';

/**
 * Core's `nextSafeMove`, cheaply: which cards are wanted and safe depends on the foundations
 * alone, so that set (core's `safeFoundationCards`) is kept and handed to `nextSafeMove`, and
 * recomputed only when a foundation changed. In Forty Thieves a top card is often wanted but not
 * yet safe, and core's test of it at every position was the largest single cost of the best-first
 * search.
 */
export class SafeMoves {
  /** `ready[card]` is 1 when a foundation takes `card` now and core calls it safe. */
  private ready = new Uint8Array(CARD_COUNT);
  /**
   * The set and foundations before the last change, swapped back in when the foundations return to
   * them: a search steps back and forth over the same foundation move, so many recomputations are
   * of the previous set (docs/solver-tuning.md).
   */
  private otherReady = new Uint8Array(CARD_COUNT);
  private otherSeen = new Int32Array(4).fill(0x7f7f7f7f);
  /**
   * The foundations `ready` was computed for, as core's `foundationWords` (0x7f7f7f7f: never, no
   * rank is 127), so the check that runs at every node takes four loads, not sixteen.
   */
  private seen = new Int32Array(4).fill(0x7f7f7f7f);

  /**
   * @param eager Take every card a foundation takes now, not only the safe ones: the win-finding
   *   phases' "eager home" rule (docs/solver.md), which may lose wins, so the complete search never uses it.
   */
  constructor(
    private readonly board: Board,
    private readonly eager = false,
  ) {}

  /** Core's next safe move, or -1, from the kept set. */
  next(): MoveCode {
    this.sync();
    return nextSafeMove(this.board, -1, this.ready);
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
    if (this.eager) wantedCards(board, ready);
    else safeFoundationCards(board, ready);
  }
}

/** Sets `out[card]` to 1 for every card a foundation takes now (any Ace while one is empty), safe or not. */
export function wantedCards(board: Board, out: Uint8Array): void {
  out.fill(0);
  for (let f = 0; f < 8; f++) {
    const top = board.fTop[f] ?? 0;
    if (top === 0) for (let suit = 0; suit < 4; suit++) out[suit * 13] = 1;
    else if (top < KING) out[(board.fSuit[f] ?? 0) * 13 + top] = 1;
  }
}
