import { dealBoard, positionOf, type Position } from '@forty-thieves/core';
import { listedMoves, ruleRowChecks, sketchGame, type RuleBookRow } from '@forty-thieves/core/testing';
import { describe, expect, it } from 'vitest';
import GOLDEN_DEALS from './golden-deals.json';
import { lucas } from './index.js';

// Expectations come from docs/rules.md's row for Lucas, not from the plugin:
// the eight Aces set out, 13 columns × 3 cards, none face down, same-suit, one card, stock one at a time with no redeal (57 cards).
const ROW: RuleBookRow = { columns: 13, cardsPerColumn: 3, faceDown: 0, acesToFoundations: true, build: 'same-suit', moves: 'single', draw: 1, redeals: 0 };
const ACES = ['AS', 'AH', 'AD', 'AC', 'AS', 'AH', 'AD', 'AC'];
// Generated once from the implementation and pinned; never regenerate to make a failing test pass.
const GOLDEN: Readonly<Record<number, Position>> = GOLDEN_DEALS;
const dealt = (deal: number): Position => positionOf(dealBoard(lucas, deal), deal);

describe('Lucas', () => {
  for (const check of ruleRowChecks(lucas, ROW)) it(check.name, check.run, check.timeout);

  it('lets a Two go straight onto either Ace of its suit', () => {
    const game = sketchGame(lucas, { columns: ['2H'], foundations: ACES });
    expect(listedMoves(game)).toEqual(expect.arrayContaining(['c0-f1', 'c0-f5']));
    expect(game.play('c0-f5').ok).toBe(true);
    expect(game.position().foundations[5]).toEqual(['AH', '2H']);
  });

  it('deals 1, 42 and 2147483647 exactly as pinned: a deal number means the same layout in every release', () => {
    for (const deal of [1, 42, 2147483647]) expect(dealt(deal)).toEqual(GOLDEN[deal]);
  });
});
