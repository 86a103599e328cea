import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatMove, type Position, type VariantPlugin } from '@forty-thieves/core';
import { MAX_MOVES, dealBoard, decodeMove, positionOf, suggestMove } from '@forty-thieves/core/engine';
import { chromiumOptions, serveStatic } from '@forty-thieves/static-server';
import { chromium, type Page } from 'playwright';
import { mulberry32 } from './playout-positions.js';

/**
 * `pnpm bench hint [--deals 4] [--steps 0,12,30]`: the browser figure, "a hint for a
 * position from a real game in ≤ 1 s for 95 % of positions". In Debian's headless Chromium, over
 * the BUILT standalone element (packages/element/dist/standalone, from `pnpm build`) on
 * 127.0.0.1: for each position, load it into the element and press Hint at once, timing from the
 * click to the render that shows the hint, with the solver's worker already started. The check of
 * the position starts as it is loaded, so the hint waits for the whole check (the worst case: a
 * player who asks before the status line has settled). The Hint button waits at most 0.9 s for a
 * check before it gives the labelled best guess, so two figures matter: any hint within 1 s (what
 * the player waits), and a hint from a solution within 1 s (what the solver decides in that time).
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const STANDALONE = join(ROOT, 'packages/element/dist/standalone');
const PAGE =
  '<!doctype html><html lang="en"><body><forty-thieves variant="forty-thieves" deal="1"></forty-thieves><script type="module" src="/forty-thieves.js"></script></body></html>';
const TARGET_MS = 1000;
const TARGET_SHARE = 0.95;
/** Hints a player takes in a row in the second figure. */
const FOLLOW_HINTS = 15;

const quantile = (values: readonly number[], q: number): number => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * q) - 1)] ?? 0;
const median = (values: readonly number[]): number => quantile(values, 0.5);
const share = (values: readonly number[]): number => values.filter((ms) => ms <= TARGET_MS).length / Math.max(1, values.length);
const solutionShare = (timings: readonly HintTiming[]): number =>
  timings.filter((t) => t.fromSolution && t.ms <= TARGET_MS).length / Math.max(1, timings.length);

/**
 * Positions of games a player might play: mostly core's best-guess hint (what the Hint button
 * suggests without a solution), one move in four at random, kept at the given steps of each deal
 * while the game still has a move.
 */
export function gamePositions(plugin: VariantPlugin, deals: number, steps: readonly number[]): Position[] {
  const random = mulberry32(4);
  const out = new Int32Array(MAX_MOVES);
  const positions: Position[] = [];
  for (let deal = 1; deal <= deals; deal++) {
    const board = dealBoard(plugin, deal);
    for (let step = 0; step <= Math.max(...steps); step++) {
      const n = board.generateMoves(out);
      if (n === 0) break;
      if (steps.includes(step)) positions.push(positionOf(board, deal));
      const codes = Array.from(out.subarray(0, n));
      const hint = random() < 0.75 ? suggestMove(board) : undefined;
      const hinted = hint && codes.find((code) => formatMove(decodeMove(code)) === formatMove(hint));
      board.apply(hinted ?? codes[Math.floor(random() * n)] ?? 0);
    }
  }
  return positions;
}

interface HintTiming {
  readonly ms: number;
  readonly fromSolution: boolean;
  /** The move hinted, as the element's `hint()` returned it. */
  readonly move: unknown;
}

type BenchElement = HTMLElement & {
  updateComplete: Promise<unknown>;
  hint(): unknown;
  play(move: unknown): boolean;
  loadPosition(position: unknown): Promise<void>;
};
type BenchWindow = Window & { ftTimeHint(): Promise<HintTiming> };

/**
 * Put on the page before it loads: `ftTimeHint()` clicks Hint and times the click → the render
 * that shows the hint. No named function values in here: tsx would wrap them in a helper the page
 * does not have.
 */
function installTimer(): void {
  (window as unknown as BenchWindow).ftTimeHint = async function () {
    const element = document.querySelector('forty-thieves') as unknown as BenchElement;
    const button = [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent.trim() === 'Hint');
    if (!button) throw new Error('the element has no Hint button');
    const original = element.hint.bind(element);
    const done: { resolve?: (value: unknown) => void } = {};
    const hinted = new Promise((resolve) => (done.resolve = resolve));
    // An own property over the prototype's method (the Hint button calls the element's hint()),
    // removed afterwards: it only tells when the hint is made.
    element.hint = function () {
      const move = original();
      done.resolve?.(move);
      return move;
    };
    const start = performance.now();
    button.click();
    const move = await hinted;
    await element.updateComplete;
    const ms = performance.now() - start;
    delete (element as Partial<BenchElement>).hint;
    // What the game says, as its status toast shows it.
    const said = element.shadowRoot?.querySelector('[part~="status"]')?.textContent.trim() ?? '';
    return { ms, fromSolution: said.startsWith('Hint (from a solution)'), move };
  };
}

/** Loads `position` and clicks Hint in the same task: the check of the position has just begun. */
async function timeHint(page: Page, position: Position): Promise<HintTiming> {
  return page.evaluate(async (input) => {
    const element = document.querySelector('forty-thieves') as unknown as BenchElement;
    await element.loadPosition(input);
    await element.updateComplete;
    return (window as unknown as BenchWindow).ftTimeHint();
  }, position);
}

/**
 * A player who takes every hint from the deal on: Hint, its move at once, Hint again… After the
 * first hint from a solution, each move keeps the rest of it, so the next check needs no search.
 */
