import { CARD_COUNT, PILE_CAPACITY, type Board } from '@forty-thieves/core';

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
   * many places to go is cheap to bury (measured: Indian 4 → 17 of 20 deals won at 1 s). Not
   * counted while a redeal remains: the waste will be the stock again (Little Forty 1 → 10 of 10).
   */
  readonly waste: number;
  /** Per card lying above the nearest copy of a card a foundation takes next (the digging still to do). */
  readonly dig: number;
}

export const DEFAULT_WEIGHTS: EvalWeights = { home: 100, blocker: 15, loose: 12, down: 25, empty: 60, waste: 40, dig: 20 };

/**
 * How promising a position looks (higher is better), for the best-first search only: it orders
 * the search and never prunes, so it cannot make an answer wrong, only slower.
 */
export class Evaluator {
  /** Lowest rank of each suit seen so far in the column being scanned (14: none). */
  private readonly lowest = new Uint8Array(4);
  private readonly wasteWeight: number;
  /** Per card value: cards above its shallowest copy in a column (255: in no column). */
  private readonly above = new Uint8Array(CARD_COUNT);

  constructor(
    private readonly board: Board,
    private readonly weights: EvalWeights = DEFAULT_WEIGHTS,
  ) {
    let most = 0;
    for (let card = 0; card < CARD_COUNT; card++) most = Math.max(most, board.tables.targetCount[card] ?? 0);
    this.wasteWeight = most >= 3 ? weights.waste / 3 : weights.waste;
  }

  score(): number {
    const board = this.board;
    const w = this.weights;
    const cells = board.cells;
    const accepts = board.tables.accepts;
    const lowest = this.lowest;
    let home = 0;
    for (let f = 0; f < 8; f++) home += board.fTop[f] ?? 0;
    let blockers = 0;
    let loose = 0;
    let down = 0;
    let empty = 0;
    const above = this.above;
    const digging = w.dig !== 0;
    if (digging) above.fill(255);
    for (let c = 0; c < board.columnCount; c++) {
      const len = board.colLen[c] ?? 0;
      if (len === 0) {
        empty++;
        continue;
      }
      down += board.colDown[c] ?? 0;
      lowest.fill(14);
      const base = c * PILE_CAPACITY;
      let under = -1;
      for (let i = 0; i < len; i++) {
        const card = cells[base + i] ?? 0;
        const suit = (card / 13) | 0;
        const rank = card - suit * 13 + 1;
        if ((lowest[suit] ?? 14) < rank) blockers++;
        else lowest[suit] = rank;
        if (under >= 0 && accepts[card * CARD_COUNT + under] !== 1) loose++;
        under = card;
        if (digging && len - 1 - i < (above[card] ?? 255)) above[card] = len - 1 - i;
      }
    }
    let dig = 0;
    if (digging) {
      for (let f = 0; f < 8; f++) {
        const top = board.fTop[f] ?? 0;
        if (top === 0 || top === 13) continue;
        const depth = above[(board.fSuit[f] ?? 0) * 13 + top] ?? 255;
        if (depth !== 255) dig += depth;
      }
    }
    const buried = board.wasteLen > 0 && board.redealsLeft === 0 ? board.wasteLen - 1 : 0;
    return w.home * home - w.blocker * blockers - w.loose * loose - w.down * down + w.empty * empty - this.wasteWeight * buried - w.dig * dig;
  }
}
