import { StorageSlot } from './storage-slot.js';
import { ADDED, emptyStats, recordResult, type GameResult, type VariantStats } from './variant-stats.js';

export const STATS_FORMAT = 'forty-thieves/stats';
export const STATS_SCHEMA = 1;

/** Stored statistics as this version reads them (fields added later get their defaults), or undefined. */
function readStats(value: unknown): VariantStats | undefined {
  const s = { ...ADDED, ...(value as object) } as Record<string, unknown>;
  const count = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
  const amount = (n: unknown) => typeof n === 'number' && n >= 0 && n <= Number.MAX_SAFE_INTEGER;
  const ok = ['played', 'won', 'currentStreak', 'bestStreak', 'timedWins', 'totalMoves'].every((key) => count(s[key])) && amount(s.totalTime);
  return ok && [s.bestTime, s.fewestMoves].every((n) => n === null || amount(n)) ? (s as unknown as VariantStats) : undefined;
}

function problem(data: unknown): string | undefined {
  const { format, schema, variants } = (data ?? {}) as Record<string, unknown>;
  if (format !== STATS_FORMAT) return `it is not <forty-thieves> statistics (no "format": "${STATS_FORMAT}")`;
  if (typeof schema !== 'number' || schema > STATS_SCHEMA) return `they were stored by a newer version (schema ${String(schema)}; this one reads ${STATS_SCHEMA})`;
  return typeof variants !== 'object' || variants === null || Array.isArray(variants) ? 'it holds no statistics per variant' : undefined;
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

  /** Every variant's statistics (a map: a variant may be called "constructor"). */
  all(): Map<string, VariantStats> {
    const data = this.slot.read(problem) as { variants: Record<string, unknown> } | undefined;
    const read = Object.entries(data?.variants ?? {}).map(([id, value]) => [id, readStats(value)] as const);
    const variants = new Map(read.flatMap(([id, stats]) => (stats ? [[id, stats] as const] : [])));
    if (data && variants.size < read.length) {
      const bad = read.filter(([, stats]) => !stats).map(([id]) => id);
      this.slot.setAside(JSON.stringify(data), `the numbers of ${bad.join(', ')} are not statistics`, true);
      this.write(variants);
    }
    return variants;
  }

  of(variant: string): VariantStats {
    return this.all().get(variant) ?? emptyStats();
  }

  record(variant: string, result: GameResult): void {
    this.put(variant, recordResult(this.of(variant), result));
  }

  /** Sets one variant's statistics, or forgets them (undefined). */
  put(variant: string, stats: VariantStats | undefined): void {
    const variants = this.all();
    if (stats) variants.set(variant, stats);
    else variants.delete(variant);
    this.write(variants);
  }

  /** Forgets every variant's statistics. */
  clear(): void {
    this.write(new Map());
  }

  private write(variants: Map<string, VariantStats>): void {
    this.slot.write({ format: STATS_FORMAT, schema: STATS_SCHEMA, variants: Object.fromEntries(variants) });
  }
}
