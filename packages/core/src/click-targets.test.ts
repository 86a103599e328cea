import { describe, expect, it } from 'vitest';
import { RANKS, SUITS } from './cards.js';
import { defineVariant } from './define-variant.js';
import { clickTargets } from './click-targets.js';
import { boardFromPosition, type ColumnPosition } from './position.js';
import { alternateColour, sameSuit } from './predicates.js';
import type { VariantPlugin } from './variant.js';

const single = defineVariant({
  apiVersion: 1,
  id: 'click-single',
  name: 'Click Single',
  // One face-down card a column, so positions may hold face-down cards.
  layout: { columns: 4, cardsPerColumn: 2, faceDown: 1, acesToFoundations: false },
  build: sameSuit,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  rules: 'A plugin for click tests.',
});

const sequence = defineVariant({ ...single, id: 'click-sequence', build: alternateColour, sequenceMove: 'sequence' });

/** A checked board: the given piles, every other card of the two decks in the stock. */
function board(plugin: VariantPlugin, columns: string[][], foundations: string[][] = [], waste: string[] = [], down: number[] = []) {
  const used = [...columns.flat(), ...foundations.flat(), ...waste];
  const stock: string[] = [];
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      const card = `${rank}${suit}`;
      const left = 2 - used.filter((c) => c === card).length;
      for (let i = 0; i < left; i++) stock.push(card);
    }
  }
  const piles: ColumnPosition[] = columns.map((cards, c) => ({ down: cards.slice(0, down[c] ?? 0), up: cards.slice(down[c] ?? 0) }));
  const homes = Array.from({ length: 8 }, (_, f) => foundations[f] ?? []);
  return boardFromPosition(plugin, { variant: plugin.id, deal: null, foundations: homes, columns: piles, stock, waste, redealsLeft: 0 });
}

const run = (suit: string, to: number) => RANKS.slice(0, to).map((rank) => `${rank}${suit}`);

describe('clickTargets (docs/rules.md "Click / tap to move")', () => {
  it('offers a safe foundation first, then non-empty columns, then one empty column', () => {
    // 3♥ is safe: both 2♥ are home (and in same-suit only 2♥ could sit on it).
    const b = board(single, [['3H'], ['4H'], [], []], [run('H', 2), run('H', 2)]);
    const result = clickTargets(b, 'c0');
    expect(result).toEqual({
      ok: true,
      targets: [
        { from: 'c0', to: 'f0', count: 1 },
        { from: 'c0', to: 'c1', count: 1 },
        { from: 'c0', to: 'c2', count: 1 },
      ],
    });
  });

  it('puts a legal but unsafe foundation after the non-empty columns and before an empty column', () => {
    // Only one 2♥ is home, so the other 3♥ could still need this one: not safe.
    const b = board(single, [['3H'], ['4H'], [], ['QS']], [run('H', 2), ['AH']]);
    const result = clickTargets(b, 'c0');
    expect(result).toEqual({
      ok: true,
      targets: [
        { from: 'c0', to: 'c1', count: 1 },
        { from: 'c0', to: 'f0', count: 1 },
        { from: 'c0', to: 'c2', count: 1 },
      ],
    });
  });

  it('takes the waste top card too', () => {
    const b = board(single, [['KS'], ['8D'], ['QS'], ['5C']], [], ['JS']);
    expect(clickTargets(b, 'waste')).toEqual({ ok: true, targets: [{ from: 'waste', to: 'c2', count: 1 }] });
  });

  it('says why when nothing takes the card', () => {
    const b = board(single, [['7H'], ['9H'], ['KS'], ['QD']]);
    const result = clickTargets(b, 'c0');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/7 of hearts.*no foundation or column/);
  });

  it('moves a run through empty columns as a supermove in a one-card variant, and names the limit when it cannot', () => {
    // 6♠ 5♠ is a built run; with one empty column spare, two cards may go onto 7♠.
    const withSpare = board(single, [['6S', '5S'], ['7S'], [], ['KD']]);
    expect(clickTargets(withSpare, 'c0', 2)).toEqual({ ok: true, targets: [{ from: 'c0', to: 'c1', count: 2 }] });
    expect(clickTargets(withSpare, 'c0', 2, { supermove: false }).ok).toBe(false);
    const noSpare = board(single, [['6S', '5S'], ['7S'], ['KD'], ['KC']]);
    const refused = clickTargets(noSpare, 'c0', 2);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/at most 1 card/);
  });

  it('moves a movable sequence in part or whole in a sequence variant', () => {
    // 8♥ 7♠ is a run built in alternate colours: it goes onto 9♠; 7♠ alone goes onto 8♦.
    const b = board(sequence, [['9C', '8H', '7S'], ['9S'], ['8D'], ['KS']]);
    expect(clickTargets(b, 'c0', 2)).toEqual({ ok: true, targets: [{ from: 'c0', to: 'c1', count: 2 }] });
    expect(clickTargets(b, 'c0', 1)).toEqual({ ok: true, targets: [{ from: 'c0', to: 'c2', count: 1 }] });
  });

  it('gives the source problem when the cards cannot move together', () => {
    const b = board(sequence, [['9C', '8C', '7S'], ['9D'], ['8D'], ['KS']]);
    const result = clickTargets(b, 'c0', 3);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/not a movable sequence/);
  });

  it('refuses a face-down card with the reason', () => {
    const b = board(sequence, [['9C', '8H', '7S'], ['9D'], ['8D'], ['KS']], [], [], [1]);
    const result = clickTargets(b, 'c0', 3);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/face-up/);
  });

  it('does not click from a foundation or the stock', () => {
    const b = board(single, [['7H'], ['9H'], ['KS'], ['QD']]);
    expect(clickTargets(b, 'f0').ok).toBe(false);
    expect(clickTargets(b, 'stock').ok).toBe(false);
  });
});
