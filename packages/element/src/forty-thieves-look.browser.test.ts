import { afterEach, describe, expect, it } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { cardAt, mount, position, shadow, upTo } from './testing/fixtures.js';
import type { FortyThieves } from './forty-thieves.js';

/** The look: themes, forced colours, court cards, the keyboard help and the end of a game. */

async function emulate(features: { name: string; value: string }[]): Promise<void> {
  await cdp().send('Emulation.setEmulatedMedia', { features });
}

afterEach(async () => {
  await emulate([]);
});

const SUITS = ['S', 'H', 'D', 'C'];

/** Every foundation complete but one of diamonds, at the Queen; K♦ tops column 1. */
async function oneFromWinning(): Promise<FortyThieves> {
  const foundations = SUITS.flatMap((suit) => [upTo(suit, 'K'), upTo(suit, 'K')]);
  foundations[4] = upTo('D', 'Q');
  const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false' });
  await element.loadPosition(position('forty-thieves', { columns: [['KD'], [], [], [], [], [], [], [], [], []], foundations }));
  await element.updateComplete;
  return element;
}

describe('themes', () => {
  it('draws a dark table when the element is asked for a dark colour scheme, and a light one otherwise', async () => {
    const element = await mount({ variant: 'maria', deal: '5' });
    element.style.colorScheme = 'light';
    const light = getComputedStyle(element).backgroundColor;
    element.style.colorScheme = 'dark';
    const dark = getComputedStyle(element).backgroundColor;
    expect(dark).not.toBe(light);
  });

  it('tells red suits from black without colour in forced-colours mode, and keeps the stock visible', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '3', autoplay: 'false' });
    await emulate([{ name: 'forced-colors', value: 'active' }]);
    expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const root = shadow(element);
    const glyph = (suit: string) => root.querySelector(`.suit-${suit} .corner svg`);
    const red = [glyph('H'), glyph('D')].filter((node) => node !== null);
    const black = [glyph('S'), glyph('C')].filter((node) => node !== null);
    expect(red.length).toBeGreaterThan(0);
    expect(black.length).toBeGreaterThan(0);
    for (const node of red) expect(getComputedStyle(node).stroke).not.toBe('none');
    for (const node of black) expect(getComputedStyle(node).stroke).toBe('none');
    // The rank beside a red suit is underlined too; a black one is not.
    const underline = (suit: string) => [...root.querySelectorAll(`.suit-${suit} .corner`)].map((corner) => getComputedStyle(corner).textDecorationLine);
    for (const line of [...underline('H'), ...underline('D')]) expect(line).toBe('underline');
    for (const line of [...underline('S'), ...underline('C')]) expect(line).toBe('none');
    const back = getComputedStyle(cardAt(element, 'stock'));
    expect(back.backgroundImage).toContain('gradient');
    expect(back.forcedColorAdjust).toBe('none');
  });
});

describe('the type scale', () => {
  it("sets the table's words in bold and the sheets in the regular weight; a page may set the words lighter", async () => {
    const element = await mount({ variant: 'maria', deal: '5' });
    const root = shadow(element);
    const weight = (selector: string) => {
      const node = root.querySelector(selector);
      if (!node) throw new Error(`no ${selector}`);
      return getComputedStyle(node).fontWeight;
    };
    expect([weight('.bar .title'), weight('.figure'), weight('.bar button')]).toEqual(['700', '700', '700']);
    element.toggleHelp();
    await element.updateComplete;
    expect(weight('.panel')).toBe('400');
    // The page's rule outweighs the element's own :host rule; the name and the buttons stay bold.
    element.style.fontWeight = '400';
    expect([weight('.bar .title'), weight('.figure'), weight('.bar button')]).toEqual(['700', '400', '700']);
  });
});

describe('edges in forced colours', () => {
  it('draws the edge of every button, panel and toast, which lose their shadows and backgrounds', async () => {
    const element = await mount({ variant: 'maria', deal: '5' });
    // A game left for another: the toast offering it back, with its Undo.
    expect(element.play({ from: 'c4', to: 'c1' })).toBe(true);
    await element.newGame();
    await element.updateComplete;
    element.showStats();
    await element.updateComplete;
    await emulate([{ name: 'forced-colors', value: 'active' }]);
    const root = shadow(element);
    expect(root.querySelector('[part~="left-toast"] button')).not.toBeNull();
    const edgeless = [...root.querySelectorAll<HTMLElement>('button, .panel, [part~="left-toast"]')]
      .filter((node) => {
        const style = getComputedStyle(node);
        return style.borderTopStyle === 'none' || parseFloat(style.borderTopWidth) < 1 || style.borderTopColor === 'rgba(0, 0, 0, 0)';
      })
      .map((node) => node.textContent.trim() || node.className);
    expect(edgeless).toEqual([]);
  });
});

