import { dealBoard, positionOf, type Position } from '@forty-thieves/core';
import { ruleRowChecks, type RuleBookRow } from '@forty-thieves/core/testing';
import { describe, expect, it } from 'vitest';
import GOLDEN_DEALS from './golden-deals.json';
import { maria } from './index.js';

// Expectations come from docs/rules.md's row for Maria, not from the plugin:
// 9 columns × 4 cards, none face down, alternate-colour, one card, stock one at a time with no redeal (68 cards).
const ROW: RuleBookRow = { columns: 9, cardsPerColumn: 4, faceDown: 0, build: 'alternate-colour', moves: 'single', draw: 1, redeals: 0 };
// Generated once from the implementation and pinned; never regenerate to make a failing test pass.
const GOLDEN: Readonly<Record<number, Position>> = GOLDEN_DEALS;
const dealt = (deal: number): Position => positionOf(dealBoard(maria, deal), deal);

describe('Maria', () => {
  for (const check of ruleRowChecks(maria, ROW)) it(check.name, check.run, check.timeout);

  it('deals 1, 42 and 2147483647 exactly as pinned: a deal number means the same layout in every release', () => {
    for (const deal of [1, 42, 2147483647]) expect(dealt(deal)).toEqual(GOLDEN[deal]);
  });
});
