import { dealBoard, positionOf, type Position } from '@forty-thieves/core';
import { ruleRowChecks, type RuleBookRow } from '@forty-thieves/core/testing';
import { describe, expect, it } from 'vitest';
import GOLDEN_DEALS from './golden-deals.json';
import { indian } from './index.js';

// Expectations come from docs/rules.md's row for Indian, not from the plugin:
// 10 columns × 3 cards, the bottom one face down, any-suit-but-own, one card, stock one at a time with no redeal (74 cards).
const ROW: RuleBookRow = { columns: 10, cardsPerColumn: 3, faceDown: 1, build: 'any-suit-but-own', moves: 'single', draw: 1, redeals: 0 };
// Generated once from the implementation and pinned; never regenerate to make a failing test pass.
const GOLDEN: Readonly<Record<number, Position>> = GOLDEN_DEALS;
const dealt = (deal: number): Position => positionOf(dealBoard(indian, deal), deal);

describe('Indian', () => {
  for (const check of ruleRowChecks(indian, ROW)) it(check.name, check.run, check.timeout);

  it('deals 1, 42 and 2147483647 exactly as pinned: a deal number means the same layout in every release', () => {
    for (const deal of [1, 42, 2147483647]) expect(dealt(deal)).toEqual(GOLDEN[deal]);
  });
});
