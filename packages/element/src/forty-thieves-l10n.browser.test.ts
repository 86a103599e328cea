import { describe, expect, it } from 'vitest';
import { cardAt, mount, position, shadow } from './testing/fixtures.js';

/**
 * Every language renders the board, the rules words and a refusal in that language, with
 * the card names its players use; switching language keeps the game in progress. Expectations
 * are each language's own card terms (spader/hjärter/ruter/klöver, knekt/dam/kung, ess in Swedish…).
 */
const LANGUAGES = [
  { lang: 'sv', button: 'Ångra', queenOfHearts: 'hjärter dam', notAllowed: 'Inte tillåtet', variant: 'Fyrtio tjuvar' },
  { lang: 'nb', button: 'Angre', queenOfHearts: 'hjerter dame', notAllowed: 'Ikke tillatt', variant: 'Førti tyver' },
  { lang: 'is', button: 'Afturkalla', queenOfHearts: 'hjartadrottning', notAllowed: 'Ekki leyfilegt', variant: 'Fjörutíu þjófar' },
  { lang: 'lb', button: 'Réckgängeg', queenOfHearts: 'Häerzer-Damm', notAllowed: 'Net erlaabt', variant: 'Véierzeg Déif' },
  { lang: 'en', button: 'Undo', queenOfHearts: 'queen of hearts', notAllowed: 'Not allowed', variant: 'Forty Thieves' },
] as const;

async function settle(element: HTMLElement & { ready: Promise<void>; updateComplete: Promise<boolean> }): Promise<void> {
  await element.ready;
  await element.updateComplete;
}

describe('<forty-thieves> speaks the language of its lang attribute', () => {
  for (const l of LANGUAGES) {
    it(`plays in ${l.lang}: buttons, variant name, card names and a refusal`, async () => {
      const element = await mount({ variant: 'forty-thieves', deal: '5', autoplay: 'false', lang: l.lang });
      await settle(element);
      const root = shadow(element);
      const buttons = [...root.querySelectorAll('[part~="toolbar"] button')].map((b) => b.textContent.trim());
      expect(buttons).toContain(l.button);
      expect(root.querySelector('.title')?.textContent).toContain(l.variant);
      // A queen of hearts named on a card: play a position where one is the top of column 1.
      await element.loadPosition(position('forty-thieves', { columns: [['QH'], ['KS'], ['KS'], ['KH'], ['KD'], ['KD'], ['KC'], ['KC'], ['QS'], ['QS']] }));
      await settle(element);
      expect(cardAt(element, 'c0').getAttribute('aria-label')?.toLowerCase()).toContain(l.queenOfHearts.toLowerCase());
      // Cards never leave a foundation: the refusal is said in the language.
      let reason = '';
      element.addEventListener('ft-move-reject', (event) => {
        reason = event.detail.reason;
      });
      expect(element.play({ from: 'f0', to: 'c1' })).toBe(false);
      await element.updateComplete;
      expect(root.querySelector('[part~="status"]')?.textContent).toContain(l.notAllowed);
      expect(reason.length).toBeGreaterThan(0);
      if (l.lang !== 'en') expect(reason).not.toBe('cards never leave a foundation');
      // The queen of hearts on a king of spades (Forty Thieves builds in suit): named as a card, in
      // words, in the status line and the event, never in the notation ("QH on KS").
      expect(element.play({ from: 'c0', to: 'c1' })).toBe(false);
      await element.updateComplete;
      const status = root.querySelector('[part~="status"]')?.textContent ?? '';
      for (const text of [reason, status]) {
        expect(text.toLowerCase()).toContain(l.queenOfHearts.toLowerCase());
        expect(text).not.toMatch(/(?<![\p{L}\p{N}])(?:[A2-9TJQK]|10)[SHDC](?![\p{L}\p{N}])/u);
      }
      element.remove();
    });
  }

  it('switches language without losing the game in progress', async () => {
    const element = await mount({ variant: 'maria', deal: '42', autoplay: 'false', lang: 'en' });
    await settle(element);
    expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
    const before = JSON.stringify(element.position);
    element.setAttribute('lang', 'sv');
    await settle(element);
    expect(JSON.stringify(element.position)).toBe(before);
    expect(element.moveCount).toBe(1);
    expect(shadow(element).querySelector('.moves')?.textContent).toBe('1 drag');
    expect(element.undo()).toBe(true);
    element.setAttribute('lang', 'en');
    await settle(element);
    element.remove();
  });
});
