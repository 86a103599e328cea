import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { VIEWPORTS, shadow } from './testing/fixtures.js';
import type { FortyThieves } from './forty-thieves.js';

/**
 * The first frame is the fitted board (docs/element.md, "Layout"): the card boxes the first frame
 * after the render that first draws a game paints are those of the board once everything loaded
 * after it is in, at the viewports players use. Before, the first board was drawn at the CSS fallback's size and fitted a
 * moment later (96.6 then 121.3 px cards at 1280 × 800, docs/benchmarks.md).
 */

const frame = () =>
  new Promise((resolve) => {
    requestAnimationFrame(resolve);
  });

/** Every card and empty pile's box, by pile and place, to a tenth of a pixel. */
function boxes(element: FortyThieves): string[] {
  return [...shadow(element).querySelectorAll<HTMLElement>('.card, .placeholder')].map((node) => {
    const box = node.getBoundingClientRect();
    const at = `${node.dataset.pile ?? node.parentElement?.getAttribute('part') ?? '?'} ${node.dataset.index ?? ''}`;
    return `${at}: ${[box.x, box.y, box.width, box.height].map((n) => n.toFixed(1)).join(' ')}`;
  });
}

/** The boxes of the first game's first frame (before any later chunk could act) and once all is in. */
async function firstAndFitted(variant: string, width: number, height: number): Promise<{ first: string[]; fitted: string[] }> {
  // Drawn in a task of its own, not in a frame's animation callbacks (where the last call left
  // off), so that the next frame to start is the first one that can paint it.
  await new Promise((resolve) => setTimeout(resolve));
  document.body.replaceChildren();
  document.body.style.margin = '0';
  const element = document.createElement('forty-thieves');
  element.style.width = `${width}px`;
  element.style.setProperty('--ft-height', `${height}px`);
  element.setAttribute('variant', variant);
  element.setAttribute('deal', '1');
  // The boxes the first frame paints: read by an observer of the play area made after the
  // element's own, so it runs after the element has fitted the board, in the frame's resize
  // observation step (after layout, before paint), and only if no frame has gone by since the
  // render that drew the game.
  const first = new Promise<string[]>((resolve, reject) => {
    element.addEventListener(
      'ft-game-new',
      () => {
        void element.updateComplete.then(() => {
          let frames = 0;
          requestAnimationFrame(() => {
            frames = 1;
            requestAnimationFrame(() => (frames = 2));
          });
          const area = shadow(element).querySelector('.play');
          if (!area) throw new Error('no play area');
          const observer = new ResizeObserver(() => {
            observer.disconnect();
            if (frames === 1) resolve(boxes(element));
            else reject(new Error(`the board was fitted after frame ${String(frames)}`));
          });
          observer.observe(area);
        });
      },
      { once: true },
    );
  });
  document.body.append(element);
  const drawn = await first;
  await element.ready;
  // The solver's verdict comes later still and may take a row of a narrow toolbar: a change of the
  // toolbar, not of the fit, so it is left out of the comparison.
  await vi.waitFor(() => {
    expect(element.later.solver).toBeDefined();
  });
  element.later.solver = undefined;
  element.requestUpdate();
  await element.updateComplete;
  await frame();
  await frame();
  return { first: drawn, fitted: boxes(element) };
}

describe('<forty-thieves> first frame', () => {
  for (const [width, height] of VIEWPORTS) {
    it(`paints the fitted board in the first frame at ${width}×${height}`, async () => {
      await page.viewport(width, height);
      for (const variant of ['forty-thieves', 'lucas', 'maria']) {
        const { first, fitted } = await firstAndFitted(variant, width, height);
        expect(first.length, variant).toBeGreaterThan(40);
        expect(first, variant).toEqual(fitted);
      }
    });
  }
});
