import { CARD_COUNT, RANKS, formatCard, rankOf, suitOf } from './cards.js';
import { PILE_CAPACITY, type Board } from './board.js';
import { FOUNDATION_BASE, STOCK, WASTE, encodeMove, type MoveCode } from './move-code.js';
import { pileNumber, type MoveInput } from './notation.js';
import { predicateName } from './predicates.js';
import { RefusalCode as R, refused, type Refusal, type Refused } from './refusal.js';

/**
 * A checked move: its engine code, or the reason the rules refuse it — in English (`reason`) and as
 * data (`refusal`, a code and parameters, so a user interface can say it in another language).
 */
export type MoveCheck = { ok: true; code: MoveCode } | { ok: false; reason: string; refusal: Refusal };

const refuse = (why: Refused): MoveCheck => ({ ok: false, ...why });

function pileOf(board: Board, name: string): number | Refused {
  const pile = pileNumber(name);
  const last = board.columnCount - 1;
  if (pile === undefined)
    return refused(`"${name}" is not a pile; the piles are stock, waste, f0–f7 and c0–c${last}`, R.NotAPile, { pile: name, last: `c${last}` });
  if (pile < FOUNDATION_BASE && pile > last)
    return refused(`there is no ${name}: this variant has columns c0–c${last}`, R.NoSuchColumn, { pile: name, last: `c${last}` });
  return pile;
}

function checkStockMove(board: Board, from: number, to: number): MoveCheck {
  if (from === STOCK) {
    if (to !== WASTE) return refuse(refused('the stock is played by drawing its top card to the waste (`draw`)', R.StockDrawsToWaste));
    if (board.stockLen === 0) {
      const canRedeal = board.wasteLen > 0 && board.redealsLeft > 0;
      return refuse(refused(`the stock is empty${canRedeal ? '; turn the waste over with `redeal`' : ''}`, R.StockEmpty, { redeal: canRedeal ? 1 : 0 }));
    }
    return { ok: true, code: encodeMove(STOCK, WASTE, Math.min(board.tables.dealCount, board.stockLen)) };
  }
  if (from !== WASTE) return refuse(refused('cards go back to the stock only by a redeal, which turns the whole waste over (`redeal`)', R.RedealOnly));
  if (board.stockLen > 0)
    return refuse(
      refused(`the stock still has ${board.stockLen} cards; the waste is turned over only when it is empty`, R.StockNotEmpty, { count: board.stockLen }),
    );
  if (board.tables.redeals === 0) return refuse(refused('this variant has no redeal: when the stock is empty it stays empty', R.NoRedeal));
  if (board.redealsLeft === 0)
    return refuse(refused(`no redeals left (this variant allows ${board.tables.redeals})`, R.NoRedealsLeft, { redeals: board.tables.redeals }));
  if (board.wasteLen === 0) return refuse(refused('the waste is empty: there is nothing to turn over', R.NothingToRedeal));
  return { ok: true, code: encodeMove(WASTE, STOCK, board.wasteLen) };
}

/** The card that would move, or the reason nothing can move from `from` with `count` cards. */
function movingCard(board: Board, from: number, count: number, fromName: string): number | Refused {
  if (from >= FOUNDATION_BASE && from < STOCK) return refused('cards never leave a foundation', R.FoundationSource);
  if (from === WASTE) {
    if (board.wasteLen === 0) return refused('the waste is empty', R.WasteEmpty);
    if (count !== 1) return refused('only the top card of the waste can be played', R.WasteTopOnly);
    return board.waste[board.wasteLen - 1] ?? 0;
  }
  const len = board.colLen[from] ?? 0;
  if (len === 0) return refused(`${fromName} is empty`, R.ColumnEmpty, { pile: fromName });
  if (count > 1 && !board.tables.sequence) {
    return refused('this variant moves one card at a time', R.OneCardAtATime);
  }
  const faceUp = len - (board.colDown[from] ?? 0);
  if (count > faceUp) return refused(`${fromName} has only ${faceUp} face-up card${faceUp === 1 ? '' : 's'}`, R.NotFaceUp, { pile: fromName, faceUp });
  const run = board.buildRun(from);
  const base = from * PILE_CAPACITY;
  if (count > run) {
    const upper = formatCard(board.cells[base + len - run] ?? 0);
    const lower = formatCard(board.cells[base + len - run - 1] ?? 0);
    return refused(`the top ${count} cards of ${fromName} are not a movable sequence: ${upper} is not built on ${lower}`, R.NotASequence, {
      count,
      pile: fromName,
      upper,
      lower,
    });
  }
  return board.cells[base + len - count] ?? 0;
}

