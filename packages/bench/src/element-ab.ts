import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic, type StaticSite } from '@forty-thieves/static-server';
import { FIRST_BOARD, coldMark, staticBoardPage } from './element-bench.js';
import { median } from './ratio-interval.js';

/**
 * `pnpm bench element-ab <build A> <build B> [runs]`: two builds of the play app (folders as
 * `pnpm build` writes apps/play/dist) on the cold first load `pnpm bench element` measures, each
 * on a plain static server of its own, interleaved with the static page of the same cards in the
 * same run. It prints each build's median against the static page's, and the median of the paired
 * differences B − A (one load of each per round): on a shared machine a change to the first
 * board's path is judged against the build before it this way, as a busy moment falls on both.
 */
export async function runElementAb(args: string[]): Promise<number> {
  const [first, second, count] = args;
  const runs = Number(count ?? 15);
  // Relative to where `pnpm bench` was typed (pnpm runs the bench in packages/bench).
  const builds = [first, second].map((folder) => (folder === undefined ? '' : resolve(process.env.INIT_CWD ?? process.cwd(), folder)));
  const missing = args.length < 2 ? [] : builds.filter((folder) => !existsSync(join(folder, 'index.html')));
  if (args.length < 2 || missing.length > 0 || !Number.isInteger(runs) || runs < 1) {
    console.error(
      `usage: pnpm bench element-ab <build A> <build B> [runs]: two folders with a built play app (its index.html), runs a whole number ≥ 1${missing.length > 0 ? `; no index.html in ${missing.join(', ')}` : ''}`,
    );
    return 2;
  }
  const sites: StaticSite[] = [];
  try {
    const page = await serveStatic({ folders: {}, pages: { '/static-board.html': await staticBoardPage() }, readOnce: true });
    sites.push(page);
    for (const folder of builds) sites.push(await serveStatic({ folders: { '/': folder }, readOnce: true }));
    const apps = sites.slice(1);
    // Each server reads a file once, then answers from memory: the pages read now, before any cold load.
    for (const site of apps) await (await fetch(`${site.origin}${FIRST_BOARD}`)).arrayBuffer();
    const times: number[][] = [[], [], []];
    for (let run = 0; run < runs; run++) {
      times[0]?.push(await coldMark(`${page.origin}/static-board.html`, false));
      for (const [index, site] of apps.entries()) times[index + 1]?.push(await coldMark(`${site.origin}${FIRST_BOARD}`, true));
    }
    const [statics = [], a = [], b = []] = times;
    const baseline = median(statics);
    const line = (name: string, folder: string, values: number[]) =>
      `${name} ${folder}: ${median(values).toFixed(0)} ms, ${(median(values) / baseline).toFixed(2)}× the static page  [${values.map((ms) => ms.toFixed(0)).join(' ')}]`;
    console.log(`cold first loads, ${String(runs)} rounds (fresh profile each, plain static servers), medians`);
    console.log(`static page: ${baseline.toFixed(0)} ms  [${statics.map((ms) => ms.toFixed(0)).join(' ')}]`);
    console.log(line('A', builds[0] ?? '', a));
    console.log(line('B', builds[1] ?? '', b));
    console.log(`B − A, paired by round: median ${median(b.map((ms, index) => ms - (a[index] ?? 0))).toFixed(1)} ms`);
    return 0;
  } finally {
    for (const site of sites) await site.close();
  }
}
