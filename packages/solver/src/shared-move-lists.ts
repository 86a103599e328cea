import { doubled } from './search.js';

/**
 * Move sequences that share their beginnings, kept as one linked list in typed arrays: a sequence
 * is named by its last entry (its tail), and each entry holds a move and the entry before it (-1:
 * none, the empty sequence). The beam search keeps every kept position's moves this way, so
 * positions descended from one another store the moves they have in common once.
 */
export class SharedMoveLists {
  private prev = new Int32Array(1024);
  private move = new Int32Array(1024);
  private count = 0;

  /** At most `capacity` entries in all. */
  constructor(private readonly capacity: number) {}

  /** The tail of the sequence `tail` followed by `move`; -2 when there is no room (or `tail` is -2). */
  append(tail: number, move: number): number {
    const e = this.count;
    if (tail < -1) return tail;
    if (e >= this.prev.length) {
      if (e >= this.capacity) return -2;
      this.prev = doubled(this.prev);
      this.move = doubled(this.move);
    }
    this.prev[e] = tail;
    this.move[e] = move;
    this.count = e + 1;
    return e;
  }

  /** The moves of the sequence ending at `tail`, first to last. */
  moves(tail: number): number[] {
    const moves: number[] = [];
    for (let e = tail; e >= 0; e = this.prev[e] ?? -1) moves.push(this.move[e] ?? 0);
    return moves.reverse();
  }
}
