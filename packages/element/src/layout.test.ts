import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import {
  CARD_RATIO,
  HEADROOM,
  MIN_CORNER,
  MIN_RESERVE,
  RESERVED_CARDS,
  cornerSize,
  fitBoard,
  fitTable,
  minFan,
  needed,
  reserveFor,
  type LayoutInput,
} from './layout.js';
import { styles } from './styles.js';

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
      fc.property(
        fc.integer({ min: 200, max: 2400 }),
        fc.integer({ min: 200, max: 1400 }),
        fc.integer({ min: 7, max: 14 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 8 }),
        (width, height, columns, longest, gap) => {
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
        },
      ),
    );
  });
});

describe('reserveFor: the cards a column keeps room for', () => {
  it('keeps room for a fresh deal and a few cards more, and for a 20-card column once one grows that long', () => {
    expect(reserveFor(4)).toBe(MIN_RESERVE);
    expect(reserveFor(4)).toBeGreaterThanOrEqual(4 + HEADROOM);
    expect(reserveFor(19, reserveFor(15))).toBe(RESERVED_CARDS);
    expect(reserveFor(26, RESERVED_CARDS)).toBe(26);
  });

  it('always leaves a spare card or two below 20, never reserves more than a 20-card column needs, and never less than the longest (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 60 }), (lengths) => {
        let reserve: number | undefined;
        for (const longest of lengths) {
          reserve = reserveFor(longest, reserve);
          expect(reserve).toBeGreaterThanOrEqual(Math.min(longest + 2, Math.max(RESERVED_CARDS, longest)));
          expect(reserve).toBeLessThanOrEqual(Math.max(RESERVED_CARDS, longest));
        }
      }),
    );
  });

  // Past 20 cards the reserve is the longest column itself: the cards must shrink with it.
  it('does not change when a card goes onto the longest column and comes off again, up to 20 cards (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: RESERVED_CARDS - 1 }), (start, longest) => {
        const before = reserveFor(longest, reserveFor(start));
        const grown = reserveFor(longest + 1, before);
        expect(reserveFor(longest, grown)).toBe(grown);
      }),
    );
  });
});

describe('fitTable: the cards for the columns on the table', () => {
  it('gives a phone held sideways larger cards for a fresh deal than for a 20-card column, in the same arrangement', () => {
    const area = { width: 790, height: 340, gap: 4, columns: 10, longest: 4 };
    const fresh = fitTable({ ...area, reserve: reserveFor(4) });
    const long = fitBoard(area);
    expect(fresh.arrangement).toBe(long.arrangement);
    expect(fresh.cardWidth).toBeGreaterThan(long.cardWidth * 1.3);
  });

  it('keeps the 20-card arrangement, fits the reserve, and never gives smaller cards than a 20-card column would have (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 2400 }),
        fc.integer({ min: 250, max: 1400 }),
        fc.integer({ min: 7, max: 14 }),
        fc.integer({ min: 0, max: 30 }),
        (width, height, columns, longest) => {
          const area = { width, height, gap: 3, columns, longest };
          const reserve = reserveFor(longest);
          const table = fitTable({ ...area, reserve });
          const long = fitBoard(area);
          expect(table.arrangement).toBe(long.arrangement);
          expect(table.cardWidth).toBeGreaterThanOrEqual(long.cardWidth);
          if (long.cardWidth >= 24 && table.cardWidth > long.cardWidth) {
            const size = needed(table.arrangement, { ...area, reserve }, table.cardWidth);
            expect(size.width).toBeLessThanOrEqual(width + 1e-6);
            expect(size.height).toBeLessThanOrEqual(height + 1e-6);
          }
        },
      ),
    );
  });
});

describe('the board before LayoutController comes', () => {
  it("fans a fresh deal's columns as the fitted board does: styles.ts's fallback reserve is every built-in's fresh reserve", async () => {
    const fallback = /var\(--reserve,\s*(\d+)\)/.exec(styles.cssText)?.[1];
    expect(fallback).toBeDefined();
    const registry = createBuiltinRegistry();
    for (const id of registry.ids()) {
      const plugin = await registry.loadVariant(id);
      // A fresh deal's longest column is a dealt column: the opening autoplay only takes cards away.
      expect(Number(fallback), id).toBe(reserveFor(plugin.layout.cardsPerColumn));
    }
  });
});
