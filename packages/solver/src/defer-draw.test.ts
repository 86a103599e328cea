import { describe, expect, it } from 'vitest';
import { defineVariant, type VariantPlugin } from '@forty-thieves/core';
import { boardFromPosition } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { DrawDeferral } from './defer-draw.js';
import { DepthFirstSearch, SearchState } from './search.js';
import { plainExhaustiveWin } from './soundness-check.js';
import { TranspositionTable } from './transposition-table.js';
import { TABLE_ONLY_POLICY } from './verify-lost.js';
import { smallPosition } from '../test/test-support.js';

async function fortyThieves(columns: number): Promise<VariantPlugin> {
  const base = await createBuiltinRegistry().loadVariant('forty-thieves');
  return defineVariant({ ...base, id: `forty-on-${columns}`, layout: { ...base.layout, columns } });
}

function mayWait(plugin: VariantPlugin, layout: { columns: string[]; waste: string; stock: string }): boolean {
  return new DrawDeferral(boardFromPosition(plugin, smallPosition(plugin, layout))).mayWait();
}

// Forty Thieves builds down in suit, one card at a time; an empty column takes any card.
describe('leaving the draw out', () => {
  it('leaves it out when no top card needs a card of the stock, and the search still wins', async () => {
    const plugin = await fortyThieves(2);
    // JS and QH may go home; QS in the waste waits for JS; the King of Diamonds in the stock is
    // needed by no top card.
    const layout = { columns: ['KS JS', 'KH QH'], waste: 'QS', stock: 'KD' };
    expect(mayWait(plugin, layout)).toBe(true);
    const board = boardFromPosition(plugin, smallPosition(plugin, layout));
    expect(plainExhaustiveWin(board, 10_000)).toBe(true);
    const search = new DepthFirstSearch(board, new TranspositionTable(1 << 12), { ...TABLE_ONLY_POLICY, deferDraw: true }, Math.random);
    expect(search.run(10_000)).toBe(SearchState.Won);
    expect(search.drawsDeferred).toBeGreaterThan(0);
  });

  it('keeps it when a top card waits for a card in the stock', async () => {
    // QH goes home only after JH, which only the draw brings.
    expect(mayWait(await fortyThieves(2), { columns: ['KS JS', 'KH QH'], waste: 'QS', stock: 'JH' })).toBe(false);
  });

  it("keeps it when the waste's top can move (the draw would cover it)", async () => {
    expect(mayWait(await fortyThieves(2), { columns: ['KS QS', 'KH QH'], waste: 'JS', stock: 'KD' })).toBe(false);
  });

  it('keeps it when a top card may go into an empty column (a drawn card may take it first)', async () => {
    expect(mayWait(await fortyThieves(3), { columns: ['KS JS', 'KH QH', ''], waste: 'QS', stock: 'KD' })).toBe(false);
  });
});
