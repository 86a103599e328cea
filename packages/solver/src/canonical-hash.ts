import { CARD_COUNT } from '@forty-thieves/core';
import { FOUNDATION_BASE, PILE_CAPACITY, type Board } from '@forty-thieves/core/engine';

/** murmur3's finaliser: spreads every input bit over the whole word. */
function fmix(h: number): number {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return x ^ (x >>> 16);
}

/** Fixed pseudo-random card keys (two independent halves), so a hash is the same in every run. */
function cardKeys(seed: number): Int32Array {
  const keys = new Int32Array(CARD_COUNT);
  for (let card = 0; card < CARD_COUNT; card++) keys[card] = fmix(Math.imul(card + 1, 0x9e3779b1) ^ seed);
  return keys;
}

const KEYS_A = cardKeys(0x1b873593);
const KEYS_B = cardKeys(0x7f4a7c15);

/** One more card on an ordered pile: order matters, so the chain is not commutative. */
function chain(h: number, key: number): number {
  return Math.imul((h ^ key) + 0x6b43a9b5, 0x9e3779b1) ^ (h >>> 15);
}

/**
 * A 64-bit (two 32-bit halves) hash of a board that is the same for positions the rules cannot
 * tell apart:
 * - the two copies of a card are already one number in the engine;
 * - columns are combined by addition of their hashes, so permuting columns changes nothing
 *   (addition, not XOR: two equal columns must not cancel out);
 * - the foundations are left out altogether: a suit's two foundation tops (as a sorted pair) are
 *   determined by which cards of the suit are still in play, and those are all in the hash.
 *
 * Kept incrementally: a column's hash is recomputed only after a move touched it (the columns'
 * sum is updated by the difference, exact in 32-bit arithmetic, so untouched columns are not even
 * visited), and the stock and waste hashes are prefix chains (those piles change only at the
 * top), recomputed only above the lowest height they fell to since the last call.
 */
export class CanonicalHasher {
  /** The last computed hash. */
  a = 0;
  b = 0;
  private readonly colA: Int32Array;
  private readonly colB: Int32Array;
  /** The sums of `colA` and `colB` (mod 2^32). */
  private sumA = 0;
  private sumB = 0;
  /** Bit c set: column c changed since its hash was computed. */
  private dirty: number;
  private readonly wasteA = new Int32Array(PILE_CAPACITY + 1);
  private readonly wasteB = new Int32Array(PILE_CAPACITY + 1);
  private wasteValid = 0;
  private readonly stockA = new Int32Array(PILE_CAPACITY + 1);
  private readonly stockB = new Int32Array(PILE_CAPACITY + 1);
  private stockValid = 0;

  constructor(private readonly board: Board) {
    this.colA = new Int32Array(board.columnCount);
    this.colB = new Int32Array(board.columnCount);
    this.dirty = (1 << board.columnCount) - 1;
  }

  /** Call after every apply or undo of a move between `from` and `to` (engine pile numbers). */
  touched(from: number, to: number): void {
    if (from < FOUNDATION_BASE) this.dirty |= 1 << from;
    if (to < FOUNDATION_BASE) this.dirty |= 1 << to;
    const board = this.board;
    if (board.wasteLen < this.wasteValid) this.wasteValid = board.wasteLen;
    if (board.stockLen < this.stockValid) this.stockValid = board.stockLen;
  }

  /**
   * After the board was changed other than through `touched` moves: forgets the hashes of the
   * columns in `columns` (bit c for column c), and of the waste and the stock above their lowest
   * `wasteKept` and `stockKept` cards (which must be unchanged).
   */
  invalidate(columns: number, wasteKept: number, stockKept: number): void {
    this.dirty |= columns;
    if (wasteKept < this.wasteValid) this.wasteValid = wasteKept;
    if (stockKept < this.stockValid) this.stockValid = stockKept;
  }

  /** Computes the hash of the board now into `a` and `b`. */
  compute(): void {
    const board = this.board;
    for (let dirty = this.dirty; dirty !== 0; dirty &= dirty - 1) this.hashColumn(31 - Math.clz32(dirty & -dirty));
    this.dirty = 0;
    const sumA = this.sumA;
    const sumB = this.sumB;
    const wasteA = this.wasteA;
    const wasteB = this.wasteB;
    for (let i = this.wasteValid; i < board.wasteLen; i++) {
      const card = board.waste[i] ?? 0;
      wasteA[i + 1] = chain(wasteA[i] ?? 0, KEYS_A[card] ?? 0);
      wasteB[i + 1] = chain(wasteB[i] ?? 0, KEYS_B[card] ?? 0);
    }
    this.wasteValid = board.wasteLen;
    const stockA = this.stockA;
    const stockB = this.stockB;
    for (let i = this.stockValid; i < board.stockLen; i++) {
      const card = board.stock[i] ?? 0;
      stockA[i + 1] = chain(stockA[i] ?? 0, KEYS_B[card] ?? 0);
      stockB[i + 1] = chain(stockB[i] ?? 0, KEYS_A[card] ?? 0);
    }
    this.stockValid = board.stockLen;
    // Lengths go in too: a chain of length n and one of length n + 1 must differ even by chance.
    const tailA = Math.imul(board.wasteLen + 1, 0x27d4eb2f) ^ Math.imul(board.stockLen + 1, 0x165667b1) ^ board.redealsLeft;
    this.a = fmix(sumA + fmix((wasteA[board.wasteLen] ?? 0) + Math.imul(stockA[board.stockLen] ?? 0, 0x2545f491) + tailA));
    this.b = fmix(sumB ^ fmix((wasteB[board.wasteLen] ?? 0) - Math.imul(stockB[board.stockLen] ?? 0, 0x5851f42d) + tailA * 3));
  }

  private hashColumn(c: number): void {
    const board = this.board;
    const len = board.colLen[c] ?? 0;
    const cells = board.cells;
    const base = c * PILE_CAPACITY;
    // An empty column contributes 0, so the number of empty columns never matters on its own.
    let a = len === 0 ? 0 : 0x3c6ef372 ^ Math.imul(board.colDown[c] ?? 0, 0x61c88647);
    let b = len === 0 ? 0 : 0x2f8d7a9b ^ Math.imul(board.colDown[c] ?? 0, 0x7feb352d);
    for (let i = 0; i < len; i++) {
      const card = cells[base + i] ?? 0;
      a = chain(a, KEYS_A[card] ?? 0);
      b = chain(b, KEYS_B[card] ?? 0);
    }
    a = len === 0 ? 0 : fmix(a);
    b = len === 0 ? 0 : fmix(b);
    this.sumA = (this.sumA + a - (this.colA[c] ?? 0)) | 0;
    this.sumB = (this.sumB + b - (this.colB[c] ?? 0)) | 0;
    this.colA[c] = a;
    this.colB[c] = b;
  }
}
