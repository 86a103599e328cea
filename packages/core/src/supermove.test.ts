import { describe, expect, it } from 'vitest';
import { checkMove } from './legality.js';
import { boardFromPosition, positionOf } from './position.js';
import { planSupermove, supermoveCapacity } from './supermove.js';
import { altSequence, anySingle, craft, craftBoard, craftGame, oneCard, type Layout } from '../test/test-plugins.js';

/** c0 holds the built run 9♥ 8♥ 7♥ 6♥ on a K♣; c1 a 10♥ that takes the whole run. */
function layout(empty: number): Layout {
  const fillers = ['KS', 'KH', 'KD', 'KS', 'KH', 'KD', 'KC', 'QS'].slice(0, 8 - empty);
  return { columns: ['KC 9H 8H 7H 6H', 'TH', ...fillers, ...Array<string>(empty).fill('')] };
}

describe('supermoveCapacity', () => {
  it('is 2^k for k free columns', () => {
    expect([0, 1, 2, 3, 4].map(supermoveCapacity)).toEqual([1, 2, 4, 8, 16]);
  });
});

describe('supermoves in a one-card variant', () => {
  it('moves 2^k cards onto a non-empty column with k empty columns, as single legal moves', () => {
    const game = craftGame(oneCard, layout(2), { autoplay: false });
    const start = game.position();
    const result = game.play('c0-c1x4');
    if (!result.ok) throw new Error(result.reason);
    expect(result.moves.every((move) => move.count === 1)).toBe(true);
    expect(result.moves.length).toBeGreaterThanOrEqual(7);
    expect(game.moveCount).toBe(result.moves.length);
    const after = game.position();
    expect(after.columns[0]?.up).toEqual(['KC']);
    expect(after.columns[1]?.up).toEqual(['TH', '9H', '8H', '7H', '6H']);
    expect(after.columns.slice(8).map((c) => c.up)).toEqual([[], []]);
    // The same result by single legal moves, each checked by the rules.
    const board = boardFromPosition(oneCard, start);
    for (const move of result.moves) {
      const check = checkMove(board, move);
      if (!check.ok) throw new Error(check.reason);
      board.apply(check.code);
    }
    expect(positionOf(board, null)).toEqual(after);
  });

  it('is undone as one step', () => {
    const game = craftGame(oneCard, layout(2), { autoplay: false });
    const start = game.position();
    expect(game.play('c0-c1x4').ok).toBe(true);
    expect(game.undo()).toBe(true);
    expect(game.position()).toEqual(start);
    expect(game.moveCount).toBe(0);
    expect(game.canUndo).toBe(false);
    expect(game.redo()).toBe(true);
    expect(game.position().columns[1]?.up).toHaveLength(5);
  });

  it('refuses more than 2^k cards onto a column and states the limit', () => {
    const one = craftGame(oneCard, layout(1));
    expect(one.play('c0-c1x4')).toMatchObject({
      ok: false,
      reason: 'with 1 empty column you can move at most 2 cards onto a column (one card at a time through empty columns); this run has 4',
    });
    const none = craftGame(oneCard, layout(0));
    expect(none.play('c0-c1x4')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^with 0 empty columns you can move at most 1 card onto a column/) as unknown,
    });
    expect(craftGame(oneCard, layout(3), { autoplay: false }).play('c0-c1x4').ok).toBe(true);
  });

  it('moves 2^(k−1) cards into an empty column and refuses more', () => {
    const two = craftGame(oneCard, layout(2), { autoplay: false });
    expect(two.play('c0-c9x3')).toMatchObject({
      ok: false,
      reason: 'with 2 empty columns you can move at most 2 cards into an empty column (one card at a time through empty columns); this run has 3',
    });
    const result = two.play('c0-c9x2');
    expect(result.ok).toBe(true);
    expect(two.position().columns[9]?.up).toEqual(['7H', '6H']);
    const one = craftGame(oneCard, layout(1));
    expect(one.play('c0-c9x2')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^with 1 empty column you can move at most 1 card into an empty column/) as unknown,
    });
  });

  it('moves only a built run, onto a card that takes its bottom card', () => {
    const broken = craftGame(oneCard, { columns: ['KC 9H 8H 6H', 'TH', '', ''] });
    expect(broken.play('c0-c1x3')).toMatchObject({ ok: false, reason: 'the top 3 cards of c0 are not one built run, so they cannot move together' });
    const game = craftGame(oneCard, layout(2));
    expect(game.play('c0-c1x3')).toMatchObject({ ok: false, reason: '8H cannot go on TH: a card goes on one exactly one rank higher' });
  });

  it('turns up a face-down card it uncovers, and undo turns it down again', () => {
    const game = craftGame(anySingle, { columns: [{ down: 'KS', up: '9H 8S 7D' }, 'TC', 'KH', 'KD', 'KH', 'KD', 'KS', 'KC', '', ''] }, { autoplay: false });
    const start = game.position();
    expect(game.play('c0-c1x3').ok).toBe(true);
    expect(game.position().columns[0]).toEqual({ down: [], up: ['KS'] });
    expect(game.position().columns[1]?.up).toEqual(['TC', '9H', '8S', '7D']);
    game.undo();
    expect(game.position()).toEqual(start);
  });

  it('can be switched off', () => {
    const game = craftGame(oneCard, layout(2), { supermove: false });
    expect(game.options.supermove).toBe(false);
    expect(game.play('c0-c1x4')).toMatchObject({ ok: false, reason: 'this variant moves one card at a time' });
  });

  it('plans the moves for callers other than the session', () => {
    const board = craftBoard(oneCard, layout(2));
    const plan = planSupermove(board, 0, 1, 4);
    expect(plan.ok && plan.codes.length).toBeGreaterThanOrEqual(7);
    expect(planSupermove(craftBoard(oneCard, layout(1)), 0, 1, 4).ok).toBe(false);
  });
});

describe('sequence variants', () => {
  it('move a movable sequence as one rule move, whatever the empty columns, and never as a supermove', () => {
    const game = craftGame(altSequence, { columns: ['KC 9H 8S 7H 6S', 'TS', 'KH', 'KD', 'KS', 'KH', 'KD', 'KS', 'QH', 'QD'] }, { autoplay: false });
    expect(game.play('c0-c1x4')).toEqual({ ok: true, status: 'playing', firstWin: false, moves: [{ from: 'c0', to: 'c1', count: 4 }], autoplayed: [] });
    expect(game.moveCount).toBe(1);
    const broken = craftGame(altSequence, { columns: ['KC 9H 8S 6H', 'TS', '', ''] });
    expect(broken.play('c0-c1x3')).toMatchObject({ ok: false, reason: 'the top 3 cards of c0 are not a movable sequence: 6H is not built on 8S' });
    expect(craft(altSequence).columns).toHaveLength(10);
  });
});
