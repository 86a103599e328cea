import { MAX_MOVES, PILE_CAPACITY, type Board } from './board.js';
import { scoreMove } from './hint.js';
import type { MoveCode } from './move-code.js';

/**
 * How many positions the search for a way out of pointless moves may visit. Those moves only
 * trade equal builds, so the positions they reach are few; past the limit the game counts as
 * still playing, so a game is never called stuck without proof.
 */
export const USEFUL_SEARCH_LIMIT = 400;

/** What {@link usefulMove} found. */
export type UsefulMove =
  /** A move worth making: a scored move, or the first of a few pointless moves that lead to one. */
  | { found: true; code: MoveCode }
  /** No useful move is left, however the pointless ones are played: the game is stuck. */
  | { found: false };

/** The face-up layout of the columns, the only thing pointless moves change. */
function layoutKey(board: Board): string {
  let key = '';
  for (let c = 0; c < board.columnCount; c++) {
    const len = board.colLen[c] ?? 0;
    key += String.fromCharCode(...board.cells.subarray(c * PILE_CAPACITY, c * PILE_CAPACITY + len)) + '|';
  }
  return key;
}

/** The best-scored move on `board` (see `HINT_SCORES`), or -1, and the moves that score nothing. */
function scan(board: Board, scratch: Int32Array): { best: MoveCode; pointless: MoveCode[] } {
  const n = board.generateMoves(scratch);
  let best: MoveCode = -1;
  let bestScore = 0;
  const pointless: MoveCode[] = [];
  for (let i = 0; i < n; i++) {
    const code = scratch[i] ?? 0;
    const score = scoreMove(board, code);
    if (score > bestScore) {
      best = code;
      bestScore = score;
    } else if (score === 0) {
      pointless.push(code);
    }
  }
  return { best, pointless };
}

/**
 * A move the hint heuristic scores (the one `suggestMove` gives), or else the first of a chain of
 * pointless moves (a run moved between equal builds, a whole column into another empty column)
 * that leads to a position where some move scores — such a chain can uncover a card that then
 * goes home. When no chain does, no useful move is left: the game is stuck even though legal moves
 * remain. Draws and redeals always score, so a game with stock or a redeal left is never stuck.
 * `board` is searched with apply and undo and is left as it was.
 */
export function usefulMove(board: Board): UsefulMove {
  const scratch = new Int32Array(MAX_MOVES);
  const root = scan(board, scratch);
  if (root.best >= 0) return { found: true, code: root.best };
  const seen = new Set<string>([layoutKey(board)]);
  // Depth first with apply and undo on the one board; `seen` stops cycles and repeats.
  const leadsSomewhere = (): boolean => {
    const key = layoutKey(board);
    if (seen.has(key)) return false;
    seen.add(key);
    if (seen.size > USEFUL_SEARCH_LIMIT) return true;
    const here = scan(board, scratch);
    if (here.best >= 0) return true;
    return here.pointless.some((code) => tryMove(code));
  };
  const tryMove = (code: MoveCode): boolean => {
    const record = board.apply(code);
    const found = leadsSomewhere();
    board.undo(record);
    return found;
  };
  const first = root.pointless.find((code) => tryMove(code));
  // Past the search limit `leadsSomewhere` answers yes, so `first` is set and the game is not called stuck.
  return first !== undefined ? { found: true, code: first } : { found: false };
}
