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
  /** Per card value: copies home now. */
  private readonly homeNow = new Uint8Array(CARD_COUNT);
  /** Per card value: copies home now, or in M. */
  readonly homeable = new Uint8Array(CARD_COUNT);
  /** Per card value: copies that are or will be a column's top card before the first column empties. */
  readonly landable = new Uint8Array(CARD_COUNT);
  /** Per card value: copies the relaxed waste gave up. */
  readonly removed = new Uint8Array(CARD_COUNT);
  /** Per suit: the lowest rank with no copy home, in M or removed (14 when there is none). */
  private readonly missingOne = new Uint8Array(4);
  /** Per suit: the lowest rank with fewer than two copies home, in M or removed. */
  private readonly missingTwo = new Uint8Array(4);
  /** Per suit: `missingOne` and `missingTwo` from the copies home now alone (they only rise from there). */
  private readonly homeOne = new Uint8Array(4);
  private readonly homeTwo = new Uint8Array(4);
  /** Per card value: bit s for each suit s a change in which can let the card pass: its own (h), its targets' (l). */
  readonly wakers = new Uint8Array(CARD_COUNT);
  /** Suits (bit s) with a count changed since the caller last cleared it. */
  woken = 0;
  /** Suits (bit s) whose foundations take nothing (frozen: `WasteBound.mayEmpty`). */
  frozenSuits = 0;

  constructor(private readonly board: Board) {
    const { targets, targetCount } = board.tables;
    for (let card = 0; card < CARD_COUNT; card++) {
      let wakers = 1 << ((card / 13) | 0);
      for (let t = 0, n = targetCount[card] ?? 0; t < n; t++) wakers |= 1 << (((targets[card * 4 + t] ?? 0) / 13) | 0);
      this.wakers[card] = wakers;
    }
  }

  /** Starts a growth on the position on the board: only the foundations count, nothing is landable. */
  begin(frozenSuits: number): void {
    this.frozenSuits = frozenSuits;
    countHomeCopies(this.board, this.homeNow);
    this.homeable.set(this.homeNow);
    this.landable.fill(0);
    this.removed.fill(0);
    this.homeOne.fill(1);
    this.homeTwo.fill(1);
    this.findMissing();
    this.homeOne.set(this.missingOne);
    this.homeTwo.set(this.missingTwo);
  }

  /** Forgets the relaxed waste's cards, `cards[0…count)` (before it is played again, with more of M). */
  clearRemoved(cards: Uint8Array, count: number): void {
    if (count === 0) return;
    for (let i = 0; i < count; i++) this.removed[cards[i] ?? 0] = 0;
    this.findMissing();
  }

  /** Whether a copy of `card`, at the top of what is left of its pile, may leave: (h) or (l). */
  mayLeave(card: number): boolean {
    return this.home(card) || this.lands(card);
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
    this.woken |= 1 << ((card / 13) | 0);
  }

  /**
   * Sets each suit's lowest missing ranks from what `homeable` and `removed` hold now. It wakes no
   * suit: the counts it reads were each recorded when they changed.
   */
  private findMissing(): void {
    const woken = this.woken;
    for (let suit = 0; suit < 4; suit++) {
      // Every rank below these has as many copies home now, and the counts only grow.
      this.missingOne[suit] = this.homeOne[suit] ?? 1;
      this.missingTwo[suit] = this.homeTwo[suit] ?? 1;
      this.climb(suit);
    }
    this.woken = woken;
  }

  /**
   * (h): every lower rank of the card's suit has a copy home, in M or taken off the waste; two
   * copies where the card's twin is home now (a foundation for it besides the twin's).
   */
  private home(card: number): boolean {
    const suit = (card / 13) | 0;
    if (((this.frozenSuits >> suit) & 1) !== 0) return false;
    const missing = (this.homeNow[card] ?? 0) === 0 ? this.missingOne : this.missingTwo;
    return (card % 13) + 1 <= (missing[suit] ?? 1);
  }

  /** After a copy of `card` is counted: wakes its suit, and moves its missing ranks up where it was one. */
  private advance(card: number): void {
    const suit = (card / 13) | 0;
    const rank = (card % 13) + 1;
    this.woken |= 1 << suit;
    if (rank === this.missingOne[suit] || rank === this.missingTwo[suit]) this.climb(suit);
  }

  /** Moves the suit's lowest missing ranks up past the ranks that have a copy, or two. */
  private climb(suit: number): void {
    let one = this.missingOne[suit] ?? 1;
    while (one <= 13 && this.copies(suit * 13 + one - 1) > 0) one++;
    this.missingOne[suit] = one;
    let two = this.missingTwo[suit] ?? 1;
    while (two <= 13 && this.copies(suit * 13 + two - 1) > 1) two++;
    this.missingTwo[suit] = two;
  }

  /** Copies of `card` home now, in M or taken off the waste. */
  private copies(card: number): number {
    return (this.homeable[card] ?? 0) + (this.removed[card] ?? 0);
  }

  /** (l): a copy of a card this one may be built on can be a column's top, or was taken off the waste. */
  private lands(card: number): boolean {
    const { targets, targetCount } = this.board.tables;
    for (let t = 0, n = targetCount[card] ?? 0; t < n; t++) {
      const target = targets[card * 4 + t] ?? 0;
      if ((this.landable[target] ?? 0) + (this.removed[target] ?? 0) > 0) return true;
    }
    return false;
  }
}
