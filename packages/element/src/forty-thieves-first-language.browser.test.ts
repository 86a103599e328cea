import { describe, expect, it, vi } from 'vitest';
import type { FortyThieves } from './forty-thieves.js';
import { loadLanguage } from './l10n/load-language.js';
import { nextEvent, shadow } from './testing/fixtures.js';

/**
 * A page in a language other than English gets its first game in that language, board, toolbar
 * and first announcement alike (docs/element.md, "Languages"), and what is said follows a language
 * switched mid-game. Icelandic's words are made to fail to load here: the game must still be dealt,
 * in English, and the failure reported by `ready`.
 */
const UNLOADABLE = 'is';
const unloadable = new Error(`the ${UNLOADABLE} words did not load`);

vi.mock('./l10n/load-language.js', async (importOriginal) => {
  const real = await importOriginal<{ loadLanguage: typeof loadLanguage }>();
  return {
    loadLanguage: (language: Parameters<typeof loadLanguage>[0]) => (language === UNLOADABLE ? Promise.reject(unloadable) : real.loadLanguage(language)),
  };
});

/** Each language's words for what the first game shows and says (from its catalogue's translators, not from the code). */
const FIRST_GAME = [
  { lang: 'sv', undo: 'Ångra', newGame: 'Nytt spel: Nummer tio, giv 7' },
  { lang: 'lb', undo: 'Réckgängeg', newGame: 'Neit Spill: Nummer Zéng, Spill 7' },
] as const;

/** What the element shows when its first `ft-game-new` is drawn: the toolbar's buttons and what it says. */
async function firstGame(attributes: Record<string, string>): Promise<{ element: FortyThieves; buttons: string[]; toast: string; said: string }> {
  document.body.replaceChildren();
  const element = document.createElement('forty-thieves');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const dealt = nextEvent(element, 'ft-game-new');
  document.body.append(element);
  await dealt;
  await element.updateComplete;
  const root = shadow(element);
  return {
    element,
    buttons: [...root.querySelectorAll('[part~="toolbar"] button')].map((b) => b.textContent.trim()),
    toast: root.querySelector('[part~="status"]')?.textContent ?? '',
    said: root.querySelector('[role="status"]')?.textContent ?? '',
  };
}

describe('the first game comes in the language asked for', () => {
  for (const l of FIRST_GAME) {
    it(`is dealt in ${l.lang}: toolbar, toast and live region`, async () => {
      const first = await firstGame({ variant: 'number-ten', deal: '7', lang: l.lang });
      expect(first.buttons).toContain(l.undo);
      expect(first.toast).toBe(l.newGame);
      expect(first.said).toBe(l.newGame);
      first.element.remove();
    });
  }

  it('shows no English toolbar while the first game waits for its language', async () => {
    document.body.replaceChildren();
    const element = document.createElement('forty-thieves');
    element.setAttribute('variant', 'number-ten');
    element.setAttribute('lang', 'lb');
    const dealt = nextEvent(element, 'ft-game-new');
    document.body.append(element);
    await element.updateComplete;
    const bar = shadow(element).querySelector('[part~="toolbar"]');
    if (!bar) throw new Error('no toolbar');
    // Drawn before the game: its words ("Loading…", "Undo") are not shown in English.
    if (bar.textContent.includes('Undo')) expect(getComputedStyle(bar).visibility).toBe('hidden');
    await dealt;
    await element.updateComplete;
    expect(getComputedStyle(bar).visibility).toBe('visible');
    expect(bar.textContent).toContain('Réckgängeg');
    element.remove();
  });

  it('says the current announcement again when the language changes mid-game', async () => {
    const { element } = await firstGame({ variant: 'number-ten', deal: '7', lang: 'sv' });
    await element.ready;
    expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
    await element.updateComplete;
    const root = shadow(element);
    const said = () => root.querySelector('[role="status"]')?.textContent ?? '';
    const drawn = said();
    expect(drawn).toMatch(/^Vände /);
    element.setAttribute('lang', 'lb');
    await element.ready;
    await element.updateComplete;
    // The same card drawn, said in Luxembourgish.
    expect(said()).toMatch(/^Huet .+ ëmgedréint/);
    element.setAttribute('lang', 'en');
    await element.ready;
    await element.updateComplete;
    expect(said()).toMatch(/^Drew /);
    element.remove();
  });

  it('deals the game in English when the language fails to load, and reports the failure', async () => {
    document.body.replaceChildren();
    const element = document.createElement('forty-thieves');
    element.setAttribute('variant', 'number-ten');
    element.setAttribute('deal', '7');
    element.setAttribute('lang', UNLOADABLE);
    const dealt = nextEvent(element, 'ft-game-new');
    document.body.append(element);
    const ready = element.ready;
    await expect(ready).rejects.toBe(unloadable);
    await dealt;
    await element.updateComplete;
    const root = shadow(element);
    expect(root.querySelector('[role="status"]')?.textContent).toBe('New game: Number Ten, deal 7');
    expect([...root.querySelectorAll('[part~="toolbar"] button')].map((b) => b.textContent.trim())).toContain('Undo');
    // The game plays on.
    expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
    element.remove();
  });
});
