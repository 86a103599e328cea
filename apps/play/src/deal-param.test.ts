import { describe, expect, it } from 'vitest';
import { dealFromText } from './deal-param.js';

describe('the deal in the address and the deal box', () => {
  it('reads plain decimal deal numbers, spaces around them allowed', () => {
    expect(dealFromText('42')).toBe(42);
    expect(dealFromText('0')).toBe(0);
    expect(dealFromText(' 7 ')).toBe(7);
    expect(dealFromText('2147483647')).toBe(2147483647);
  });

  it('refuses what Number() would quietly turn into another deal', () => {
    for (const text of [null, '', ' ', '0x10', '1e3', '-1', '1.5', '2147483648', '99999999999', 'abc', 'Infinity']) expect(dealFromText(text)).toBeUndefined();
  });
});
