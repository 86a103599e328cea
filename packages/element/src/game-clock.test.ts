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

  it('follows the game: stops at a win or a dead end, and runs again only when the player steps out of it', () => {
    let t = 0;
    const clock = new GameClock();
    clock.now = () => t;
    clock.follow(true, false); // a new game on the table: not yet
    expect(clock.running).toBe(false);
    clock.follow(true, true); // the first move
    t += 3000;
    clock.follow(false, true); // a move that ends the game
    t += 9000;
    expect(clock.elapsed()).toBe(3000);
    clock.follow(true, false); // autoplay switched back on, say: not the player's step
    expect(clock.running).toBe(false);
    clock.follow(true, true); // an undo out of the end
    t += 1000;
    expect(clock.elapsed()).toBe(4000);
  });
});

describe('formatTime', () => {
  it('writes minutes and seconds, and hours past an hour', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65_400)).toBe('1:05');
    expect(formatTime(3_729_000)).toBe('1:02:09');
  });
});
