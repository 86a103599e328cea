import { FOUNDATION_BASE, STOCK, WASTE, codeCount, codeFrom, codeTo, encodeMove, type MoveCode } from './move-code.js';

/** A column's id: `c0`, `c1`, … */
export type ColumnId = `c${number}`;
/** A foundation's id: `f0` … `f7`. */
export type FoundationId = `f${number}`;
/** A pile's id, as moves, positions and the element's `data-pile` name piles. */
export type PileId = 'stock' | 'waste' | FoundationId | ColumnId;

/**
 * The portable move: `{ "from": "c3", "to": "f0", "count": 1 }`. Piles are `stock`, `waste`,
 * `f0`…`f7` and `c0`…; a draw is `stock → waste`, a redeal `waste → stock`. Every move core
 * gives out has pile ids; what it takes in may name piles with any text ({@link MoveInput}).
 */
export interface Move {
  readonly from: PileId;
  readonly to: PileId;
  /** Cards moved from a column (default 1). Ignored for a draw or a redeal. */
  readonly count?: number;
}

/** A move as a program or a person may write it: the rules engine explains a name that is no pile. */
export interface MoveInput {
  readonly from: string;
  readonly to: string;
  readonly count?: number;
}

const PILE_TEXT = /^([cf])(\d{1,2})$/;

/**
 * The one reader of pile names: `stock`, `waste` (or `w`), `f0`…`f7` and `c0`… (up to the engine's
 * column limit) as their {@link PileId}, or undefined for anything else.
 */
export function parsePile(name: string): PileId | undefined {
  if (name === 'stock' || name === 'waste') return name;
  if (name === 'w') return 'waste';
  const match = PILE_TEXT.exec(name);
  if (!match) return undefined;
  const index = Number(match[2]);
  if (match[1] === 'f') return index < 8 ? foundationId(index) : undefined;
  return index < FOUNDATION_BASE ? columnId(index) : undefined;
}

/** The id of column `c` (numbered from 0). */
export function columnId(c: number): ColumnId {
  return `c${c}`;
}

/** The id of foundation `f` (0 … 7). */
export function foundationId(f: number): FoundationId {
  return `f${f}`;
}

/** Whether a pile name is a column's id. */
export function isColumnId(name: string): name is ColumnId {
  return name.startsWith('c') && parsePile(name) === name;
}

/** Whether a pile name is a foundation's id. */
export function isFoundationId(name: string): name is FoundationId {
  return name.startsWith('f') && parsePile(name) === name;
}

/** The number of a column or foundation id (`c3` → 3, `f0` → 0). */
export function pileIndex(id: ColumnId | FoundationId): number {
  return Number(id.slice(1));
}

/** Pile name → engine pile number, or undefined for a name that is not a pile. */
export function pileNumber(name: string): number | undefined {
  const id = parsePile(name);
  if (id === undefined) return undefined;
  if (id === 'stock') return STOCK;
  if (id === 'waste') return WASTE;
  return isFoundationId(id) ? FOUNDATION_BASE + pileIndex(id) : pileIndex(id);
}

/** Engine pile number → `stock`, `waste`, `f0`…`f7` or `c0`…. */
export function pileName(pile: number): PileId {
  if (pile === STOCK) return 'stock';
  if (pile === WASTE) return 'waste';
  return pile >= FOUNDATION_BASE ? foundationId(pile - FOUNDATION_BASE) : columnId(pile);
}

/** A draw: stock → waste. */
export function isDraw(move: MoveInput): boolean {
  return move.from === 'stock' && move.to === 'waste';
}

/** A redeal: waste → stock. */
export function isRedeal(move: MoveInput): boolean {
  return move.from === 'waste' && move.to === 'stock';
}

/** Text form: `c3-f0`, `c3-c5x3`, `w-c2`, `w-f1`, `draw`, `redeal`. */
export function formatMove(move: MoveInput): string {
  if (isDraw(move)) return 'draw';
  if (isRedeal(move)) return 'redeal';
  const from = move.from === 'waste' ? 'w' : move.from;
  const count = move.count ?? 1;
  return `${from}-${move.to}${count > 1 ? `x${count}` : ''}`;
}

/** A read move: its piles are checked by the rules engine, which says why a name is no pile of the variant. */
export type ParsedMove = { ok: true; move: MoveInput } | { ok: false; error: string };

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
export function encodePortable(move: MoveInput, count: number): MoveCode | undefined {
  const from = pileNumber(move.from);
  const to = pileNumber(move.to);
  if (from === undefined || to === undefined) return undefined;
  return encodeMove(from, to, count);
}
