import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { GameSession, GameStatus, type Move, type Position, type VariantPlugin } from '@forty-thieves/core';
import { chromiumOptions, serveStatic } from '@forty-thieves/static-server';
import { chromium, type Page } from 'playwright';
import { median } from './ratio-interval.js';

/**
 * `pnpm bench stuck-move [--deals 30] [--count 15]`: what the costliest moves of a game cost a
 * player in the browser. The status after a move searches the column layouts for a line to a gain
 * when no draw is left (core's `usefulMove`), so a few moves late in a game cost far more than the
 * others. In Node, the games of `pnpm bench hint-follow` (every best-guess hint from deals 1–N of
 * each variant) are played and each move is timed; the `--count` costliest, and as many spread
 * evenly over all the moves (the baseline), are then made in Debian's headless Chromium on the
 * BUILT standalone element (from `pnpm build`), on 127.0.0.1: load the position before the move,
 * let it render, then time `play(move)` to the end of the render it causes (script: the move, its
 * autoplay, its status, the save and the render; not style, layout or paint).
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const STANDALONE = join(ROOT, 'packages/element/dist/standalone');
const PAGE =
  '<!doctype html><html lang="en"><body><forty-thieves variant="forty-thieves" deal="1" storage-key="bench"></forty-thieves><script type="module" src="/forty-thieves.js"></script></body></html>';
/** Each move is made this many times in the browser; its figure is the median. */
const REPEATS = 5;

interface TimedMove {
  label: string;
  before: Position;
  move: Move;
  nodeMs: number;
}

type BenchElement = HTMLElement & { loadPosition(position: unknown): Promise<void>; play(move: unknown): boolean; updateComplete: Promise<unknown> };

/** Every move of every hint-following game, timed in Node (the move with the status it recomputes). */
function movesOfHintFollowing(plugins: readonly VariantPlugin[], deals: number): TimedMove[] {
  const moves: TimedMove[] = [];
  for (const plugin of plugins) {
    for (let deal = 1; deal <= deals; deal++) {
      const game = GameSession.deal(plugin, deal);
      for (let step = 0; step < 2000 && game.status() === GameStatus.Playing; step++) {
        const move = game.hint();
        if (move === undefined) break;
        const before = game.position();
        const start = performance.now();
        game.play(move);
        moves.push({ label: `${plugin.id} deal ${deal} move ${step + 1}`, before, move, nodeMs: performance.now() - start });
      }
    }
  }
  return moves;
}

/** The median time, over REPEATS, from `play(move)` to the end of the render it causes, with the position loaded afresh each time. */
async function browserMs(page: Page, timed: TimedMove): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    times.push(
      await page.evaluate(
        async ({ before, move }) => {
          const element = document.querySelector('forty-thieves') as unknown as BenchElement;
          await element.loadPosition(before);
          await element.updateComplete;
          // The move in a task of its own, as a player's click is.
          await new Promise((resolve) => setTimeout(resolve, 0));
          const start = performance.now();
          if (!element.play(move)) throw new Error(`the element refused ${JSON.stringify(move)}`);
          await element.updateComplete;
          return performance.now() - start;
        },
        { before: timed.before, move: timed.move },
      ),
    );
  }
  return median(times);
}

export async function runStuckMoveBench(args: readonly string[], plugins: readonly VariantPlugin[]): Promise<void> {
  const { values } = parseArgs({ args: [...args], options: { deals: { type: 'string', default: '30' }, count: { type: 'string', default: '15' } } });
  const deals = Number(values.deals);
  const count = Number(values.count);
  if (!Number.isInteger(deals) || deals < 1 || !Number.isInteger(count) || count < 1) {
    throw new Error(`--deals and --count need whole numbers ≥ 1 (e.g. --deals 30 --count 15); got ${values.deals} and ${values.count}`);
  }
  if (!existsSync(join(STANDALONE, 'forty-thieves.js'))) {
    console.error(`pnpm bench stuck-move measures the built standalone element; ${join(STANDALONE, 'forty-thieves.js')} is missing. Run \`pnpm build\` first.`);
    process.exitCode = 1;
    return;
  }
  const all = movesOfHintFollowing(plugins, deals);
  const costliest = [...all].sort((a, b) => b.nodeMs - a.nodeMs).slice(0, count);
  const spread = Array.from({ length: count }, (_, i) => all[Math.floor(((i + 0.5) * all.length) / count)]).filter((m): m is TimedMove => m !== undefined);
  const site = await serveStatic({ folders: { '/': STANDALONE }, pages: { '/': PAGE } });
  const profile = await mkdtemp(join(tmpdir(), 'ft-stuck-move-bench-'));
  const context = await chromium.launchPersistentContext(profile, chromiumOptions({ viewport: { width: 1280, height: 800 } }));
  try {
    const page = await context.newPage();
    await page.goto(`${site.origin}/`);
    await page.waitForFunction(() => (document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length ?? 0) > 0);
    console.log(`The costliest moves of ${all.length} (every best-guess hint from deals 1–${deals} of each variant), in Node and in headless Chromium`);
    console.log(`(browser: play() to the end of its render, the median of ${REPEATS}; Node: the one move and its status)`);
    const rows = async (moves: TimedMove[]) => {
      const browser: number[] = [];
      for (const timed of moves) browser.push(await browserMs(page, timed));
      return browser;
    };
    const costly = await rows(costliest);
    costliest.forEach((timed, i) => {
      console.log(`  ${timed.label.padEnd(34)} Node ${timed.nodeMs.toFixed(1).padStart(6)} ms   browser ${(costly[i] ?? 0).toFixed(1).padStart(6)} ms`);
    });
    const baseline = await rows(spread);
    const line = (name: string, values: number[]) => `${name}: median ${median(values).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
    console.log(line(`the ${costliest.length} costliest, in the browser`, costly));
    console.log(line(`baseline, ${spread.length} moves spread over all, in the browser`, baseline));
    console.log(
      `ratio of medians ${(median(costly) / Math.max(1e-6, median(baseline))).toFixed(1)}×; browser against Node for the costliest, median ${median(costly.map((ms, i) => ms / Math.max(1e-6, costliest[i]?.nodeMs ?? 1))).toFixed(2)}×`,
    );
  } finally {
    await context.close();
    await site.close();
    await rm(profile, { recursive: true, force: true });
  }
}
