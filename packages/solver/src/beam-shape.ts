import type { Board } from '@forty-thieves/core/engine';
import { oneCardOnePlace } from './build-places.js';

/** One more than the largest card code, and the code an empty column's top stands for. */
const EMPTY_TOP = 255;

/** How many times as many candidates a layer holds under a shape cap, so the cap has others to take. */
export const SHAPE_SPREAD = 4;

const mix = (h: number, v: number): number => Math.imul(h ^ v, 0x9e3779b1) ^ (h >>> 15);

/**
 * A hash of a position's shape: what can be played from it next, not how it got there. The
 * foundations' tops, the column tops as a set (columns are interchangeable: two positions whose
 * columns differ only in which column holds which run are alike for what they offer), the
 * waste's top card and the stock's length. Positions of one beam layer with the same shape are
 * near-copies that differ below their tops (docs/solver-results.md, *A beam of different shapes,
 * session 20*). Two different shapes may share a hash: that only merges them.
 */
export function shapeHash(board: Board, tops: Int32Array): number {
  const columns = board.columnCount;
  for (let c = 0; c < columns; c++) {
    const top = board.columnTop(c);
    tops[c] = top < 0 ? EMPTY_TOP : top;
  }
  const sorted = tops.subarray(0, columns).sort();
  let h = 0x811c9dc5;
  for (let c = 0; c < columns; c++) h = mix(h, sorted[c] ?? 0);
  const words = board.foundationWords;
  for (let w = 0; w < words.length; w++) h = mix(h, words[w] ?? 0);
  h = mix(h, board.wasteLen === 0 ? EMPTY_TOP : (board.waste[board.wasteLen - 1] ?? 0));
  h = mix(h, board.stockLen + (board.redealsLeft << 8));
  return h >>> 0;
}

/**
 * Counts the positions of one layer by shape, so the layer can keep at most `cap` of each shape
 * (0: no cap) and give its width to different positions instead of near-copies.
 */
export class ShapeCounter {
  private readonly counts = new Map<number, number>();
  private readonly tops: Int32Array;

  constructor(
    columns: number,
    private readonly cap: number,
  ) {
    this.tops = new Int32Array(Math.max(1, columns));
  }

  /** Forgets every shape counted (a new layer begins). */
  clear(): void {
    this.counts.clear();
  }

  /** Counts `board`'s shape; false (and not counted) when the cap of that shape is already reached. */
  admit(board: Board): boolean {
    if (this.cap <= 0) return true;
    const hash = shapeHash(board, this.tops);
    const count = this.counts.get(hash) ?? 0;
    if (count >= this.cap) return false;
    this.counts.set(hash, count + 1);
    return true;
  }
}

/**
 * The shape cap of the beam's layers in `board`'s variant: one position per shape wherever one
 * card moves at a time, where it was measured: with a card's two or more places to go (Maria,
 * Streets, Indian; docs/solver-results.md, *A beam of different shapes, session 20*), and with one place
 * (Forty Thieves, Limited, Lucas; *The beam's shape cap and width in Forty Thieves, session 21*);
 * none where runs move.
 */
export function beamShapeCap(board: Board): number {
  return board.tables.sequence ? 0 : 1;
}

/**
 * How many times as wide as elsewhere the beam is in `board`'s variant: twice where one card moves
 * and a card has one place to go, with the shape cap (the cap alone or the width alone won about
 * as many Forty Thieves deals as before).
 */
export function beamWidthFactor(board: Board): number {
  return oneCardOnePlace(board) ? 2 : 1;
}