async function followHints(page: Page, position: Position, count: number): Promise<HintTiming[]> {
  return page.evaluate(
    async ({ input, count }) => {
      const element = document.querySelector('forty-thieves') as unknown as BenchElement;
      await element.loadPosition(input);
      await element.updateComplete;
      const timings: HintTiming[] = [];
      for (let i = 0; i < count; i++) {
        const timing = await (window as unknown as BenchWindow).ftTimeHint();
        timings.push(timing);
        if (!element.play(timing.move)) break;
        await element.updateComplete;
      }
      return timings;
    },
    { input: position, count },
  );
}

/** Starts the page's solver worker and waits for its first verdict, so no timing includes its start. */
async function warmUp(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const element = document.querySelector('forty-thieves') as HTMLElement & { solver?: { ensureCheck(): Promise<void> }; ready: Promise<void> };
    await element.ready;
    while (!element.solver) await new Promise((resolve) => setTimeout(resolve, 10));
    const start = performance.now();
    await element.solver.ensureCheck();
    return performance.now() - start;
  });
}

export async function runHintBench(args: readonly string[], load: (id: string) => Promise<VariantPlugin>, ids: readonly string[]): Promise<void> {
  const { values } = parseArgs({
    args: [...args],
    options: { deals: { type: 'string', default: '4' }, steps: { type: 'string', default: '0,12,30' }, variant: { type: 'string' } },
  });
  const deals = Number(values.deals);
  const steps = values.steps.split(',').map(Number);
  if (!Number.isInteger(deals) || deals < 1 || steps.some((s) => !Number.isInteger(s) || s < 0)) {
    throw new Error(
      `--deals needs a whole number ≥ 1 and --steps whole numbers ≥ 0 separated by commas (e.g. --deals 4 --steps 0,12,30); got ${values.deals} and ${values.steps}`,
    );
  }
  if (!existsSync(join(STANDALONE, 'forty-thieves.js'))) {
    console.error(`pnpm bench hint measures the built standalone element; ${join(STANDALONE, 'forty-thieves.js')} is missing. Run \`pnpm build\` first.`);
    process.exitCode = 1;
    return;
  }
  const site = await serveStatic({ folders: { '/': STANDALONE }, pages: { '/': PAGE } });
  const origin = site.origin;
  const profile = await mkdtemp(join(tmpdir(), 'ft-hint-bench-'));
  const context = await chromium.launchPersistentContext(profile, chromiumOptions({ viewport: { width: 1280, height: 800 } }));
  try {
    const page = await context.newPage();
    await page.addInitScript(installTimer);
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`page: ${message.text()}`);
    });
    await page.goto(`${origin}/`);
    const warm = await warmUp(page);
    console.log(
      `Hint in the browser: headless Chromium, the built standalone element on 127.0.0.1; deals 1–${deals}, steps ${steps.join(', ')} of a game that follows the best-guess hint 3 moves in 4`,
    );
    console.log(`(worker started and first check done in ${warm.toFixed(0)} ms before timing; the Hint button waits ≤ 0.9 s for a check, then gives`);
    console.log(` the labelled best guess: "≤ 1 s" counts every hint, "solution ≤ 1 s" only hints from a solution)`);
    console.log(
      `${'variant'.padEnd(15)} ${'n'.padStart(3)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)} ${'≤ 1 s'.padStart(7)} ${'solution ≤ 1 s'.padStart(15)}`,
    );
    const all: HintTiming[] = [];
    for (const id of values.variant ? [values.variant] : ids) {
      const timings: HintTiming[] = [];
      for (const position of gamePositions(await load(id), deals, steps)) timings.push(await timeHint(page, position));
      const ms = timings.map((t) => t.ms);
      all.push(...timings);
      console.log(
        `${id.padEnd(15)} ${String(ms.length).padStart(3)} ${median(ms).toFixed(0).padStart(10)} ${quantile(ms, 0.95).toFixed(0).padStart(8)} ${`${(share(ms) * 100).toFixed(0)} %`.padStart(7)} ${`${(solutionShare(timings) * 100).toFixed(0)} %`.padStart(15)}`,
      );
    }
    const allMs = all.map((t) => t.ms);
    const overall = share(allMs);
    console.log(
      `overall: ${all.length} positions, p95 ${quantile(allMs, 0.95).toFixed(0)} ms, ${(overall * 100).toFixed(1)} % of hints within ${TARGET_MS} ms (target ${TARGET_SHARE * 100} %) ${overall >= TARGET_SHARE ? 'ok' : 'MISSED'}; ${(solutionShare(all) * 100).toFixed(1)} % from a solution within ${TARGET_MS} ms`,
    );
    const followed: number[] = [];
    let followedFromSolution = 0;
    for (const id of values.variant ? [values.variant] : ids) {
      const plugin = await load(id);
      for (let deal = 1; deal <= deals; deal++) {
        const timings = await followHints(page, positionOf(dealBoard(plugin, deal), deal), FOLLOW_HINTS);
        followed.push(...timings.map((t) => t.ms));
        followedFromSolution += timings.filter((t) => t.fromSolution).length;
      }
    }
    console.log(
      `taking every hint from the deal (up to ${FOLLOW_HINTS} per deal, same deals): ${followed.length} hints, median ${median(followed).toFixed(0)} ms, p95 ${quantile(followed, 0.95).toFixed(0)} ms, ${(share(followed) * 100).toFixed(1)} % within ${TARGET_MS} ms; ${followedFromSolution} from a solution`,
    );
  } finally {
    await context.close();
    await site.close();
    await rm(profile, { recursive: true, force: true });
  }
}
