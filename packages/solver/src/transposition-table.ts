/**
 * A set of 64-bit position keys in one typed array (open addressing, linear probing): no objects,
 * no allocation after construction. A key's two halves sit side by side, so a probe of a large
 * table costs one cache miss, not two. (0, 0) marks an empty slot, so a key that hashes to it is
 * stored as (0, 1).
 *
 * Entries are never evicted: the search relies on the table to cut cycles and to remember
 * positions it has fully explored, so it stops (budget exhausted) when the table is full rather
 * than forget anything a proof of loss depends on.
 */
export class TranspositionTable {
  /** Slot i's key is (keys[2i], keys[2i + 1]). */
  private keys: Int32Array;
  private mask: number;
  private limit: number;
  size = 0;

  /**
   * Room for `capacity` slots, rounded up to a power of two; holds up to 3/4 of them. With
   * `growTo`, a table that reaches 3/4 doubles (every key kept) until it has that many slots:
   * the complete search, which runs on across rounds, starts small and grows as it goes.
   */
  constructor(
    capacity: number,
    private readonly growTo = 0,
  ) {
    const slots = TranspositionTable.slotsFor(capacity);
    this.keys = new Int32Array(2 * slots);
    this.mask = slots - 1;
    this.limit = Math.floor(slots * 0.75);
  }

  static slotsFor(capacity: number): number {
    let slots = 1024;
    while (slots < capacity) slots *= 2;
    return slots;
  }

  /** Total slots. */
  get slots(): number {
    return this.mask + 1;
  }

  /** No more room: the search must stop. */
  get full(): boolean {
    return this.size >= this.limit;
  }

  /**
   * Empties the table and uses `capacity` slots of it (reallocating only to grow), so restarts
   * with small budgets do not pay for clearing a large table.
   */
  clear(capacity: number): void {
    const slots = TranspositionTable.slotsFor(capacity);
    if (2 * slots > this.keys.length) this.keys = new Int32Array(2 * slots);
    else this.keys.fill(0, 0, 2 * slots);
    this.mask = slots - 1;
    this.limit = Math.floor(slots * 0.75);
    this.size = 0;
  }

  /** Adds the key; false when it was already there. */
  add(a: number, b: number): boolean {
    const keyB = a === 0 && b === 0 ? 1 : b;
    const keys = this.keys;
    const mask = this.mask;
    let i = (a ^ Math.imul(keyB, 0x9e3779b1)) & mask;
    for (;;) {
      const sa = keys[2 * i] ?? 0;
      const sb = keys[2 * i + 1] ?? 0;
      if (sa === 0 && sb === 0) {
        keys[2 * i] = a;
        keys[2 * i + 1] = keyB;
        this.size++;
        if (this.size >= this.limit && this.slots < this.growTo) this.rehash(this.slots * 2);
        return true;
      }
      if (sa === a && sb === keyB) return false;
      i = (i + 1) & mask;
    }
  }

  /** Moves every key into a table of `slots` slots. */
  private rehash(slots: number): void {
    const old = this.keys;
    this.keys = new Int32Array(2 * slots);
    this.mask = slots - 1;
    this.limit = Math.floor(slots * 0.75);
    this.size = 0;
    for (let i = 0; i < old.length; i += 2) {
      const a = old[i] ?? 0;
      const b = old[i + 1] ?? 0;
      if (a !== 0 || b !== 0) this.add(a, b);
    }
  }
}
