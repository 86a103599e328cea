/**
 * The large arrays of a thread's solves, each made once and handed from restart to restart and
 * from solve to solve. A search allocates almost nothing, so V8 collects its typed arrays late:
 * each restart's arena and tables had stayed resident beside the next ones', and how many of
 * them met depended on how many nodes the machine searched (docs/solver.md, *Memory held once,
 * session 24*). Here a buffer is either free or held by one taker, which gives it back when
 * done, and the pool keeps no more buffers than were held at once.
 *
 * Memory is what was written: the system gives a new buffer pages only as they are touched, and
 * a buffer keeps the pages once written. So the pool notes how far each buffer was written (its
 * holders say so when they give it back), and each role (the best-first arena, the complete
 * search's table, …) has a home buffer it takes again whenever it is free: were any free buffer
 * handed to any taker, each role would in turn write each buffer as far as it goes, and the pool
 * would end with every buffer written to the largest use. A table about to grow past what its
 * buffer has written moves into a free buffer written that far, another role's home if need be
 * (the wide beams' table into the best-first arena's: they never run at once). A buffer comes
 * back as its last holder left it: a taker clears what it reads before writing.
 */
export class ArrayPool {
  /** Free buffers, the last given back last. */
  private readonly free: ArrayBuffer[] = [];
  private readonly taken = new Set<ArrayBuffer>();
  /** How many of each buffer's bytes, from its start, a holder has written. */
  private readonly written = new WeakMap<ArrayBuffer, number>();
  /** Each role's home buffer, and the buffers that are some role's home. */
  private readonly homes = new Map<string, ArrayBuffer>();
  private readonly isHome = new WeakSet<ArrayBuffer>();
  /** The size every buffer is made at: the largest request so far, rounded up to a power of two. */
  private size = LEAST_BYTES;
  /** Buffers made so far (a test checks that a second solve makes none). */
  made = 0;

  /**
   * A buffer of at least `bytes` bytes that no one else holds until it is given back: `role`'s
   * home if it is free; else a free buffer that is no role's home (made `role`'s home if it has
   * none), else another role's home; of those, the one written least far past `bytes` (no new
   * page touched), else the one written furthest (the fewest); a new one at the pool's size where
   * none is free. A request larger than the pool's size raises it, and the smaller buffers are let
   * go as they come free: all buffers are then alike, so any can serve any role.
   */
  take(bytes: number, role = ''): ArrayBuffer {
    if (bytes > this.size) {
      while (this.size < bytes) this.size *= 2;
      this.dropSmall();
    }
    const home = this.homes.get(role);
    let buffer = home !== undefined && this.free.includes(home) && home.byteLength >= bytes ? home : undefined;
    buffer ??= this.bestFree(bytes, false) ?? this.bestFree(bytes, true);
    if (buffer === undefined) {
      buffer = new ArrayBuffer(this.size);
      this.made++;
    } else {
      this.free.splice(this.free.indexOf(buffer), 1);
    }
    if (role !== '' && (home === undefined || home.byteLength < this.size) && !this.isHome.has(buffer)) {
      this.homes.set(role, buffer);
      this.isHome.add(buffer);
    }
    this.taken.add(buffer);
    return buffer;
  }

  /**
   * A free buffer written at least `bytes` far, or none: a table about to grow into pages of its
   * own buffer not yet written moves into such a one instead.
   */
  takeWritten(bytes: number): ArrayBuffer | undefined {
    if (bytes > this.size) return undefined;
    const far = (buffer: ArrayBuffer): boolean => this.writtenOf(buffer) >= bytes;
    const buffer = this.bestFree(bytes, false, far) ?? this.bestFree(bytes, true, far);
    if (buffer === undefined) return undefined;
    this.free.splice(this.free.indexOf(buffer), 1);
    this.taken.add(buffer);
    return buffer;
  }

  /** Gives a taken buffer back, written `written` bytes from its start; its holder must not use it again. */
  give(buffer: ArrayBuffer, written: number): void {
    if (!this.taken.delete(buffer)) throw new Error('a buffer given back to the pool that it had not handed out');
    this.written.set(buffer, Math.max(this.writtenOf(buffer), Math.min(written, buffer.byteLength)));
    if (buffer.byteLength >= this.size) this.free.push(buffer);
  }

  /** Buffers handed out and not given back. */
  get inUse(): number {
    return this.taken.size;
  }

  /** Bytes written in the buffers the pool keeps, free or held (as far as their holders said). */
  get writtenBytes(): number {
    let sum = 0;
    for (const buffer of [...this.free, ...this.taken]) sum += this.writtenOf(buffer);
    return sum;
  }

  /**
   * Of the free buffers that are homes (or not) and `fit`, the one written least far past `bytes`,
   * else the one written furthest; of equals, the last given back.
   */
  private bestFree(bytes: number, homes: boolean, fit = (_: ArrayBuffer) => true): ArrayBuffer | undefined {
    let best: ArrayBuffer | undefined;
    let bestScore = -Infinity;
    for (let i = this.free.length - 1; i >= 0; i--) {
      const buffer = this.free[i] as ArrayBuffer;
      if (this.isHome.has(buffer) !== homes || !fit(buffer)) continue;
      const written = this.writtenOf(buffer);
      const score = written >= bytes ? 2 ** 53 - written : written;
      if (score > bestScore) {
        best = buffer;
        bestScore = score;
      }
    }
    return best;
  }

  private writtenOf(buffer: ArrayBuffer): number {
    return this.written.get(buffer) ?? 0;
  }

  /** Lets the free buffers smaller than the pool's size go (to the garbage collector). */
  private dropSmall(): void {
    for (let i = this.free.length - 1; i >= 0; i--) if ((this.free[i]?.byteLength ?? 0) < this.size) this.free.splice(i, 1);
  }
}

/** The least size a buffer is made at: small arrays share the first few buffers. */
const LEAST_BYTES = 1 << 16;

/**
 * This thread's pool: every solve in a thread (one worker, or a page's main thread) takes from it,
 * so its arrays outlive each solve and are made once; worker threads have a pool each.
 */
export const THREAD_POOL = new ArrayPool();

/** The buffers a best-first restart took, given back together; its arrays are views of them. */
export class Lease {
  private readonly held: ArrayBuffer[] = [];

  /** `role` names the holder's kind; its arrays' roles are it and their number. */
  constructor(
    private readonly pool: ArrayPool,
    private readonly role: string,
  ) {}

  /** `length` 32-bit integers, as the last holder left them. */
  int32(length: number): Int32Array<ArrayBuffer> {
    return new Int32Array(this.hold(4 * length), 0, length);
  }

  /** `length` bytes, as the last holder left them. */
  uint8(length: number): Uint8Array<ArrayBuffer> {
    return new Uint8Array(this.hold(length), 0, length);
  }

  /**
   * Gives every buffer back, each written as far as `written` says for the array on it (all of it
   * for a buffer not named); the arrays made on them must not be used again.
   */
  giveBack(written: ReadonlyArray<readonly [ArrayBufferView<ArrayBuffer>, number]>): void {
    const far = new Map(written.map(([array, bytes]) => [array.buffer, bytes]));
    for (const buffer of this.held) this.pool.give(buffer, far.get(buffer) ?? buffer.byteLength);
    this.held.length = 0;
  }

  private hold(bytes: number): ArrayBuffer {
    const buffer = this.pool.take(bytes, `${this.role} ${this.held.length}`);
    this.held.push(buffer);
    return buffer;
  }
}
