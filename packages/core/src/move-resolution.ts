import type { Board } from './board.js';
import { nextSafeMove } from './autoplay.js';
import { checkMove } from './legality.js';
import type { MoveCode } from './move-code.js';
import { parseMove, pileNumber, type MoveInput } from './notation.js';
import { RefusalCode } from './refusal.js';
import type { PlayRefused } from './session-types.js';
import { planSupermove } from './supermove.js';

/**
 * The engine codes that make a player's move, given as `{ from, to, count }` or in text (`c3-f0`):
 * the rule move itself, or, in a one-card variant with `supermove` on, the single moves through
 * empty columns that carry the run; else the refusal, which says why.
 */
export function resolveMove(board: Board, input: MoveInput | string, supermove: boolean): MoveCode[] | PlayRefused {
  if (typeof input === 'string') {
    const parsed = parseMove(input);
    return parsed.ok
      ? resolveMove(board, parsed.move, supermove)
      : { ok: false, reason: parsed.error, refusal: { code: RefusalCode.NotAMove, params: { text: input } } };
  }
  const move = input;
  const check = checkMove(board, move);
  if (check.ok) return [check.code];
  const count = move.count ?? 1;
  const src = columnIndex(board, move.from);
  const dst = columnIndex(board, move.to);
  if (!supermove || board.tables.sequence || count <= 1 || src < 0 || dst < 0 || src === dst) return check;
  const plan = planSupermove(board, src, dst, count);
  return plan.ok ? plan.codes : plan;
}

function columnIndex(board: Board, name: string): number {
  const pile = pileNumber(name);
  return pile !== undefined && pile < board.columnCount ? pile : -1;
}

/** Applies safe foundation moves until none is left, adding their undo records to `records`; returns how many it made. */
export function runAutoplay(board: Board, records: MoveCode[], skipPile: number): number {
  let made = 0;
  for (let code = nextSafeMove(board, skipPile); code >= 0; code = nextSafeMove(board, skipPile)) {
    records.push(board.apply(code));
    made++;
  }
  return made;
}
