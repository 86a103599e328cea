import { dealBoard, positionOf, type Position } from '@forty-thieves/core';
import { ruleRowChecks, type RuleBookRow } from '@forty-thieves/core/testing';
import { describe, expect, it } from 'vitest';
import GOLDEN_DEALS from './golden-deals.json';
import { rankAndFile } from './index.js';

// Expectations come from docs/rules.md's row for Rank and File, not from the plugin:
// 10 columns × 4 cards, the bottom three face down, alternate-colour, sequences in part or whole, stock one at a time with no redeal (64 cards).
const ROW: RuleBookRow = { columns: 10, cardsPerColumn: 4, faceDown: 3, build: 'alternate-colour', moves: 'sequence', draw: 1, redeals: 0 };
// Generated once from the implementation and pinned; never regenerate to make a failing test pass.
const GOLDEN: Readonly<Record<number, Position>> = GOLDEN_DEALS;
const dealt = (deal: number): Position => positionOf(dealBoard(rankAndFile, deal), deal);

describe('Rank and File', () => {
  for (const check of ruleRowChecks(rankAndFile, ROW)) it(check.name, check.run, check.timeout);

  it('deals 1, 42 and 2147483647 exactly as pinned: a deal number means the same layout in every release', () => {
    for (const deal of [1, 42, 2147483647]) expect(dealt(deal)).toEqual(GOLDEN[deal]);
  });
});
