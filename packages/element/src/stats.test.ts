import { describe, expect, it } from 'vitest';
import { winRate } from './end-panel.js';
import { StatsStore } from './stats.js';
import { emptyStats, recordResult } from './variant-stats.js';

/** A Storage in memory, for the store's tests in Node. */
function memory(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('statistics', () => {
  it('counts games, wins, streaks, the best time, the fewest moves and the averages of wins', () => {
    let stats = emptyStats();
    stats = recordResult(stats, { won: true, time: 90_000, moves: 140, assisted: false });
    stats = recordResult(stats, { won: true, time: 120_000, moves: 120, assisted: false });
    expect(stats).toEqual({
      played: 2,
      won: 2,
      currentStreak: 2,
      bestStreak: 2,
      bestTime: 90_000,
      fewestMoves: 120,
      timedWins: 2,
      totalTime: 210_000,
      totalMoves: 260,
    });
    stats = recordResult(stats, { won: false });
    expect(stats).toMatchObject({ played: 3, won: 2, currentStreak: 0, bestStreak: 2 });
    stats = recordResult(stats, { won: true, time: 60_000, moves: 130, assisted: false });
    expect(stats).toMatchObject({
      played: 4,
      won: 3,
      currentStreak: 1,
      bestStreak: 2,
      bestTime: 60_000,
      fewestMoves: 120,
      timedWins: 3,
      totalTime: 270_000,
      totalMoves: 390,
    });
    expect(winRate(stats)).toBe(75);
    expect(winRate(emptyStats())).toBe(0);
  });

  it('counts a win with help as a win, but it sets no record and joins no average', () => {
    const before = recordResult(emptyStats(), { won: true, time: 90_000, moves: 140, assisted: false });
    const after = recordResult(before, { won: true, time: 1_000, moves: 100, assisted: true });
    expect(after).toEqual({ ...before, played: 2, won: 2, currentStreak: 2, bestStreak: 2 });
  });

  it('reads statistics stored before the averages existed, with their new fields at zero', () => {
    const storage = memory();
    const old = { played: 3, won: 1, currentStreak: 0, bestStreak: 1, bestTime: 50_000, fewestMoves: 150 };
    storage.setItem('k:stats', JSON.stringify({ format: 'forty-thieves/stats', schema: 1, variants: { maria: old } }));
    const store = new StatsStore('k', () => storage);
    expect(store.of('maria')).toEqual({ ...old, timedWins: 0, totalTime: 0, totalMoves: 0 });
    expect(storage.getItem('k:stats:set-aside')).toBeNull();
  });

  it('sets a corrupt entry aside (the whole data, kept) and keeps the other variants', () => {
    const storage = memory();
    const raw = JSON.stringify({ format: 'forty-thieves/stats', schema: 1, variants: { maria: { played: -4 }, lucas: { ...emptyStats(), played: 2 } } });
    storage.setItem('k:stats', raw);
    const store = new StatsStore('k', () => storage);
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect([...store.all().keys()]).toEqual(['lucas']);
    } finally {
      console.warn = warn;
    }
    expect(storage.getItem('k:stats:set-aside')).toBe(raw);
    expect(store.of('lucas').played).toBe(2);
  });

  it('resets one variant, or all', () => {
    const storage = memory();
    const kept = new StatsStore('k', () => storage);
    kept.record('maria', { won: false });
    kept.record('lucas', { won: true, time: 1, moves: 1, assisted: false });
    kept.put('maria', undefined);
    expect([...kept.all().keys()]).toEqual(['lucas']);
    kept.clear();
    expect(kept.all().size).toBe(0);
  });
});
