import { dealBoard, positionOf, type Position } from '@forty-thieves/core';
import { ruleRowChecks, type RuleBookRow } from '@forty-thieves/core/testing';
import { describe, expect, it } from 'vitest';
import { indian } from './index.js';

// Expectations come from RULES.md's row for Indian, not from the plugin:
// 10 columns × 3 cards, the bottom one face down, any-suit-but-own, one card, stock one at a time with no redeal (74 cards).
const ROW: RuleBookRow = { columns: 10, cardsPerColumn: 3, faceDown: 1, build: 'any-suit-but-own', moves: 'single', draw: 1, redeals: 0 };
const dealt = (deal: number): Position => positionOf(dealBoard(indian, deal), deal);

describe('Indian', () => {
  for (const check of ruleRowChecks(indian, ROW)) it(check.name, check.run, check.timeout);

  it('deals 1, 42 and 2147483647 exactly as pinned: a deal number means the same layout in every release', () => {
    for (const deal of [1, 42, 2147483647]) expect(dealt(deal)).toEqual(GOLDEN[deal]);
  });
});

// Generated once from the implementation and pinned; never regenerate to make a failing test pass.
const GOLDEN: Record<number, Position> = {
  1: {
    variant: 'indian',
    deal: 1,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: ['3H'], up: ['3S', '9S'] },
      { down: ['6D'], up: ['7D', '8D'] },
      { down: ['2C'], up: ['7H', 'TC'] },
      { down: ['9S'], up: ['5S', '9H'] },
      { down: ['AH'], up: ['4C', '3S'] },
      { down: ['3C'], up: ['KH', '6S'] },
      { down: ['AS'], up: ['5D', '8H'] },
      { down: ['8H'], up: ['KH', '5H'] },
      { down: ['7H'], up: ['4D', 'KS'] },
      { down: ['5D'], up: ['7D', '4S'] },
    ],
    stock: [
      'AD', '4S', '7C', '8D', '5C', '5H', 'JC', '7S', 'QS', 'QC', 'AC', 'JH', '3C', '4H', 'QH', '6C',
      'AH', '4D', '3D', '9H', 'AS', 'KC', 'KS', '9C', 'KD', 'JD', '6H', 'TC', 'AC', '2D', 'TD', 'JS',
      'TS', '8C', 'JC', '2H', '8C', 'KC', '5C', '8S', '2S', '3D', 'QC', 'TS', '9C', '7S', 'QD', '4C',
      '6D', 'AD', '2C', '2H', '6H', '2D', '3H', 'JH', 'QS', '6C', 'JD', '8S', '2S', 'TD', '9D', 'QH',
      '4H', '9D', '7C', '5S', 'TH', 'KD', 'JS', '6S', 'QD', 'TH',
    ],
    waste: [],
    redealsLeft: 0,
  },
  42: {
    variant: 'indian',
    deal: 42,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: ['2H'], up: ['3S', '7H'] },
      { down: ['TH'], up: ['8S', '8C'] },
      { down: ['JH'], up: ['AD', '3D'] },
      { down: ['4H'], up: ['6S', 'KS'] },
      { down: ['QD'], up: ['3C', '5D'] },
      { down: ['JC'], up: ['3C', '8D'] },
      { down: ['6C'], up: ['AS', 'TC'] },
      { down: ['3H'], up: ['8C', 'KH'] },
      { down: ['5S'], up: ['4D', '6S'] },
      { down: ['4C'], up: ['2C', '7C'] },
    ],
    stock: [
      '8H', 'TH', '6H', '2D', 'KD', '8S', '9H', '9H', '3D', '9C', '3S', 'AC', '4H', 'QS', 'AH', 'QH',
      '3H', 'AD', 'KH', '2C', 'JD', 'TS', '7H', 'TD', 'QH', '5H', '2H', '7S', 'QC', 'JS', 'AS', '7C',
      'QS', '6D', '2D', '9S', 'KD', '6C', '7D', '4S', '5H', '9C', '4C', 'KC', '9D', 'JS', '7D', '4S',
      '2S', 'QC', '6H', '6D', '5C', '4D', 'AC', 'TC', '9S', '5D', '5C', '7S', 'TD', '2S', 'JH', 'AH',
      'JD', 'KC', 'KS', '5S', '8H', '9D', 'JC', 'QD', 'TS', '8D',
    ],
    waste: [],
    redealsLeft: 0,
  },
  2147483647: {
    variant: 'indian',
    deal: 2147483647,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: ['5C'], up: ['KH', '5S'] },
      { down: ['AS'], up: ['JS', '3S'] },
      { down: ['KC'], up: ['TS', '7H'] },
      { down: ['4S'], up: ['8D', '7D'] },
      { down: ['KH'], up: ['8C', '2C'] },
      { down: ['9C'], up: ['6C', 'JC'] },
      { down: ['AD'], up: ['8S', '5H'] },
      { down: ['2D'], up: ['AH', 'JS'] },
      { down: ['TD'], up: ['TS', '7S'] },
      { down: ['9S'], up: ['TC', '7D'] },
    ],
    stock: [
      'KS', '9C', '4C', '8C', '4D', '3H', '8H', '3D', '5D', '4H', 'QC', '2H', 'QC', '6S', 'KD', 'KD',
      '5H', '9H', '6C', 'KC', '4D', '9D', '3S', 'JH', '6S', '8S', 'TH', 'JC', '3H', 'AD', 'QS', '4H',
      '7C', '8H', 'QD', 'JH', '3C', '3C', '5S', 'KS', '2S', '6H', '2S', '6D', 'AC', '7H', '5C', 'AC',
      'TH', '9H', 'QD', '6H', 'QH', '2C', '8D', '2H', '4C', '4S', 'AH', 'JD', '6D', '3D', '7S', 'JD',
      '2D', '5D', '9S', 'TD', '7C', '9D', 'TC', 'QS', 'QH', 'AS',
    ],
    waste: [],
    redealsLeft: 0,
  },
};
