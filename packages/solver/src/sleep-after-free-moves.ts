import { FOUNDATION_BASE, PILE_CAPACITY, STOCK, WASTE, codeFrom, codeTo, type Board, type MoveCode } from '@forty-thieves/core/engine';

/**
 * The complete search's sleep rules (docs/solver.md, "Draws commute with column moves"). A draw
 * or a foundation move commutes with every move that touches none of its piles, and core lists
 * such a move the same way before and after it. So after a chain of draws and foundation moves
 * from a position that listed its moves, a move listed there that touches none of the piles the
 * chain touched was tried there (or slept there on the same grounds), and leads to a position
 * reached that way: it sleeps. Only a chain of moves that cost less than the sleeping move in the
 * measure that makes this safe with the transposition table may carry it: draws and foundation
 * moves, and with `sleepAfterSmaller` (one card at a time) moves of earlier cards onto columns
 * (docs/solver.md, "Sleep after moves of smaller cards"); a move home may sleep only after draws alone.
 */

/**
 * `chain` bits: columns 0…15 as themselves, then the waste, then "a foundation was touched", then
 * in bits 18…23 the largest {@link cardOrder} of the chain's moves onto a column (0: none), and
 * bit 24 when one of those went into an empty column.
 */
const WASTE_BIT = 1 << 16;
const HOME_BIT = 1 << 17;
const ORDER_SHIFT = 18;
const ORDER_BITS = 63 << ORDER_SHIFT;
const PARK_BIT = 1 << 24;

/** What lets moves sleep: the search policy's three switches. */
export interface SleepPolicy {
  readonly sleepAfterDraw: boolean;
  readonly sleepAfterHome: boolean;
  readonly sleepAfterSmaller: boolean;
}

/**
 * For a move of one card from a column or the waste onto a column (the board as it is before
 * it), its card's place in the fixed order of the measure ({@link movedCard}), with
 * {@link PARK_BIT} when the column is empty; 0 for any other move, and where runs move (a run's
 * legality reads the empty columns, which a move elsewhere can change).
 */
export function cardOrder(board: Board, code: MoveCode): number {
  const from = codeFrom(code);
  const to = codeTo(code);
  if (board.tables.sequence || to >= FOUNDATION_BASE || (from !== WASTE && from >= FOUNDATION_BASE)) return 0;
  return movedCard(board, from) | ((board.colLen[to] ?? 0) === 0 ? PARK_BIT >>> ORDER_SHIFT : 0);
}

/**
 * The chain entry of the position a frame enters by `code`: the piles `code` touches, when it is a
 * draw, a foundation move or (`order` > 0, its {@link cardOrder}) a card onto a column the policy
 * lets moves sleep after, added to the frame's own entry `before` unless the frame listed its
 * moves (then the chain starts there); -1 after any other move, or when the frame listed nothing
 * and carries no chain (a safe move's frame outside a chain).
 */
export function chainAfter(policy: SleepPolicy, listed: boolean, before: number, code: MoveCode, order = 0): number {
  const from = codeFrom(code);
  const to = codeTo(code);
  const source = from === WASTE ? WASTE_BIT : 1 << from;
  let touched: number;
  if (from === STOCK) {
    if (!policy.sleepAfterDraw) return -1;
    touched = WASTE_BIT;
  } else if (to < FOUNDATION_BASE) {
    if (!policy.sleepAfterSmaller || order === 0) return -1;
    touched = source | (1 << to) | (order << ORDER_SHIFT);
  } else {
    if (!policy.sleepAfterHome || to >= STOCK) return -1;
    touched = source | HOME_BIT;
  }
  if (listed) return touched;
  if (before < 0) return -1;
  const largest = Math.max(before & ORDER_BITS, touched & ORDER_BITS);
  return ((before | touched) & ~ORDER_BITS) | largest;
}

/**
 * Drops from `moves[at…end)` the moves that sleep after a chain that touched `chain`'s piles,
 * keeping the others in order, and returns the new end. A move onto a column (from a column or
 * the waste) sleeps when neither of its piles was touched and its card comes after every card the
 * chain moved onto a column (`board` as it is, for the cards), and not into an empty column after a park; a move home from a column when the
 * chain was draws alone. Either only when the chain's start tried it: when a stubborn set cut
 * that start's moves, `tried` holds the set's piles (columns as themselves, the waste as bit 16),
 * and it tried a legal move exactly when the move's source pile is among them; otherwise -1.
 */
export function dropSleeping(moves: Int32Array, at: number, end: number, chain: number, tried = -1, board?: Board): number {
  const homeSleeps = (chain & ~WASTE_BIT) === 0;
  const largest = (chain & ORDER_BITS) >>> ORDER_SHIFT;
  // A move into an empty column is listed into the lowest one, which a park in the chain may have filled.
  const parked = (chain & PARK_BIT) !== 0;
  let kept = at;
  for (let i = at; i < end; i++) {
    const code = moves[i] ?? 0;
    const from = codeFrom(code);
    const to = codeTo(code);
    const source = from === WASTE ? WASTE_BIT : 1 << from;
    const sleeps =
      (tried & source) !== 0 &&
      (to < FOUNDATION_BASE
        ? (from < FOUNDATION_BASE || from === WASTE) &&
          (chain & (source | (1 << to))) === 0 &&
          (largest === 0 || (board !== undefined && movedCard(board, from) > largest && !(parked && (board.colLen[to] ?? 0) === 0)))
        : to < STOCK && from < FOUNDATION_BASE && homeSleeps);
    if (!sleeps) moves[kept++] = code;
  }
  return kept;
}

/** The place of the card on top of pile `from` (a column or the waste) in the measure's order: rank first, Kings last, then suit; 1…52. */
function movedCard(board: Board, from: number): number {
  const card = from === WASTE ? (board.waste[board.wasteLen - 1] ?? 0) : (board.cells[from * PILE_CAPACITY + (board.colLen[from] ?? 0) - 1] ?? 0);
  return (card % 13) * 4 + ((card / 13) | 0) + 1;
}
