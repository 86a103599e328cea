import { describe, expect, it } from 'vitest';
import { SUITS, cardFace, makeCard, parseCard, type CardFace } from './cards.js';
import { alternateColour, anySuitButOwn, predicateName, sameSuit, type BuildPredicate } from './predicates.js';

function face(text: string): CardFace {
  const card = parseCard(text);
  if (card === undefined) throw new Error(`not a card: ${text}`);
  return cardFace(card);
}

/** May `moving` go on `target` (one rank higher, already checked by the engine)? */
function on(predicate: BuildPredicate, moving: string, target: string): boolean {
  return predicate(face(moving), face(target));
}

describe('the three named build predicates (docs/rules.md table)', () => {
  it('same-suit: 10 of Hearts only on the Jack of Hearts', () => {
    expect(on(sameSuit, 'TH', 'JH')).toBe(true);
    expect(on(sameSuit, 'TH', 'JD')).toBe(false);
    expect(on(sameSuit, 'TH', 'JS')).toBe(false);
    expect(on(sameSuit, '9H', 'TH')).toBe(true);
    expect(on(sameSuit, '9H', 'TD')).toBe(false);
    expect(on(sameSuit, 'AC', '2C')).toBe(true);
  });

  it('alternate-colour: one red and the other black', () => {
    expect(on(alternateColour, '9H', 'TS')).toBe(true);
    expect(on(alternateColour, '9H', 'TC')).toBe(true);
    expect(on(alternateColour, '9D', 'TS')).toBe(true);
    expect(on(alternateColour, '9S', 'TH')).toBe(true);
    expect(on(alternateColour, '9C', 'TD')).toBe(true);
    expect(on(alternateColour, '9H', 'TD')).toBe(false);
    expect(on(alternateColour, '9H', 'TH')).toBe(false);
    expect(on(alternateColour, '9S', 'TC')).toBe(false);
    expect(on(alternateColour, 'QC', 'KC')).toBe(false);
  });

  it('any-suit-but-own: the suits differ, same colour allowed (9♥ on 10♦)', () => {
    expect(on(anySuitButOwn, '9H', 'TD')).toBe(true);
    expect(on(anySuitButOwn, '9H', 'TS')).toBe(true);
    expect(on(anySuitButOwn, '9H', 'TC')).toBe(true);
    expect(on(anySuitButOwn, '9H', 'TH')).toBe(false);
    expect(on(anySuitButOwn, '9S', 'TC')).toBe(true);
    expect(on(anySuitButOwn, '9S', 'TS')).toBe(false);
  });

  it.each([
    ['same-suit', sameSuit, 1],
    ['alternate-colour', alternateColour, 2],
    ['any-suit-but-own', anySuitButOwn, 3],
  ] as const)('%s accepts %i target suits for every moving suit', (_name, predicate, suits) => {
    for (let moving = 0; moving < 4; moving++) {
      const accepted = SUITS.filter((_, target) => predicate(cardFace(makeCard(moving, 6)), cardFace(makeCard(target, 7))));
      expect(accepted).toHaveLength(suits);
    }
  });

  it('carry their names; any other function is "custom"', () => {
    expect(predicateName(sameSuit)).toBe('same-suit');
    expect(predicateName(alternateColour)).toBe('alternate-colour');
    expect(predicateName(anySuitButOwn)).toBe('any-suit-but-own');
    expect(predicateName((moving, target) => moving.colour === target.colour)).toBe('custom');
  });
});
