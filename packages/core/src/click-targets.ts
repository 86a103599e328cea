import { cardName, formatCard } from './cards.js';
import { PILE_CAPACITY, type Board } from './board.js';
import { foundationFor, isSafeToFoundation } from './autoplay.js';
import { checkMove, whyNotOnColumn } from './legality.js';
import { WASTE } from './move-code.js';
import { columnId, foundationId, parsePile, pileNumber, type Move } from './notation.js';
import { planSupermove } from './supermove.js';
import { RefusalCode as R, refused, type Refusal, type Refused } from './refusal.js';

/** Where a clicked card may go, best first, or why it cannot move at all. */
export type ClickTargets = { ok: true; targets: Move[] } | { ok: false; reason: string; refusal?: Refusal };

export interface ClickOptions {
  /** Offer supermoves (several cards of a run in a one-card variant); default true. */
  supermove?: boolean;
}

/**
 * docs/rules.md "Click / tap to move": the legal destinations for `count` cards taken from the top of
 * `from` (a column or the waste), in the order a click tries them — a foundation when the move is
 * safe, then the non-empty columns left to right, then a foundation that is legal but not safe,
 * then one empty column (the lowest-numbered; the others would look the same). A second click
 * cycles through the list.
 *
 * An unsafe foundation ranks below the columns because the rule book puts the foundation first
 * only when safe, and above the empty column because an empty column is the scarcest resource.
 * Every destination is checked by the rules engine (`checkMove`, or `planSupermove` for a run
 * in a one-card variant), so the list never holds a move the session would refuse.
 */
export function clickTargets(board: Board, pile: string, count = 1, options: ClickOptions = {}): ClickTargets {
  const from = parsePile(pile);
  const src = from === undefined ? undefined : pileNumber(from);
  const isColumn = src !== undefined && src < board.columnCount;
  if (from === undefined || (!isColumn && src !== WASTE))
    return { ok: false, ...refused(`cards are clicked to move only from a column or the waste, not from ${pile}`, R.ClickSource, { pile }) };
  const supermove = (options.supermove ?? true) && !board.tables.sequence && count > 1 && isColumn;
  const bottom = movingCard(board, src, count);
  const reasons: Refused[] = [];
  let capacityReason: Refused | undefined;
  const tryColumn = (to: number): boolean => {
    const check = checkMove(board, { from, to: columnId(to), count });
    if (check.ok) return true;
    if (!supermove || bottom === undefined || whyNotOnColumn(board, bottom, to, src) !== undefined) {
      reasons.push(check);
      return false;
    }
    const plan = planSupermove(board, src, to, count);
    if (!plan.ok) capacityReason ??= plan;
    return plan.ok;
  };

  const safeHome: Move[] = [];
  const unsafeHome: Move[] = [];
  if (count === 1 && bottom !== undefined) {
    const f = foundationFor(board, bottom);
    const move: Move = { from, to: foundationId(f), count: 1 };
    if (f >= 0 && checkMove(board, move).ok) (isSafeToFoundation(board, bottom) ? safeHome : unsafeHome).push(move);
  }
  const filled: Move[] = [];
  let empty: Move | undefined;
  for (let c = 0; c < board.columnCount; c++) {
    if (c === src) continue;
    const isEmpty = board.columnTop(c) < 0;
    if (isEmpty && empty !== undefined) continue;
    if (!tryColumn(c)) continue;
    const move: Move = { from, to: columnId(c), count };
    if (isEmpty) empty = move;
    else filled.push(move);
  }
  const targets = [...safeHome, ...filled, ...unsafeHome, ...(empty ? [empty] : [])];
  if (targets.length > 0) return { ok: true, targets };
  return { ok: false, ...(capacityReason ?? sourceReason(reasons) ?? nowhere(bottom, count)) };
}

/** The card at the bottom of the `count` cards that would move, if there are that many. */
function movingCard(board: Board, pile: number, count: number): number | undefined {
  if (pile === WASTE) return board.wasteLen > 0 ? board.waste[board.wasteLen - 1] : undefined;
  const len = board.colLen[pile] ?? 0;
  return count <= len ? board.cells[pile * PILE_CAPACITY + len - count] : undefined;
}

/** A refusal that every destination gave alike is about the source (a face-down card, not a run…). */
function sourceReason(reasons: Refused[]): Refused | undefined {
  const first = reasons[0];
  return first !== undefined && reasons.length > 1 && reasons.every((why) => why.reason === first.reason) ? first : undefined;
}

function nowhere(card: number | undefined, count: number): Refused {
  if (card === undefined) return refused('there is no card to move there', R.NoCard);
  const what = count > 1 ? `the ${count} cards from ${cardName(card)} up` : cardName(card);
  return refused(`${what}: no foundation or column takes ${count > 1 ? 'them' : 'it'} now`, R.Nowhere, { card: formatCard(card), count });
}
