import { dealBoard, positionOf, type Position } from '@forty-thieves/core';
import { ruleRowChecks, type RuleBookRow } from '@forty-thieves/core/testing';
import { describe, expect, it } from 'vitest';
import { limited } from './index.js';

// Expectations come from RULES.md's row for Limited, not from the plugin:
// 12 columns × 3 cards, none face down, same-suit, one card, stock one at a time with no redeal (68 cards).
const ROW: RuleBookRow = { columns: 12, cardsPerColumn: 3, faceDown: 0, build: 'same-suit', moves: 'single', draw: 1, redeals: 0 };
const dealt = (deal: number): Position => positionOf(dealBoard(limited, deal), deal);

describe('Limited', () => {
  for (const check of ruleRowChecks(limited, ROW)) it(check.name, check.run, check.timeout);

  it('deals 1, 42 and 2147483647 exactly as pinned: a deal number means the same layout in every release', () => {
    for (const deal of [1, 42, 2147483647]) expect(dealt(deal)).toEqual(GOLDEN[deal]);
  });
});

// Generated once from the implementation and pinned; never regenerate to make a failing test pass.
const GOLDEN: Record<number, Position> = {
  1: {
    variant: 'limited',
    deal: 1,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: [], up: ['3H', '7H', '3S'] },
      { down: [], up: ['6D', '5S', '6S'] },
      { down: [], up: ['2C', '4C', '8H'] },
      { down: [], up: ['9S', 'KH', '5H'] },
      { down: [], up: ['AH', '5D', 'KS'] },
      { down: [], up: ['3C', 'KH', '4S'] },
      { down: [], up: ['AS', '4D', 'AD'] },
      { down: [], up: ['8H', '7D', '4S'] },
      { down: [], up: ['7H', '9S', '7C'] },
      { down: [], up: ['5D', '8D', '8D'] },
      { down: [], up: ['3S', 'TC', '5C'] },
      { down: [], up: ['7D', '9H', '5H'] },
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
    variant: 'limited',
    deal: 42,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: [], up: ['2H', 'AD', '5D'] },
      { down: [], up: ['TH', '6S', '8D'] },
      { down: [], up: ['JH', '3C', 'TC'] },
      { down: [], up: ['4H', '3C', 'KH'] },
      { down: [], up: ['QD', 'AS', '6S'] },
      { down: [], up: ['JC', '8C', '7C'] },
      { down: [], up: ['6C', '4D', '8H'] },
      { down: [], up: ['3H', '2C', 'TH'] },
      { down: [], up: ['5S', '7H', '6H'] },
      { down: [], up: ['4C', '8C', '2D'] },
      { down: [], up: ['3S', '3D', 'KD'] },
      { down: [], up: ['8S', 'KS', '8S'] },
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
    variant: 'limited',
    deal: 2147483647,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: [], up: ['5C', 'TS', '2C'] },
      { down: [], up: ['AS', '8D', 'JC'] },
      { down: [], up: ['KC', '8C', '5H'] },
      { down: [], up: ['4S', '6C', 'JS'] },
      { down: [], up: ['KH', '8S', '7S'] },
      { down: [], up: ['9C', 'AH', '7D'] },
      { down: [], up: ['AD', 'TS', 'KS'] },
      { down: [], up: ['2D', 'TC', '9C'] },
      { down: [], up: ['TD', '5S', '4C'] },
      { down: [], up: ['9S', '3S', '8C'] },
      { down: [], up: ['KH', '7H', '4D'] },
      { down: [], up: ['JS', '7D', '3H'] },
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
