import { CARD_COUNT, KING } from '@forty-thieves/core';
import { FOUNDATION_BASE, MAX_MOVES, PILE_CAPACITY, STOCK, WASTE, codeCount, codeFrom, codeTo, foundationsAre, type Board } from '@forty-thieves/core/engine';

/** Move scores: higher is tried first. Measured on deals of all nine variants (docs/solver.md). */
const HOME = 1000;
const FLIP = 400;
const EXPOSES_HOME = 300;
const EMPTIES = 250;
const WASTE_TO_COLUMN = 300;
const ONTO_CARD = 200;
const INTO_EMPTY = 50;
const DRAW = 100;
const REDEAL = 20;
const SIDEWAYS = -300;

/**
 * Scratch arrays shared by every search (as core shares `generateMoves`' indexes): each is used
 * only within one synchronous generate-and-order step, and JavaScript runs one at a time. A solve
 * runs many short restarts, and allocating and zeroing these per search was a large part of the
 * cost of a deal decided in a few hundred nodes.
 */
const SHARED_SCORES = new Int32Array(MAX_MOVES);
const SHARED_CODES = new Int32Array(MAX_MOVES);
/** Where the searches have core generate a position's moves, before `MoveOrderer.order`. */
export const RAW_MOVES = new Int32Array(MAX_MOVES);

/** What the ordering may do beyond sorting. */
export interface OrderPolicy {
  /**
   * Drop "sideways" moves: a card (or run) that already sits on a card it may be built on, moved
   * to another column without turning up or freeing anything useful. They can be needed, so only
   * the win-finding phase may drop them; a proof of loss must not.
   */
  readonly dropSideways: boolean;
  /** Random spread added to every score, 0 for none; restarts use it to try other orders. */
  readonly jitter: number;
  /**
   * Drop a whole column moved into an empty column (exact: see {@link MoveOrderer}). Only the
   * tests that show each rule loses no wins switch it off.
   */
  readonly dropWholeColumnToEmpty: boolean;
}

/**
 * Sorts the legal moves of a position, best first, into `out` from `at`, and returns how many it
 * kept. Scratch arrays are owned by the caller, so nothing is allocated per node.
 *
 * One rule drops moves even in the complete phase because it is exact: a column's whole content
 * moved into an empty column gives the same position up to column order (the canonical hash's
 * equivalence), so it can never lead anywhere new.
 */
export class MoveOrderer {
  private readonly scores = SHARED_SCORES;
  private readonly codes = SHARED_CODES;
  /** `homeNext[card]` is 1 when a foundation takes `card` now (any Ace while one is empty). */
  private readonly homeNext = new Uint8Array(CARD_COUNT);
  /**
   * The foundations `homeNext` was computed for (core's `foundationWords`; 0x7f7f7f7f: none yet,
   * no rank is 127): siblings share their parent's foundations, so most calls need not recompute it.
   */
  private readonly seen = new Int32Array(4).fill(0x7f7f7f7f);

  constructor(private readonly board: Board) {}

  order(raw: Int32Array, n: number, out: Int32Array, at: number, policy: OrderPolicy, random: () => number): number {
    this.sync();
    const scores = this.scores;
    const codes = this.codes;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const code = raw[i] ?? 0;
      const score = this.score(code, policy);
      if (score === null) continue;
      const jittered = policy.jitter > 0 ? score + Math.floor(random() * policy.jitter) : score;
      // Insertion sort, descending: move lists are short (tens of moves).
      let j = kept++;
      while (j > 0 && (scores[j - 1] ?? 0) < jittered) {
        scores[j] = scores[j - 1] ?? 0;
        codes[j] = codes[j - 1] ?? 0;
        j--;
      }
      scores[j] = jittered;
      codes[j] = code;
    }
    for (let i = 0; i < kept; i++) out[at + i] = codes[i] ?? 0;
    return kept;
  }

  /** Recomputes `homeNext` when the foundations are not those it was computed for. */
  private sync(): void {
    const board = this.board;
    if (foundationsAre(board, this.seen)) return;
    this.seen.set(board.foundationWords);
    const homeNext = this.homeNext;
    homeNext.fill(0);
    for (let f = 0; f < 8; f++) {
      const top = board.fTop[f] ?? 0;
      if (top === 0) for (let s = 0; s < 4; s++) homeNext[s * 13] = 1;
      else if (top < KING) homeNext[(board.fSuit[f] ?? 0) * 13 + top] = 1;
    }
  }

  /** The move's score, or null to drop it. */
  private score(code: number, policy: OrderPolicy): number | null {
    const board = this.board;
    const from = codeFrom(code);
    const to = codeTo(code);
    const count = codeCount(code);
    if (from === STOCK) return DRAW;
    if (to === STOCK) return REDEAL;
    const home = to >= FOUNDATION_BASE;
    if (from === WASTE) return home ? HOME : board.colLen[to] === 0 ? INTO_EMPTY : WASTE_TO_COLUMN;
    const len = board.colLen[from] ?? 0;
    const rest = len - count;
    const intoEmpty = !home && board.colLen[to] === 0;
    if (rest === 0) {
      if (intoEmpty) return policy.dropWholeColumnToEmpty ? null : INTO_EMPTY;
      return (home ? HOME : ONTO_CARD) + EMPTIES;
    }
    let score = home ? HOME : intoEmpty ? INTO_EMPTY : ONTO_CARD;
    if (rest === board.colDown[from]) return score + FLIP;
    const base = from * PILE_CAPACITY;
    const below = board.cells[base + rest - 1] ?? 0;
    if (this.homeNext[below] === 1) return score + EXPOSES_HOME;
    const moving = board.cells[base + rest] ?? 0;
    if (!home && board.tables.accepts[moving * CARD_COUNT + below] === 1) {
      if (policy.dropSideways) return null;
      score += SIDEWAYS;
    }
    return score;
  }
}
