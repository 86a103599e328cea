import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { VIEWPORTS, mount, shadow } from './testing/fixtures.js';

// The statistics view at the viewports players use (docs/element.md, "Statistics"): every figure, the
// averages and each variant's reset on screen, none past the panel's edge where only a sideways swipe
// would find it (a phone gets a block of labelled figures per variant, a desktop the table).

const KEY = 'ft-stats-view-test';

afterEach(() => {
  localStorage.clear();
});

const played = { played: 4, won: 2, currentStreak: 1, bestStreak: 2, bestTime: 90_000, fewestMoves: 160, timedWins: 2, totalTime: 200_000, totalMoves: 350 };

describe('the statistics view', () => {
  for (const [width, height] of VIEWPORTS) {
    it(`shows every figure and reset inside its panel at ${width}×${height}`, async () => {
      localStorage.setItem(`${KEY}:stats`, JSON.stringify({ format: 'forty-thieves/stats', schema: 1, variants: { maria: played, lucas: played } }));
      await page.viewport(width, height);
      const element = await mount({ variant: 'forty-thieves', deal: '1', 'storage-key': KEY }, width, height);
      element.showStats();
      await element.updateComplete;
      const view = shadow(element).querySelector<HTMLElement>('[part~="stats-view"]');
      if (!view) throw new Error('no statistics view');
      const box = view.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
      expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
      // A desktop keeps the table with its head row; an upright phone names each figure beside it instead.
      const head = view.querySelector('thead')?.getBoundingClientRect().height ?? 0;
      if (width >= 1280) expect(head).toBeGreaterThan(10);
      if (width < 500) expect(head).toBeLessThanOrEqual(1);
      const cells = [...view.querySelectorAll<HTMLElement>('tbody th, tbody td, tbody button')];
      // Two variants: a name, eight figures and a reset each.
      expect(cells.filter((cell) => cell.matches('td'))).toHaveLength(18);
      for (const cell of cells) {
        const at = cell.getBoundingClientRect();
        expect(at.width).toBeGreaterThan(0);
        expect(at.left).toBeGreaterThanOrEqual(box.left - 0.5);
        expect(at.right).toBeLessThanOrEqual(box.right + 0.5);
      }
    });
  }

  it('names each reset button with the words it shows, so a voice command of what is seen reaches it', async () => {
    localStorage.setItem(`${KEY}:stats`, JSON.stringify({ format: 'forty-thieves/stats', schema: 1, variants: { maria: played } }));
    const element = await mount({ variant: 'forty-thieves', deal: '1', 'storage-key': KEY });
    element.showStats();
    await element.updateComplete;
    const view = shadow(element).querySelector<HTMLElement>('[part~="stats-view"]');
    const buttons = [...(view?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    // Maria's reset, "Reset all" and Close; then the two asking once more.
    expect(buttons).toHaveLength(3);
    const labelInName = (button: HTMLButtonElement) =>
      (button.getAttribute('aria-label') ?? button.textContent).toLowerCase().includes(button.textContent.trim().toLowerCase());
    for (const button of buttons) expect(labelInName(button), button.textContent.trim()).toBe(true);
    buttons[0]?.click();
    await element.updateComplete;
    view?.querySelector<HTMLButtonElement>('[data-reset="*"]')?.click();
    await element.updateComplete;
    const asking = [...(view?.querySelectorAll<HTMLButtonElement>('[data-confirm]') ?? [])];
    expect(asking.length).toBeGreaterThanOrEqual(1);
    for (const button of asking) expect(labelInName(button), button.textContent.trim()).toBe(true);
  });
});
