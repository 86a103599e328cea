import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { FortyThieves } from './forty-thieves.js';
import { cardsOf, mount, shadow } from './testing/fixtures.js';
import { deadAfterOneDraw } from './testing/solver-positions.js';

/**
 * The board holds still while the solver speaks (docs/element.md, "The solver in the game"): the
 * toolbar's solver slot keeps its size whatever the solver says or offers, so the stock a player
 * aims at is where it was drawn when the answer lands. Measured at each layout's sizes (narrow,
 * wide, short), in English and the two languages with the longest words (Icelandic, Luxembourgish).
 */

/** Element width × height: upright phone, the narrow layout's edge, two tablets/laptops, a desktop, a phone held sideways. */
const SIZES = [
  [390, 844],
  [560, 800],
  [700, 800],
  [900, 800],
  [1280, 800],
  [844, 390],
] as const;
const LANGUAGES = ['en', 'is', 'lb'];

interface Frame {
  readonly stock: DOMRect;
  readonly playTop: number;
  readonly said: string;
}

/** The solver's chunk loads after the element: wait for it before driving it. */
async function withSolver(element: FortyThieves): Promise<NonNullable<FortyThieves['solver']>> {
  await expect.poll(() => element.solver).toBeDefined();
  const solver = element.solver;
  if (!solver) throw new Error('no solver');
  return solver;
}

function frame(element: FortyThieves): Frame {
  const root = shadow(element);
  const stock = root.querySelector('[part~="stock"]')?.getBoundingClientRect();
  const play = root.querySelector('.play')?.getBoundingClientRect();
  if (!stock || !play) throw new Error('no stock or play area');
  const slot = root.querySelector('[part~="toolbar"]');
  const said = [...(slot?.querySelectorAll('[part~="solver-status"], [data-solver], [part~="solution-bar"]') ?? [])]
    .map((node) => node.textContent.replace(/\s+/g, ' ').trim())
    .join(' | ');
  return { stock, playTop: play.top, said };
}

/** The board's boxes after every change to the shadow tree, measured before the change is painted. */
function watch(element: FortyThieves): { frames: Frame[]; stop(): void } {
  const frames = [frame(element)];
  const observer = new MutationObserver(() => frames.push(frame(element)));
  observer.observe(shadow(element), { subtree: true, childList: true, characterData: true, attributes: true });
  return {
    frames,
    stop: () => {
      observer.disconnect();
    },
  };
}

/** The largest move of the stock's box or the play area's top from the first frame, in px. */
function largestJump(frames: readonly Frame[]): number {
  const [first] = frames;
  if (!first) return 0;
  const moved = (f: Frame) =>
    Math.max(
      Math.abs(f.stock.top - first.stock.top),
      Math.abs(f.stock.left - first.stock.left),
      Math.abs(f.stock.width - first.stock.width),
      Math.abs(f.stock.height - first.stock.height),
      Math.abs(f.playTop - first.playTop),
    );
  return Math.max(...frames.map(moved));
}

/**
 * deadAfterOneDraw's losing draw made (J♦ buries the tens for good: lost), with 9♣ taken off its
 * foundation and left in the stock, so there is a card to draw: it goes home, and J♦ still buries the tens.
 */
