import { CARD_COUNT, KING } from '@forty-thieves/core';
import { PILE_CAPACITY, type Board } from '@forty-thieves/core/engine';

/**
 * The walk covers the next 12 cards of the stock only: the column tops change as play goes on, so
 * a far card's place is guessed badly, and the whole stock lost Maria deals (docs/solver-results.md,
 * *Where the stock's cards will go, session 19*).
 */
export const STOCK_HORIZON = 12;
const CACHE_SIZE = 1 << 12;
const KEY_WORDS = 5;
/** Every Ace (card values 0, 13, 26 and 39), as the two masks' words. */
const ACES_LO = (1 << 0) | (1 << 13) | (1 << 26);
const ACES_HI = 1 << (39 - 32);

/**
 * How many of the cards still in the stock will find no place when they are dealt: the stock's
 * order is known, and a dealt card that can go neither home, nor onto a column, nor into an empty
 * column stays in the waste, under every later card that finds none (docs/solver-results.md, *Where the
 * stock's cards will go, session 19*).
 *
 * The stock's next `STOCK_HORIZON` cards are walked in dealing order against the cards that could
 * take each card: the column tops, the foundations' next cards and the empty columns. A card that
 * finds a place becomes a place for the cards that may be built on it (and, when it went home, for
 * the next card of its suit); a column top stays a place after a card went onto it. So the walk
 * never takes a place away and may count a card placed that the real deal will not place: an
 * optimistic count, kept cheap (two 32-bit masks of card values, a step per card walked, and a
 * cache of counts by the walk's inputs) because the score asks for it at every position it
 * scores. The waste's cards never follow a dealt card in the walk.
 */
export class StockPlaces {
  /** Per card value: the card values that may be built on it, bits 0–31 and 32–51 of a mask. */
  private readonly childLo = new Int32Array(CARD_COUNT);
  private readonly childHi = new Int32Array(CARD_COUNT);
  /** Per card value: 1 when it may go from the waste into an empty column. */
  private readonly intoEmpty: Uint8Array;
  /** `stockHash[h]`: a hash of the stock's lowest h cards, right up to height `hashed`. */
  private readonly stockHash = new Int32Array(PILE_CAPACITY + 1);
  private hashed = 0;
  /** A direct-mapped cache of counts, by the walk's inputs (`KEY_WORDS` words a slot). */
  private readonly keys = new Int32Array(CACHE_SIZE * KEY_WORDS);
  private readonly counts = new Uint8Array(CACHE_SIZE);
  private readonly filled = new Uint8Array(CACHE_SIZE);

  constructor(private readonly board: Board) {
    const accepts = board.tables.accepts;
    for (let under = 0; under < CARD_COUNT; under++) {
      for (let card = 0; card < CARD_COUNT; card++) {
        if (accepts[card * CARD_COUNT + under] !== 1) continue;
        if (card < 32) this.childLo[under] = (this.childLo[under] ?? 0) | (1 << card);
        else this.childHi[under] = (this.childHi[under] ?? 0) | (1 << (card - 32));
      }
    }
    this.intoEmpty = board.tables.emptyFromWaste;
  }

  /**
   * Call when the stock changed other than by a draw or its undo: a redeal, or `kept` its cards
   * from the bottom up kept after a jump to a packed position.
   */
  stockChanged(kept: number): void {
    if (kept < this.hashed) this.hashed = kept;
  }

