import { CARD_COUNT } from '@forty-thieves/core';
import type { Board } from '@forty-thieves/core/engine';
import { countHomeCopies } from './home-copies.js';

/**
 * The waste bound's two conditions for a card to leave its place, (h) home and (l) onto a card,
 * and the counts they read (`waste-bound.ts` has the argument; docs/solver.md, *The waste bound*).
 * Within one growth of M and R the counts only grow (the relaxed waste, played again with more of
 * M, gives up at least what it did), and each change is recorded in `woken`, the suits whose cards
 * may now pass a test they failed, so that the bound tests again only those cards.
 */
export class LeaveRules {
  /** Per card value: copies home now, or in M. */
  readonly homeable = new Uint8Array(CARD_COUNT);
  /** Per card value: copies that are or will be a column's top card before the first column empties. */
  readonly landable = new Uint8Array(CARD_COUNT);
  /** Per card value: copies the relaxed waste gave up. */
  readonly removed = new Uint8Array(CARD_COUNT);
  /** Per card value: copies home now. */
  private readonly homeNow = new Uint8Array(CARD_COUNT);
  /** The same four arrays, word by word (a growth starts at nearly every position). */
  private readonly homeable32 = new Uint32Array(this.homeable.buffer);
  private readonly landable32 = new Uint32Array(this.landable.buffer);
  private readonly removed32 = new Uint32Array(this.removed.buffer);
  private readonly homeNow32 = new Uint32Array(this.homeNow.buffer);
  /**
   * Per suit s: `missing[2s]`, the lowest rank with no copy home, in M or removed (14 when there
   * is none), and `missing[2s + 1]`, the lowest with fewer than two.
   */
  private readonly missing = new Uint8Array(8);
  /** `missing` from the copies home now alone (it only rises from there). */
  private readonly homeMissing = new Uint8Array(8);
  /** Per card value: the `missing` slot (h) reads for it, two copies where its twin is home now. */
  private readonly slot = new Uint8Array(CARD_COUNT);
  /** Per foundation: its suit and height as `countHome` last read them (-1: not yet). */
  private readonly seenFoundations = new Int32Array(8).fill(-1);
  private readonly suitOf = new Uint8Array(CARD_COUNT);
  private readonly rankOf = new Uint8Array(CARD_COUNT);
  private readonly targets: Uint8Array;
  private readonly targetCount: Uint8Array;
  /** Per card value: bit s for each suit s a change in which can let the card pass: its own (h), its targets' (l). */
  readonly wakers = new Uint8Array(CARD_COUNT);
  /** Suits (bit s) with a count changed since the caller last cleared it. */
  woken = 0;
  /** Suits (bit s) whose foundations take nothing (frozen: `WasteBound.mayEmpty`). */
  frozenSuits = 0;

  constructor(private readonly board: Board) {
    this.targets = board.tables.targets;
    this.targetCount = board.tables.targetCount;
    for (let card = 0; card < CARD_COUNT; card++) {
      this.suitOf[card] = (card / 13) | 0;
      this.rankOf[card] = (card % 13) + 1;
      let wakers = 1 << ((card / 13) | 0);
      for (let t = 0, n = this.targetCount[card] ?? 0; t < n; t++) wakers |= 1 << (((this.targets[card * 4 + t] ?? 0) / 13) | 0);
      this.wakers[card] = wakers;
    }
  }

  /** Starts a growth on the position on the board: only the foundations count, nothing is landable. */
  begin(frozenSuits: number): void {
    this.frozenSuits = frozenSuits;
    if (this.foundationsMoved()) this.countHome();
    const homeNow = this.homeNow32;
    const homeable = this.homeable32;
    const landable = this.landable32;
    const removed = this.removed32;
    for (let i = 0; i < CARD_COUNT / 4; i++) {
      homeable[i] = homeNow[i] ?? 0;
      landable[i] = 0;
      removed[i] = 0;
    }
    for (let i = 0; i < 8; i++) this.missing[i] = this.homeMissing[i] ?? 1;
  }

