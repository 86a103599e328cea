import { describe, expect, it } from 'vitest';
import { dealBoard } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { ArrayPool } from './array-pool.js';
import { BEST_FIRST_POLICY, BestFirstSearch } from './best-first.js';
import { mulberry32 } from './random.js';
import { SearchState } from './search.js';
import { solve } from './solve.js';
import { TranspositionTable } from './transposition-table.js';
import type { SolveResult } from './types.js';

// Each large array held once per thread (docs/solver.md, *Memory held once, session 24*): a buffer
// is held by one taker at a time, comes back dirty, and a solve after another makes none. No wall
// time here: answers, node counts and what the pool made.
const registry = createBuiltinRegistry();

/**
 * A pool of buffers of `bytes` bytes, the i-th written `written[i]` bytes far with bytes no search
 * wrote, as a last holder may leave them.
 */
function dirtyPool(bytes: number, written: readonly number[]): ArrayPool {
  const pool = new ArrayPool();
  const buffers = written.map(() => pool.take(bytes));
  buffers.forEach((buffer, i) => {
    new Uint8Array(buffer, 0, written[i]).fill(0x5a);
    pool.give(buffer, written[i] ?? 0);
  });
  return pool;
}

const same = (answer: SolveResult) => ({ result: answer.result, nodes: answer.nodes, moves: answer.result === 'won' ? answer.moves : [] });

describe('the array pool', () => {
  it('hands a buffer to one taker until it is given back, one written as far as asked first', () => {
    const pool = new ArrayPool();
    const a = pool.take(100_000);
    const b = pool.take(1000);
    // Every buffer at the largest size asked so far (a power of two), so any serves any taker.
    expect(a).not.toBe(b);
    expect([a.byteLength, b.byteLength]).toEqual([1 << 17, 1 << 17]);
    pool.give(a, 100_000);
    pool.give(b, 1000);
    // Written far enough, the least far first; else the furthest written; else a new one.
    expect(pool.take(800)).toBe(b);
    pool.give(b, 1000);
    expect(pool.take(50_000)).toBe(a);
    expect(pool.take(120_000)).toBe(b);
    expect(pool.take(10)).not.toBe(a);
    expect([pool.made, pool.inUse]).toEqual([3, 3]);
  });

  it('lets smaller buffers go once a larger one is asked for, and moves a table only onto written pages', () => {
    const pool = new ArrayPool();
    const small = pool.take(1 << 16);
    const large = pool.take(1 << 20);
    expect(large.byteLength).toBe(1 << 20);
    // Given back smaller than the pool's size now: not handed out again.
    pool.give(small, 1 << 16);
    pool.give(large, 4096);
    expect(pool.takeWritten(8192)).toBeUndefined();
    expect(pool.takeWritten(4096)).toBe(large);
    expect(pool.take(1)).not.toBe(small);
  });

  it('gives each role its home again, lends a home only when no other buffer is free, and lets a table move into one', () => {
    const pool = new ArrayPool();
    const arena = pool.take(1 << 20, 'arena');
    const table = pool.take(1 << 16, 'table');
    pool.give(arena, 1 << 20);
    pool.give(table, 1 << 16);
    // The table's home again, though the arena's is written further.
    expect(pool.take(1 << 18, 'table')).toBe(table);
    // A role without a home is lent the arena's only because nothing else is free; its next
    // buffer is new, and its home from then on.
    const lent = pool.take(1, 'other');
    expect(lent).toBe(arena);
    const own = pool.take(1, 'other');
    pool.give(lent, 1 << 20);
    pool.give(own, 0);
    expect(pool.take(1, 'other')).toBe(own);
    // A table about to write past its own buffer's pages moves into the arena's home.
    expect(pool.takeWritten(1 << 19)).toBe(arena);
    expect(pool.inUse).toBe(3);
  });

  it('refuses a buffer given back twice, or one it never handed out', () => {
    const pool = new ArrayPool();
    const a = pool.take(10);
    pool.give(a, 10);
    expect(() => {
      pool.give(a, 10);
    }).toThrow(/had not handed out/);
    expect(() => {
      pool.give(new ArrayBuffer(10), 10);
    }).toThrow(/had not handed out/);
  });
});

describe('a pooled transposition table', () => {
  it('holds and finds the keys an unpooled one does, on dirty buffers, moving onto written pages', () => {
    const random = mulberry32(9);
    const keys = Array.from({ length: 150_000 }, () => [(random() * 2 ** 32) | 0, (random() * 2 ** 32) | 0] as const);
    // One buffer written as far as the least table (1 024 slots, 8 KB), one all through.
    const pool = dirtyPool(1 << 21, [8192, 1 << 21]);
    const pooled = new TranspositionTable(1024, 1 << 18, undefined, pool);
    const plain = new TranspositionTable(1024, 1 << 18);
    for (const [a, b] of keys) {
      expect(pooled.add(a, b)).toBe(plain.add(a, b));
      expect(pooled.full).toBe(plain.full);
      if (plain.full) break;
    }
    // Every key stored is found again, after growing and moving.
    for (const [a, b] of keys.slice(0, pooled.size)) expect(pooled.add(a, b)).toBe(false);
    // It began in the buffer written 8 KB far, moved at its first growth, and gave the first back.
    expect(pool.inUse).toBe(1);
    expect(pool.takeWritten(8192)).toBeDefined();
    pooled.release();
    expect(pool.inUse).toBe(1);
    // Taken again, the buffer it grew in holds none of its keys.
    pooled.clear(1 << 18);
    for (const [a, b] of keys.slice(0, 1000)) expect(pooled.add(a, b)).toBe(true);
  });
});

