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
/**
 * The most slots a growing table's array is made with ahead of need (512 MB, four times the
 * default table): a larger `--slots` (up to 2^31, 16 GB) would otherwise ask the system for all of
 * it at the first search, however small. Past it, the table grows into a new array.
 */
const MADE_AHEAD_SLOTS = 1 << 26;
/** The share of its slots a table fills before it is full (or grows): linear probing slows past it. */
const LOAD = 0.75;

export class TranspositionTable {
  /** Slot i's key is (keys[2i], keys[2i + 1]). */
  private keys: Int32Array;
  private mask: number;
  private limit: number;
  size = 0;

  /**
   * Room for `capacity` slots, rounded up to a power of two; holds up to 3/4 of them. With
   * `growTo`, a table that reaches 3/4 doubles (every key kept) until it has that many slots:
   * the complete search, which runs on across rounds, starts small and grows as it goes, and so
   * does the win-finding restarts' table from where `clear` begins it.
   *
   * Such a table has its array at its largest from the start and uses the front of it: an
   * operating system gives memory to the pages a program touches, so the slots not yet in use
   * cost none, and the table grows within its array instead of into a new one, which would hold
   * the old and the new at once (1.5 times the table) and leave the old to the garbage collector
   * (docs/solver-results.md, *Memory across deals, session 22*), up to `madeAhead` slots.
   */
  constructor(
    capacity: number,
    private growTo = 0,
    private readonly madeAhead = MADE_AHEAD_SLOTS,
  ) {
    const slots = TranspositionTable.slotsFor(capacity);
    const ahead = growTo > slots ? Math.min(TranspositionTable.slotsFor(growTo), madeAhead) : 0;
    this.keys = new Int32Array(2 * Math.max(slots, ahead));
    this.mask = slots - 1;
    this.limit = Math.floor(slots * LOAD);
  }

  /** The slots a table needs to hold `keys` keys before it is full. */
  static slotsToHold(keys: number): number {
    return TranspositionTable.slotsFor(Math.ceil(keys / LOAD));
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

  /** Bytes of the array the keys are in (the most this table takes, whatever it holds). */
  get bytes(): number {
    return this.keys.byteLength;
  }

  /** No more room: the search must stop. */
  get full(): boolean {
    return this.size >= this.limit;
  }

  /**
   * Empties the table and uses `capacity` slots of it, growing (as the constructor's) up to
   * `growTo` slots; the array is made anew only where it is too small, and then at the largest
   * size. Only the slots in use are cleared, so restarts with small budgets do not pay for
   * clearing a large table, and a restart that stores far fewer keys than its budget allows (the
   * beam, which runs out of positions) touches only the pages it uses.
   */
  clear(capacity: number, growTo = this.growTo): void {
    const slots = TranspositionTable.slotsFor(capacity);
    const ahead = growTo > slots ? Math.min(TranspositionTable.slotsFor(growTo), this.madeAhead) : 0;
    const length = 2 * Math.max(slots, ahead);
    if (length > this.keys.length) this.keys = new Int32Array(length);
    else this.keys.fill(0, 0, 2 * slots);
    this.growTo = growTo;
    this.mask = slots - 1;
    this.limit = Math.floor(slots * LOAD);
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
        if (this.size >= this.limit && this.slots < this.growTo) this.grow();
        return true;
      }
      if (sa === a && sb === keyB) return false;
      i = (i + 1) & mask;
    }
  }

  /**
   * Doubles the slots in use, within the array: a key whose home was slot h now has h or h + n
   * (n the old slot count). Keys are taken out in slot order from just after an empty slot and
   * each put at the first free slot from its new home. That slot is never past the one it was
   * taken from (every slot between its home and there was full, and is now done or free), or it
   * is in the upper half, which holds only moved keys: so no key moved later leaves a gap in the
   * run from a moved key's home to it. The keys before the first empty slot (their run may have
   * wrapped round from the end) and those whose run would wrap round the new end go back last,
   * once every other key is in place.
   */
  private grow(): void {
    const half = this.mask + 1;
    const slots = 2 * half;
    if (2 * slots > this.keys.length) {
      // A table to grow past MADE_AHEAD_SLOTS, or cleared to more slots than it was made for.
      const bigger = new Int32Array(2 * slots);
      bigger.set(this.keys.subarray(0, 2 * half));
      this.keys = bigger;
    }
    const keys = this.keys;
    // The upper half may hold keys of a larger use before `clear`.
    keys.fill(0, 2 * half, 2 * slots);
    this.mask = slots - 1;
    this.limit = Math.floor(slots * LOAD);
    const last: number[] = [];
    let first = 0;
    while ((keys[2 * first] ?? 0) !== 0 || (keys[2 * first + 1] ?? 0) !== 0) first++;
    for (let i = 0; i < half; i++) {
      const a = keys[2 * i] ?? 0;
      const b = keys[2 * i + 1] ?? 0;
      if (a === 0 && b === 0) continue;
      keys[2 * i] = 0;
      keys[2 * i + 1] = 0;
      if (i < first || !this.place(a, b, false)) last.push(a, b);
    }
    for (let k = 0; k < last.length; k += 2) this.place(last[k] ?? 0, last[k + 1] ?? 0, true);
  }

  /**
   * Stores a key that is not in the table (its second half as stored) at the first free slot
   * from its home; without `wrap`, stores nothing and answers false where that is past the end.
   */
  private place(a: number, b: number, wrap: boolean): boolean {
    const keys = this.keys;
    const mask = this.mask;
    let i = (a ^ Math.imul(b, 0x9e3779b1)) & mask;
    while ((keys[2 * i] ?? 0) !== 0 || (keys[2 * i + 1] ?? 0) !== 0) {
      if (i === mask && !wrap) return false;
      i = (i + 1) & mask;
    }
    keys[2 * i] = a;
    keys[2 * i + 1] = b;
    return true;
  }
}
