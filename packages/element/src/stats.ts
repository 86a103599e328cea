import { StorageSlot } from './storage-slot.js';
import { emptyStats, readStats, recordResult, type GameResult, type VariantStats } from './variant-stats.js';

export const STATS_FORMAT = 'forty-thieves/stats';
export const STATS_SCHEMA = 1;

function problem(data: unknown): string | undefined {
  const { format, schema, variants } = (data ?? {}) as Record<string, unknown>;
  if (format !== STATS_FORMAT) return `it is not <forty-thieves> statistics (no "format": "${STATS_FORMAT}")`;
  if (typeof schema !== 'number' || schema > STATS_SCHEMA)
    return `they were stored by a newer version (schema ${String(schema)}; this one reads ${STATS_SCHEMA})`;
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