describe('the best-first phase on pooled arrays', () => {
  it('runs the same search on buffers another holder left dirty', async () => {
    const plugin = await registry.loadVariant('forty-thieves');
    // Deal 1 is won within 110 000 nodes (best-first.test.ts): its arena (some 350 bytes a
    // position at most) fits in 64 MB.
    const start = dealBoard(plugin, 1);
    const run = (pool?: ArrayPool): BestFirstSearch => {
      const search = new BestFirstSearch(start.clone(), new TranspositionTable(1 << 18), BEST_FIRST_POLICY, mulberry32(4), 120_000, pool);
      expect(search.run(120_000)).toBe(SearchState.Won);
      return search;
    };
    const plain = run();
    // Four buffers written as far as an entry array asks (120 002 entries, 4 bytes each), one as
    // far as the arena does.
    const pool = dirtyPool(1 << 26, [1 << 19, 1 << 19, 1 << 19, 1 << 19, 45 << 20]);
    const pooled = run(pool);
    expect([pooled.nodes, pooled.solution()]).toEqual([plain.nodes, plain.solution()]);
    // Its five arrays came from the five free buffers.
    expect([pool.made, pool.inUse]).toEqual([5, 5]);
    pooled.release();
    expect(pool.inUse).toBe(0);
  });
});

describe('solves taking from one pool', () => {
  it('make no new array once the pool has the most a solve holds at once, and give every array back', async () => {
    const plugin = await registry.loadVariant('forty-thieves');
    // Deal 3 is undecided at 400 000 nodes: every phase runs, the complete search's table grows.
    const pool = new ArrayPool();
    const options = { maxNodes: 400_000, maxMs: Infinity, pool };
    const first = await solve(dealBoard(plugin, 3), plugin, options);
    expect(pool.inUse).toBe(0);
    // The first solve raised the pool's size as its rounds grew, and let the smaller buffers go:
    // the second may make the rest of a set at the largest size, which every solve after reuses.
    await solve(dealBoard(plugin, 3), plugin, options);
    const made = pool.made;
    const third = await solve(dealBoard(plugin, 3), plugin, options);
    const smaller = await solve(dealBoard(plugin, 4), plugin, { ...options, maxNodes: 200_000 });
    expect(same(third)).toEqual(same(first));
    expect([pool.made, pool.inUse]).toEqual([made, 0]);
    // And the pool changes no search: solves on arrays of their own give the same answers.
    const fresh = { maxNodes: 400_000, maxMs: Infinity, pool: new ArrayPool() };
    expect(same(await solve(dealBoard(plugin, 3), plugin, fresh))).toEqual(same(first));
    expect(same(await solve(dealBoard(plugin, 4), plugin, { ...fresh, maxNodes: 200_000 }))).toEqual(same(smaller));
  });

  it('never share an array in use: two at once answer as each alone', async () => {
    const plugin = await registry.loadVariant('forty-thieves');
    const options = { maxNodes: 300_000, maxMs: Infinity };
    const alone = [same(await solve(dealBoard(plugin, 3), plugin, options)), same(await solve(dealBoard(plugin, 4), plugin, options))];
    const pool = new ArrayPool();
    // Which solve each progress report came from, in order: both must have run before either ended.
    const turns: number[] = [];
    let mostHeld = 0;
    const onProgress = (who: number) => () => {
      turns.push(who);
      mostHeld = Math.max(mostHeld, pool.inUse);
    };
    const together = await Promise.all([3, 4].map((deal, who) => solve(dealBoard(plugin, deal), plugin, { ...options, pool, onProgress: onProgress(who) })));
    expect(together.map(same)).toEqual(alone);
    const switches = turns.filter((who, i) => i > 0 && who !== turns[i - 1]).length;
    expect(switches).toBeGreaterThan(1);
    // Each holds its restart's table at least while the other runs.
    expect(mostHeld).toBeGreaterThanOrEqual(2);
    expect(pool.inUse).toBe(0);
  });

  it('take their arrays back from a cancelled solve', async () => {
    const plugin = await registry.loadVariant('forty-thieves');
    const pool = new ArrayPool();
    const controller = new AbortController();
    const answer = await solve(dealBoard(plugin, 3), plugin, {
      maxNodes: 50_000_000,
      maxMs: Infinity,
      pool,
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.restarts >= 12) controller.abort();
      },
    });
    expect(answer).toMatchObject({ result: 'unknown', reason: 'cancelled' });
    expect(pool.made).toBeGreaterThan(0);
    expect(pool.inUse).toBe(0);
  });
});
