import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';

// format.ts writes times, and whole numbers from 0 to 999, without Intl.NumberFormat, as plain
// digits: true of every language the element speaks, and to be checked again when one is added.
describe('the numbers every language of the element writes', () => {
  it.each(LANGUAGES)('%s writes 0 to 999 as plain digits, grouped or not, and any number in digits 0–9', (language) => {
    const grouped = new Intl.NumberFormat(language);
    const plain = new Intl.NumberFormat(language, { useGrouping: false });
    for (let n = 0; n < 1000; n++) {
      expect(grouped.format(n)).toBe(String(n));
      expect(plain.format(n)).toBe(String(n));
    }
    expect(plain.format(1_234_567_890)).toBe('1234567890');
  });
});
