import { formatMove, GameSession, type PlayResult } from '@forty-thieves/core';
import { dealBoard, positionOf } from '@forty-thieves/core/engine';
import { replayWins, sketchGame, variantProperties } from '@forty-thieves/core/testing';
import { solve } from '@forty-thieves/solver';
import { describe, expect, it } from 'vitest';
import { fortyAndEight } from './index.js';

// Expectations come from the plugin's own stated rules: eight columns of five face up, build down
// in suit, one card at a time, draw one, one redeal.
const refusal = (result: PlayResult): string => (result.ok ? '(accepted)' : result.reason);

describe('Forty and Eight: the invariants of every plugin', () => {
  for (const property of variantProperties(fortyAndEight)) it(property.name, property.run, property.timeout);
});

describe('Forty and Eight', () => {
  it('deals eight columns of five face-up cards and leaves 64 in the stock, with one redeal', () => {
    for (const deal of [0, 1, 2147483647]) {
      const position = positionOf(dealBoard(fortyAndEight, deal), deal);
      expect(position.columns.map((c) => [c.down.length, c.up.length])).toEqual(Array.from({ length: 8 }, () => [0, 5]));
      expect(position.stock).toHaveLength(64);
      expect(position.redealsLeft).toBe(1);
    }
  });

  it('moves one card at a time, even off a run built in suit', () => {
    const game = sketchGame(fortyAndEight, { columns: ['KC 9H 8H', 'TH'] });
    expect(refusal(game.play('c0-c1x2'))).toMatch(/one card at a time/);
    expect(
      game
        .legalMoves()
        .map(formatMove)
        .filter((move) => move.includes('x')),
    ).toEqual([]);
  });

  it('turns the waste over once when the stock runs out, in the order it was dealt, and not again', () => {
    const game = GameSession.deal(fortyAndEight, 9, { autoplay: false });
    const stock = game.position().stock;
    for (let i = 0; i < 64; i++) expect(game.play('draw').ok).toBe(true);
    expect(game.legalMoves().map(formatMove)).toContain('redeal');
    expect(game.play('redeal').ok).toBe(true);
    expect(game.position().stock).toEqual(stock);
    expect(game.position().redealsLeft).toBe(0);
    for (let i = 0; i < 64; i++) expect(game.play('draw').ok).toBe(true);
    expect(game.legalMoves().map(formatMove)).not.toContain('redeal');
    expect(refusal(game.play('redeal'))).toMatch(/no redeals left/);
  });
});

describe('Forty and Eight: the solver', () => {
  it('wins deal 8 with a solution that replays through the rules', async () => {
    const start = positionOf(dealBoard(fortyAndEight, 8), 8);
    const answer = await solve(start, fortyAndEight, { maxNodes: 2_000_000, maxMs: 120_000 });
    expect(answer.result).toBe('won');
    if (answer.result === 'won') expect(replayWins(fortyAndEight, start, answer.moves)).toBe(true);
  }, 60_000);
});
