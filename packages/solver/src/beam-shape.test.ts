import { beforeAll, describe, expect, it } from 'vitest';
import type { VariantPlugin } from '@forty-thieves/core';
import { boardFromPosition, dealBoard, type Board } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { ShapeCounter, beamShapeCap, beamWidthFactor, shapeHash } from './beam-shape.js';
import { narrowVariant, smallPosition, type SmallLayout } from '../test/test-support.js';

let plugin: VariantPlugin;
beforeAll(async () => {
  plugin = narrowVariant(await createBuiltinRegistry().loadVariant('maria'), 3);
});

const board = (layout: SmallLayout): Board => boardFromPosition(plugin, smallPosition(plugin, layout));
const shape = (layout: SmallLayout): number => shapeHash(board(layout), new Int32Array(plugin.layout.columns));

describe('shapeHash', () => {
  it('is the same for positions that differ only below their column tops or in which column holds what', () => {
    const a = shape({ columns: ['QC KD', 'KH', ''], stock: 'KS', waste: 'KC' });
    expect(shape({ columns: ['QC KH', 'KD', ''], stock: 'KS', waste: 'KC' })).toBe(a);
    expect(shape({ columns: ['', 'KH', 'QC KD'], stock: 'KS', waste: 'KC' })).toBe(a);
  });

  it('tells apart other column tops, an empty column, foundations, the waste top and the stock', () => {
    const base: SmallLayout = { columns: ['QC KD', 'KH', ''], stock: 'KS', waste: 'KC' };
    const a = shape(base);
    // QC on top in place of KD: the same cards in play, so the same foundations.
    expect(shape({ ...base, columns: ['KD QC', 'KH', ''] })).not.toBe(a);
    // KD in the empty column: one column fewer empty.
    expect(shape({ ...base, columns: ['QC', 'KH', 'KD'] })).not.toBe(a);
    // The second QC home: the same tops, one foundation higher.
    expect(shape({ ...base, columns: ['KD', 'KH', ''] })).not.toBe(a);
    // KC under KS in the waste, nothing left in the stock: another waste top and stock length.
    expect(shape({ ...base, stock: '', waste: 'KC KS' })).not.toBe(a);
    expect(shape({ ...base, stock: 'KS KC', waste: '' })).not.toBe(a);
  });
});

describe('ShapeCounter', () => {
  // KC in the waste: QC cannot be in play with both KC home.
  const alike = (): Board[] =>
    [
      ['QC KD', 'KH', ''],
      ['KH', 'QC KD', ''],
      ['QC KH', '', 'KD'],
    ].map((columns) => board({ columns, waste: 'KC' }));
  const other = (): Board => board({ columns: ['KD QC', 'KH', ''], waste: 'KC' });

  it('admits at most `cap` positions of one shape until cleared, and any of another shape', () => {
    const one = new ShapeCounter(3, 1);
    expect(alike().map((b) => one.admit(b))).toEqual([true, false, false]);
    expect(one.admit(other())).toBe(true);
    one.clear();
    expect(one.admit(alike()[2] as Board)).toBe(true);
    const two = new ShapeCounter(3, 2);
    expect(alike().map((b) => two.admit(b))).toEqual([true, true, false]);
  });

  it('admits everything with no cap', () => {
    const none = new ShapeCounter(3, 0);
    expect(alike().map((b) => none.admit(b))).toEqual([true, true, true]);
  });
});

describe('beamShapeCap', () => {
  it('caps wherever one card moves at a time, whatever places a card has, and not where runs move', async () => {
    const registry = createBuiltinRegistry();
    const cap = async (id: string): Promise<number> => beamShapeCap(dealBoard(await registry.loadVariant(id), 1));
    expect(await cap('maria')).toBe(1);
    expect(await cap('streets')).toBe(1);
    expect(await cap('indian')).toBe(1);
    expect(await cap('forty-thieves')).toBe(1);
    expect(await cap('limited')).toBe(1);
    expect(await cap('lucas')).toBe(1);
    for (const id of ['rank-and-file', 'number-ten']) expect(await cap(id)).toBe(0);
  });
});

describe('beamWidthFactor', () => {
  it('doubles the beam where one card moves and a card has one place to go (building on its own suit)', async () => {
    const registry = createBuiltinRegistry();
    const factor = async (id: string): Promise<number> => beamWidthFactor(dealBoard(await registry.loadVariant(id), 1));
    for (const id of ['forty-thieves', 'limited', 'lucas']) expect(await factor(id)).toBe(2);
    for (const id of ['maria', 'streets', 'indian', 'rank-and-file', 'number-ten']) expect(await factor(id)).toBe(1);
  });
});
