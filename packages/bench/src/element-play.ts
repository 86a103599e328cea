import type { BrowserContext, Page } from 'playwright';

/**
 * The element in play, for `pnpm bench element` (element-bench.ts): the script time of each
 * pointermove of a drag, and the longest task of a move whose autoplay cascade wins the game.
 */

type Game = HTMLElement & {
  updateComplete: Promise<unknown>;
  position?: { columns: { up: string[] }[] };
  loadPosition(position: unknown): Promise<void>;
  play(move: unknown): boolean;
  autoplay: boolean;
};

export async function openBoard(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}/?variant=forty-thieves&deal=1`);
  await page.waitForFunction(() => (document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length ?? 0) > 0);
  return page;
}

/**
 * Scripting per pointermove while dragging, which Chromium aligns to animation frames: from a
 * capture listener on the host (before the board's handler) to the end of the Lit render it
 * causes (a bubble listener waiting for `updateComplete`). Style, layout and paint are not script.
 */
export async function dragScripting(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    const element = document.querySelector('forty-thieves') as Game;
    const samples: number[] = [];
    let start = 0;
    element.addEventListener('pointermove', () => (start = performance.now()), { capture: true });
    element.addEventListener('pointermove', () => void element.updateComplete.then(() => samples.push(performance.now() - start)));
    Object.assign(window, { dragSamples: samples });
  });
  const box = async (selector: string) => {
    const rect = await page.evaluate(
      (s) => document.querySelector('forty-thieves')?.shadowRoot?.querySelector(s)?.getBoundingClientRect().toJSON() as DOMRect | undefined,
      selector,
    );
    if (!rect) throw new Error(`the board has no ${selector}`);
    return { x: rect.x + rect.width / 2, y: rect.y + Math.min(rect.height / 2, 12) };
  };
  const top = await page.evaluate(() => ((document.querySelector('forty-thieves') as Game).position?.columns[0]?.up.length ?? 1) - 1);
  const from = await box(`[data-pile="c0"][data-index="${top}"]`);
  const to = await box('[part~="column"]:nth-of-type(6)');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y + 80, { steps: 60 });
  await page.mouse.up();
  const samples = await page.evaluate(() => (window as unknown as { dragSamples: number[] }).dragSamples);
  return samples;
}

/** Forty Thieves with every foundation done but two of spades (at 6) and one of clubs (at 10): moving the Q♣ off the J♣ lets autoplay send 17 cards home and win. */
function cascadePosition(): unknown {
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
  const upTo = (suit: string, rank: string) => ranks.slice(0, ranks.indexOf(rank) + 1).map((r) => `${r}${suit}`);
  const spadesDown = ranks
    .slice(6)
    .reverse()
    .flatMap((r) => [`${r}S`, `${r}S`]);
  return {
    variant: 'forty-thieves',
    deal: null,
    foundations: [upTo('S', '6'), upTo('S', '6'), upTo('H', 'K'), upTo('H', 'K'), upTo('D', 'K'), upTo('D', 'K'), upTo('C', 'K'), upTo('C', 'T')],
    columns: [{ down: [], up: ['KC', ...spadesDown, 'JC', 'QC'] }, ...Array.from({ length: 9 }, () => ({ down: [], up: [] }))],
    stock: [],
    waste: [],
    redealsLeft: 0,
  };
}

/** The mark put just before the cascade's move, for traces (cascade-trace.ts). */
export const CASCADE_MARK = 'ft-bench-cascade-move';

/**
 * The longest task (PerformanceObserver 'longtask', > 50 ms) from the move, made in a task of its
 * own, until its animations end; 0 when there was none. `withLoad` makes the move in the task that
 * loaded the position, as this bench did before (cascade-trace.ts shows the difference).
 */
export async function cascadeLongestTask(page: Page, withLoad = false): Promise<{ longest: number; autoplayed: number }> {
  return page.evaluate(
    async ([position, withLoad, mark]) => {
      const element = document.querySelector('forty-thieves') as Game;
      element.autoplay = true;
      await element.loadPosition(position);
      await element.updateComplete;
      // The load and its render resolve in microtasks, in the task that called loadPosition; a task
      // ending after observe() is reported whole, so the move gets a task of its own, after the
      // loaded board's frame (the board drawn anew is a long task of its own, not the move's).
      if (!withLoad) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const tasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask' });
      let autoplayed = 0;
      element.addEventListener('ft-move', (event) => (autoplayed = (event as CustomEvent<{ autoplayed: unknown[] }>).detail.autoplayed.length), { once: true });
      performance.mark(mark);
      element.play({ from: 'c0', to: 'c1' });
      await element.updateComplete;
      // Long enough for the FLIP animations (180 ms) and any task they cause to be reported.
      await new Promise((resolve) => setTimeout(resolve, 500));
      observer.disconnect();
      return { longest: Math.max(0, ...tasks), autoplayed };
    },
    [cascadePosition(), withLoad, CASCADE_MARK] as const,
  );
}
