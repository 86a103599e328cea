import { describe, expect, it } from 'vitest';
import { mulberry32 } from './random.js';
import { TranspositionTable } from './transposition-table.js';

describe('TranspositionTable', () => {
  it('adds each key once, the (0, 0) key included, and forgets everything when cleared', () => {
    const table = new TranspositionTable(1024);
    const random = mulberry32(3);
    const keys = Array.from({ length: 770 }, () => [(random() * 2 ** 32) | 0, (random() * 2 ** 32) | 0] as const);
    keys.push([0, 0], [5, 0]);
    for (const [a, b] of keys) expect(table.add(a, b)).toBe(true);
    // (0, 0) is stored as (0, 1): the two are one key, the one collision the table makes by design.
    expect(table.add(0, 1)).toBe(false);
    expect(table.size).toBe(keys.length);
    for (const [a, b] of keys) expect(table.add(a, b)).toBe(false);
    expect(table.full).toBe(true);
    table.clear(4096);
    expect([table.size, table.slots, table.full]).toEqual([0, 4096, false]);
    for (const [a, b] of keys.slice(0, 100)) expect(table.add(a, b)).toBe(true);
  });
});
