import { GameSession, alternateColour, dealBoard, defineVariant, loadGame, positionOf, saveGame, type Position } from '@forty-thieves/core';
import { listedMoves, refusalOf, ruleRowChecks, sketchGame, type RuleBookRow } from '@forty-thieves/core/testing';
import { describe, expect, it } from 'vitest';
import GOLDEN_DEALS from './golden-deals.json';
import { littleForty } from './index.js';

// Expectations come from the rule book's row for Little Forty (docs/rules.md), not from the plugin:
// 10 columns × 4 cards, none face down, any suit but its own, sequences in part or whole,
// stock three at a time with three redeals (64 cards).
const ROW: RuleBookRow = { columns: 10, cardsPerColumn: 4, faceDown: 0, build: 'any-suit-but-own', moves: 'sequence', draw: 3, redeals: 3 };
// Generated once from the implementation and pinned; never regenerate to make a failing test pass.
const GOLDEN: Readonly<Record<number, Position>> = GOLDEN_DEALS;
const dealt = (deal: number): Position => positionOf(dealBoard(littleForty, deal), deal);

describe('Little Forty', () => {
  for (const check of ruleRowChecks(littleForty, ROW)) it(check.name, check.run, check.timeout);

  it('deals 1, 42 and 2147483647 exactly as pinned: a deal number means the same layout in every release', () => {
    for (const deal of [1, 42, 2147483647]) expect(dealt(deal)).toEqual(GOLDEN[deal]);
  });

  it('builds a red card on a red card of another suit, and moves a run built that way in part or whole', () => {
    // 10♦ 9♥ 8♦: every card of another suit than the one under it, all of one colour.
    const game = sketchGame(littleForty, { columns: ['KS TD 9H 8D', 'JC', 'TH', '9C', 'TD 9D', 'JH'] });
    const moves = listedMoves(game);
    for (const move of ['c0-c1x3', 'c0-c3']) expect(moves).toContain(move);
    // The run's 9♥ on the 10♥ would be a card on its own suit.
    expect(moves).not.toContain('c0-c2x2');
    // 9♦ on 10♦ is no run of this rule: only the 9♦ moves.
    expect(moves.filter((m) => m.startsWith('c4-'))).not.toContain('c4-c5x2');
    expect(refusalOf(game.play('c4-c5x2'))).toMatch(/not a (sequence|run)|cannot move together|built/);
    expect(refusalOf(game.play('c0-c2x2'))).toMatch(/any-suit-but-own/);
    expect(game.play('c0-c1x3').ok).toBe(true);
    expect(game.position().columns[1]?.up).toEqual(['JC', 'TD', '9H', '8D']);
  });

  it('resumes a game saved before the rule changed (alternate colours, rules version 1) by replaying it under the current rule', () => {
    // Little Forty as it was before the correction: the same id, alternate colours, no rules version.
    const before = defineVariant({ ...littleForty, build: alternateColour, rulesVersion: undefined });
    const game = GameSession.deal(before, 7);
    for (let i = 0; i < 60; i++) {
      // Prefer column moves, so the save holds builds and runs under the old rule, not only draws.
      const moves = game.legalMoves();
      const move = moves.find((m) => m.from.startsWith('c') && m.to.startsWith('c')) ?? moves.find((m) => m.from === 'stock' || m.to === 'stock');
      if (move === undefined || !game.play(move).ok) break;
    }
    const { rulesVersion, ...saved } = saveGame(game);
    expect(rulesVersion).toBe(1);
    expect(saved.history.flat().filter((m) => /^c\d+-c\d+/.test(m)).length).toBeGreaterThan(3);
    // What versions before rules versions wrote: schema 1, no rulesVersion.
    const old = JSON.stringify({ ...saved, schema: 1 });
    const resumed = loadGame(littleForty, old);
    expect(resumed.position()).toEqual(game.position());
    expect(resumed.plugin.build).not.toBe(alternateColour);
    expect(saveGame(resumed).rulesVersion).toBe(2);
  });
});
