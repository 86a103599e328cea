/**
 * The stubborn sets' graph of piles (`stubborn-set.ts`): bit q of a pile p's edges is an edge "pile
 * p in P ⇒ pile q in P", so the least set holding p is what p reaches. A pile's edges are those put
 * in `adj` (the moves') and those `edgesOf` gives, asked for only when a search walks from that
 * pile (most positions walk from a few of their piles). Reaches are found only for the piles
 * asked about, each once a position, and a search that meets a pile whose reach is known takes
 * that reach whole (it is closed) instead of walking it again. At most 31 piles.
 */
export class PileGraph {
  readonly adj: Int32Array;
  private readonly reach: Int32Array;
  /** Piles (bit p) whose `reach` is known for the current edges. */
  private known = 0;
  /** Piles (bit p) whose `edgesOf` is in `adj`. */
  private linked = 0;

  constructor(
    piles: number,
    private readonly edgesOf: (pile: number) => number,
  ) {
    this.adj = new Int32Array(piles);
    this.reach = new Int32Array(piles);
  }

  /** Forgets every edge and reach (a new position). */
  clear(): void {
    for (let p = 0; p < this.adj.length; p++) this.adj[p] = 0;
    this.known = 0;
    this.linked = 0;
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
      if (((this.known >>> q) & 1) !== 0) {
        set |= reach[q] ?? 0;
        continue;
      }
      if (((this.linked >>> q) & 1) === 0) {
        adj[q] = (adj[q] ?? 0) | this.edgesOf(q);
        this.linked |= 1 << q;
      }
      const add = (adj[q] ?? 0) & ~set;
      set |= add;
      todo |= add;
    }
    reach[p] = set;
    this.known |= 1 << p;
    return set;
  }
}
