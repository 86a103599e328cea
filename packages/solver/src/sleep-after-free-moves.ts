import { FOUNDATION_BASE, STOCK, WASTE, codeFrom, codeTo, type MoveCode } from '@forty-thieves/core/engine';

/**
 * The complete search's sleep rules (docs/solver.md, "Draws commute with column moves"). A draw
 * or a foundation move commutes with every move that touches none of its piles, and core lists
 * such a move the same way before and after it. So after a chain of draws and foundation moves
 * from a position that listed its moves, a move listed there that touches none of the piles the
 * chain touched was tried there (or slept there on the same grounds), and leads to a position
 * reached that way: it sleeps. Only a chain of draws and foundation moves may carry a sleeping
 * move, because only those moves cost nothing in the measure that makes this safe with the
 * transposition table; a move home may sleep only after draws alone.
 */

/** `chain` bits: columns 0…15 as themselves, then the waste, then "a foundation was touched". */
const WASTE_BIT = 1 << 16;
const HOME_BIT = 1 << 17;

/** What lets moves sleep: the search policy's two switches. */
export interface SleepPolicy {
  readonly sleepAfterDraw: boolean;
  readonly sleepAfterHome: boolean;
}

/**
 * The chain entry of the position a frame enters by `code`: the piles `code` touches, when it is a
 * draw or a foundation move the policy lets moves sleep after, added to the frame's own entry
 * `before` unless the frame listed its moves (then the chain starts there); -1 after any other
 * move, or when the frame listed nothing and carries no chain (a safe move's frame outside a chain).
 */
export function chainAfter(policy: SleepPolicy, listed: boolean, before: number, code: MoveCode): number {
  const from = codeFrom(code);
  let touched: number;
  if (from === STOCK) {
    if (!policy.sleepAfterDraw) return -1;
    touched = WASTE_BIT;
  } else {
    const to = codeTo(code);
    if (!policy.sleepAfterHome || to < FOUNDATION_BASE || to >= STOCK) return -1;
    touched = (from === WASTE ? WASTE_BIT : 1 << from) | HOME_BIT;
  }
  if (listed) return touched;
  return before < 0 ? -1 : before | touched;
}

/**
 * Drops from `moves[at…end)` the moves that sleep after a chain that touched `chain`'s piles,
 * keeping the others in order, and returns the new end. A move onto a column (from a column or
 * the waste) sleeps when neither of its piles was touched; a move home from a column when the
 * chain was draws alone. Either only when the chain's start tried it: when a stubborn set cut
 * that start's moves, `tried` holds the set's piles (columns as themselves, the waste as bit 16),
 * and it tried a legal move exactly when the move's source pile is among them; otherwise -1.
 */
export function dropSleeping(moves: Int32Array, at: number, end: number, chain: number, tried = -1): number {
  const homeSleeps = (chain & ~WASTE_BIT) === 0;
  let kept = at;
  for (let i = at; i < end; i++) {
    const code = moves[i] ?? 0;
    const from = codeFrom(code);
    const to = codeTo(code);
    const source = from === WASTE ? WASTE_BIT : 1 << from;
    const sleeps =
      (tried & source) !== 0 &&
      (to < FOUNDATION_BASE
        ? (from < FOUNDATION_BASE || from === WASTE) && (chain & (source | (1 << to))) === 0
        : to < STOCK && from < FOUNDATION_BASE && homeSleeps);
    if (!sleeps) moves[kept++] = code;
  }
  return kept;
}
