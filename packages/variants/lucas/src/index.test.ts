import { dealBoard, positionOf, type Position } from '@forty-thieves/core';
import { listedMoves, ruleRowChecks, sketchGame, type RuleBookRow } from '@forty-thieves/core/testing';
import { describe, expect, it } from 'vitest';
import { lucas } from './index.js';

// Expectations come from RULES.md's row for Lucas, not from the plugin:
// the eight Aces set out, 13 columns × 3 cards, none face down, same-suit, one card, stock one at a time with no redeal (57 cards).
const ROW: RuleBookRow = { columns: 13, cardsPerColumn: 3, faceDown: 0, acesToFoundations: true, build: 'same-suit', moves: 'single', draw: 1, redeals: 0 };
const ACES = ['AS', 'AH', 'AD', 'AC', 'AS', 'AH', 'AD', 'AC'];
const dealt = (deal: number): Position => positionOf(dealBoard(lucas, deal), deal);

describe('Lucas', () => {
  for (const check of ruleRowChecks(lucas, ROW)) it(check.name, check.run, check.timeout);

  it('lets a Two go straight onto either Ace of its suit', () => {
    const game = sketchGame(lucas, { columns: ['2H'], foundations: ACES });
    expect(listedMoves(game)).toEqual(expect.arrayContaining(['c0-f1', 'c0-f5']));
    expect(game.play('c0-f5').ok).toBe(true);
    expect(game.position().foundations[5]).toEqual(['AH', '2H']);
  });

  it('deals 1, 42 and 2147483647 exactly as pinned: a deal number means the same layout in every release', () => {
    for (const deal of [1, 42, 2147483647]) expect(dealt(deal)).toEqual(GOLDEN[deal]);
  });
});

// Generated once from the implementation and pinned; never regenerate to make a failing test pass.
const GOLDEN: Record<number, Position> = {
  1: {
    variant: 'lucas',
    deal: 1,
    foundations: [['AS'], ['AH'], ['AD'], ['AC'], ['AS'], ['AH'], ['AD'], ['AC']],
    columns: [
      { down: [], up: ['KC', '8S', '9H'] },
      { down: [], up: ['3H', '4C', 'JD'] },
      { down: [], up: ['4H', '3H', '2D'] },
      { down: [], up: ['4D', '6S', '8C'] },
      { down: [], up: ['4C', 'JH', '2S'] },
      { down: [], up: ['6S', '4H', '6D'] },
      { down: [], up: ['7C', '5H', '6C'] },
      { down: [], up: ['KS', 'JC', 'TD'] },
      { down: [], up: ['TS', '3C', '9S'] },
      { down: [], up: ['9D', 'KH', '5H'] },
      { down: [], up: ['3S', 'JS', 'JH'] },
      { down: [], up: ['3S', '5C', '6H'] },
      { down: [], up: ['7S', '6C', '6H'] },
    ],
    stock: [
      '7H', '4S', '7H', '4D', '9C', '2H', '9S', '5D', '2H', '7D', 'TH', '7S', '7D', 'KH', 'JC', 'KS',
      'QC', 'TC', '6D', '8H', 'KC', 'KD', 'JS', '2C', '3D', '9C', '3C', '9D', '8S', 'QC', 'QD', '5C',
      'QS', '4S', 'TD', '9H', '5S', 'JD', 'KD', '8D', 'TS', '2S', '7C', '2D', 'TC', '8H', 'QH', 'QS',
      '8C', '5S', 'QH', '2C', 'QD', '5D', '3D', 'TH', '8D',
    ],
    waste: [],
    redealsLeft: 0,
  },
  42: {
    variant: 'lucas',
    deal: 42,
    foundations: [['AS'], ['AH'], ['AD'], ['AC'], ['AS'], ['AH'], ['AD'], ['AC']],
    columns: [
      { down: [], up: ['2S', '3H', '4S'] },
      { down: [], up: ['TC', '9D', 'QC'] },
      { down: [], up: ['QS', '5S', '8S'] },
      { down: [], up: ['7S', 'KC', 'TS'] },
      { down: [], up: ['5H', '6H', '2C'] },
      { down: [], up: ['TD', '6S', '3C'] },
      { down: [], up: ['JD', '5D', 'TS'] },
      { down: [], up: ['8D', '9H', 'TD'] },
      { down: [], up: ['TH', '7D', 'KC'] },
      { down: [], up: ['QD', '2D', 'KS'] },
      { down: [], up: ['TC', '6D', '3D'] },
      { down: [], up: ['QD', '5C', '8C'] },
      { down: [], up: ['9C', '4D', '5C'] },
    ],
    stock: [
      'JH', '8H', '9C', '7H', '2H', '3S', 'JS', '9S', 'JS', '8S', 'KS', '2D', '5S', '4H', '9D', 'JC',
      '9S', '6H', '6C', 'KH', '4C', '3D', '3S', '2C', '9H', 'KD', '4C', '6D', '6C', 'JD', '7C', 'TH',
      '8C', '6S', 'JC', 'QS', '7D', '2S', '4S', 'KH', '7C', '3H', '8D', '2H', '7H', '5D', 'QC', '4H',
      'KD', '4D', 'QH', '7S', '8H', 'QH', 'JH', '5H', '3C',
    ],
    waste: [],
    redealsLeft: 0,
  },
  2147483647: {
    variant: 'lucas',
    deal: 2147483647,
    foundations: [['AS'], ['AH'], ['AD'], ['AC'], ['AS'], ['AH'], ['AD'], ['AC']],
    columns: [
      { down: [], up: ['4C', 'KD', '9H'] },
      { down: [], up: ['KH', 'KS', '3S'] },
      { down: [], up: ['TS', 'QS', '5H'] },
      { down: [], up: ['4S', 'QS', '8H'] },
      { down: [], up: ['JC', '8D', '8C'] },
      { down: [], up: ['9D', '3C', '6D'] },
      { down: [], up: ['QH', '6C', '5H'] },
      { down: [], up: ['QH', '8H', '7S'] },
      { down: [], up: ['KD', 'KH', 'JH'] },
      { down: [], up: ['6S', '5C', 'TD'] },
      { down: [], up: ['JS', '3H', '2D'] },
      { down: [], up: ['7H', '8D', 'TS'] },
      { down: [], up: ['2D', '7C', '2C'] },
    ],
    stock: [
      'KC', '3D', '3D', '8S', '5C', '4S', '5S', 'JD', '8S', '5D', '4H', '7S', 'QD', '9D', '7H', '2H',
      'TH', 'JH', '3H', '8C', '6H', '2S', 'QC', '9S', '4H', '6H', '7D', '9S', '9C', '3C', 'KC', '6S',
      '7D', 'QD', 'JD', '3S', 'TC', 'QC', '2H', '5D', 'KS', 'JC', '2C', 'TH', '6D', '5S', '9C', '4D',
      '4D', 'TC', '9H', 'TD', '4C', '6C', 'JS', '7C', '2S',
    ],
    waste: [],
    redealsLeft: 0,
  },
};
