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

  it('grows by doubling up to its bound, keeping every key, and is full only at the bound', () => {
    const table = new TranspositionTable(1024, 8192);
    const random = mulberry32(11);
    const keys = Array.from({ length: 6000 }, () => [(random() * 2 ** 32) | 0, (random() * 2 ** 32) | 0] as const);
    keys.push([0, 0]);
    for (const [a, b] of keys.slice(0, 3000)) expect(table.add(a, b)).toBe(true);
    expect(table.slots).toBe(4096);
    expect(table.full).toBe(false);
    for (const [a, b] of keys.slice(3000)) table.add(a, b);
    expect(table.slots).toBe(8192);
    // 3/4 of 8 192 slots is 6 144: not yet full with 6 001 keys, and no key lost in two rehashes.
    expect(table.size).toBe(keys.length);
    expect(table.full).toBe(false);
    for (const [a, b] of keys) expect(table.add(a, b)).toBe(false);
    expect(table.add(0, 1)).toBe(false);
    for (let i = 0; table.size < 6144; i++) table.add(i + 1, -7);
    expect([table.slots, table.full]).toEqual([8192, true]);
  });
});
