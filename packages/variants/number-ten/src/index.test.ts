import { dealBoard, positionOf, type Position } from '@forty-thieves/core';
import { ruleRowChecks, type RuleBookRow } from '@forty-thieves/core/testing';
import { describe, expect, it } from 'vitest';
import GOLDEN_DEALS from './golden-deals.json';
import { numberTen } from './index.js';

// Expectations come from docs/rules.md's row for Number Ten, not from the plugin:
// 10 columns × 4 cards, the bottom two face down, alternate-colour, sequences in part or whole, stock one at a time with no redeal (64 cards).
const ROW: RuleBookRow = { columns: 10, cardsPerColumn: 4, faceDown: 2, build: 'alternate-colour', moves: 'sequence', draw: 1, redeals: 0 };
// Generated once from the implementation and pinned; never regenerate to make a failing test pass.
const GOLDEN: Readonly<Record<number, Position>> = GOLDEN_DEALS;
const dealt = (deal: number): Position => positionOf(dealBoard(numberTen, deal), deal);

describe('Number Ten', () => {
  for (const check of ruleRowChecks(numberTen, ROW)) it(check.name, check.run, check.timeout);

  it('deals 1, 42 and 2147483647 exactly as pinned: a deal number means the same layout in every release', () => {
    for (const deal of [1, 42, 2147483647]) expect(dealt(deal)).toEqual(GOLDEN[deal]);
  });
});
