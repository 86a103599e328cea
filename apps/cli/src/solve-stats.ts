/** One deal's outcome as the CLI reports it (moves in the text notation). */
export interface DealOutcome {
  readonly deal: number;
  readonly result: 'won' | 'lost' | 'unknown';
  readonly moves: readonly string[] | null;
  readonly nodes: number;
  readonly ms: number;
}

/** The study's summary, as printed and as written to `--json`. */
export interface StudySummary {
  readonly variant: string;
  readonly deals: number;
  readonly won: number;
  readonly lost: number;
  readonly unknown: number;
  readonly timeLimitMs: number;
  readonly workers: number;
  /** Decided (won or proved lost), percent. */
  readonly decidedPercent: number;
  /** Won among all deals, percent, with its Wilson 95 % interval (undecided counted as not won). */
  readonly winnablePercent: number;
  readonly winnableInterval: readonly [number, number];
  /** If every undecided deal turned out won: the most that can be winnable, percent. */
  readonly winnableUpperBoundPercent: number;
  readonly medianMsDecided: number | null;
  readonly p90MsDecided: number | null;
  readonly medianMs: number;
  readonly p90Ms: number;
  readonly nodesPerSecond: number;
  readonly peakRssMb: number;
  readonly wallMs: number;
}

/** Wilson score interval for `successes` of `n` at 95 % (z = 1.96), as fractions. */
export function wilson(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The q-quantile (0…1) of `values` by the nearest-rank method; null for none. */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? null;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

export function summarise(
  variant: string,
  outcomes: readonly DealOutcome[],
  run: { timeLimitMs: number; workers: number; peakRssBytes: number; wallMs: number },
): StudySummary {
  const count = (result: DealOutcome['result']) => outcomes.filter((o) => o.result === result).length;
  const won = count('won');
  const lost = count('lost');
  const unknown = count('unknown');
  const n = outcomes.length;
  const decidedTimes = outcomes.filter((o) => o.result !== 'unknown').map((o) => o.ms);
  const allTimes = outcomes.map((o) => o.ms);
  const nodes = outcomes.reduce((sum, o) => sum + o.nodes, 0);
  const searchMs = outcomes.reduce((sum, o) => sum + o.ms, 0);
  const [low, high] = wilson(won, n);
  return {
    variant,
    deals: n,
    won,
    lost,
    unknown,
    timeLimitMs: run.timeLimitMs,
    workers: run.workers,
    decidedPercent: percent(won + lost, n),
    winnablePercent: percent(won, n),
    winnableInterval: [100 * low, 100 * high],
    winnableUpperBoundPercent: percent(won + unknown, n),
    medianMsDecided: quantile(decidedTimes, 0.5),
    p90MsDecided: quantile(decidedTimes, 0.9),
    medianMs: quantile(allTimes, 0.5) ?? 0,
    p90Ms: quantile(allTimes, 0.9) ?? 0,
    // Per search thread: nodes over the time spent searching them.
    nodesPerSecond: searchMs === 0 ? 0 : (1000 * nodes) / searchMs,
    peakRssMb: run.peakRssBytes / 2 ** 20,
    wallMs: run.wallMs,
  };
}

const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);

/** The summary as the lines printed after the per-deal results. */
export function formatSummary(s: StudySummary): string {
  const [low, high] = s.winnableInterval;
  return [
    `${s.variant}: ${s.deals} deals, ${seconds(s.timeLimitMs)} each, ${s.workers === 0 ? 'main thread' : `${s.workers} worker${s.workers === 1 ? '' : 's'}`}`,
    `decided   ${s.decidedPercent.toFixed(1)} % (${s.won} won, ${s.lost} proved lost, ${s.unknown} undecided)`,
    `winnable  ${s.winnablePercent.toFixed(1)} % (Wilson 95 %: ${low.toFixed(1)}–${high.toFixed(1)} %; at most ${s.winnableUpperBoundPercent.toFixed(1)} % if every undecided deal is won)`,
    `time      decided: median ${seconds(s.medianMsDecided)}, p90 ${seconds(s.p90MsDecided)}; all: median ${seconds(s.medianMs)}, p90 ${seconds(s.p90Ms)}; wall ${seconds(s.wallMs)}`,
    `speed     ${Math.round(s.nodesPerSecond).toLocaleString('en-US')} nodes/s per worker; peak memory ${Math.round(s.peakRssMb)} MB (whole process)`,
  ].join('\n');
}
