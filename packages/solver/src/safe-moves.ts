import { CARD_COUNT, KING } from '@forty-thieves/core';
import {
  FOUNDATION_BASE,
  PILE_CAPACITY,
  STOCK,
  codeFrom,
  codeTo,
  foundationsAre,
  nextSafeMove,
  safeFoundationCards,
  type Board,
  type MoveCode,
} from '@forty-thieves/core/engine';

/**
 * Core's `nextSafeMove`, cheaply: which cards are wanted and safe depends on the foundations
 * alone, so that set (core's `safeFoundationCards`) is kept and handed to `nextSafeMove`, and
 * recomputed only when a foundation changed. In Forty Thieves a top card is often wanted but not
 * yet safe, and core's test of it at every position was the largest single cost of the best-first
 * search.
 */
export class SafeMoves {
  /**
   * The sets of the last foundations seen, `CACHE_SLOTS` of them, each in the slot its foundations
   * hash to: a search steps back and forth over the same foundation moves, and the best-first and
   * beam phases jump between positions whose foundations differ, so most recomputations are of a
   * set it had before (docs/solver-tuning.md).
   */
  private readonly sets = new Uint8Array(CACHE_SLOTS * CARD_COUNT);
  /** Each slot's foundations, as core's `foundationWords` (0x7f7f7f7f: never, no rank is 127). */
  private readonly words = new Int32Array(CACHE_SLOTS * 4).fill(0x7f7f7f7f);
  /** Views of each slot's set and foundations, made when the slot is first used (a solve makes many searches). */
  private readonly slotSets: (Uint8Array | undefined)[] = [];
  private readonly slotWords: (Int32Array | undefined)[] = [];
  /** `ready[card]` is 1 when a foundation takes `card` now and core calls it safe. */
  private ready: Uint8Array;
  /** The foundations `ready` was computed for, so the check that runs at every node takes four loads, not sixteen. */
  private seen: Int32Array;

  /**
   * @param eager Take every card a foundation takes now, not only the safe ones: the win-finding
   *   phases' "eager home" rule (docs/solver.md), which may lose wins, so the complete search never uses it.
   */
  constructor(
    private readonly board: Board,
    private readonly eager = false,
  ) {
    this.ready = this.sets.subarray(0, CARD_COUNT);
    this.seen = this.words.subarray(0, 4);
    this.slotSets[0] = this.ready;
    this.slotWords[0] = this.seen;
  }

  /** Core's next safe move, or -1, from the kept set. */
  next(): MoveCode {
    this.sync();
    return nextSafeMove(this.board, -1, this.ready);
  }

  /**
   * `next()` after `code` was made from a position that had no safe move, without asking core
   * when the answer cannot have changed. A move that sends no card to a foundation leaves the
   * foundations, so the set of cards core would send home, as they were, and leaves every pile
   * top but those of its two piles (and the waste's) as it was: core's scan found nothing on
   * those before, and finds nothing on them now. So core is asked only when the move changed
   * the foundations or one of its tops (or the waste's) is in the set; its answer is then the
   * answer, and otherwise it is -1. Same answers as `next()` (tested), at a few loads a move.
   */
  nextAfter(code: MoveCode): MoveCode {
    const to = codeTo(code);
    // Foundations are piles FOUNDATION_BASE up to the stock (core's move codes).
    if (to >= FOUNDATION_BASE && to < STOCK) return this.next();
    this.sync();
    const board = this.board;
    const ready = this.ready;
    const from = codeFrom(code);
    if (from < FOUNDATION_BASE && topIn(board, from, ready)) return this.next();
    if (to < FOUNDATION_BASE && topIn(board, to, ready)) return this.next();
    if (board.wasteLen > 0 && ready[board.waste[board.wasteLen - 1] ?? 0] === 1) return this.next();
    return -1;
  }

  /** Points `ready` at the set of the foundations now, computing it when its slot holds another. */
  private sync(): void {
    const board = this.board;
    if (foundationsAre(board, this.seen)) return;
    const now = board.foundationWords;
    let h = Math.imul((now[0] ?? 0) ^ 0x9e3779b1, 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 15) ^ (now[1] ?? 0), 0xc2b2ae35);
    h = Math.imul(h ^ (h >>> 13) ^ (now[2] ?? 0), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 16) ^ (now[3] ?? 0), 0xc2b2ae35);
    const slot = (h ^ (h >>> 16)) & (CACHE_SLOTS - 1);
    const ready = (this.slotSets[slot] ??= this.sets.subarray(slot * CARD_COUNT, (slot + 1) * CARD_COUNT));
    const seen = (this.slotWords[slot] ??= this.words.subarray(slot * 4, slot * 4 + 4));
    this.ready = ready;
    this.seen = seen;
    if (foundationsAre(board, seen)) return;
    seen.set(now);
    if (this.eager) wantedCards(board, ready);
    else safeFoundationCards(board, ready);
  }
}

/** Whether column `c` has a top card and `set` holds it. */
function topIn(board: Board, c: number, set: Uint8Array): boolean {
  const len = board.colLen[c] ?? 0;
  return len > 0 && set[board.cells[c * PILE_CAPACITY + len - 1] ?? 0] === 1;
}

/** Foundation states whose sets are kept (a power of two). */
const CACHE_SLOTS = 256;

/** Sets `out[card]` to 1 for every card a foundation takes now (any Ace while one is empty), safe or not. */
export function wantedCards(board: Board, out: Uint8Array): void {
  out.fill(0);
  for (let f = 0; f < 8; f++) {
    const top = board.fTop[f] ?? 0;
    if (top === 0) for (let suit = 0; suit < 4; suit++) out[suit * 13] = 1;
    else if (top < KING) out[(board.fSuit[f] ?? 0) * 13 + top] = 1;
  }
}
