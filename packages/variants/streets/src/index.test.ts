import { dealBoard, positionOf, type Position } from '@forty-thieves/core';
import { ruleRowChecks, type RuleBookRow } from '@forty-thieves/core/testing';
import { describe, expect, it } from 'vitest';
import { streets } from './index.js';

// Expectations come from RULES.md's row for Streets, not from the plugin:
// 10 columns × 4 cards, none face down, alternate-colour, one card, stock one at a time with no redeal (64 cards).
const ROW: RuleBookRow = { columns: 10, cardsPerColumn: 4, faceDown: 0, build: 'alternate-colour', moves: 'single', draw: 1, redeals: 0 };
const dealt = (deal: number): Position => positionOf(dealBoard(streets, deal), deal);

describe('Streets', () => {
  for (const check of ruleRowChecks(streets, ROW)) it(check.name, check.run, check.timeout);

  it('deals 1, 42 and 2147483647 exactly as pinned: a deal number means the same layout in every release', () => {
    for (const deal of [1, 42, 2147483647]) expect(dealt(deal)).toEqual(GOLDEN[deal]);
  });
});

// Generated once from the implementation and pinned; never regenerate to make a failing test pass.
const GOLDEN: Record<number, Position> = {
  1: {
    variant: 'streets',
    deal: 1,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: [], up: ['3H', '3S', '9S', 'AD'] },
      { down: [], up: ['6D', '7D', '8D', '4S'] },
      { down: [], up: ['2C', '7H', 'TC', '7C'] },
      { down: [], up: ['9S', '5S', '9H', '8D'] },
      { down: [], up: ['AH', '4C', '3S', '5C'] },
      { down: [], up: ['3C', 'KH', '6S', '5H'] },
      { down: [], up: ['AS', '5D', '8H', 'JC'] },
      { down: [], up: ['8H', 'KH', '5H', '7S'] },
      { down: [], up: ['7H', '4D', 'KS', 'QS'] },
      { down: [], up: ['5D', '7D', '4S', 'QC'] },
    ],
    stock: [
      'AC', 'JH', '3C', '4H', 'QH', '6C', 'AH', '4D', '3D', '9H', 'AS', 'KC', 'KS', '9C', 'KD', 'JD',
      '6H', 'TC', 'AC', '2D', 'TD', 'JS', 'TS', '8C', 'JC', '2H', '8C', 'KC', '5C', '8S', '2S', '3D',
      'QC', 'TS', '9C', '7S', 'QD', '4C', '6D', 'AD', '2C', '2H', '6H', '2D', '3H', 'JH', 'QS', '6C',
      'JD', '8S', '2S', 'TD', '9D', 'QH', '4H', '9D', '7C', '5S', 'TH', 'KD', 'JS', '6S', 'QD', 'TH',
    ],
    waste: [],
    redealsLeft: 0,
  },
  42: {
    variant: 'streets',
    deal: 42,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: [], up: ['2H', '3S', '7H', '8H'] },
      { down: [], up: ['TH', '8S', '8C', 'TH'] },
      { down: [], up: ['JH', 'AD', '3D', '6H'] },
      { down: [], up: ['4H', '6S', 'KS', '2D'] },
      { down: [], up: ['QD', '3C', '5D', 'KD'] },
      { down: [], up: ['JC', '3C', '8D', '8S'] },
      { down: [], up: ['6C', 'AS', 'TC', '9H'] },
      { down: [], up: ['3H', '8C', 'KH', '9H'] },
      { down: [], up: ['5S', '4D', '6S', '3D'] },
      { down: [], up: ['4C', '2C', '7C', '9C'] },
    ],
    stock: [
      '3S', 'AC', '4H', 'QS', 'AH', 'QH', '3H', 'AD', 'KH', '2C', 'JD', 'TS', '7H', 'TD', 'QH', '5H',
      '2H', '7S', 'QC', 'JS', 'AS', '7C', 'QS', '6D', '2D', '9S', 'KD', '6C', '7D', '4S', '5H', '9C',
      '4C', 'KC', '9D', 'JS', '7D', '4S', '2S', 'QC', '6H', '6D', '5C', '4D', 'AC', 'TC', '9S', '5D',
      '5C', '7S', 'TD', '2S', 'JH', 'AH', 'JD', 'KC', 'KS', '5S', '8H', '9D', 'JC', 'QD', 'TS', '8D',
    ],
    waste: [],
    redealsLeft: 0,
  },
  2147483647: {
    variant: 'streets',
    deal: 2147483647,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: [], up: ['5C', 'KH', '5S', 'KS'] },
      { down: [], up: ['AS', 'JS', '3S', '9C'] },
      { down: [], up: ['KC', 'TS', '7H', '4C'] },
      { down: [], up: ['4S', '8D', '7D', '8C'] },
      { down: [], up: ['KH', '8C', '2C', '4D'] },
      { down: [], up: ['9C', '6C', 'JC', '3H'] },
      { down: [], up: ['AD', '8S', '5H', '8H'] },
      { down: [], up: ['2D', 'AH', 'JS', '3D'] },
      { down: [], up: ['TD', 'TS', '7S', '5D'] },
      { down: [], up: ['9S', 'TC', '7D', '4H'] },
    ],
    stock: [
      'QC', '2H', 'QC', '6S', 'KD', 'KD', '5H', '9H', '6C', 'KC', '4D', '9D', '3S', 'JH', '6S', '8S',
      'TH', 'JC', '3H', 'AD', 'QS', '4H', '7C', '8H', 'QD', 'JH', '3C', '3C', '5S', 'KS', '2S', '6H',
      '2S', '6D', 'AC', '7H', '5C', 'AC', 'TH', '9H', 'QD', '6H', 'QH', '2C', '8D', '2H', '4C', '4S',
      'AH', 'JD', '6D', '3D', '7S', 'JD', '2D', '5D', '9S', 'TD', '7C', '9D', 'TC', 'QS', 'QH', 'AS',
    ],
    waste: [],
    redealsLeft: 0,
  },
};
