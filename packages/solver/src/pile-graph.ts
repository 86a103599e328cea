/**
 * Fills `reach[p]` with every node p reaches in the graph `adj` (bit q of `adj[p]`: an edge from p
 * to q), p itself included: the stubborn sets' "pile p in P ⇒ pile q in P" edges closed, so that
 * `reach[p]` is the least set holding p (`stubborn-set.ts`). At most 32 nodes.
 */
export function closeGraph(adj: Int32Array, reach: Int32Array): void {
  const count = adj.length;
  for (let p = 0; p < count; p++) reach[p] = (adj[p] ?? 0) | (1 << p);
  for (let grew = true; grew;) {
    grew = false;
    for (let p = 0; p < count; p++) {
      const before = reach[p] ?? 0;
      let after = before;
      for (let rest = before; rest !== 0; rest &= rest - 1) after |= reach[31 - Math.clz32(rest & -rest)] ?? 0;
      if (after !== before) {
        reach[p] = after;
        grew = true;
      }
    }
  }
}
