import { describe, expect, it } from 'vitest';
import { defineVariant } from '@forty-thieves/core';
import { boardFromPosition } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { DeadPositionTest } from './dead-position.js';
import { plainExhaustiveWin } from './soundness-check.js';
import { narrowVariant, smallPosition } from '../test/test-support.js';

describe('the dead-position test with the waste as a pile', () => {
  it('sees a Queen buried in the waste under Kings once no redeal is left, and only then', async () => {
    const base = await createBuiltinRegistry().loadVariant('forty-thieves');
    const plugin = narrowVariant(base, 2);
    // Each Queen has one copy under its King in a column and one in the waste under the Kings:
    // no King can go home (its Queen is never free), none can go elsewhere (a King goes only to an
    // empty column, and neither column can be emptied).
    const layout = { columns: ['QS KS', 'QH KH'], waste: 'QS QH KS KH' };
    const lost = boardFromPosition(plugin, smallPosition(plugin, layout));
    expect(plainExhaustiveWin(lost, 10_000)).toBe(false);
    const test = new DeadPositionTest(lost);
    expect(test.isDead()).toBe(true);
    expect(test.fired).toBe(1);
    // With a redeal left the waste will be turned over: its bottom card will come up first.
    const redealing = defineVariant({ ...plugin, id: 'two-column-forty-redeal', stock: { ...plugin.stock, redeals: 1 } });
    const later = boardFromPosition(redealing, smallPosition(redealing, { ...layout, redealsLeft: 1 }));
    expect(new DeadPositionTest(later).isDead()).toBe(false);
  });

  it('holds while a column can still be emptied: a King may go into it, but the cards it frees stay buried', async () => {
    const base = await createBuiltinRegistry().loadVariant('forty-thieves');
    const three = narrowVariant(base, 3);
    // One empty column. A King of Hearts may move into it, which leaves its King of Spades on top
    // and both Queens of Hearts under it; then nothing can move. Every copy of each Queen lies
    // under two Kings, and one column can be emptied: buried at threshold 2.
    const layout = { columns: ['QS QH KS KH', 'QS QH KS KH', ''] };
    const lost = boardFromPosition(three, smallPosition(three, layout));
    expect(plainExhaustiveWin(lost, 100_000)).toBe(false);
    const test = new DeadPositionTest(lost);
    expect(test.isDead()).toBe(true);
    expect(test.firedWithEmptiable).toBe(1);
    // With two empty columns both Kings of one column can be parked, freeing its Queens: won.
    const four = narrowVariant(base, 4);
    const roomier = boardFromPosition(four, smallPosition(four, { columns: [...layout.columns, ''] }));
    expect(plainExhaustiveWin(roomier, 100_000)).toBe(true);
    expect(new DeadPositionTest(roomier).isDead()).toBe(false);
  });
});
