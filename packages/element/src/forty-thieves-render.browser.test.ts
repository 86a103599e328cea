import { describe, expect, it } from 'vitest';
import { cardAt, mount, position, shadow } from './testing/fixtures.js';

/** docs/rules.md "The nine variants": columns × cards, face down per column, stock size. */
const VARIANTS = [
  { id: 'forty-thieves', columns: 10, cards: 4, down: 0, stock: 64 },
  { id: 'indian', columns: 10, cards: 3, down: 1, stock: 74 },
  { id: 'limited', columns: 12, cards: 3, down: 0, stock: 68 },
  { id: 'little-forty', columns: 10, cards: 4, down: 0, stock: 64 },
  { id: 'lucas', columns: 13, cards: 3, down: 0, stock: 57 },
  { id: 'maria', columns: 9, cards: 4, down: 0, stock: 68 },
  { id: 'number-ten', columns: 10, cards: 4, down: 2, stock: 64 },
  { id: 'rank-and-file', columns: 10, cards: 4, down: 3, stock: 64 },
  { id: 'streets', columns: 10, cards: 4, down: 0, stock: 64 },
] as const;

describe('<forty-thieves> draws every variant', () => {
  for (const variant of VARIANTS) {
    it(`deals ${variant.id} as the rule book lays it out`, async () => {
      const element = await mount({ variant: variant.id, deal: '7', autoplay: 'false' });
      const root = shadow(element);
      const columns = root.querySelectorAll('[part~="column"]');
      expect(columns).toHaveLength(variant.columns);
      for (const column of columns) {
        expect(column.querySelectorAll('[part~="card"]')).toHaveLength(variant.cards - variant.down);
        expect(column.querySelectorAll('[part~="card-back"]')).toHaveLength(variant.down);
      }
      expect(cardAt(element, 'stock').getAttribute('aria-label')).toBe(`stock, ${variant.stock} cards: draw`);
      // Lucas sets the eight Aces out as the foundations before the deal.
      const homes = root.querySelectorAll('[part~="foundation"] [part~="card"]');
      expect(homes).toHaveLength(variant.id === 'lucas' ? 8 : 0);
    });
  }

  it('names every card for screen readers: rank, suit, pile and whether it is the top card', async () => {
    const element = await mount({ variant: 'maria', deal: '42', autoplay: 'false' });
    const column = element.position?.columns[2]?.up ?? [];
    expect(column).toHaveLength(4);
    const names = { A: 'ace', T: '10', J: 'jack', Q: 'queen', K: 'king' } as Record<string, string>;
    const suits = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' } as Record<string, string>;
    const spoken = (text: string) => `${names[text.charAt(0)] ?? text.charAt(0)} of ${suits[text.charAt(1)] ?? '?'}`;
    expect(cardAt(element, 'c2', 3).getAttribute('aria-label')).toBe(`${spoken(column[3] ?? '')}, column 3, top card`);
    expect(cardAt(element, 'c2', 0).getAttribute('aria-label')).toBe(`${spoken(column[0] ?? '')}, column 3`);
    expect(cardAt(element, 'f0').getAttribute('aria-label')).toBe('foundation 1, empty: an Ace starts it');
    expect(shadow(element).querySelector('[role="status"][aria-live="polite"]')).not.toBeNull();
  });

  it('draws the rank and suit in the corner of every face-up card and a four-colour deck on request', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '3', autoplay: 'false' });
    const card = cardAt(element, 'c0', 3);
    expect(card.querySelector('.corner')?.textContent).toMatch(/^(A|[2-9]|10|J|Q|K)$/);
    expect(card.querySelector('.corner svg.suit path')).not.toBeNull();
    const colourOf = (suit: string) => {
      const probe = document.createElement('div');
      probe.className = `card face suit-${suit}`;
      shadow(element).querySelector('.tableau')?.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    };
    expect(colourOf('C')).toBe(colourOf('S'));
    expect(colourOf('D')).toBe(colourOf('H'));
    element.fourColour = true;
    await element.updateComplete;
    expect(element.hasAttribute('four-colour')).toBe(true);
    expect(new Set([colourOf('S'), colourOf('H'), colourOf('D'), colourOf('C')]).size).toBe(4);
  });
});

describe('<forty-thieves> layout', () => {
  for (const [variant, columns] of [
    ['lucas', 13],
    ['maria', 9],
    ['limited', 12],
  ] as const) {
    it(`fits ${columns} columns on a 360-px-wide phone without leaving the board`, async () => {
      const element = await mount({ variant, deal: '1', autoplay: 'false' }, 360, 560);
      const box = element.getBoundingClientRect();
      const cards = shadow(element).querySelectorAll<HTMLElement>('.card, .placeholder');
      expect(cards.length).toBeGreaterThan(columns);
      for (const card of cards) {
        const r = card.getBoundingClientRect();
        expect(r.left).toBeGreaterThanOrEqual(box.left - 0.5);
        expect(r.right).toBeLessThanOrEqual(box.right + 0.5);
        expect(r.bottom).toBeLessThanOrEqual(box.bottom + 0.5);
        expect(r.width).toBeGreaterThan(18);
      }
    });
  }

  it('compresses a tall column so its last card stays on the board', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '5', autoplay: 'false' }, 900, 640);
    const normal = cardAt(element, 'c1', 1).getBoundingClientRect().top - cardAt(element, 'c1', 0).getBoundingClientRect().top;
    const column0 = [
      'KS',
      'QS',
      'JS',
      'TS',
      '9S',
      '8S',
      '7S',
      '6S',
      '5S',
      '4S',
      '3S',
      '2S',
      'KH',
      'QH',
      'JH',
      'TH',
      '9H',
      '8H',
      '7H',
      '6H',
      '5H',
      '4H',
      '3H',
      '2H',
    ];
    await element.loadPosition(position('forty-thieves', { columns: [column0, ['KC'], ['KC'], ['QC'], ['QC'], ['JC'], ['JC'], ['TC'], ['TC'], ['9C']] }));
    await element.updateComplete;
    const box = element.getBoundingClientRect();
    const last = cardAt(element, 'c0', column0.length - 1).getBoundingClientRect();
    expect(last.bottom).toBeLessThanOrEqual(box.bottom + 0.5);
    const offset = cardAt(element, 'c0', 1).getBoundingClientRect().top - cardAt(element, 'c0', 0).getBoundingClientRect().top;
    expect(offset).toBeLessThan(normal);
    expect(offset).toBeGreaterThan(8);
  });
});
