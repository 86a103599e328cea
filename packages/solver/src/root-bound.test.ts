import { describe, expect, it } from 'vitest';
import type { Position, VariantPlugin } from '@forty-thieves/core';
import { boardFromPosition } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { mulberry32 } from './random.js';
import { RootBound } from './root-bound.js';
import { WasteBound } from './waste-bound.js';
import { exhaustiveWinExists, narrowVariant, randomSmallPosition, smallPosition } from '../test/test-support.js';

const registry = createBuiltinRegistry();

async function narrow(id: string, columns: number): Promise<VariantPlugin> {
  return narrowVariant(await registry.loadVariant(id), columns);
}

describe('the column count past the first emptying', () => {
  it('applies only where a card lies on the one card it may be built on, one card at a time', async () => {
    for (const id of ['forty-thieves', 'limited', 'lucas'])
      expect(new RootBound(boardFromPosition(await narrow(id, 2), smallPosition(await narrow(id, 2), { columns: ['KD', 'QD'] }))).applies, id).toBe(true);
    for (const id of ['maria', 'streets', 'indian', 'rank-and-file'])
      expect(new RootBound(boardFromPosition(await narrow(id, 2), smallPosition(await narrow(id, 2), { columns: ['KD', 'QD'] }))).applies, id).toBe(false);
  });

  it('sees a loss the waste bound does not: more Kings at the bottoms of columns at once than there are columns', async () => {
    // Both columns can be emptied (the Hearts go home), so the waste bound is silent. But the
    // Queens of Clubs lie at the waste's bottom: until the upper one leaves, no Club above the
    // Jack goes home and no Diamond above the 10 either (both Jacks lie below it), so both Kings
    // of Clubs and both of Diamonds must lie in the columns then, each at a bottom: four, on two.
    const plugin = await narrow('forty-thieves', 2);
    const layout = { columns: ['KH', 'QH'], waste: 'JD JD QC QC KD KD QD QD KC KC' };
    const lost = boardFromPosition(plugin, smallPosition(plugin, layout));
    expect(exhaustiveWinExists(lost, 30_000)).toBe(false);
    expect(new WasteBound(lost).isLost()).toBe(false);
    const bound = new RootBound(lost);
    expect(bound.isLost()).toBe(true);
    expect(bound.fired).toBe(1);
    // With a third column and one King of each suit in the stock the bottoms suffice: not lost.
    const three = await narrow('forty-thieves', 3);
    const won = boardFromPosition(three, smallPosition(three, { columns: ['KH', 'QH', 'KD'], waste: 'JD JD QC QC KD QD QD KC', stock: 'KC' }));
    expect(new RootBound(won).isLost()).toBe(false);
  });

  // Small positions with most of their cards in the waste and the stock, where stuck cards pile up
  // above the ones they wait for. With the first emptying taken to come only after the last deal
  // (wrong: a column may empty earlier), this sample calls won positions lost.
  it('never calls a position the reference search wins lost, and fires where the waste bound is silent', async () => {
    let fired = 0;
    let withStock = 0;
    for (const id of ['forty-thieves', 'limited']) {
      for (const columns of [2, 3, 4]) {
        const plugin = await narrow(id, columns);
        for (let seed = 1; seed <= 150; seed++) {
          const position = wastefulPosition(plugin, seed, columns);
          const board = boardFromPosition(plugin, position);
          if (new WasteBound(board).isLost() || !new RootBound(board).isLost()) continue;
          const reference = exhaustiveWinExists(boardFromPosition(plugin, position), 60_000);
          if (reference === undefined) continue;
          expect(reference, `${id} on ${columns} columns, seed ${seed}`).toBe(false);
          fired++;
          if (position.stock.length > 0) withStock++;
        }
      }
    }
    expect(fired).toBeGreaterThan(60);
    expect(withStock).toBeGreaterThan(40);
  }, 300_000);
});

/** A random small position (22 cards or so in play) with a card or two a column and the rest in the waste and the stock. */
function wastefulPosition(plugin: VariantPlugin, seed: number, columns: number): Position {
  const base = randomSmallPosition(plugin, seed * 37 + columns, 22, columns, seed % 2 === 0);
  const random = mulberry32(seed);
  const cards = [...base.columns.flatMap((column) => column.up), ...base.waste, ...base.stock];
  const piles: string[][] = Array.from({ length: columns }, () => []);
  const rest: string[] = [];
  cards.forEach((card, i) => {
    if (i < columns || random() < 0.15) piles[i % columns]?.push(card);
    else rest.push(card);
  });
  const cut = Math.floor(rest.length * (0.6 + 0.4 * random()));
  return smallPosition(plugin, { columns: piles.map((pile) => pile.join(' ')), waste: rest.slice(0, cut).join(' '), stock: rest.slice(cut).join(' ') });
}
