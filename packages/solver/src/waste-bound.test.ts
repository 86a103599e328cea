import { describe, expect, it } from 'vitest';
import { defineVariant, type VariantPlugin } from '@forty-thieves/core';
import { boardFromPosition } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { DeadPositionTest } from './dead-position.js';
import { WasteBound } from './waste-bound.js';
import { exhaustiveWinExists, narrowVariant, randomSmallPosition, smallPosition } from '../test/test-support.js';

const registry = createBuiltinRegistry();

async function narrow(id: string, columns: number): Promise<VariantPlugin> {
  return narrowVariant(await registry.loadVariant(id), columns);
}

describe('the waste bound: no column can ever be emptied', () => {
  it('sees that a card still in the stock will never be a place to build on', async () => {
    const plugin = await narrow('forty-thieves', 2);
    // Both Queens of Diamonds lie on a Jack of Diamonds, so neither goes home (both Jacks are under
    // them); each could go only onto a King of Diamonds on a column's top. One King is under them,
    // the other is in the stock: dealt onto the waste it can go home (no Queen will be home), onto
    // nothing (a King goes on no card), or into an empty column (no column can be emptied). So no
    // card of either column ever moves.
    const layout = { columns: ['KD JD QD', 'JD QD'], stock: 'KD' };
    const lost = boardFromPosition(plugin, smallPosition(plugin, layout));
    expect(exhaustiveWinExists(lost, 10_000)).toBe(false);
    const bound = new WasteBound(lost);
    expect(bound.isLost()).toBe(true);
    expect(bound.fired).toBe(1);
    // The closed-set test does not see it: a copy of the King in the stock counts as free there.
    expect(new DeadPositionTest(lost).isDead()).toBe(false);
    // The second column the other way up: its Jack goes home, then its Queen, and the column is
    // empty. Won, and the bound must not say otherwise.
    const won = boardFromPosition(plugin, smallPosition(plugin, { ...layout, columns: ['KD JD QD', 'QD JD'] }));
    expect(exhaustiveWinExists(won, 10_000)).toBe(true);
    expect(new WasteBound(won).isLost()).toBe(false);
  });

  it('sees a card whose twin is home wait for the second copies of the ranks below it', async () => {
    const plugin = await narrow('forty-thieves', 2);
    // Diamonds: one foundation at the King, the other at 8; in play the other 9 to King. The Ten of
    // column 0 could go home only onto the lower foundation (its twin is on the higher one), which
    // needs the 9 under it; the Queen likewise needs that 9. Neither can go onto a card (the Jack
    // and King they need are under the Queen), so no column is ever emptied, though every rank
    // below each of them has a copy home. The stock's King of Spades goes home.
    const layout = { columns: ['9D TD', 'KD JD QD'], stock: 'KS' };
    const lost = boardFromPosition(plugin, smallPosition(plugin, layout));
    expect(exhaustiveWinExists(lost, 10_000)).toBe(false);
    expect(new WasteBound(lost).isLost()).toBe(true);
    // The 9 on top instead: it goes home, then the Ten, and column 0 is empty (the Queen goes there,
    // the Jack, Queen and King home). Won, and the bound must not say otherwise.
    const won = boardFromPosition(plugin, smallPosition(plugin, { ...layout, columns: ['TD 9D', 'KD JD QD'] }));
    expect(exhaustiveWinExists(won, 10_000)).toBe(true);
    expect(new WasteBound(won).isLost()).toBe(false);
  });

  it('says nothing with an empty column, with a redeal left, or where runs move', async () => {
    const plugin = await narrow('forty-thieves', 3);
    const layout = { columns: ['KD JD QD', 'JD QD', ''], stock: 'KD' };
    expect(new WasteBound(boardFromPosition(plugin, smallPosition(plugin, layout))).isLost()).toBe(false);
    const two = await narrow('forty-thieves', 2);
    const redealing = defineVariant({ ...two, id: 'two-column-forty-redeal', stock: { ...two.stock, redeals: 1 } });
    const later = boardFromPosition(redealing, smallPosition(redealing, { columns: ['KD JD QD', 'JD QD'], waste: 'KD', redealsLeft: 1 }));
    expect(new WasteBound(later).isLost()).toBe(false);
    const runs = await narrow('rank-and-file', 2);
    expect(new WasteBound(boardFromPosition(runs, smallPosition(runs, { columns: ['KD JD QD', 'JD QD'], stock: 'KD' }))).applies).toBe(false);
  });

  it('never calls a position the reference search wins lost, and sees losses the closed-set test does not', async () => {
    let fired = 0;
    let firedWithStock = 0;
    let onlyHere = 0;
    for (const id of ['forty-thieves', 'limited', 'lucas', 'maria', 'streets', 'indian']) {
      for (const columns of [2, 3]) {
        const plugin = await narrow(id, columns);
        for (let seed = 1; seed <= 150; seed++) {
          const position = randomSmallPosition(plugin, seed * 13 + columns, 14, columns);
          const bound = new WasteBound(boardFromPosition(plugin, position));
          if (!bound.isLost()) continue;
          const reference = exhaustiveWinExists(boardFromPosition(plugin, position), 30_000);
          if (reference === undefined) continue;
          expect(reference, `${id} on ${columns} columns, seed ${seed}`).toBe(false);
          fired++;
          if (position.stock.length > 0) firedWithStock++;
          if (!new DeadPositionTest(boardFromPosition(plugin, position)).isDead()) onlyHere++;
        }
      }
    }
    expect(fired).toBeGreaterThan(100);
    expect(firedWithStock).toBeGreaterThan(20);
    expect(onlyHere).toBeGreaterThan(10);
  }, 120_000);

  it("never calls a position lost that the reference search wins, with a suit's foundations far apart", async () => {
    // Where a suit's foundations are at unlike heights, (h) asks for two copies of the lower ranks
    // for a card whose twin is home: these positions are where that rule cuts, where a wrong form
    // of it (two copies for every card) would call won positions lost, and where the rule before
    // (one copy for all) fires far less (the count below).
    let fired = 0;
    for (const id of ['forty-thieves', 'limited', 'maria', 'streets']) {
      for (const columns of [2, 3]) {
        const plugin = await narrow(id, columns);
        for (let seed = 1; seed <= 150; seed++) {
          const position = randomSmallPosition(plugin, seed * 17 + columns, 14, columns, true);
          if (!new WasteBound(boardFromPosition(plugin, position)).isLost()) continue;
          const reference = exhaustiveWinExists(boardFromPosition(plugin, position), 30_000);
          if (reference === undefined) continue;
          expect(reference, `${id} on ${columns} columns, seed ${seed}`).toBe(false);
          fired++;
        }
      }
    }
    // One copy asked for every card, the rule before, fires on far fewer (docs/solver.md, *The waste bound*).
    expect(fired).toBeGreaterThan(200);
  }, 120_000);
});
