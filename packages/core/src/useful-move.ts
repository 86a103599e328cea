import { foundationFor } from './autoplay.js';
import { MAX_MOVES, PILE_CAPACITY, type Board } from './board.js';
import { CARD_COUNT } from './cards.js';
import { HINT_SCORES, scoreMove } from './hint.js';
import { STOCK, codeFrom, codeTo, type MoveCode } from './move-code.js';

/**
 * How many column layouts the search for a rearrangement that leads to a gain may visit. A game
 * whose rearrangements reach more layouts than that, none with a gain, counts as stuck (how often
 * that happens: docs/element.md, Hints).
 */
export const USEFUL_SEARCH_LIMIT = 2000;

/**
 * The layout of the columns, the only thing a rearrangement changes, in an order of its own: the
 * rules treat every column alike, so two layouts that differ only in which column holds what have
 * the same moves and the same gains, and the search visits one of them.
 */
export function layoutKey(board: Board): string {
  const columns: string[] = [];
  for (let c = 0; c < board.columnCount; c++) {
    // A character at a time: spreading the cells into one call costs twice as much.
    let column = String.fromCharCode(board.colDown[c] ?? 0);
    for (let i = c * PILE_CAPACITY; i < c * PILE_CAPACITY + (board.colLen[c] ?? 0); i++) column += String.fromCharCode(board.cells[i] ?? 0);
    columns.push(column);
  }
  return columns.sort().join('|');
}

/**
 * What a legal move does that can never be taken back: 1 for a gain (a card sent home, a waste
 * card played on a card, a face-down card turned up: the moves `HINT_SCORES` puts at
 * `wasteToColumn` or above, and no other), 2 for the rest that cannot (a draw, a redeal, a waste
 * card played into an empty column), 0 for a rearrangement (a column move that turns nothing up).
 */
export function moveProgress(board: Board, code: MoveCode): number {
  const from = codeFrom(code);
  // The stock and the waste are the last two piles.
  return scoreMove(board, code) >= HINT_SCORES.wasteToColumn ? 1 : from >= STOCK || codeTo(code) === STOCK ? 2 : 0;
}

/**
 * Whether rearrangements could ever lead to a gain. They keep every card in the columns (face
 * down or up) and leave the foundations and the waste alone, so a gain needs a face-down card, or
 * among the column cards one a foundation takes or the waste's top card builds on. When none is
 * there, no search is needed to know the columns are dead, however many layouts they reach.
 */
export function gainInColumns(board: Board): boolean {
  // With the waste empty this is -1, and every `accepts` index it makes is below 0: undefined.
  const waste = board.waste[board.wasteLen - 1] ?? -1;
  for (let c = 0; c < board.columnCount; c++) {
    if (board.colDown[c]) return true;
    for (const card of board.columnCards(c)) if (foundationFor(board, card) >= 0 || board.tables.accepts[waste * CARD_COUNT + card]) return true;
  }
  return false;
}

/** The legal moves on `board`, copied out of `scratch` so the caller may search below them. */
function movesOf(board: Board, scratch: Int32Array): MoveCode[] {
  return [...scratch.subarray(0, board.generateMoves(scratch))];
}

/**
 * The move to make next, by the hint heuristic's scores (`HINT_SCORES`) and one rule that keeps
 * it from going round for ever: a rearrangement (a column move that turns nothing up) is only
 * worth making on the way to a gain (a card sent home, a waste card played on a card, a card
 * turned up).
 *
 * 1. A gain on the table: the best-scored one (a gain outscores every move that is not one, so
 *    this is the move `suggestMove` gives).
 * 2. Else the first of the fewest rearrangements that lead to a position with a gain, the
 *    best-scored first when several are as short (looking at a tenth of the layouts when 3 has a
 *    move to fall back on).
 * 3. Else the best-scored of a draw, a redeal and a waste card played into an empty column.
 * 4. Else undefined: no useful move is left and the game is stuck, though legal moves may
 *    remain. No rearrangement leads to a gain (none can when the columns hold no card a gain
 *    needs, {@link gainInColumns}), or none was found among the first
 *    {@link USEFUL_SEARCH_LIMIT} layouts they reach.
 *
 * Following these moves always ends: each step of 2 brings the nearest gain one move closer, and
 * the moves of 1 and 3 cannot be taken back. With `anyWillDo` (for the status, asked after every
 * move) a move of 3 answers before any search.
 */
export function usefulMove(board: Board, anyWillDo = false): MoveCode | undefined {
  const scratch = new Int32Array(MAX_MOVES);
  // The legal moves by what they do (`moveProgress`), each looked at once.
  const kinds: MoveCode[][] = [[], [], []];
  for (const code of movesOf(board, scratch)) kinds[moveProgress(board, code)]?.push(code);
  const best = (kind: number) => (kinds[kind] ?? []).sort((a, b) => scoreMove(board, b) - scoreMove(board, a));
  const other = best(2)[0];
  // With a draw to fall back on (a move's code is never 0), a short search will do: it only
  // picks between two useful moves.
  return best(1)[0] ?? (anyWillDo ? other : undefined) ?? towardGain(board, best(0), scratch, other ? USEFUL_SEARCH_LIMIT / 10 : USEFUL_SEARCH_LIMIT) ?? other;
}

/**
 * Breadth first over rearrangements from `board` (searched with apply and undo, and left as it
 * was): the first move (of `firstMoves`, tried in their order) of the shortest line to a position
 * with a gain; undefined when there is none among the first `limit` layouts reached.
 */
function towardGain(board: Board, firstMoves: readonly MoveCode[], scratch: Int32Array, limit: number): MoveCode | undefined {
  if (!gainInColumns(board)) return undefined;
  const seen = new Set([layoutKey(board)]);
  // Each position reached, its rearrangements (listed once, when it was reached) and the first
  // move of the line to it; the loop also visits what it adds.
  const queue: [Board, readonly MoveCode[], MoveCode?][] = [[board, firstMoves]];
  for (const [from, rearrangements, first] of queue) {
    for (const code of rearrangements) {
      // Tried in place and taken back; copied only when it leads somewhere new.
      const record = from.apply(code);
      const key = layoutKey(from);
      const next = seen.has(key) ? undefined : from.clone();
      from.undo(record);
      if (!next) continue;
      // Each move of the new layout looked at once: a gain ends the search, a rearrangement waits.
      const rearrangements: MoveCode[] = [];
      for (const move of movesOf(next, scratch)) {
        const progress = moveProgress(next, move);
        if (progress === 1) return first ?? code;
        if (!progress) rearrangements.push(move);
      }
      if (seen.add(key).size > limit) return undefined;
      queue.push([next, rearrangements, first ?? code]);
    }
  }
  return undefined;
}
