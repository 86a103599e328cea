import { describe, expect, it } from 'vitest';
import { SharedMoveLists } from './shared-move-lists.js';

describe('SharedMoveLists', () => {
  it('keeps sequences that share their beginnings, each named by its tail', () => {
    const lists = new SharedMoveLists(10_000);
    const a = lists.append(lists.append(-1, 1), 2);
    const b = lists.append(a, 3);
    const c = lists.append(a, 4);
    expect(lists.moves(-1)).toEqual([]);
    expect(lists.moves(a)).toEqual([1, 2]);
    expect(lists.moves(b)).toEqual([1, 2, 3]);
    expect(lists.moves(c)).toEqual([1, 2, 4]);
  });

  it('grows past its first arrays and answers -2 when full, and after', () => {
    const lists = new SharedMoveLists(2048);
    let tail = -1;
    for (let i = 0; i < 2048; i++) tail = lists.append(tail, i);
    expect(lists.moves(tail)).toHaveLength(2048);
    expect(lists.append(tail, 9)).toBe(-2);
    expect(lists.append(-2, 9)).toBe(-2);
  });
});
