import { describe, expect, it } from 'vitest';
import { emptyStats, recordResult, winRate } from './stats.js';

describe('statistics', () => {
  it('counts games, wins, streaks, the best time and the fewest moves', () => {
    let stats = emptyStats();
    stats = recordResult(stats, { won: true, time: 90_000, moves: 140 });
    stats = recordResult(stats, { won: true, time: 120_000, moves: 120 });
    expect(stats).toEqual({ played: 2, won: 2, currentStreak: 2, bestStreak: 2, bestTime: 90_000, fewestMoves: 120 });
    stats = recordResult(stats, { won: false });
    expect(stats).toMatchObject({ played: 3, won: 2, currentStreak: 0, bestStreak: 2 });
    stats = recordResult(stats, { won: true, time: 60_000, moves: 130 });
    expect(stats).toEqual({ played: 4, won: 3, currentStreak: 1, bestStreak: 2, bestTime: 60_000, fewestMoves: 120 });
    expect(winRate(stats)).toBe(75);
    expect(winRate(emptyStats())).toBe(0);
  });
});