function lostWithACardToDraw() {
  const start = deadAfterOneDraw();
  // The first foundation of clubs (index 6) down to its 8.
  const foundations = start.foundations.map((pile, f) => (f === 6 ? pile.slice(0, -1) : pile));
  return { ...start, foundations, waste: [...start.waste, 'JD'], stock: ['9C'] };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const solverButton = (element: FortyThieves, selector: string) => shadow(element).querySelector<HTMLButtonElement>(`[part~="toolbar"] ${selector}`);

/** "Show solution", then the last button of its bar (Stop): the bar comes, and goes. */
async function showThenStop(element: FortyThieves): Promise<void> {
  const bar = () => shadow(element).querySelector('[part~="solution-bar"]');
  solverButton(element, '[data-solver="show"]')?.click();
  await expect.poll(bar, { timeout: 60_000 }).not.toBeNull();
  [...(bar()?.querySelectorAll('button') ?? [])].at(-1)?.click();
  await expect.poll(bar).toBeNull();
}

describe('the toolbar while the solver speaks', () => {
  for (const lang of LANGUAGES) {
    for (const [width, height] of SIZES) {
      it(`keeps the stock and the play area in place at ${width}×${height} in ${lang}`, async () => {
        await page.viewport(width, height);
        const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false', lang }, width, height);
        const solver = await withSolver(element);
        // One move of the solution, then it waits: the solution bar stays up while running.
        solver.player.stepMs = 60_000;
        await element.loadPosition(deadAfterOneDraw());
        await element.updateComplete;
        const seen = watch(element);

        // Looking, then "Winnable" and "Show solution".
        await expect.poll(() => solverButton(element, '[data-solver="show"]'), { timeout: 60_000 }).not.toBeNull();
        // The solution bar, running, then stopped: the move it made is taken back.
        await showThenStop(element);
        element.undo();
        // The losing draw: "Not winnable", then how far back, and "Could I have won?".
        expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
        await expect.poll(() => solverButton(element, '[data-solver="could-i-have-won"]'), { timeout: 60_000 }).not.toBeNull();
        await expect.poll(() => solver.undoTo, { timeout: 60_000 }).toBe(1);
        // On a narrow board the verdict beside "Could I have won?" takes a second line rather than end in an ellipsis.
        if (width <= 560) {
          await element.updateComplete;
          for (const line of shadow(element).querySelectorAll<HTMLElement>('[part~="solver-status"]')) {
            expect(line.scrollWidth <= line.clientWidth && line.scrollHeight <= line.clientHeight, line.textContent).toBe(true);
          }
        }
        solverButton(element, '[data-solver="could-i-have-won"]')?.click();
        // "Checking the deal…", then its answer and "Show how".
        await expect.poll(() => solverButton(element, '[data-solver="show-how"]'), { timeout: 60_000 }).not.toBeNull();
        await element.updateComplete;
        // The answer and "Show how" legible: the button whole and a finger's height, every line whole in its title.
        const how = solverButton(element, '[data-solver="show-how"]');
        const text = document.createRange();
        text.selectNodeContents(how ?? element);
        expect(text.getBoundingClientRect().right).toBeLessThanOrEqual((how?.getBoundingClientRect().right ?? 0) + 0.5);
        expect(how?.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
        for (const line of shadow(element).querySelectorAll('[part~="solver-status"]')) expect(line.getAttribute('title')).toBe(line.textContent);
        // Every answer the question can give, and its wait (a deal known at once never shows "Checking the deal…").
        for (const state of ['checking', 'lost', 'unknown', 'won'] as const) {
          solver.question.answer = { game: element.game.games, state };
          element.requestUpdate();
          await element.updateComplete;
        }
        seen.stop();

        const states = [...new Set(seen.frames.map((f) => f.said))];
        const jump = largestJump(seen.frames);
        const first = seen.frames[0];
        console.info(
          `solver slot ${width}×${height} ${lang}: largest jump ${jump.toFixed(1)} px, play area from ${first?.playTop.toFixed(1) ?? '?'} px, stock ${first?.stock.width.toFixed(1) ?? '?'} px wide, over ${states.length} states: ${states.join(' / ')}`,
        );
        // Every state was drawn: looking, won with its button, the bar, lost, how far back, the question, its wait and answers.
        expect(states.length).toBeGreaterThanOrEqual(9);
        expect(jump).toBeLessThanOrEqual(0.5);
      });
    }
  }

  for (const [width, height] of [SIZES[0], SIZES[3], SIZES[5]]) {
    it(`keeps them in place while winnable deals are dealt ("Checking deal N…", Cancel), at ${width}×${height}`, async () => {
      await page.viewport(width, height);
      const element = await mount({ variant: 'lucas', deal: '1', 'winnable-only': '' }, width, height);
      await withSolver(element);
      await element.updateComplete;
      const seen = watch(element);
      await element.newGame();
      await element.updateComplete;
      seen.stop();
      const states = [...new Set(seen.frames.map((f) => f.said))];
      expect(states.some((said) => /^Checking deal \d+…$/.test(said))).toBe(true);
      expect(largestJump(seen.frames)).toBeLessThanOrEqual(0.5);
    });

    it(`keeps them in place with solver-status="false" while a solution plays and stops, at ${width}×${height}`, async () => {
      await page.viewport(width, height);
      const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false', 'solver-status': 'false' }, width, height);
      const solver = await withSolver(element);
      solver.player.stepMs = 60_000;
      await element.loadPosition(deadAfterOneDraw());
      await element.updateComplete;
      const seen = watch(element);
      await showThenStop(element);
      seen.stop();
      expect(new Set(seen.frames.map((f) => f.said)).size).toBeGreaterThanOrEqual(2);
      expect(largestJump(seen.frames)).toBeLessThanOrEqual(0.5);
    });
  }

  // The solver's two answers: a winnable position ("Winnable", "Show solution") and a lost one
  // ("Not winnable", "Could I have won?"); the click draws a card in either.
  const answers = [
    ['won', deadAfterOneDraw],
    ['lost', lostWithACardToDraw],
  ] as const;
  for (const [answer, start] of answers) {
    for (const [width, height] of SIZES) {
      it(`draws from the stock with a click sent as the solver's "${answer}" is drawn, at ${width}×${height}`, async () => {
        await page.viewport(width, height);
        const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false' }, width, height);
        const solver = await withSolver(element);
        // The worker's answer is held until the player has seen the board and aimed (a small position
        // can be solved within a frame); then it is drawn as it came.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        const solve = solver.link.solve.bind(solver.link);
        vi.spyOn(solver.link, 'solve').mockImplementation(async (...args) => {
          const verdict = await solve(...args);
          await held;
          return verdict;
        });
        await element.loadPosition(start());
        await element.updateComplete;
        // The layout controller fits the cards to the new position's longest column before the next paint.
        await new Promise((resolve) => requestAnimationFrame(resolve));
        // Still looking: where the player sees the stock, they aim near its top edge.
        expect(solver.state).toBe('looking');
        const stock = frame(element).stock;
        const aim = { x: stock.left + stock.width / 2, y: stock.top + 4 };
        const cards = cardsOf(element, 'stock').length;
        const clicked = new Promise<string | undefined>((resolve, reject) => {
          const observer = new MutationObserver(() => {
            const state = element.solver?.state;
            if (state === 'looking') return;
            observer.disconnect();
            // Sent in the task that drew the answer, at the point aimed at before it.
            userEvent.click(document.body, { position: aim, force: true }).then(() => {
              resolve(state);
            }, reject);
          });
          observer.observe(shadow(element), { subtree: true, childList: true, characterData: true });
        });
        release();
        expect(await clicked).toBe(answer);
        await element.updateComplete;
        expect(cardsOf(element, 'stock')).toHaveLength(cards - 1);
        expect(element.moveCount).toBe(1);
      });
    }
  }
});
