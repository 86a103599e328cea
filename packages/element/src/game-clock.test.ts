import { describe, expect, it } from 'vitest';
import { GameClock, formatTime } from './game-clock.js';

describe('GameClock', () => {
  it('counts from the first start, pauses when stopped and resets for a new game', () => {
    let t = 1000;
    const clock = new GameClock();
    clock.now = () => t;
    expect(clock.elapsed()).toBe(0);
    clock.start();
    t += 5000;
    clock.start(); // a second move does not restart it
    expect(clock.elapsed()).toBe(5000);
    clock.stop();
    t += 60_000;
    expect(clock.elapsed()).toBe(5000);
    expect(clock.running).toBe(false);
    clock.start();
    t += 1000;
    expect(clock.elapsed()).toBe(6000);
    clock.reset(42_000);
    expect(clock.elapsed()).toBe(42_000);
    expect(clock.running).toBe(false);
  });
});

describe('formatTime', () => {
  it('writes minutes and seconds, and hours past an hour', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65_400)).toBe('1:05');
    expect(formatTime(3_729_000)).toBe('1:02:09');
  });
});
