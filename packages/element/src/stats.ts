import { StorageSlot } from './storage-slot.js';

/** Statistics of one variant. */
export interface VariantStats {
  /** Games in which at least one move was made. */
  played: number;
  won: number;
  currentStreak: number;
  bestStreak: number;
  /** Fastest win in milliseconds, or null before the first win. */
  bestTime: number | null;
  /** Fewest rule moves in a win (autoplay counted), or null before the first win. */
  fewestMoves: number | null;
}

export const STATS_FORMAT = 'forty-thieves/stats';
export const STATS_SCHEMA = 1;

interface StatsFile {
  format: typeof STATS_FORMAT;
  schema: typeof STATS_SCHEMA;
  variants: Record<string, VariantStats>;
}

export function emptyStats(): VariantStats {
  return { played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTime: null, fewestMoves: null };
}

/** Won games as a whole percentage of played ones (0 before any game). */
export function winRate(stats: VariantStats): number {
  return stats.played === 0 ? 0 : Math.round((stats.won / stats.played) * 100);
}

/** The statistics after one more finished game: a win with its time and moves, or a loss. */
export function recordResult(stats: VariantStats, result: { won: true; time: number; moves: number } | { won: false }): VariantStats {
  if (!result.won) return { ...stats, played: stats.played + 1, currentStreak: 0 };
  const currentStreak = stats.currentStreak + 1;
  return {
    played: stats.played + 1,
    won: stats.won + 1,
    currentStreak,
    bestStreak: Math.max(stats.bestStreak, currentStreak),
    bestTime: stats.bestTime === null ? result.time : Math.min(stats.bestTime, result.time),
    fewestMoves: stats.fewestMoves === null ? result.moves : Math.min(stats.fewestMoves, result.moves),
  };
}

function isStats(value: unknown): value is VariantStats {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  const count = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
  const best = (n: unknown) => n === null || (typeof n === 'number' && n >= 0 && n <= Number.MAX_SAFE_INTEGER);
  return count(s.played) && count(s.won) && count(s.currentStreak) && count(s.bestStreak) && best(s.bestTime) && best(s.fewestMoves);
}

function problem(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== STATS_FORMAT) return `it is not <forty-thieves> statistics (no "format": "${STATS_FORMAT}")`;
  const { schema, variants } = data as { schema?: unknown; variants?: unknown };
  if (typeof schema !== 'number' || schema > STATS_SCHEMA) return `they were stored by a newer version (schema ${String(schema)}; this one reads ${STATS_SCHEMA})`;
  if (typeof variants !== 'object' || variants === null || Array.isArray(variants)) return 'it holds no statistics per variant';
  return undefined;
}

/**
 * Statistics per variant in localStorage under `<key>:stats`, as safe as the saved game. One
 * variant's bad numbers drop only that variant's entry (the whole data is set aside first).
 */
export class StatsStore {
  private readonly slot: StorageSlot;

  constructor(key: string, storage?: () => Storage | undefined) {
    this.slot = new StorageSlot(`${key}:stats`, storage);
  }

  /** Every variant's statistics (a copy without a prototype: a variant may be called "constructor"). */
  all(): Record<string, VariantStats> {
    const data = this.slot.read(problem) as StatsFile | undefined;
    const variants: Record<string, VariantStats> = Object.create(null) as Record<string, VariantStats>;
    const bad: string[] = [];
    for (const [id, stats] of Object.entries(data?.variants ?? {})) {
      if (isStats(stats)) variants[id] = stats;
      else bad.push(id);
    }
    if (data && bad.length > 0) {
      this.slot.setAside(JSON.stringify(data), `the numbers of ${bad.join(', ')} are not statistics`, true);
      this.write(variants);
    }
    return variants;
  }

  of(variant: string): VariantStats {
    return this.all()[variant] ?? emptyStats();
  }

  record(variant: string, result: Parameters<typeof recordResult>[1]): VariantStats {
    const variants = this.all();
    const next = recordResult(variants[variant] ?? emptyStats(), result);
    variants[variant] = next;
    this.write(variants);
    return next;
  }

  private write(variants: Record<string, VariantStats>): void {
    const file: StatsFile = { format: STATS_FORMAT, schema: STATS_SCHEMA, variants };
    this.slot.write(file);
  }
}
