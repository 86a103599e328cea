import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { GameSession, loadGame, saveGame, type VariantPlugin } from '@forty-thieves/core';
import { chromiumOptions, serveStatic } from '@forty-thieves/static-server';
import { chromium } from 'playwright';

/**
 * `pnpm bench soak`: does anything grow without bound? 10,000 random games through the session API
 * in one process (deal, random legal moves with undos and redos, save and load), then 1,000
 * create/remove cycles of `<forty-thieves>` in headless Chromium over the BUILT standalone element
 * (packages/element/dist/standalone, from `pnpm build`). Reports memory after a full garbage
 * collection at the start and the end, and the solver workers alive. Not in CI: it takes minutes.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const STANDALONE = join(ROOT, 'packages/element/dist/standalone');
const GAMES = 10_000;
const CYCLES = 1_000;
/** Moves per game at most: random play rarely gets further before it is stuck. */
const MOVE_CAP = 200;
const MB = 2 ** 20;

/** A full collection before each reading, so the figures are what is still reachable. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => {
    gc();
    gc();
  };
}

/** A small fast generator with a fixed seed, so every run plays the same games. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** One random game: returns the rule moves made. */
function playOne(plugin: VariantPlugin, deal: number, next: () => number): number {
  const game = GameSession.deal(plugin, deal, { autoplay: next() < 0.5, supermove: true });
  for (let i = 0; i < MOVE_CAP && game.status() === 'playing'; i++) {
    const roll = next();
    if (roll < 0.05 && game.undo()) continue;
    if (roll < 0.08 && game.redo()) continue;
    const moves = game.legalMoves();
    const move = moves[Math.floor(next() * moves.length)];
    if (!move) break;
    game.play(move);
  }
  // A save and a load of every game, as the element does on each change and reload.
  const again = loadGame(plugin, JSON.stringify(saveGame(game)));
  return again.moveCount;
}

interface Reading {
  heapMb: number;
  rssMb: number;
}

function soakSessions(plugins: readonly VariantPlugin[], gc: () => void): void {
  const read = (): Reading => {
    gc();
    const usage = process.memoryUsage();
    return { heapMb: usage.heapUsed / MB, rssMb: usage.rss / MB };
  };
  const next = random(14);
  // Warm up: the first games compile the engine's code paths, which is not growth.
  for (let i = 0; i < 200; i++) playOne(plugins[i % plugins.length] as VariantPlugin, Math.floor(next() * 2 ** 31), next);
  const start = read();
  const readings: [number, Reading][] = [];
  let moves = 0;
  const started = performance.now();
  for (let i = 1; i <= GAMES; i++) {
    moves += playOne(plugins[i % plugins.length] as VariantPlugin, Math.floor(next() * 2 ** 31), next);
    if (i % 2_000 === 0) readings.push([i, read()]);
  }
  const seconds = (performance.now() - started) / 1000;
  const end = readings.at(-1)?.[1] ?? read();
  console.log(
    `Session API: ${GAMES.toLocaleString('en-US')} random games of the ${plugins.length} variants, ${moves.toLocaleString('en-US')} moves kept, ${seconds.toFixed(1)} s`,
  );
  console.log(
    `  heap after GC   start ${start.heapMb.toFixed(1)} MB  ${readings.map(([n, r]) => `${n.toLocaleString('en-US')}: ${r.heapMb.toFixed(1)}`).join('  ')} MB`,
  );
  console.log(
    `  end / start     heap ${(end.heapMb / start.heapMb).toFixed(3)}×, RSS ${start.rssMb.toFixed(0)} → ${end.rssMb.toFixed(0)} MB (${(end.rssMb / start.rssMb).toFixed(3)}×)`,
  );
}

/** Counts solver workers alive on the page: started and not yet terminated. */
function countWorkers(): void {
  const Original = window.Worker;
  const live = { count: 0 };
  Object.assign(window, { liveWorkers: live });
  window.Worker = class extends Original {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      live.count++;
    }

    override terminate(): void {
      live.count--;
      super.terminate();
    }
  };
}