  /** Forgets the relaxed waste's cards, `cards[0…count)` (before it is played again, with more of M). */
  clearRemoved(cards: Uint8Array, count: number): void {
    if (count === 0) return;
    for (let i = 0; i < count; i++) this.removed[cards[i] ?? 0] = 0;
    // It wakes no suit: the counts it reads were each recorded when they changed.
    for (let i = 0; i < 8; i++) this.missing[i] = this.homeMissing[i] ?? 1;
    for (let suit = 0; suit < 4; suit++) this.climb(suit);
  }

  /** Whether a copy of `card`, at the top of what is left of its pile, may leave: (h) or (l). */
  mayLeave(card: number): boolean {
    // (h): every lower rank of the card's suit has a copy home, in M or taken off the waste; two
    // copies where the card's twin is home now (a foundation for it besides the twin's).
    if (((this.frozenSuits >> (this.suitOf[card] ?? 0)) & 1) === 0 && (this.rankOf[card] ?? 0) <= (this.missing[this.slot[card] ?? 0] ?? 0)) return true;
    // (l): a copy of a card this one may be built on can be a column's top, or was taken off the waste.
    for (let t = card * 4, end = t + (this.targetCount[card] ?? 0); t < end; t++) {
      const target = this.targets[t] ?? 0;
      if ((this.landable[target] ?? 0) + (this.removed[target] ?? 0) > 0) return true;
    }
    return false;
  }

  /** Counts a copy of `card` in M. */
  addHomeable(card: number): void {
    this.homeable[card] = (this.homeable[card] ?? 0) + 1;
    this.advance(card);
  }

  /** Counts a copy of `card` given up by the relaxed waste. */
  addRemoved(card: number): void {
    this.removed[card] = (this.removed[card] ?? 0) + 1;
    this.advance(card);
  }

  /** Counts a copy of `card` that is or will be a column's top. */
  addLandable(card: number): void {
    this.landable[card] = (this.landable[card] ?? 0) + 1;
    this.woken |= 1 << (this.suitOf[card] ?? 0);
  }

  /** Whether the foundations differ from those `countHome` last read (and notes them). */
  private foundationsMoved(): boolean {
    const board = this.board;
    let moved = false;
    for (let f = 0; f < 8; f++) {
      const seen = ((board.fSuit[f] ?? -1) + 1) * 16 + (board.fTop[f] ?? 0);
      if (seen !== this.seenFoundations[f]) moved = true;
      this.seenFoundations[f] = seen;
    }
    return moved;
  }

  /** Counts the copies home now, and each suit's lowest missing ranks from them alone. */
  private countHome(): void {
    countHomeCopies(this.board, this.homeNow);
    this.homeable.set(this.homeNow);
    this.removed.fill(0);
    this.missing.fill(1);
    for (let suit = 0; suit < 4; suit++) this.climb(suit);
    this.homeMissing.set(this.missing);
    for (let card = 0; card < CARD_COUNT; card++) this.slot[card] = (this.suitOf[card] ?? 0) * 2 + ((this.homeNow[card] ?? 0) === 0 ? 0 : 1);
  }

  /** After a copy of `card` is counted: wakes its suit, and moves its missing ranks up where it was one. */
  private advance(card: number): void {
    const suit = this.suitOf[card] ?? 0;
    const rank = this.rankOf[card] ?? 0;
    this.woken |= 1 << suit;
    if (rank === this.missing[suit * 2] || rank === this.missing[suit * 2 + 1]) this.climb(suit);
  }

  /** Moves the suit's lowest missing ranks up past the ranks that have a copy, or two. */
  private climb(suit: number): void {
    const base = suit * 13 - 1;
    let one = this.missing[suit * 2] ?? 1;
    while (one <= 13 && this.copies(base + one) > 0) one++;
    this.missing[suit * 2] = one;
    let two = this.missing[suit * 2 + 1] ?? 1;
    while (two <= 13 && this.copies(base + two) > 1) two++;
    this.missing[suit * 2 + 1] = two;
  }

  /** Copies of `card` home now, in M or taken off the waste. */
  private copies(card: number): number {
    return (this.homeable[card] ?? 0) + (this.removed[card] ?? 0);
  }
}
