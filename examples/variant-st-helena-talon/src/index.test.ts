import { formatMove, type PlayResult } from '@forty-thieves/core';
import { dealBoard, positionOf } from '@forty-thieves/core/engine';
import { replayWins, sketchGame, sketchPosition, variantProperties } from '@forty-thieves/core/testing';
import { solve } from '@forty-thieves/solver';
import { describe, expect, it } from 'vitest';
import { stHelenaTalon } from './index.js';

// Expectations come from the plugin's own stated rules: Forty Thieves (10 × 4 face up, build down
// in suit, one card at a time, draw one, no redeal) where only the waste fills an empty column.
const refusal = (result: PlayResult): string => (result.ok ? '(accepted)' : result.reason);

describe('St Helena, talon rule: the invariants of every plugin', () => {
  for (const property of variantProperties(stHelenaTalon)) it(property.name, property.run, property.timeout);
});

describe('St Helena, talon rule', () => {
  it('deals ten columns of four face-up cards and leaves 64 in the stock', () => {
    const position = positionOf(dealBoard(stHelenaTalon, 3), 3);
    expect(position.columns.map((c) => [c.down.length, c.up.length])).toEqual(Array.from({ length: 10 }, () => [0, 4]));
    expect(position.stock).toHaveLength(64);
  });

  it("fills an empty column only with the waste's top card", () => {
    const game = sketchGame(stHelenaTalon, { columns: ['KC 5H', '7D'], waste: 'QS' });
    const moves = game.legalMoves().map(formatMove);
    expect(moves).toContain('w-c2');
    expect(moves.filter((move) => /^c\d+-c\d+$/.test(move))).toEqual([]);
    expect(refusal(game.play('c0-c4'))).toMatch(/filled only from the waste/);
    expect(game.play('w-c4').ok).toBe(true);
    expect(game.position().columns[4]?.up).toEqual(['QS']);
  });

  it('still builds down in suit from column to column', () => {
    const game = sketchGame(stHelenaTalon, { columns: ['KC 5H', '6H', '6D'] });
    expect(game.play('c0-c1').ok).toBe(true);
    expect(refusal(game.play('c1-c2'))).toMatch(/same-suit/);
  });

  it('has no supermove through empty columns, since they take only the waste', () => {
    const game = sketchGame(stHelenaTalon, { columns: ['KC 8H 7H', '9H'] }, { autoplay: false, supermove: true });
    expect(refusal(game.play('c0-c1x2'))).toMatch(/empty columns take only the waste/);
  });
});

describe('St Helena, talon rule: the solver', () => {
  // Both clubs foundations wait at the Ten; each Jack of clubs lies under a Queen, and the Kings of
  // clubs are in the waste and the stock. A Queen can leave its Jack only onto a King in a column,
  // and a King can reach an empty column only from the waste: the win needs the talon rule's one
  // allowed way of filling a column, twice.
  const start = sketchPosition(stHelenaTalon, {
    foundations: ['KS', 'KS', 'KH', 'KH', 'KD', 'KD', 'TC', 'TC'],
    columns: ['', 'JC QC', 'JC QC'],
    waste: 'KC',
    stock: 'KC',
  });

  it('wins an endgame that needs the waste to fill an empty column, by the rules', async () => {
    const answer = await solve(start, stHelenaTalon, { maxNodes: 1_000_000, maxMs: 120_000 });
    expect(answer.result).toBe('won');
    if (answer.result !== 'won') return;
    expect(replayWins(stHelenaTalon, start, answer.moves)).toBe(true);
    expect(answer.moves.map((move) => formatMove(move))).toContain('w-c0');
  });
});