async function soakElements(): Promise<void> {
  const page =
    '<!doctype html><html lang="en"><body><forty-thieves id="stays" variant="maria" deal="1"></forty-thieves><script type="module" src="/forty-thieves.js"></script></body></html>';
  const site = await serveStatic({ folders: { '/': STANDALONE }, pages: { '/': page } });
  const profile = await mkdtemp(join(tmpdir(), 'ft-soak-bench-'));
  const context = await chromium.launchPersistentContext(profile, chromiumOptions({ viewport: { width: 1000, height: 700 } }));
  try {
    const tab = await context.newPage();
    await tab.addInitScript(countWorkers);
    await tab.goto(`${site.origin}/`);
    // The element that stays checks its game with one worker.
    await tab.waitForFunction(() => (window as { liveWorkers?: { count: number } }).liveWorkers?.count === 1, undefined, { timeout: 60_000 });
    const cdp = await context.newCDPSession(tab);
    const heap = async (): Promise<number> => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return usedSize / MB;
    };
    const cycles = async (count: number, from: number): Promise<void> => {
      await tab.evaluate(
        async ([count, from]) => {
          const variants = ['forty-thieves', 'maria', 'lucas', 'little-forty', 'indian', 'streets'];
          for (let i = from; i < from + count; i++) {
            const element = document.createElement('forty-thieves') as HTMLElement & {
              ready: Promise<void>;
              solver?: unknown;
              updateComplete: Promise<unknown>;
            };
            element.setAttribute('variant', variants[i % variants.length] ?? 'maria');
            element.setAttribute('deal', String(i + 1));
            element.setAttribute('storage-key', `soak-${i % 3}`);
            const dealt = new Promise((resolve) => {
              element.addEventListener('ft-game-new', resolve, { once: true });
            });
            document.body.append(element);
            await dealt;
            // Half leave at once, before the solver's first check; half once it has started.
            if (i % 2 === 1) {
              await element.ready;
              for (let wait = 0; wait < 100 && element.solver === undefined; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
              await element.updateComplete;
            }
            element.remove();
          }
        },
        [count, from] as const,
      );
    };
    const workers = () => tab.evaluate(() => (window as unknown as { liveWorkers: { count: number } }).liveWorkers.count);
    // Warm up: the lazy chunks load and compile once.
    await cycles(20, 0);
    const start = await heap();
    const startWorkers = await workers();
    const readings: [number, number][] = [];
    const started = performance.now();
    for (let done = 0; done < CYCLES; done += 250) {
      await cycles(250, 20 + done);
      readings.push([done + 250, await heap()]);
    }
    const seconds = (performance.now() - started) / 1000;
    // Give a removed element's last messages time to settle before the final count.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const endWorkers = await workers();
    const end = readings.at(-1)?.[1] ?? (await heap());
    console.log(`Element: ${CYCLES.toLocaleString('en-US')} create/remove cycles in Chromium, one element staying on the page, ${seconds.toFixed(1)} s`);
    console.log(
      `  page heap after GC   start ${start.toFixed(1)} MB  ${readings.map(([n, mb]) => `${n.toLocaleString('en-US')}: ${mb.toFixed(1)}`).join('  ')} MB  (end / start ${(end / start).toFixed(3)}×)`,
    );
    console.log(`  solver workers alive start ${startWorkers}, end ${endWorkers} (Playwright sees ${tab.workers().length})`);
  } finally {
    await context.close();
    await site.close();
    await rm(profile, { recursive: true, force: true });
  }
}

export async function runSoakBench(plugins: readonly VariantPlugin[]): Promise<void> {
  soakSessions(plugins, collector());
  if (!existsSync(join(STANDALONE, 'forty-thieves.js'))) {
    console.error(`The element part measures the built standalone element; ${join(STANDALONE, 'forty-thieves.js')} is missing. Run \`pnpm build\` first.`);
    process.exitCode = 1;
    return;
  }
  await soakElements();
}
