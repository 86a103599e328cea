import { CARD_COUNT } from './cards.js';
import { MAX_MOVES, PILE_CAPACITY, type Board } from './board.js';
import { isSafeToFoundation } from './autoplay.js';
import { FOUNDATION_BASE, STOCK, WASTE, codeCount, codeFrom, codeTo, type MoveCode } from './move-code.js';
import { decodeMove, type Move } from './notation.js';

/**
 * Scores of the hint heuristic, highest first. A move scoring 0 is never suggested: it changes
 * nothing a player could want (a run moved from one equal build to another, or a whole column
 * moved into another empty column).
 */
export const HINT_SCORES = {
  safeFoundation: 100,
  turnsUpCard: 80,
  foundation: 60,
  wasteToColumn: 50,
  emptiesColumn: 45,
  freesCard: 40,
  draw: 20,
  intoEmptyColumn: 15,
  redeal: 10,
} as const;

/**
 * A simple, documented hint until the solver can do better: every legal move gets a score from
 * {@link HINT_SCORES} (a safe foundation move, then a move that turns up a face-down card, any
 * other foundation move, waste to a column, a move that empties a column, a move that uncovers a
 * card, a draw, a move into an empty column, a redeal) and the best one is suggested; ties go to
 * the move listed first. Returns undefined when no move is worth suggesting.
 */
export function suggestMove(board: Board): Move | undefined {
  const moves = new Int32Array(MAX_MOVES);
  const n = board.generateMoves(moves);
  let best: MoveCode = -1;
  let bestScore = 0;
  for (let i = 0; i < n; i++) {
    const code = moves[i] ?? 0;
    const score = scoreMove(board, code);
    if (score > bestScore) {
      best = code;
      bestScore = score;
    }
  }
  return best < 0 ? undefined : decodeMove(best);
}

/** The heuristic score of one legal move on `board` (see {@link HINT_SCORES}). */
export function scoreMove(board: Board, code: MoveCode): number {
  const from = codeFrom(code);
  const to = codeTo(code);
  if (from === STOCK) return HINT_SCORES.draw;
  if (to === STOCK) return HINT_SCORES.redeal;
  const count = codeCount(code);
  const card = from === WASTE ? (board.waste[board.wasteLen - 1] ?? 0) : bottomOfRun(board, from, count);
  if (to >= FOUNDATION_BASE) return isSafeToFoundation(board, card) ? HINT_SCORES.safeFoundation : HINT_SCORES.foundation;
  if (from === WASTE) return board.columnTop(to) < 0 ? HINT_SCORES.intoEmptyColumn : HINT_SCORES.wasteToColumn;
  const len = board.colLen[from] ?? 0;
  const down = board.colDown[from] ?? 0;
  const left = len - count;
  if (left > 0 && left === down) return HINT_SCORES.turnsUpCard;
  const intoEmpty = board.columnTop(to) < 0;
  if (left === 0) return intoEmpty ? 0 : HINT_SCORES.emptiesColumn;
  const under = board.cells[from * PILE_CAPACITY + left - 1] ?? 0;
  // Already built on the card below: moving it only trades one build for an equal one.
  if (board.tables.accepts[card * CARD_COUNT + under] === 1) return 0;
  return intoEmpty ? HINT_SCORES.intoEmptyColumn : HINT_SCORES.freesCard;
}

function bottomOfRun(board: Board, column: number, count: number): number {
  return board.cells[column * PILE_CAPACITY + (board.colLen[column] ?? 0) - count] ?? 0;
}
