import { dealBoard, positionOf, type Position } from '@forty-thieves/core';
import { ruleRowChecks, type RuleBookRow } from '@forty-thieves/core/testing';
import { describe, expect, it } from 'vitest';
import { maria } from './index.js';

// Expectations come from RULES.md's row for Maria, not from the plugin:
// 9 columns × 4 cards, none face down, alternate-colour, one card, stock one at a time with no redeal (68 cards).
const ROW: RuleBookRow = { columns: 9, cardsPerColumn: 4, faceDown: 0, build: 'alternate-colour', moves: 'single', draw: 1, redeals: 0 };
const dealt = (deal: number): Position => positionOf(dealBoard(maria, deal), deal);

describe('Maria', () => {
  for (const check of ruleRowChecks(maria, ROW)) it(check.name, check.run, check.timeout);

  it('deals 1, 42 and 2147483647 exactly as pinned: a deal number means the same layout in every release', () => {
    for (const deal of [1, 42, 2147483647]) expect(dealt(deal)).toEqual(GOLDEN[deal]);
  });
});

// Generated once from the implementation and pinned; never regenerate to make a failing test pass.
const GOLDEN: Record<number, Position> = {
  1: {
    variant: 'maria',
    deal: 1,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: [], up: ['3H', '5D', '4D', '5H'] },
      { down: [], up: ['6D', '3S', '7D', 'KS'] },
      { down: [], up: ['2C', '7D', '9S', '4S'] },
      { down: [], up: ['9S', '7H', '8D', 'AD'] },
      { down: [], up: ['AH', '5S', 'TC', '4S'] },
      { down: [], up: ['3C', '4C', '9H', '7C'] },
      { down: [], up: ['AS', 'KH', '3S', '8D'] },
      { down: [], up: ['8H', '5D', '6S', '5C'] },
      { down: [], up: ['7H', 'KH', '8H', '5H'] },
    ],
    stock: [
      'JC', '7S', 'QS', 'QC', 'AC', 'JH', '3C', '4H', 'QH', '6C', 'AH', '4D', '3D', '9H', 'AS', 'KC',
      'KS', '9C', 'KD', 'JD', '6H', 'TC', 'AC', '2D', 'TD', 'JS', 'TS', '8C', 'JC', '2H', '8C', 'KC',
      '5C', '8S', '2S', '3D', 'QC', 'TS', '9C', '7S', 'QD', '4C', '6D', 'AD', '2C', '2H', '6H', '2D',
      '3H', 'JH', 'QS', '6C', 'JD', '8S', '2S', 'TD', '9D', 'QH', '4H', '9D', '7C', '5S', 'TH', 'KD',
      'JS', '6S', 'QD', 'TH',
    ],
    waste: [],
    redealsLeft: 0,
  },
  42: {
    variant: 'maria',
    deal: 42,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: [], up: ['2H', '4C', '4D', 'KH'] },
      { down: [], up: ['TH', '3S', '2C', '6S'] },
      { down: [], up: ['JH', '8S', '7H', '7C'] },
      { down: [], up: ['4H', 'AD', '8C', '8H'] },
      { down: [], up: ['QD', '6S', '3D', 'TH'] },
      { down: [], up: ['JC', '3C', 'KS', '6H'] },
      { down: [], up: ['6C', '3C', '5D', '2D'] },
      { down: [], up: ['3H', 'AS', '8D', 'KD'] },
      { down: [], up: ['5S', '8C', 'TC', '8S'] },
    ],
    stock: [
      '9H', '9H', '3D', '9C', '3S', 'AC', '4H', 'QS', 'AH', 'QH', '3H', 'AD', 'KH', '2C', 'JD', 'TS',
      '7H', 'TD', 'QH', '5H', '2H', '7S', 'QC', 'JS', 'AS', '7C', 'QS', '6D', '2D', '9S', 'KD', '6C',
      '7D', '4S', '5H', '9C', '4C', 'KC', '9D', 'JS', '7D', '4S', '2S', 'QC', '6H', '6D', '5C', '4D',
      'AC', 'TC', '9S', '5D', '5C', '7S', 'TD', '2S', 'JH', 'AH', 'JD', 'KC', 'KS', '5S', '8H', '9D',
      'JC', 'QD', 'TS', '8D',
    ],
    waste: [],
    redealsLeft: 0,
  },
  2147483647: {
    variant: 'maria',
    deal: 2147483647,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: [], up: ['5C', '9S', 'TS', 'JS'] },
      { down: [], up: ['AS', 'KH', 'TC', '7S'] },
      { down: [], up: ['KC', 'JS', '5S', '7D'] },
      { down: [], up: ['4S', 'TS', '3S', 'KS'] },
      { down: [], up: ['KH', '8D', '7H', '9C'] },
      { down: [], up: ['9C', '8C', '7D', '4C'] },
      { down: [], up: ['AD', '6C', '2C', '8C'] },
      { down: [], up: ['2D', '8S', 'JC', '4D'] },
      { down: [], up: ['TD', 'AH', '5H', '3H'] },
    ],
    stock: [
      '8H', '3D', '5D', '4H', 'QC', '2H', 'QC', '6S', 'KD', 'KD', '5H', '9H', '6C', 'KC', '4D', '9D',
      '3S', 'JH', '6S', '8S', 'TH', 'JC', '3H', 'AD', 'QS', '4H', '7C', '8H', 'QD', 'JH', '3C', '3C',
      '5S', 'KS', '2S', '6H', '2S', '6D', 'AC', '7H', '5C', 'AC', 'TH', '9H', 'QD', '6H', 'QH', '2C',
      '8D', '2H', '4C', '4S', 'AH', 'JD', '6D', '3D', '7S', 'JD', '2D', '5D', '9S', 'TD', '7C', '9D',
      'TC', 'QS', 'QH', 'AS',
    ],
    waste: [],
    redealsLeft: 0,
  },
};
