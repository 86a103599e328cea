import { CARD_COUNT, KING } from './cards.js';
import { FOUNDATION_BASE, STOCK, WASTE, encodeMove } from './move-code.js';
import type { RuleTables } from './rule-tables.js';

/** Room for every card in one pile. */
export const PILE_CAPACITY = 104;

/** The parts of a board that move generation reads (see `Board`). */
export interface MoveSource {
  readonly tables: RuleTables;
  readonly columnCount: number;
  readonly cells: Uint8Array;
  readonly colLen: Uint8Array;
  readonly colDown: Uint8Array;
  readonly foundationWords: Int32Array;
  readonly fTop: Uint8Array;
  readonly fSuit: Int8Array;
  readonly waste: Uint8Array;
  readonly stockLen: number;
  readonly wasteLen: number;
  readonly redealsLeft: number;
}

/**
 * Scratch indexes of `generateMoves`: `topMask[card]` has bit d set when column d shows `card`
 * (all zero between calls; one more than the cards: index CARD_COUNT stands for "no card" in
 * `targetWords` and stays 0), `homeMask[card]` bit f when foundation f takes `card` next, kept
 * for the foundations in HOME_SEEN. Shared by every board: JavaScript runs one call at a time (a
 * worker has its own copy of this module), and one shared pair stays in the cache where a pair
 * per board would not.
 */
const topMask = new Int32Array(CARD_COUNT + 1);
const homeMask = new Int32Array(CARD_COUNT);
/**
 * The foundations `homeMask` was built for, as a board's `foundationWords` (0x7f7f7f7f: none
 * yet, no rank is 127). The home index depends on the foundations alone, which most moves leave
 * alone, so `generateMoves` rebuilds it only when they differ.
 */
const HOME_SEEN = new Int32Array(4).fill(0x7f7f7f7f);

/**
 * Writes every legal rule move of `board` into `out` and returns how many. Each move is listed
 * once per source, count and destination, except that among empty foundations only the
 * lowest-numbered is listed, and likewise among empty columns (which take only what the plugin's
 * `emptyColumn` policy allows).
 *
 * For speed it first indexes the position (`topMask`, `homeMask`; an Ace goes to the lowest empty
 * foundation only); a source card then finds its destinations from the few cards it may be built
 * on instead of scanning every pile.
 */
export function generateMoves(board: MoveSource, out: Int32Array): number {
  const { columnCount: columns, cells, colLen, colDown, tables } = board;
  // The plugin's empty-column policy: docs/rules.md's 'any' skips the per-card lookup.
  const anyIntoEmpty = tables.emptyColumn === 'any';
  const { accepts, sequence, emptyFromColumn, targetWords } = tables;
  let firstEmpty = -1;
  for (let c = 0; c < columns; c++) {
    const len = colLen[c] ?? 0;
    if (len === 0) {
      if (firstEmpty < 0) firstEmpty = c;
    } else {
      const top = cells[c * PILE_CAPACITY + len - 1] ?? 0;
      topMask[top] = (topMask[top] ?? 0) | (1 << c);
    }
  }
  indexHomes(board);
  let n = 0;
  for (let c = 0; c < columns; c++) {
    const len = colLen[c] ?? 0;
    if (len === 0) continue;
    const base = c * PILE_CAPACITY;
    const top = cells[base + len - 1] ?? 0;
    n = homeMoves(out, n, c, top);
    n = columnMoves(out, n, c, targetWords[top] ?? 0, 1, anyIntoEmpty || emptyFromColumn[top] === 1 ? firstEmpty : -1);
    if (!sequence) continue;
    // Walk down the built run of face-up cards: each longer part of it is one more source.
    const faceUp = len - (colDown[c] ?? 0);
    let upper = top;
    for (let k = 2; k <= faceUp; k++) {
      const bottom = cells[base + len - k] ?? 0;
      if (accepts[upper * CARD_COUNT + bottom] !== 1) break;
      n = columnMoves(out, n, c, targetWords[bottom] ?? 0, k, anyIntoEmpty || emptyFromColumn[bottom] === 1 ? firstEmpty : -1);
      upper = bottom;
    }
  }
  if (board.wasteLen > 0) {
    const top = board.waste[board.wasteLen - 1] ?? 0;
    n = homeMoves(out, n, WASTE, top);
    n = columnMoves(out, n, WASTE, targetWords[top] ?? 0, 1, anyIntoEmpty || tables.emptyFromWaste[top] === 1 ? firstEmpty : -1);
  }
  if (board.stockLen > 0) {
    out[n++] = encodeMove(STOCK, WASTE, Math.min(tables.dealCount, board.stockLen));
  } else if (board.wasteLen > 0 && board.redealsLeft > 0) {
    out[n++] = encodeMove(WASTE, STOCK, board.wasteLen);
  }
  // Leave the index clean for the next call.
  for (let c = 0; c < columns; c++) {
    const len = colLen[c] ?? 0;
    if (len > 0) topMask[cells[c * PILE_CAPACITY + len - 1] ?? 0] = 0;
  }
  return n;
}

/**
 * Whether `board`'s foundations are those `words` holds, a copy of its `foundationWords`: a
 * search that keeps something that depends on the foundations alone checks it with this.
 */
export function foundationsAre(board: Pick<MoveSource, 'foundationWords'>, words: Int32Array): boolean {
  const now = board.foundationWords;
  return words[0] === now[0] && words[1] === now[1] && words[2] === now[2] && words[3] === now[3];
}

/** Rebuilds `homeMask` when the foundations differ from the ones it was built for. */
function indexHomes(board: MoveSource): void {
  const words = board.foundationWords;
  if (foundationsAre(board, HOME_SEEN)) return;
  HOME_SEEN.set(words);
  homeMask.fill(0);
  // Aces go to the lowest empty foundation only (the last found, going down); in the index too,
  // so no source needs its rank.
  let aceMask = 0;
  for (let f = 7; f >= 0; f--) {
    const top = board.fTop[f] ?? 0;
    if (top === 0) aceMask = 1 << f;
    else if (top < KING) {
      const next = (board.fSuit[f] ?? 0) * 13 + top;
      homeMask[next] = (homeMask[next] ?? 0) | (1 << f);
    }
  }
  for (let s = 0; s < 4; s++) homeMask[s * 13] = aceMask;
}

/** Moves of `card` from pile `from` to the foundations that take it. */
function homeMoves(out: Int32Array, start: number, from: number, card: number): number {
  let n = start;
  let mask = homeMask[card] ?? 0;
  while (mask !== 0) {
    const f = 31 - Math.clz32(mask & -mask);
    mask &= mask - 1;
    out[n++] = encodeMove(from, FOUNDATION_BASE + f, 1);
  }
  return n;
}

/**
 * Moves of `count` cards from pile `from` to columns, lowest column first; `targets` is the
 * lowest moving card's `targetWords` entry (the four cards it may be built on, one per byte).
 */
function columnMoves(out: Int32Array, start: number, from: number, targets: number, count: number, firstEmpty: number): number {
  let n = start;
  let mask = firstEmpty >= 0 ? 1 << firstEmpty : 0;
  mask |= (topMask[targets & 255] ?? 0) | (topMask[(targets >> 8) & 255] ?? 0) | (topMask[(targets >> 16) & 255] ?? 0) | (topMask[targets >>> 24] ?? 0);
  mask &= ~(1 << from);
  while (mask !== 0) {
    const d = 31 - Math.clz32(mask & -mask);
    mask &= mask - 1;
    out[n++] = encodeMove(from, d, count);
  }
  return n;
}
