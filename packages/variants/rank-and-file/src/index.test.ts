import { dealBoard, positionOf, type Position } from '@forty-thieves/core';
import { ruleRowChecks, type RuleBookRow } from '@forty-thieves/core/testing';
import { describe, expect, it } from 'vitest';
import { rankAndFile } from './index.js';

// Expectations come from RULES.md's row for Rank and File, not from the plugin:
// 10 columns × 4 cards, the bottom three face down, alternate-colour, sequences in part or whole, stock one at a time with no redeal (64 cards).
const ROW: RuleBookRow = { columns: 10, cardsPerColumn: 4, faceDown: 3, build: 'alternate-colour', moves: 'sequence', draw: 1, redeals: 0 };
const dealt = (deal: number): Position => positionOf(dealBoard(rankAndFile, deal), deal);

describe('Rank and File', () => {
  for (const check of ruleRowChecks(rankAndFile, ROW)) it(check.name, check.run, check.timeout);

  it('deals 1, 42 and 2147483647 exactly as pinned: a deal number means the same layout in every release', () => {
    for (const deal of [1, 42, 2147483647]) expect(dealt(deal)).toEqual(GOLDEN[deal]);
  });
});

// Generated once from the implementation and pinned; never regenerate to make a failing test pass.
const GOLDEN: Record<number, Position> = {
  1: {
    variant: 'rank-and-file',
    deal: 1,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: ['3H', '3S', '9S'], up: ['AD'] },
      { down: ['6D', '7D', '8D'], up: ['4S'] },
      { down: ['2C', '7H', 'TC'], up: ['7C'] },
      { down: ['9S', '5S', '9H'], up: ['8D'] },
      { down: ['AH', '4C', '3S'], up: ['5C'] },
      { down: ['3C', 'KH', '6S'], up: ['5H'] },
      { down: ['AS', '5D', '8H'], up: ['JC'] },
      { down: ['8H', 'KH', '5H'], up: ['7S'] },
      { down: ['7H', '4D', 'KS'], up: ['QS'] },
      { down: ['5D', '7D', '4S'], up: ['QC'] },
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
    variant: 'rank-and-file',
    deal: 42,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: ['2H', '3S', '7H'], up: ['8H'] },
      { down: ['TH', '8S', '8C'], up: ['TH'] },
      { down: ['JH', 'AD', '3D'], up: ['6H'] },
      { down: ['4H', '6S', 'KS'], up: ['2D'] },
      { down: ['QD', '3C', '5D'], up: ['KD'] },
      { down: ['JC', '3C', '8D'], up: ['8S'] },
      { down: ['6C', 'AS', 'TC'], up: ['9H'] },
      { down: ['3H', '8C', 'KH'], up: ['9H'] },
      { down: ['5S', '4D', '6S'], up: ['3D'] },
      { down: ['4C', '2C', '7C'], up: ['9C'] },
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
    variant: 'rank-and-file',
    deal: 2147483647,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: ['5C', 'KH', '5S'], up: ['KS'] },
      { down: ['AS', 'JS', '3S'], up: ['9C'] },
      { down: ['KC', 'TS', '7H'], up: ['4C'] },
      { down: ['4S', '8D', '7D'], up: ['8C'] },
      { down: ['KH', '8C', '2C'], up: ['4D'] },
      { down: ['9C', '6C', 'JC'], up: ['3H'] },
      { down: ['AD', '8S', '5H'], up: ['8H'] },
      { down: ['2D', 'AH', 'JS'], up: ['3D'] },
      { down: ['TD', 'TS', '7S'], up: ['5D'] },
      { down: ['9S', 'TC', '7D'], up: ['4H'] },
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
