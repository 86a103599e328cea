import { CARD_COUNT } from '@forty-thieves/core';
import { FOUNDATION_BASE, PILE_CAPACITY, type Board } from '@forty-thieves/core/engine';

/** Chain values kept per column: one per height, and the seed. */
const STRIDE = PILE_CAPACITY + 1;

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
 * Kept incrementally: every pile's hash is a prefix chain, one chain value per height, and moves
 * change piles only at the top, so after a move only the cards above the lowest height a pile fell
 * to are chained again (usually one card), and the columns' sum is updated by the difference
 * (exact in 32-bit arithmetic), so untouched columns are not even visited.
 */
export class CanonicalHasher {
  /** The last computed hash. */
  a = 0;
  b = 0;
  /**
   * Per column, its chain after each height (`STRIDE` values a column; entry 0 the column's seed,
   * which depends on its face-down count), valid up to `chainValid[c]` cards.
   */
  private readonly chainA: Int32Array;
  private readonly chainB: Int32Array;
  private readonly chainValid: Uint8Array;
  /** The face-down count each column's seed was made for (255: none yet). */
  private readonly seedDown: Uint8Array;
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
    this.chainA = new Int32Array(board.columnCount * STRIDE);
    this.chainB = new Int32Array(board.columnCount * STRIDE);
    this.chainValid = new Uint8Array(board.columnCount);
    this.seedDown = new Uint8Array(board.columnCount).fill(255);
    this.dirty = (1 << board.columnCount) - 1;
  }

  /** Call after every apply or undo of a move between `from` and `to` (engine pile numbers). */
  touched(from: number, to: number): void {
    const board = this.board;
    if (from < FOUNDATION_BASE) this.fell(from, board.colLen[from] ?? 0);
    if (to < FOUNDATION_BASE) this.fell(to, board.colLen[to] ?? 0);
    if (board.wasteLen < this.wasteValid) this.wasteValid = board.wasteLen;
    if (board.stockLen < this.stockValid) this.stockValid = board.stockLen;
  }

  /**
   * After the board was changed other than through `touched` moves: forgets the hashes of the
   * columns in `columns` (bit c for column c) above their lowest `columnKept[c]` cards (all of them
   * without `columnKept`), and of the waste and the stock above their lowest `wasteKept` and
   * `stockKept` cards (which must be unchanged).
   */
  invalidate(columns: number, wasteKept: number, stockKept: number, columnKept?: Uint8Array): void {
    for (let bits = columns; bits !== 0; bits &= bits - 1) {
      const c = 31 - Math.clz32(bits & -bits);
      this.fell(c, columnKept?.[c] ?? 0);
    }
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

  /** Column c's cards above height `height` are no longer those its chain was made of. */
  private fell(c: number, height: number): void {
    this.dirty |= 1 << c;
    if (height < (this.chainValid[c] ?? 0)) this.chainValid[c] = height;
  }

  private hashColumn(c: number): void {
    const board = this.board;
    const len = board.colLen[c] ?? 0;
    const cells = board.cells;
    const chainA = this.chainA;
    const chainB = this.chainB;
    const at = c * STRIDE;
    const down = board.colDown[c] ?? 0;
    let valid = this.chainValid[c] ?? 0;
    if (down !== this.seedDown[c]) {
      // The seed carries the face-down count: a card turned up changes every link above it.
      this.seedDown[c] = down;
      chainA[at] = 0x3c6ef372 ^ Math.imul(down, 0x61c88647);
      chainB[at] = 0x2f8d7a9b ^ Math.imul(down, 0x7feb352d);
      valid = 0;
    }
    let a = chainA[at + valid] ?? 0;
    let b = chainB[at + valid] ?? 0;
    for (let i = valid, k = c * PILE_CAPACITY + valid; i < len; i++, k++) {
      const card = cells[k] ?? 0;
      a = chain(a, KEYS_A[card] ?? 0);
      b = chain(b, KEYS_B[card] ?? 0);
      chainA[at + i + 1] = a;
      chainB[at + i + 1] = b;
    }
    this.chainValid[c] = len;
    // An empty column contributes 0, so the number of empty columns never matters on its own.
    a = len === 0 ? 0 : fmix(a);
    b = len === 0 ? 0 : fmix(b);
    this.sumA = (this.sumA + a - (this.colA[c] ?? 0)) | 0;
    this.sumB = (this.sumB + b - (this.colB[c] ?? 0)) | 0;
    this.colA[c] = a;
    this.colB[c] = b;
  }
}
