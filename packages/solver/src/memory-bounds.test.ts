import { describe, expect, it, vi } from 'vitest';
import { dealBoard } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { BEST_FIRST_POLICY, BestFirstSearch } from './best-first.js';
import { mulberry32 } from './random.js';
import { SearchState } from './search.js';
import { solve } from './solve.js';
import { TranspositionTable } from './transposition-table.js';

// What a solve's win-finding restarts hold is bounded and made once (docs/solver-results.md, *Memory with
// room, session 23*): no wall time here, only sizes and answers.
const registry = createBuiltinRegistry();

describe('a win-finding table begun small', () => {
  it('grows within one array to the slots asked for, and is full at the same key as a table made at that size', () => {
    const random = mulberry32(5);
    const keys = Array.from({ length: 200_000 }, () => [(random() * 2 ** 32) | 0, (random() * 2 ** 32) | 0] as const);
    const grown = new TranspositionTable(1024);
    // Used before: the keys left in its array must not come back.
    for (const [a, b] of keys.slice(0, 700)) grown.add(b, a);
    grown.clear(1024, 1 << 18);
    expect([grown.slots, grown.bytes]).toEqual([1024, 8 << 18]);
    const whole = new TranspositionTable(1 << 18);
    for (const [a, b] of keys) {
      expect(grown.add(a, b)).toBe(whole.add(a, b));
      expect(grown.full).toBe(whole.full);
      if (whole.full) break;
    }
    // 3/4 of 2^18 slots: full there, not one key earlier.
    expect([grown.size, grown.slots, grown.full]).toEqual([3 << 16, 1 << 18, true]);
    // 100 keys use the front only: the least table (1 024 slots) holds 768.
    grown.clear(1024, 1 << 18);
    for (const [a, b] of keys.slice(0, 100)) expect(grown.add(a, b)).toBe(true);
    expect([grown.slots, grown.size, grown.bytes]).toEqual([1024, 100, 8 << 18]);
  });
});

describe('the best-first phase given its budget', () => {
  it('makes its arrays once, within the bounds, and runs the same search as one that doubles them', async () => {
    const plugin = await registry.loadVariant('forty-thieves');
    // Deal 1 is won within 110 000 nodes (best-first.test.ts), past a few doublings from 1 024 entries.
    const start = dealBoard(plugin, 1);
    const run = (budget: number): BestFirstSearch => {
      const search = new BestFirstSearch(start.clone(), new TranspositionTable(1 << 18), BEST_FIRST_POLICY, mulberry32(4), budget);
      const made = search.bytes;
      expect(search.run(200_000)).toBe(SearchState.Won);
      // Never grown: within its budget a node adds one entry at most, packed once at most.
      if (budget > 0) expect(search.bytes).toBe(made);
      else expect(search.bytes).toBeGreaterThan(made);
      return search;
    };
    const doubling = run(0);
    const madeAhead = run(200_000);
    expect(madeAhead.nodes).toBe(doubling.nodes);
    expect(madeAhead.solution()).toEqual(doubling.solution());
    // Four 4-byte arrays of at most 2^23 entries and a packed-state arena of at most 2^27 bytes,
    // however large the budget: 256 MB.
    const huge = new BestFirstSearch(start.clone(), new TranspositionTable(1024), BEST_FIRST_POLICY, mulberry32(4), 2 ** 30);
    expect(huge.bytes).toBe(16 * 2 ** 23 + 2 ** 27);
  });

  it('is given its budget by solve: no restart grows its arrays', async () => {
    const plugin = await registry.loadVariant('forty-thieves');
    const sizes = new Map<BestFirstSearch, Set<number>>();
    // Deal 3 is undecided at 400 000 nodes: four rounds or more, whose best-first restarts (8 192
    // nodes and more) grow arrays begun at 1 024 entries.
    // The method itself, called on each search after its size is noted.
    const original = Object.getOwnPropertyDescriptor(BestFirstSearch.prototype, 'run')?.value as (this: BestFirstSearch, nodeLimit: number) => SearchState;
    const spy = vi.spyOn(BestFirstSearch.prototype, 'run').mockImplementation(function (this: BestFirstSearch, nodeLimit: number) {
      const seen = sizes.get(this) ?? new Set<number>();
      sizes.set(this, seen.add(this.bytes));
      return original.call(this, nodeLimit);
    });
    const answer = await solve(dealBoard(plugin, 3), plugin, { maxNodes: 400_000, maxMs: Infinity });
    spy.mockRestore();
    expect(answer.result).toBe('unknown');
    expect(sizes.size).toBeGreaterThanOrEqual(4);
    for (const seen of sizes.values()) expect(seen.size).toBe(1);
  });
});
