/**
 * The statistics of one variant and what a finished game adds to them: pure arithmetic, shown by
 * the panels and kept by the statistics' store (stats.ts).
 */

/**
 * Statistics of one variant (docs/element.md, "Statistics"): games with a move made, won, streaks;
 * the fastest win and the fewest moves without help (null before one); and the wins without help
 * since the averages were kept, with their total milliseconds and moves.
 */
export interface VariantStats {
  played: number;
  won: number;
  currentStreak: number;
  bestStreak: number;
  bestTime: number | null;
  fewestMoves: number | null;
  timedWins: number;
  totalTime: number;
  totalMoves: number;
}

export type GameResult = { won: true; time: number; moves: number; assisted: boolean } | { won: false };

/** The fields added after the first statistics were stored, as they start. */
export const ADDED = { timedWins: 0, totalTime: 0, totalMoves: 0 };

export function emptyStats(): VariantStats {
  return { played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTime: null, fewestMoves: null, ...ADDED };
}

/** The statistics after one more finished game; a win with help sets no record and no average. */
export function recordResult(stats: VariantStats, result: GameResult): VariantStats {
  if (!result.won) return { ...stats, played: stats.played + 1, currentStreak: 0 };
  const currentStreak = stats.currentStreak + 1;
  const next = { ...stats, played: stats.played + 1, won: stats.won + 1, currentStreak, bestStreak: Math.max(stats.bestStreak, currentStreak) };
  if (result.assisted) return next;
  const least = (best: number | null, value: number) => (best === null ? value : Math.min(best, value));
  return { ...next, bestTime: least(stats.bestTime, result.time), fewestMoves: least(stats.fewestMoves, result.moves), timedWins: stats.timedWins + 1, totalTime: stats.totalTime + result.time, totalMoves: stats.totalMoves + result.moves };
}