function checkFoundation(board: Board, card: number, f: number, count: number, toName: string): Refused | undefined {
  if (count !== 1) return refused('cards go to a foundation one at a time', R.FoundationOneAtATime);
  const top = board.fTop[f] ?? 0;
  const rank = rankOf(card);
  if (rank === 1)
    return top === 0
      ? undefined
      : refused(`${toName} is not empty; an Ace starts an empty foundation`, R.FoundationNotEmpty, { pile: toName, card: formatCard(card) });
  if (top === 0) return refused(`${toName} is empty: only an Ace can start a foundation`, R.FoundationNeedsAce, { pile: toName, card: formatCard(card) });
  const shown = formatCard((board.fSuit[f] ?? 0) * 13 + top - 1);
  if (board.fSuit[f] !== suitOf(card) || top !== rank - 1) {
    const below = formatCard(card - 1);
    return refused(`${formatCard(card)} goes on the ${RANKS[rank - 2] ?? '?'} of its own suit, but ${toName} shows ${shown}`, R.FoundationWrongCard, {
      card: formatCard(card),
      below,
      pile: toName,
      shown,
    });
  }
  return undefined;
}

/** Why `card` (the bottom card of what moves from pile `from`) may not go on column `to`, or undefined when it may. */
export function whyNotOnColumn(board: Board, card: number, to: number, from: number): Refused | undefined {
  const top = board.columnTop(to);
  if (top < 0) return whyNotIntoEmpty(board, card, to, from);
  if (board.tables.accepts[card * CARD_COUNT + top] === 1) return undefined;
  if (rankOf(top) !== rankOf(card) + 1) {
    return refused(`${formatCard(card)} cannot go on ${formatCard(top)}: a card goes on one exactly one rank higher`, R.RankMismatch, {
      card: formatCard(card),
      target: formatCard(top),
    });
  }
  const build = predicateName(board.plugin.build);
  return refused(`${formatCard(card)} cannot go on ${formatCard(top)}: this variant builds ${build}`, R.BuildMismatch, {
    card: formatCard(card),
    target: formatCard(top),
    build,
  });
}

/** The plugin's empty-column policy (`emptyColumn`), with a reason that names it. */
function whyNotIntoEmpty(board: Board, card: number, to: number, from: number): Refused | undefined {
  const { emptyColumn, emptyFromColumn, emptyFromWaste } = board.tables;
  const allowed = from === WASTE ? emptyFromWaste[card] : emptyFromColumn[card];
  if (allowed === 1) return undefined;
  if (emptyColumn === 'kings-only') {
    return refused(
      `only a King, or a sequence whose bottom card is a King, may go into an empty column in this variant; c${to} cannot take ${formatCard(card)}`,
      R.EmptyKingsOnly,
      { pile: `c${to}`, card: formatCard(card) },
    );
  }
  return refused(
    `in this variant an empty column is filled only from the waste; c${to} cannot take ${formatCard(card)} from another column`,
    R.EmptyWasteOnly,
    { pile: `c${to}`, card: formatCard(card) },
  );
}

/**
 * Checks a portable move against the rules on this board. A legal move comes back with its engine
 * code (including moves to any empty pile, not only the lowest-numbered one the move list shows);
 * an illegal one with a reason a player can act on.
 */
export function checkMove(board: Board, move: MoveInput): MoveCheck {
  const from = pileOf(board, move.from);
  if (typeof from !== 'number') return refuse(from);
  const to = pileOf(board, move.to);
  if (typeof to !== 'number') return refuse(to);
  if (from === STOCK || to === STOCK) return checkStockMove(board, from, to);
  if (to === WASTE) return refuse(refused('only the stock deals to the waste (`draw`)', R.OnlyStockToWaste));
  const count = move.count ?? 1;
  if (!Number.isInteger(count) || count < 1)
    return refuse(refused(`count must be a whole number of at least 1, got ${String(count)}`, R.BadCount, { count: String(count) }));
  if (from === to) return refuse(refused(`${move.from} is already there: a move needs two different piles`, R.SamePile, { pile: move.from }));
  const card = movingCard(board, from, count, move.from);
  if (typeof card !== 'number') return refuse(card);
  const problem = to >= FOUNDATION_BASE ? checkFoundation(board, card, to - FOUNDATION_BASE, count, move.to) : whyNotOnColumn(board, card, to, from);
  return problem === undefined ? { ok: true, code: encodeMove(from, to, count) } : refuse(problem);
}
