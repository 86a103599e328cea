import { PILE_CAPACITY, type Board } from './board.js';
import { whyNotOnColumn } from './legality.js';
import { encodeMove, type MoveCode } from './move-code.js';
import { RefusalCode as R, refused, type Refusal } from './refusal.js';

/** Cards a supermove may carry with `freeColumns` empty columns besides the destination. */
export function supermoveCapacity(freeColumns: number): number {
  return 2 ** freeColumns;
}

/**
 * The single moves that carry `count` cards from `src` to `dst` through the empty columns `temps`:
 * the top half goes to a free column, the rest to the destination, then the half follows, each
 * part using the remaining free columns. Needs `count <= 2 ** temps.length`.
 */
function relay(count: number, src: number, dst: number, temps: readonly number[], out: MoveCode[]): void {
  if (count === 1) {
    out.push(encodeMove(src, dst, 1));
    return;
  }
  const [spare, ...rest] = temps;
  if (spare === undefined) throw new Error('relay needs a free column for more than one card');
  const half = Math.floor(count / 2);
  relay(half, src, spare, rest, out);
  relay(count - half, src, dst, rest, out);
  relay(half, spare, dst, rest, out);
}

export type SupermovePlan = { ok: true; codes: MoveCode[] } | { ok: false; reason: string; refusal: Refusal };

/**
 * docs/rules.md's supermove convenience for one-card variants: several cards of a built run move at
 * once when single legal moves through empty columns reach the same result — with k empty
 * columns, at most 2^k cards onto a non-empty column and 2^(k−1) into an empty one (k is 0 when the
 * plugin's `emptyColumn` policy keeps a run's upper cards out of empty columns). Returns those
 * single moves, or the reason (with the limit) when it cannot be done.
 */
export function planSupermove(board: Board, src: number, dst: number, count: number): SupermovePlan {
  const len = board.colLen[src] ?? 0;
  if (board.buildRun(src) < count) {
    return {
      ok: false,
      ...refused(`the top ${count} cards of c${src} are not one built run, so they cannot move together`, R.NotOneRun, { count, pile: `c${src}` }),
    };
  }
  const problem = whyNotOnColumn(board, board.cells[src * PILE_CAPACITY + len - count] ?? 0, dst, src);
  if (problem !== undefined) return { ok: false, ...problem };
  const top = board.columnTop(dst);
  const empty: number[] = [];
  for (let c = 0; c < board.columnCount; c++) if (c !== dst && board.colLen[c] === 0) empty.push(c);
  // The relay parks the upper part of the run (never headed by a King, never from the waste) in
  // empty columns, which only the common rule ('any') lets a single move do.
  const temps = board.tables.emptyColumn === 'any' ? empty : [];
  const capacity = supermoveCapacity(temps.length);
  if (count > capacity) {
    const empties = empty.length + (top < 0 ? 1 : 0);
    const where = top < 0 ? 'into an empty column' : 'onto a column';
    if (temps.length < empty.length) {
      const policy = board.tables.emptyColumn;
      const limit = `in this variant empty columns take ${policy === 'kings-only' ? 'only Kings' : 'only the waste'}, so they cannot hold part of a run and you can move 1 card at a time`;
      return { ok: false, ...refused(`${limit}; this run has ${count}`, R.SupermovePolicy, { policy, count }) };
    }
    const limit = `with ${empties} empty column${empties === 1 ? '' : 's'} you can move at most ${capacity} card${capacity === 1 ? '' : 's'} ${where} (one card at a time through empty columns)`;
    return { ok: false, ...refused(`${limit}; this run has ${count}`, R.SupermoveLimit, { empty: empties, capacity, into: top < 0 ? 1 : 0, count }) };
  }
  const codes: MoveCode[] = [];
  relay(count, src, dst, temps, codes);
  return { ok: true, codes };
}
