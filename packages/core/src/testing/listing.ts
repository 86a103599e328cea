import type { Board } from '../board.js';
import { checkMove } from '../legality.js';
import { FOUNDATION_BASE, STOCK, codeCount, codeFrom, codeTo, encodeMove, type MoveCode } from '../move-code.js';
import { columnId, decodeMove, foundationId, formatMove, pileName, type MoveInput, type PileId } from '../notation.js';

/** The lowest-numbered empty foundation and empty column, -1 for none. */
function firstEmpty(board: Board): { home: number; column: number } {
  let home = -1;
  for (let f = 0; f < 8 && home < 0; f++) if (board.fTop[f] === 0) home = f;
  let column = -1;
  for (let c = 0; c < board.columnCount && column < 0; c++) if (board.colLen[c] === 0) column = c;
  return { home, column };
}

/** Every (from, to, count) worth asking about: every pile pair, counts up to the face-up cards. */
function candidates(board: Board): MoveInput[] {
  const names: PileId[] = ['stock', 'waste'];
  for (let f = 0; f < 8; f++) names.push(foundationId(f));
  for (let c = 0; c < board.columnCount; c++) names.push(columnId(c));
  const moves: MoveInput[] = [];
  for (const [i, from] of names.entries()) {
    const c = i - 10;
    const up = c >= 0 ? (board.colLen[c] ?? 0) - (board.colDown[c] ?? 0) : 1;
    // No run is longer than 13 cards; one past the face-up count is the edge worth asking.
    for (const to of names) for (let count = 1; count <= Math.min(up, 13) + 1; count++) moves.push({ from, to, count });
  }
  return moves;
}

/**
 * Where the move list and checkMove disagree on this board, as readable lines. The listing
 * convention (docs/engine-protocol.md): each legal move listed exactly once per source, count and
 * destination, except that among empty foundations only the lowest-numbered is listed, and
 * likewise among empty columns; every listed move is accepted by checkMove as the same move.
 */
export function listingProblems(board: Board, listed: readonly MoveCode[]): string[] {
  const problems: string[] = [];
  const shown = (code: MoveCode) => formatMove(decodeMove(code));
  if (new Set(listed).size !== listed.length) problems.push(`a move is listed twice: ${listed.map(shown).join(' ')}`);
  for (const code of listed) {
    const check = checkMove(board, decodeMove(code));
    if (!check.ok) problems.push(`listed ${shown(code)} is refused: ${check.reason}`);
    else if (check.code !== code) problems.push(`listed ${shown(code)} is accepted as ${shown(check.code)}`);
  }
  const empty = firstEmpty(board);
  // The move the list shows for an accepted move: the same, with another empty pile as the lowest one.
  const listedForm = (code: MoveCode): MoveCode => {
    const from = codeFrom(code);
    let to = codeTo(code);
    if (from === STOCK || to === STOCK) return code;
    if (to >= FOUNDATION_BASE && board.fTop[to - FOUNDATION_BASE] === 0) to = FOUNDATION_BASE + empty.home;
    else if (to < FOUNDATION_BASE && board.colLen[to] === 0) to = empty.column;
    return encodeMove(from, to, codeCount(code));
  };
  const wanted = new Set<MoveCode>();
  for (const move of candidates(board)) {
    const check = checkMove(board, move);
    if (check.ok) wanted.add(listedForm(check.code));
    else if (check.reason.trim() === '') problems.push(`${move.from}-${move.to}x${String(move.count)} is refused without a reason`);
  }
  const have = new Set(listed);
  for (const code of wanted) if (!have.has(code)) problems.push(`legal ${shown(code)} is not listed`);
  for (const code of have) {
    if (!wanted.has(code)) problems.push(`listed ${shown(code)} is not the listed form of a legal move (from ${pileName(codeFrom(code))})`);
  }
  return problems;
}
