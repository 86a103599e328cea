import { formatMove, type PlayResult } from '@forty-thieves/core';
import { dealBoard, positionOf } from '@forty-thieves/core/engine';
import { replayWins, sketchGame, variantProperties } from '@forty-thieves/core/testing';
import { solve } from '@forty-thieves/solver';
import { describe, expect, it } from 'vitest';
import { josephine } from './index.js';

// Expectations come from the plugin's own stated rules: Forty Thieves (10 × 4 face up, build down
// in suit, draw one, no redeal) where built runs move in part or whole.
const listed = (moves: readonly { from: string; to: string; count?: number }[]): string[] => moves.map(formatMove);
const refusal = (result: PlayResult): string => (result.ok ? '(accepted)' : result.reason);

describe('Josephine: the invariants of every plugin', () => {
  for (const property of variantProperties(josephine)) it(property.name, property.run, property.timeout);
});

describe('Josephine', () => {
  it('deals ten columns of four face-up cards and leaves 64 in the stock', () => {
    const position = positionOf(dealBoard(josephine, 5), 5);
    expect(position.columns.map((c) => [c.down.length, c.up.length])).toEqual(Array.from({ length: 10 }, () => [0, 4]));
    expect(position.stock).toHaveLength(64);
  });

  it('moves a run built down in suit, in part or in whole, as one move', () => {
    const game = sketchGame(josephine, { columns: ['KC 9H 8H 7H', 'TH', '8S'] });
    const moves = listed(game.legalMoves());
    expect(moves).toEqual(expect.arrayContaining(['c0-c1x3', 'c0-c3x3', 'c0-c3x2', 'c0-c3']));
    const result = game.play('c0-c1x3');
    expect(result.ok && result.moves.map(formatMove)).toEqual(['c0-c1x3']);
    expect(game.position().columns[1]?.up).toEqual(['TH', '9H', '8H', '7H']);
  });

  it('builds only in suit, for runs as for single cards', () => {
    const game = sketchGame(josephine, { columns: ['KC 9H 8H', 'TD'] });
    expect(refusal(game.play('c0-c1x2'))).toMatch(/9H cannot go on TD/);
  });

  it('moves only a built run: a card out of suit breaks it', () => {
    const game = sketchGame(josephine, { columns: ['KC 9S 8H', 'TS', '9H'] });
    expect(refusal(game.play('c0-c1x2'))).toMatch(/not a movable sequence/);
    expect(game.play('c0-c2').ok).toBe(true);
  });

  it('turns the stock one card at a time and never redeals', () => {
    const game = sketchGame(josephine, { columns: ['KC'] });
    let draws = 0;
    while (game.play('draw').ok) draws++;
    expect(draws).toBe(game.position().waste.length);
    expect(refusal(game.play('redeal'))).toMatch(/no redeal/);
  });
});

describe('Josephine: the solver', () => {
  it('wins deal 12 with a solution that replays through the rules', async () => {
    const start = positionOf(dealBoard(josephine, 12), 12);
    const answer = await solve(start, josephine, { maxNodes: 2_000_000, maxMs: 120_000 });
    expect(answer.result).toBe('won');
    if (answer.result === 'won') expect(replayWins(josephine, start, answer.moves)).toBe(true);
  }, 60_000);
});
