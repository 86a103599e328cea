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

  it('grows within the array it was made with, losing no key and finding no stranger', () => {
    // 2^16 slots at most, from 1 024: six doublings, each with many runs and some round the end.
    for (const seed of [1, 2, 3, 4, 5]) {
      const table = new TranspositionTable(1024, 1 << 16);
      // The array is made at the largest size once: growing never holds an old and a new one.
      expect(table.bytes).toBe(8 << 16);
      const random = mulberry32(seed);
      const stored = new Set<string>();
      while (table.size < 49_000) {
        // Keys packed into few bits of the first half crowd some homes: long runs to move.
        const a = seed === 5 ? (random() * 64) | 0 : (random() * 2 ** 32) | 0;
        const b = (random() * 2 ** 32) | 0;
        expect(table.add(a, b)).toBe(!stored.has(`${a},${b}`));
        stored.add(`${a},${b}`);
      }
      expect([table.slots, table.bytes, table.size]).toEqual([1 << 16, 8 << 16, stored.size]);
      for (const key of stored) {
        const [a = 0, b = 0] = key.split(',').map(Number);
        expect(table.add(a, b)).toBe(false);
      }
      // Strangers are new: the table is a set, not a filter.
      for (let i = 0; i < 2000; i++) expect(table.add(i + 7, 2 ** 30 + i)).toBe(!stored.has(`${i + 7},${2 ** 30 + i}`));
    }
  });

  it('grows again after being cleared to fewer slots, from a front of stale keys', () => {
    const table = new TranspositionTable(1024, 8192);
    for (let i = 0; i < 6000; i++) table.add(i * 7919 + 1, i);
    expect(table.slots).toBe(8192);
    table.clear(1024);
    const random = mulberry32(8);
    const keys = Array.from({ length: 6000 }, () => [(random() * 2 ** 32) | 0, (random() * 2 ** 32) | 0] as const);
    for (const [a, b] of keys) expect(table.add(a, b)).toBe(true);
    expect([table.slots, table.size, table.bytes]).toEqual([8192, 6000, 8 * 8192]);
    for (const [a, b] of keys) expect(table.add(a, b)).toBe(false);
    // None of the keys before `clear` is still there (as many as the table has room left for).
    for (let i = 0; i < 144; i++) expect(table.add(i * 7919 + 1, i)).toBe(true);
    expect(table.full).toBe(true);
  });

  it('makes its array ahead of need only up to 2^26 slots, and grows past that into a new one', () => {
    const table = new TranspositionTable(1024, 2 ** 31);
    expect(table.bytes).toBe(8 * 2 ** 26);
    const small = new TranspositionTable(1024, 4096);
    expect(small.bytes).toBe(8 * 4096);
    // Past what was made ahead (4 096 slots here), each doubling is a new array, every key kept.
    const past = new TranspositionTable(1024, 1 << 15, 4096);
    const random = mulberry32(9);
    const keys = Array.from({ length: 24_000 }, () => [(random() * 2 ** 32) | 0, (random() * 2 ** 32) | 0] as const);
    for (const [a, b] of keys) expect(past.add(a, b)).toBe(true);
    expect([past.slots, past.bytes]).toEqual([1 << 15, 8 << 15]);
    for (const [a, b] of keys) expect(past.add(a, b)).toBe(false);
  });
});
