import { describe, expect, it } from 'vitest';
import { formatDuration, formatNumber, formatPercent } from './format.js';

/** Numbers, times and percentages are written as the chosen language writes them (Intl). */
describe('the app’s number formats', () => {
  it('writes a win percentage with each language’s spacing', () => {
    expect(formatPercent(50, 'en')).toBe('50%');
    // Swedish, Norwegian and Luxembourgish put a no-break space before the sign; Icelandic does not.
    expect(formatPercent(50, 'sv')).toBe('50\u00a0%');
    expect(formatPercent(50, 'nb')).toBe('50\u00a0%');
    expect(formatPercent(50, 'lb')).toBe('50\u00a0%');
    expect(formatPercent(50, 'is')).toBe('50%');
  });

  it('groups thousands the language’s way', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'sv')).toBe('12\u00a0345');
    expect(formatNumber(12345, 'is')).toBe('12.345');
  });

  it('writes a best time as minutes and two-digit seconds', () => {
    expect(formatDuration(247_900, 'sv')).toBe('4:07');
    expect(formatDuration(59_000, 'en')).toBe('0:59');
  });
});
