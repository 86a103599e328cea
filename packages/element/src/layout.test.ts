import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_RATIO, MIN_CORNER, RESERVED_CARDS, cornerSize, fitBoard, minFan, needed, type LayoutInput } from './layout.js';

const input = (width: number, height: number, columns: number, longest = 5): LayoutInput => ({ width, height, gap: 2, columns, longest });

describe('fitBoard', () => {
  it('gives a phone held upright cards as wide as its width allows, in a row above the columns', () => {
    const layout = fitBoard(input(386, 700, 10));
    expect(layout.arrangement).toBe('top');
    // Ten slots and nine gaps across the width.
    expect(layout.cardWidth).toBeCloseTo((386 - 9 * 2) / 10, 0);
  });

  it('turns to the side arrangement on a phone held sideways, where a row above would starve the columns', () => {
    const layout = fitBoard({ width: 790, height: 340, gap: 4, columns: 10, longest: 5 });
    expect(layout.arrangement).toBe('side');
    const top = needed('top', { width: 790, height: 340, gap: 4, columns: 10, longest: 5 }, layout.cardWidth);
    expect(top.height).toBeGreaterThan(340);
  });

  it('never gives a corner index below the legible minimum, and keeps it readable at the tightest overlap', () => {
    for (const w of [10, 27, 36, 60, 120]) {
      expect(cornerSize(w)).toBeGreaterThanOrEqual(MIN_CORNER);
      expect(minFan(w)).toBeGreaterThan(cornerSize(w));
    }
  });

  it('shrinks the cards for a column longer than the reserved length', () => {
    const usual = fitBoard(input(1200, 700, 10, 8)).cardWidth;
    const long = fitBoard(input(1200, 700, 10, RESERVED_CARDS + 10)).cardWidth;
    expect(long).toBeLessThan(usual);
  });

  it('keeps room only for the columns on the table when the area is too small for a long one', () => {
    const small = fitBoard(input(700, 250, 10, 4));
    expect(small.cardWidth).toBeGreaterThanOrEqual(24);
  });

  it('respects the largest card width asked for', () => {
    expect(fitBoard({ ...input(1900, 1000, 10), maxCardWidth: 90 }).cardWidth).toBe(90);
  });

  it('always fits what it chooses, and nothing 1 px wider would fit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 2400 }), fc.integer({ min: 200, max: 1400 }), fc.integer({ min: 7, max: 14 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 8 }), (width, height, columns, longest, gap) => {
        const area = { width, height, gap, columns, longest, reserve: Math.max(RESERVED_CARDS, longest) };
        const { arrangement, cardWidth } = fitBoard(area);
        const fitsAtAll = (['top', 'side'] as const).some((a) => needed(a, area, 1).width <= width && needed(a, area, 1).height <= height);
        fc.pre(fitsAtAll);
        const size = needed(arrangement, area, cardWidth);
        expect(size.width).toBeLessThanOrEqual(width + 1e-6);
        expect(size.height).toBeLessThanOrEqual(height + 1e-6);
        const bigger = needed(arrangement, area, cardWidth + 1);
        if (cardWidth > 1) expect(bigger.width > width || bigger.height > height).toBe(true);
        expect(cardWidth * CARD_RATIO).toBeGreaterThan(0);
      }),
    );
  });
});
