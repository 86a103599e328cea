import { CARD_COUNT } from '@forty-thieves/core';
import { PILE_CAPACITY, type Board } from '@forty-thieves/core/engine';

/**
 * Where each card's copies lie in the columns, and per column the excess it holds (`gains`: per
 * card, the lesser of its copies there and the card's share of the count), for the least over the
 * columns kept whole that `column-count.ts` seeks. A count reads them only once it first seeks
 * that least (most counts never do): until `locate`, no card is placed and `change` keeps nothing.
 */
export class ColumnCopies {
  /** Per column: the excess it holds, kept as shares change once located. */
  readonly gains: Int32Array;
  /** Per card value: the column holding its first copies (-1: none, or not located), how many it holds, and the column holding the other (-1: none). */
  private readonly firstColumn = new Int8Array(CARD_COUNT);
  private readonly firstCopies = new Int8Array(CARD_COUNT);
  private readonly secondColumn = new Int8Array(CARD_COUNT);
  /** Whether this count has placed the copies yet. */
  located = false;

  constructor(private readonly board: Board) {
    this.gains = new Int32Array(board.columnCount);
  }

  /** A new count: nothing placed. */
  forget(): void {
    this.firstColumn.fill(-1);
    this.located = false;
  }

  /** Places each card's copies and counts the excess each column holds now (`excess`: per card, its share). */
  locate(excess: Int32Array): void {
    const board = this.board;
    const { firstColumn, firstCopies, secondColumn, gains } = this;
    firstColumn.fill(-1);
    secondColumn.fill(-1);
    for (let c = 0; c < board.columnCount; c++) {
      gains[c] = 0;
      for (let i = 0, at = c * PILE_CAPACITY, len = board.colLen[c] ?? 0; i < len; i++) {
        const card = board.cells[at + i] ?? 0;
        const first = firstColumn[card] ?? -1;
        if (first === c) firstCopies[card] = (firstCopies[card] ?? 0) + 1;
        else if (first < 0) {
          firstColumn[card] = c;
          firstCopies[card] = 1;
        } else secondColumn[card] = c;
      }
    }
    for (let card = 0; card < CARD_COUNT; card++) this.change(card, 0, excess[card] ?? 0);
    this.located = true;
  }

  /** A card's share went from `before` to `more`: the columns holding its copies hold that much more or less excess. */
  change(card: number, before: number, more: number): void {
    const first = this.firstColumn[card] ?? -1;
    if (first < 0) return;
    const copies = this.firstCopies[card] ?? 0;
    this.gains[first] = (this.gains[first] ?? 0) + Math.min(more, copies) - Math.min(before, copies);
    const second = this.secondColumn[card] ?? -1;
    if (second >= 0) this.gains[second] = (this.gains[second] ?? 0) + Math.min(more, 1) - Math.min(before, 1);
  }
}
