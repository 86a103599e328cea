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

/** The longest task (PerformanceObserver 'longtask', > 50 ms) from the move until its animations end; 0 when there was none. */
export async function cascadeLongestTask(page: Page): Promise<{ longest: number; autoplayed: number }> {
  return page.evaluate(async (position) => {
    const element = document.querySelector('forty-thieves') as Game;
    element.autoplay = true;
    await element.loadPosition(position);
    await element.updateComplete;
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    let autoplayed = 0;
    element.addEventListener('ft-move', (event) => (autoplayed = (event as CustomEvent<{ autoplayed: unknown[] }>).detail.autoplayed.length), { once: true });
    element.play({ from: 'c0', to: 'c1' });
    await element.updateComplete;
    // Long enough for the FLIP animations (180 ms) and any task they cause to be reported.
    await new Promise((resolve) => setTimeout(resolve, 500));
    observer.disconnect();
    return { longest: Math.max(0, ...tasks), autoplayed };
  }, cascadePosition());
}
