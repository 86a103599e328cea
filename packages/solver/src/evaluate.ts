import { CARD_COUNT } from '@forty-thieves/core';
import { FOUNDATION_BASE, PILE_CAPACITY, type Board } from '@forty-thieves/core/engine';

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
  /** Per card lying above the nearest copy of a card a foundation takes next (the digging still to do). */
  readonly dig: number;
}

export const DEFAULT_WEIGHTS: EvalWeights = { home: 100, blocker: 15, loose: 12, down: 25, empty: 60, waste: 40, dig: 20 };

/**
 * How promising a position looks (higher is better), for the best-first search only: it orders
 * the search and never prunes, so it cannot make an answer wrong, only slower.
 *
 * Kept incrementally, like the canonical hash: each column's share of the score (its blockers,
 * loose and face-down cards, and how deep each card lies in it) is recomputed only after a move
 * touched the column, which halved the cost of scoring a position (most of a child's columns are
 * its parent's).
 */
export class Evaluator {
  /** Lowest rank of each suit seen so far in the column being scanned (14: none). */
  private readonly lowest = new Uint8Array(4);
  private readonly wasteWeight: number;
  /** Per column: its blocker, loose and face-down penalty. */
  private readonly colPenalty: Float64Array;
  /** Per column and card value: cards above its shallowest copy in that column (255: not in it). */
  private readonly colDepth: Uint8Array;
  /**
   * Per card value: bit c set when column c holds a copy (at most two bits), so the dig term
   * looks at those columns only, not at every column for every foundation.
   */
  private readonly colsWith: Int32Array;
  /** Per column: its cards when it was last scored (`colDepth` and `colsWith` entries to clear). */
  private readonly scored: Uint8Array;
  private readonly scoredLen: Uint8Array;
  private readonly colValid: Uint8Array;

  constructor(
    private readonly board: Board,
    private readonly weights: EvalWeights = DEFAULT_WEIGHTS,
  ) {
    let most = 0;
    for (let card = 0; card < CARD_COUNT; card++) most = Math.max(most, board.tables.targetCount[card] ?? 0);
    this.wasteWeight = most >= 3 ? weights.waste / 3 : weights.waste;
    this.colPenalty = new Float64Array(board.columnCount);
    this.colDepth = new Uint8Array(board.columnCount * CARD_COUNT).fill(255);
    this.colsWith = new Int32Array(CARD_COUNT);
    this.scored = new Uint8Array(board.columnCount * PILE_CAPACITY);
    this.scoredLen = new Uint8Array(board.columnCount);
    this.colValid = new Uint8Array(board.columnCount);
  }

  /** Call after every apply or undo of a move between `from` and `to` (engine pile numbers). */
  touched(from: number, to: number): void {
    if (from < FOUNDATION_BASE) this.colValid[from] = 0;
    if (to < FOUNDATION_BASE) this.colValid[to] = 0;
  }

  /** Forgets the columns in `columns` (bit c for column c), after the board changed other than by moves. */
  invalidate(columns: number): void {
    for (let c = 0; c < this.board.columnCount; c++) if ((columns & (1 << c)) !== 0) this.colValid[c] = 0;
  }

  score(): number {
    const board = this.board;
    const w = this.weights;
    let home = 0;
    for (let f = 0; f < 8; f++) home += board.fTop[f] ?? 0;
    let penalty = 0;
    let empty = 0;
    for (let c = 0; c < board.columnCount; c++) {
      if (this.colValid[c] === 0) this.scoreColumn(c);
      penalty += this.colPenalty[c] ?? 0;
      if (board.colLen[c] === 0) empty++;
    }
    let dig = 0;
    if (w.dig !== 0) {
      const colDepth = this.colDepth;
      for (let f = 0; f < 8; f++) {
        const top = board.fTop[f] ?? 0;
        if (top === 0 || top === 13) continue;
        const card = (board.fSuit[f] ?? 0) * 13 + top;
        let depth = 255;
        for (let cols = this.colsWith[card] ?? 0; cols !== 0; cols &= cols - 1) {
          depth = Math.min(depth, colDepth[(31 - Math.clz32(cols & -cols)) * CARD_COUNT + card] ?? 255);
        }
        if (depth !== 255) dig += depth;
      }
    }
    const buried = board.wasteLen > 0 && board.redealsLeft === 0 ? board.wasteLen - 1 : 0;
    return w.home * home - penalty + w.empty * empty - this.wasteWeight * buried - w.dig * dig;
  }

  private scoreColumn(c: number): void {
    const board = this.board;
    const w = this.weights;
    const cells = board.cells;
    const accepts = board.tables.accepts;
    const lowest = this.lowest;
    const colDepth = this.colDepth;
    const colsWith = this.colsWith;
    const scored = this.scored;
    const depthBase = c * CARD_COUNT;
    const base = c * PILE_CAPACITY;
    const bit = 1 << c;
    // Forget the column's old cards (a few), rather than clearing all 52 card values.
    for (let k = base, end = base + (this.scoredLen[c] ?? 0); k < end; k++) {
      const card = scored[k] ?? 0;
      colDepth[depthBase + card] = 255;
      colsWith[card] = (colsWith[card] ?? 0) & ~bit;
    }
    lowest.fill(14);
    const len = board.colLen[c] ?? 0;
    this.scoredLen[c] = len;
    let blockers = 0;
    let loose = 0;
    let under = -1;
    for (let i = 0; i < len; i++) {
      const card = cells[base + i] ?? 0;
      const suit = (card / 13) | 0;
      const rank = card - suit * 13 + 1;
      if ((lowest[suit] ?? 14) < rank) blockers++;
      else lowest[suit] = rank;
      if (under >= 0 && accepts[card * CARD_COUNT + under] !== 1) loose++;
      under = card;
      // Later (higher) copies overwrite: the shallowest copy counts.
      colDepth[depthBase + card] = len - 1 - i;
      colsWith[card] = (colsWith[card] ?? 0) | bit;
      scored[base + i] = card;
    }
    this.colPenalty[c] = w.blocker * blockers + w.loose * loose + w.down * (board.colDown[c] ?? 0);
    this.colValid[c] = 1;
  }
}
