import { FOUNDATION_BASE, STOCK, WASTE, codeCount, codeFrom, codeTo, encodeMove, type MoveCode } from './move-code.js';

/**
 * The portable move: `{ "from": "c3", "to": "f0", "count": 1 }`. Piles are `stock`, `waste`,
 * `f0`…`f7` and `c0`…; a draw is `stock → waste`, a redeal `waste → stock`.
 */
export interface Move {
  readonly from: string;
  readonly to: string;
  /** Cards moved from a column (default 1). Ignored for a draw or a redeal. */
  readonly count?: number;
}

/** Pile name → engine pile number, or undefined for a name that is not a pile. */
export function pileNumber(name: string): number | undefined {
  if (name === 'stock') return STOCK;
  if (name === 'waste' || name === 'w') return WASTE;
  const match = /^([cf])(\d{1,2})$/.exec(name);
  if (!match) return undefined;
  const index = Number(match[2]);
  if (match[1] === 'f') return index < 8 ? FOUNDATION_BASE + index : undefined;
  return index < FOUNDATION_BASE ? index : undefined;
}

/** Engine pile number → `stock`, `waste`, `f0`…`f7` or `c0`…. */
export function pileName(pile: number): string {
  if (pile === STOCK) return 'stock';
  if (pile === WASTE) return 'waste';
  return pile >= FOUNDATION_BASE ? `f${pile - FOUNDATION_BASE}` : `c${pile}`;
}

/** A draw: stock → waste. */
export function isDraw(move: Move): boolean {
  return move.from === 'stock' && move.to === 'waste';
}

/** A redeal: waste → stock. */
export function isRedeal(move: Move): boolean {
  return move.from === 'waste' && move.to === 'stock';
}

/** Text form: `c3-f0`, `c3-c5x3`, `w-c2`, `w-f1`, `draw`, `redeal`. */
export function formatMove(move: Move): string {
  if (isDraw(move)) return 'draw';
  if (isRedeal(move)) return 'redeal';
  const from = move.from === 'waste' ? 'w' : move.from;
  const count = move.count ?? 1;
  return `${from}-${move.to}${count > 1 ? `x${count}` : ''}`;
}

export type ParsedMove = { ok: true; move: Move } | { ok: false; error: string };

// Foundations are accepted as sources too, so that `f0-c4` gets the rule's reason rather than "not a move".
const MOVE_TEXT = /^(w|waste|stock|f\d|c\d{1,2})-(f\d|c\d{1,2}|waste|stock)(?:x(\d{1,3}))?$/;

/** Parses the text form; an unreadable text comes back as a value with the reason, not an exception. */
export function parseMove(text: string): ParsedMove {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'draw' || trimmed === 'stock-waste') return { ok: true, move: { from: 'stock', to: 'waste' } };
  if (trimmed === 'redeal' || trimmed === 'waste-stock' || trimmed === 'w-stock') return { ok: true, move: { from: 'waste', to: 'stock' } };
  const match = MOVE_TEXT.exec(trimmed);
  if (!match) {
    return { ok: false, error: `"${text}" is not a move; write it as c3-f0, c3-c5x3 (three cards), w-c2, w-f1, draw or redeal` };
  }
  const from = match[1] === 'w' ? 'waste' : (match[1] ?? '');
  const count = match[3] === undefined ? 1 : Number(match[3]);
  if (count < 1) return { ok: false, error: `"${text}": the count after x must be at least 1` };
  return { ok: true, move: { from, to: match[2] ?? '', count } };
}

/** Engine code → portable move. */
export function decodeMove(code: MoveCode): Move {
  const from = codeFrom(code);
  const to = codeTo(code);
  if (from === STOCK || to === STOCK) return { from: pileName(from), to: pileName(to) };
  return { from: pileName(from), to: pileName(to), count: codeCount(code) };
}

/** Portable move → engine code with the given count (draws and redeals get theirs from the board). */
export function encodePortable(move: Move, count: number): MoveCode | undefined {
  const from = pileNumber(move.from);
  const to = pileNumber(move.to);
  if (from === undefined || to === undefined) return undefined;
  return encodeMove(from, to, count);
}
