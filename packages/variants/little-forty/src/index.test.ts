import { dealBoard, positionOf, type Position } from '@forty-thieves/core';
import { ruleRowChecks, type RuleBookRow } from '@forty-thieves/core/testing';
import { describe, expect, it } from 'vitest';
import GOLDEN_DEALS from './golden-deals.json';
import { littleForty } from './index.js';

// Expectations come from docs/rules.md's row for Little Forty, not from the plugin:
// 10 columns × 4 cards, none face down, alternate-colour, sequences in part or whole, stock three at a time with three redeals (64 cards).
const ROW: RuleBookRow = { columns: 10, cardsPerColumn: 4, faceDown: 0, build: 'alternate-colour', moves: 'sequence', draw: 3, redeals: 3 };
// Generated once from the implementation and pinned; never regenerate to make a failing test pass.
const GOLDEN: Readonly<Record<number, Position>> = GOLDEN_DEALS;
const dealt = (deal: number): Position => positionOf(dealBoard(littleForty, deal), deal);

describe('Little Forty', () => {
  for (const check of ruleRowChecks(littleForty, ROW)) it(check.name, check.run, check.timeout);

  it('deals 1, 42 and 2147483647 exactly as pinned: a deal number means the same layout in every release', () => {
    for (const deal of [1, 42, 2147483647]) expect(dealt(deal)).toEqual(GOLDEN[deal]);
  });
});