  /** The stock cards that will find no place when dealt (see the class comment). */
  unplaced(): number {
    const board = this.board;
    const stockLen = board.stockLen;
    // A draw takes the top card and its undo puts the same card back, so the stock's hashes
    // stay right below its height (other changes go through stockChanged).
    if (stockLen < this.hashed) this.hashed = stockLen;
    if (stockLen === 0) return 0;
    const stockHash = this.stockHash;
    for (let h = this.hashed; h < stockLen; h++) {
      stockHash[h + 1] = Math.imul((stockHash[h] ?? 0) ^ ((board.stock[h] ?? 0) + 1), 0x9e3779b1) ^ (h << 16);
    }
    this.hashed = stockLen;
    const childLo = this.childLo;
    const childHi = this.childHi;
    // The foundations' next cards: home places, which also open the next card of the suit.
    let homeLo = 0;
    let homeHi = 0;
    for (let f = 0; f < 8; f++) {
      const top = board.fTop[f] ?? 0;
      if (top === KING) continue;
      if (top === 0) {
        homeLo |= ACES_LO;
        homeHi |= ACES_HI;
      } else {
        const next = (board.fSuit[f] ?? 0) * 13 + top;
        if (next < 32) homeLo |= 1 << next;
        else homeHi |= 1 << (next - 32);
      }
    }
    let placeLo = homeLo;
    let placeHi = homeHi;
    let empty = 0;
    for (let c = 0; c < board.columnCount; c++) {
      const top = board.columnTop(c);
      if (top < 0) empty++;
      else {
        placeLo |= childLo[top] ?? 0;
        placeHi |= childHi[top] ?? 0;
      }
    }
    // The count depends on nothing else: look it up, as most scored positions share their
    // column tops, foundations and stock with one scored before.
    const stockKey = stockHash[stockLen] ?? 0;
    const shape = homeHi | (empty << 20) | (stockLen << 25);
    const slot = (Math.imul(Math.imul(placeLo ^ Math.imul(placeHi, 0x85ebca6b) ^ stockKey, 0xc2b2ae35) ^ homeLo ^ shape, 0x27d4eb2f) >>> 20) & (CACHE_SIZE - 1);
    const at = slot * KEY_WORDS;
    const keys = this.keys;
    if (
      keys[at] === placeLo &&
      keys[at + 1] === placeHi &&
      keys[at + 2] === homeLo &&
      keys[at + 3] === shape &&
      keys[at + 4] === stockKey &&
      this.filled[slot] === 1
    ) {
      return this.counts[slot] ?? 0;
    }
    const count = this.walk(placeLo, placeHi, homeLo, homeHi, empty);
    keys[at] = placeLo;
    keys[at + 1] = placeHi;
    keys[at + 2] = homeLo;
    keys[at + 3] = shape;
    keys[at + 4] = stockKey;
    this.filled[slot] = 1;
    this.counts[slot] = count;
    return count;
  }

  /** The walk of the class comment, from these places (card-value masks) and empty columns. */
  private walk(placeLo: number, placeHi: number, homeLo: number, homeHi: number, empty: number): number {
    const childLo = this.childLo;
    const childHi = this.childHi;
    const stock = this.board.stock;
    let unplaced = 0;
    const end = Math.max(0, this.board.stockLen - STOCK_HORIZON);
    for (let i = this.board.stockLen - 1; i >= end; i--) {
      const card = stock[i] ?? 0;
      const bit = card < 32 ? 1 << card : 1 << (card - 32);
      const placed = card < 32 ? (placeLo & bit) !== 0 : (placeHi & bit) !== 0;
      if (!placed) {
        if (empty === 0 || this.intoEmpty[card] !== 1) {
          unplaced++;
          continue;
        }
        empty--;
      }
      placeLo |= childLo[card] ?? 0;
      placeHi |= childHi[card] ?? 0;
      const home = card < 32 ? (homeLo & bit) !== 0 : (homeHi & bit) !== 0;
      // Ranks run 0–12 within a suit's 13 values: a King opens nothing above it.
      if (home && card % 13 !== 12) {
        const next = card + 1;
        if (next < 32) {
          homeLo |= 1 << next;
          placeLo |= 1 << next;
        } else {
          homeHi |= 1 << (next - 32);
          placeHi |= 1 << (next - 32);
        }
      }
    }
    return unplaced;
  }
}
