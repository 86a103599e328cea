/**
 * The stubborn sets' graph of piles (`stubborn-set.ts`): bit q of `adj[p]` is an edge "pile p in P
 * ⇒ pile q in P", so the least set holding p is what p reaches. Reaches are found only for the
 * piles asked about, each once a position, and a search that meets a pile whose reach is known
 * takes that reach whole (it is closed) instead of walking it again. At most 32 piles.
 */
export class PileGraph {
  readonly adj: Int32Array;
  private readonly reach: Int32Array;
  /** Piles (bit p) whose `reach` is known for the current edges. */
  private known = 0;

  constructor(piles: number) {
    this.adj = new Int32Array(piles);
    this.reach = new Int32Array(piles);
  }

  /** Forgets every edge and reach (a new position). */
  clear(): void {
    this.adj.fill(0);
    this.known = 0;
  }

  /** Every pile `p` reaches, itself included. */
  reachOf(p: number): number {
    if (((this.known >>> p) & 1) !== 0) return this.reach[p] ?? 0;
    const adj = this.adj;
    const reach = this.reach;
    let set = 1 << p;
    let todo = set;
    while (todo !== 0) {
      const q = 31 - Math.clz32(todo & -todo);
      todo &= todo - 1;
      // A known reach is closed: what it holds needs no walk of its own.
      const add = (((this.known >>> q) & 1) !== 0 ? (reach[q] ?? 0) : (adj[q] ?? 0)) & ~set;
      set |= add;
      if (((this.known >>> q) & 1) === 0) todo |= add;
    }
    reach[p] = set;
    this.known |= 1 << p;
    return set;
  }
}
