import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mount, shadow } from './testing/fixtures.js';

/**
 * Every toolbar button shows its whole label, in every language, on a phone as on a desktop
 * (docs/element.md, "The toolbar"): a long word ("Réckgängeg", "Vísbending") widens its button, and
 * buttons that no longer fit on one row take a second, rather than spilling their words.
 */

const LANGUAGES = ['en', 'sv', 'nb', 'is', 'lb'];
/** Element width × height: an upright phone, the narrow layout's edge, a phone held sideways, a laptop. */
const SIZES = [
  [390, 844],
  [560, 800],
  [844, 390],
  [1280, 800],
] as const;

describe('toolbar labels', () => {
  for (const lang of LANGUAGES) {
    for (const [width, height] of SIZES) {
      it(`fit their buttons in ${lang} at ${width}×${height}`, async () => {
        await page.viewport(width, height);
        const element = await mount({ variant: 'forty-thieves', deal: '7', lang }, width, height);
        // The solver's "Show solution" too, once it has answered.
        await expect.poll(() => shadow(element).querySelector('[data-solver="show"]'), { timeout: 60_000 }).not.toBeNull();
        const buttons = [...shadow(element).querySelectorAll('[part~="toolbar"] button')];
        expect(buttons.length).toBeGreaterThanOrEqual(7);
        for (const button of buttons) {
          const box = button.getBoundingClientRect();
          const label = document.createRange();
          label.selectNodeContents(button);
          const text = label.getBoundingClientRect();
          const name = `${button.textContent.trim()} (${lang}, ${width}×${height})`;
          expect(text.left, name).toBeGreaterThanOrEqual(box.left - 0.5);
          expect(text.right, name).toBeLessThanOrEqual(box.right + 0.5);
          expect(text.top, name).toBeGreaterThanOrEqual(box.top - 0.5);
          expect(text.bottom, name).toBeLessThanOrEqual(box.bottom + 0.5);
          // A finger's size (the short layout's slim row: 2rem).
          expect(box.height, name).toBeGreaterThanOrEqual(31.5);
        }
      });
    }
  }
});

/**
 * The game's name and its deal stay whole wherever the toolbar has room for them (docs/element.md,
 * "Look and theming"): the title shrinks to an ellipsis only when its row is full, never while the
 * solver's slot holds room beyond its own basis (24rem) that its words do not need.
 */
describe('the toolbar title', () => {
  for (const lang of LANGUAGES) {
    for (const [width, height] of [...SIZES, [1920, 1080]] as const) {
      it(`keeps the name and a ten-digit deal whole when its row has room, in ${lang} at ${width}×${height}`, async () => {
        await page.viewport(width, height);
        const element = await mount({ variant: 'forty-thieves', deal: '2147483647', lang }, width, height);
        const title = shadow(element).querySelector<HTMLElement>('[part~="toolbar"] .title');
        const slot = shadow(element).querySelector<HTMLElement>('[part~="toolbar"] .solver');
        if (!title || !slot) throw new Error('no title or solver slot');
        expect(title.textContent).toMatch(/2147483647/);
        const name = `${lang} ${width}×${height}`;
        // English, Swedish and Norwegian have the room from 560 px up: whole there.
        if (width >= 560 && ['en', 'sv', 'nb'].includes(lang)) expect(title.scrollWidth, name).toBeLessThanOrEqual(title.clientWidth);
        if (title.scrollWidth > title.clientWidth) {
          const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
          const sameRow = Math.abs(slot.getBoundingClientRect().top - title.getBoundingClientRect().top) < title.getBoundingClientRect().height;
          // The slot's share of the spare room is a hundredth of the title's: a few pixels at most.
          if (sameRow) expect(slot.getBoundingClientRect().width, name).toBeLessThanOrEqual(24 * rem + 4);
        }
      });
    }
  }
});
