import { describe, expect, it } from 'vitest';
import { boardFromPosition, defineVariant } from '@forty-thieves/core';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { DeadPositionTest } from './dead-position.js';
import { plainExhaustiveWin } from './soundness-check.js';
import { smallPosition } from './test-support.js';

describe('the dead-position test with the waste as a pile', () => {
  it('sees a Queen buried in the waste under Kings once no redeal is left, and only then', async () => {
    const base = await createBuiltinRegistry().loadVariant('forty-thieves');
    const plugin = defineVariant({ ...base, id: 'two-column-forty', layout: { ...base.layout, columns: 2 } });
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
});
