import { describe, expect, it } from 'vitest';
import { ratioInterval } from './ratio-interval.js';

describe('ratioInterval', () => {
  it('is the ratio itself when every round took the same times', () => {
    expect(ratioInterval([90, 90, 90], [50, 50, 50])).toEqual([1.8, 1.8]);
  });

  it('holds the ratio of the medians, and widens with the spread of the rounds', () => {
    const page = [40, 45, 50, 55, 60, 65, 70, 48, 52, 58, 44];
    const steady = page.map((ms) => ms * 1.8);
    const noisy = steady.map((ms, i) => ms + (i % 2 === 0 ? 30 : -30));
    const [low, high] = ratioInterval(steady, page);
    expect(low).toBeLessThanOrEqual(1.8);
    expect(high).toBeGreaterThanOrEqual(1.8);
    const [noisyLow, noisyHigh] = ratioInterval(noisy, page);
    expect(noisyHigh - noisyLow).toBeGreaterThan(high - low);
  });

  it('gives the same interval for the same times (seeded)', () => {
    const app = [88, 120, 95, 101, 77, 140, 92];
    const page = [50, 61, 47, 55, 42, 70, 49];
    expect(ratioInterval(app, page)).toEqual(ratioInterval(app, page));
  });

  it('says what is wrong when the rounds do not pair up', () => {
    expect(() => ratioInterval([90, 91], [50])).toThrow(/same rounds/);
  });
});