describe('theming from the page', () => {
  it('takes its colours from the documented custom properties, and lets the page style its parts', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '3', autoplay: 'false' });
    const style = document.createElement('style');
    // A page's own theme, as docs/element.md offers it: custom properties on the tag, rules on its parts.
    style.textContent = `forty-thieves { --ft-table: rgb(1, 2, 3); --ft-red: rgb(200, 0, 100); --ft-card-face: rgb(250, 240, 230); }
      forty-thieves::part(card) { outline: 3px solid rgb(4, 5, 6); }
      forty-thieves::part(toolbar) { color: rgb(7, 8, 9); }`;
    document.head.append(style);
    try {
      const root = shadow(element);
      expect(getComputedStyle(element).backgroundColor).toBe('rgb(1, 2, 3)');
      const heart = root.querySelector<HTMLElement>('.face.suit-H, .face.suit-D');
      if (!heart) throw new Error('no red card on the board');
      expect(getComputedStyle(heart).color).toBe('rgb(200, 0, 100)');
      expect(getComputedStyle(heart).backgroundColor).toBe('rgb(250, 240, 230)');
      expect(getComputedStyle(heart).outlineColor).toBe('rgb(4, 5, 6)');
      expect(getComputedStyle(root.querySelector('[part~="toolbar"]') as Element).color).toBe('rgb(7, 8, 9)');
    } finally {
      style.remove();
    }
  });
});

describe('court cards', () => {
  it('draws a Jack, Queen or King with a framed letter, and a number card with a large suit', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false' });
    await element.loadPosition(position('forty-thieves', { columns: [['KS'], ['QH'], ['JD'], ['7C'], [], [], [], [], [], []] }));
    await element.updateComplete;
    for (const pile of ['c0', 'c1', 'c2']) {
      const art = cardAt(element, pile, 0).querySelector('.court-art');
      expect(art).not.toBeNull();
      expect(getComputedStyle(art as Element, '::before').content).toMatch(/^"[JQK]"$/);
      expect(cardAt(element, pile, 0).querySelector('.pip')).toBeNull();
    }
    expect(cardAt(element, 'c3', 0).querySelector('.pip')).not.toBeNull();
  });
});

describe('keyboard help', () => {
  it('opens with ?, lists the keys, and closes with Escape, the focus back on the card', async () => {
    const element = await mount({ variant: 'maria', deal: '5' });
    cardAt(element, 'c0').focus();
    await userEvent.keyboard('?');
    await element.updateComplete;
    const panel = shadow(element).querySelector('.help');
    expect(panel?.getAttribute('role')).toBe('dialog');
    expect(panel?.textContent).toMatch(/undo/);
    expect(panel?.querySelectorAll('kbd').length).toBeGreaterThanOrEqual(9);
    await userEvent.keyboard('{Escape}');
    await element.updateComplete;
    expect(shadow(element).querySelector('.help')).toBeNull();
    expect(shadow(element).activeElement?.getAttribute('data-pile')).toBe('c0');
  });

  it('opens from the toolbar', async () => {
    const element = await mount({ variant: 'maria', deal: '5' });
    await userEvent.click(shadow(element).querySelector('[aria-label="Keyboard help"]') as HTMLElement);
    await element.updateComplete;
    expect(shadow(element).querySelector('.help')).not.toBeNull();
  });
});

describe('the end of a game', () => {
  it('celebrates a win: the foundations hop and a panel offers a new deal', async () => {
    const element = await oneFromWinning();
    await userEvent.click(cardAt(element, 'c0', 0));
    await element.updateComplete;
    expect(element.status).toBe('won');
    const panel = shadow(element).querySelector('.panel.won');
    expect(panel?.querySelector('h2')?.textContent).toBe('You won');
    expect(panel?.querySelector('button.primary')?.textContent).toBe('New deal');
    const hopping = [...shadow(element).querySelectorAll('[part~="foundation"] .card')].filter((card) =>
      card.getAnimations().some((animation) => (animation as CSSAnimation).animationName === 'ft-hop'),
    );
    expect(hopping).toHaveLength(8);
  });

  it('celebrates without motion under prefers-reduced-motion', async () => {
    await emulate([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    const element = await oneFromWinning();
    await userEvent.click(cardAt(element, 'c0', 0));
    await element.updateComplete;
    expect(shadow(element).querySelector('.panel.won')).not.toBeNull();
    const moving = [...shadow(element).querySelectorAll('[part~="foundation"] .card, .panel')].filter((node) => node.getAnimations().length > 0);
    expect(moving).toEqual([]);
  });
});
