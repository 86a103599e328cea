/**
 * A max-heap of entry numbers by integer score that holds at most `capacity` of them: when it
 * fills, the worse half is forgotten at once (amortised O(log n) a push), and scores below the
 * last cut are refused from then on, since they would be cut again. Ties go to the newer entry,
 * which makes equal scores behave depth-first.
 */
export class BoundedHeap {
  private readonly ids: Int32Array;
  private readonly scores: Float64Array;
  private size = 0;
  private floor = -Infinity;

  constructor(private readonly capacity: number) {
    this.ids = new Int32Array(capacity);
    this.scores = new Float64Array(capacity);
  }

  /** False when a score this low would be forgotten anyway. */
  wouldKeep(score: number): boolean {
    return score >= this.floor;
  }

  push(id: number, score: number): void {
    if (this.size === this.capacity) this.cut();
    let i = this.size++;
    const ids = this.ids;
    const scores = this.scores;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!better(score, id, scores[up] ?? 0, ids[up] ?? 0)) break;
      ids[i] = ids[up] ?? 0;
      scores[i] = scores[up] ?? 0;
      i = up;
    }
    ids[i] = id;
    scores[i] = score;
  }

  /** Forgets every entry and the last cut, to be filled again. */
  clear(): void {
    this.size = 0;
    this.floor = -Infinity;
  }

  /** The best entry, removed; -1 when empty. */
  popMax(): number {
    if (this.size === 0) return -1;
    const ids = this.ids;
    const scores = this.scores;
    const best = ids[0] ?? -1;
    const n = --this.size;
    const id = ids[n] ?? 0;
    const score = scores[n] ?? 0;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && better(scores[child + 1] ?? 0, ids[child + 1] ?? 0, scores[child] ?? 0, ids[child] ?? 0)) child++;
      if (!better(scores[child] ?? 0, ids[child] ?? 0, score, id)) break;
      ids[i] = ids[child] ?? 0;
      scores[i] = scores[child] ?? 0;
      i = child;
    }
    ids[i] = id;
    scores[i] = score;
    return best;
  }

  /** Keeps the better half: finds the median score, drops what is below it, rebuilds the heap. */
  private cut(): void {
    const sorted = this.scores.slice(0, this.size).sort();
    const median = sorted[sorted.length >> 1] ?? 0;
    const ids = this.ids;
    const scores = this.scores;
    let kept = 0;
    for (let i = 0; i < this.size; i++) {
      const score = scores[i] ?? 0;
      // Strictly above the median when equal scores crowd the top half, so a cut always frees room.
      if (score > median || (score === median && kept < this.capacity >> 1)) {
        ids[kept] = ids[i] ?? 0;
        scores[kept] = score;
        kept++;
      }
    }
    this.size = 0;
    const keptIds = ids.slice(0, kept);
    const keptScores = scores.slice(0, kept);
    for (let i = 0; i < kept; i++) this.push(keptIds[i] ?? 0, keptScores[i] ?? 0);
    this.floor = median;
  }
}

function better(scoreA: number, idA: number, scoreB: number, idB: number): boolean {
  return scoreA > scoreB || (scoreA === scoreB && idA > idB);
}
