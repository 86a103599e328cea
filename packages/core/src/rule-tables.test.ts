import { describe, expect, it } from 'vitest';
import { CARD_COUNT, parseCard } from './cards.js';
import { ruleTables } from './rule-tables.js';
import { acesOut, altSequence, anySingle, drawThree, oneCard, sameColourSingle } from '../test/test-plugins.js';

function accepts(tables: { accepts: Uint8Array }, moving: string, target: string): boolean {
  return tables.accepts[(parseCard(moving) ?? 0) * CARD_COUNT + (parseCard(target) ?? 0)] === 1;
}

describe('ruleTables', () => {
  it('accepts a card only on one rank higher that the predicate allows', () => {
    const same = ruleTables(oneCard);
    expect(accepts(same, '9H', 'TH')).toBe(true);
    expect(accepts(same, '9H', 'TD')).toBe(false);
    expect(accepts(same, '9H', 'JH')).toBe(false);
    expect(accepts(same, 'TH', '9H')).toBe(false);
    expect(accepts(same, 'KH', 'AH')).toBe(false);
    const any = ruleTables(anySingle);
    expect(accepts(any, '9H', 'TD')).toBe(true);
    expect(accepts(any, '9H', 'TH')).toBe(false);
  });

  it.each([
    ['same-suit', oneCard, 48],
    ['alternate-colour', altSequence, 96],
    ['any-suit-but-own', anySingle, 144],
    ['a custom same-colour', sameColourSingle, 96],
  ] as const)('tabulates %s: Ace…Queen each on as many suits as the predicate allows', (_name, plugin, pairs) => {
    expect(ruleTables(plugin).accepts.reduce((sum, x) => sum + x, 0)).toBe(pairs);
  });

  it('copies the move and stock policies and is built once per plugin', () => {
    expect(ruleTables(drawThree)).toMatchObject({ sequence: true, dealCount: 3, redeals: 3, columns: 10 });
    expect(ruleTables(acesOut)).toMatchObject({ sequence: false, dealCount: 1, redeals: 0, columns: 13 });
    expect(ruleTables(oneCard)).toBe(ruleTables(oneCard));
  });
});
