import { mulberry32 } from './playout-positions.js';

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * How far one run's ratio of medians (`app` over `page`, the times of the same rounds) could have
 * landed by chance: a 95 % percentile bootstrap that draws whole rounds with replacement (each
 * round loads both pages in turn, so a busy moment of the machine stays with its pair), seeded so
 * the same times always give the same interval. On this shared machine one run's ratio moves by
 * about ±0.15 around its median (docs/benchmarks.md): the interval shows a reader how much.
 */
export function ratioInterval(app: readonly number[], page: readonly number[], draws = 2000): [number, number] {
  if (app.length === 0 || app.length !== page.length)
    throw new Error(`ratioInterval: ${app.length} and ${page.length} times; give the same rounds of each page`);
  const random = mulberry32(2026);
  const ratios: number[] = [];
  const a: number[] = new Array<number>(app.length);
  const p: number[] = new Array<number>(page.length);
  for (let draw = 0; draw < draws; draw++) {
    for (let i = 0; i < app.length; i++) {
      const round = Math.floor(random() * app.length);
      a[i] = app[round] ?? 0;
      p[i] = page[round] ?? 0;
    }
    ratios.push(median(a) / median(p));
  }
  ratios.sort((x, y) => x - y);
  return [ratios[Math.floor(draws * 0.025)] ?? 0, ratios[Math.ceil(draws * 0.975) - 1] ?? 0];
}
