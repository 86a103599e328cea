/**
 * Moves inside the engine are small integers so that generating, applying and undoing them
 * allocates nothing: `from | to << 5 | count << 10`, with pile numbers below. `apply` returns the
 * same number with {@link FLIP_BIT} set when the move turned a face-down card up, which is all
 * `undo` needs to know.
 */
export type MoveCode = number;

/** Pile numbers: columns 0…15, foundations 16…23, the stock and the waste. */
export const FOUNDATION_BASE = 16;
export const STOCK = 24;
export const WASTE = 25;
export const FLIP_BIT = 1 << 17;

/** `count` cards from pile `from` to pile `to`. */
export function encodeMove(from: number, to: number, count: number): MoveCode {
  return from | (to << 5) | (count << 10);
}

/** The source pile. */
export function codeFrom(code: MoveCode): number {
  return code & 31;
}

/** The destination pile. */
export function codeTo(code: MoveCode): number {
  return (code >> 5) & 31;
}

/** Cards moved (for a draw, cards turned; for a redeal, the whole waste). */
export function codeCount(code: MoveCode): number {
  return (code >> 10) & 127;
}

/** The move part of an undo record (drops the flip bit). */
export function codeMove(code: MoveCode): MoveCode {
  return code & (FLIP_BIT - 1);
}
