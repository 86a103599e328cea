/**
 * The statistics of one variant, what a finished game adds to them and which stored values are
 * statistics: pure functions, shown by the panels and kept by the statistics' store (stats.ts).
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
const ADDED = { timedWins: 0, totalTime: 0, totalMoves: 0 };

export function emptyStats(): VariantStats {
  return { played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTime: null, fewestMoves: null, ...ADDED };
}

/** Stored statistics as this version reads them (fields added later get their defaults), or undefined. */
export function readStats(value: unknown): VariantStats | undefined {
  const s = { ...ADDED, ...(value as object) } as Record<string, unknown>;
  const count = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
  const amount = (n: unknown) => typeof n === 'number' && n >= 0 && n <= Number.MAX_SAFE_INTEGER;
  const ok = ['played', 'won', 'currentStreak', 'bestStreak', 'timedWins', 'totalMoves'].every((key) => count(s[key])) && amount(s.totalTime);
  return ok && [s.bestTime, s.fewestMoves].every((n) => n === null || amount(n)) ? (s as unknown as VariantStats) : undefined;
}

/** The statistics after one more finished game; a win with help sets no record and no average. */
export function recordResult(stats: VariantStats, result: GameResult): VariantStats {
  if (!result.won) return { ...stats, played: stats.played + 1, currentStreak: 0 };
  const currentStreak = stats.currentStreak + 1;
  const next = { ...stats, played: stats.played + 1, won: stats.won + 1, currentStreak, bestStreak: Math.max(stats.bestStreak, currentStreak) };
  if (result.assisted) return next;
  const least = (best: number | null, value: number) => (best === null ? value : Math.min(best, value));
  return {
    ...next,
    bestTime: least(stats.bestTime, result.time),
    fewestMoves: least(stats.fewestMoves, result.moves),
    timedWins: stats.timedWins + 1,
    totalTime: stats.totalTime + result.time,
    totalMoves: stats.totalMoves + result.moves,
  };
}
