import { describe, expect, it } from 'vitest';
import { clickTargets } from './click-targets.js';
import { checkMove } from './legality.js';
import { GameSession } from './session.js';
import { craftBoard, oneCard } from './test-plugins.js';

/**
 * A refusal also comes as a code with parameters (cards and piles in the notation), so a
 * user interface can say it in another language; the English `reason` stays as it was.
 */
describe('refusals as data', () => {
  const board = craftBoard(oneCard, {
    foundations: ['3H'],
    columns: ['9H', 'TH', 'TD', '8S', '', 'AS', '9D 8D', 'KS', 'KC', 'KD'],
    waste: '5S 4H',
  });

  it('gives the build refusal as a code naming both cards and the predicate, beside the same English text', () => {
    expect(checkMove(board, { from: 'c0', to: 'c2' })).toEqual({
      ok: false,
      reason: '9H cannot go on TD: this variant builds same-suit',
      refusal: { code: 'build-mismatch', params: { card: '9H', target: 'TD', build: 'same-suit' } },
    });
  });

  it('names the card a foundation needs', () => {
    const check = checkMove(board, { from: 'c0', to: 'f0' });
    expect(check.ok ? undefined : check.refusal).toEqual({ code: 'foundation-wrong-card', params: { card: '9H', below: '8H', pile: 'f0', shown: '3H' } });
  });

  it('gives the supermove limit with its numbers', () => {
    const noSpare = craftBoard(oneCard, { columns: ['6S 5S', '7S', 'KD', 'KC', 'KH', 'KS', 'QD', 'QC', 'QH', 'QS'] });
    const result = clickTargets(noSpare, 'c0', 2);
    expect(result.ok ? undefined : result.refusal).toEqual({ code: 'supermove-limit', params: { empty: 0, capacity: 1, into: 0, count: 2 } });
  });

  it('reaches the player through a session, and an unreadable move text has a code too', () => {
    const game = GameSession.fromPosition(oneCard, { ...GameSession.deal(oneCard, 1).position() });
    const refused = game.play({ from: 'f0', to: 'c0' });
    expect(refused.ok ? undefined : refused.refusal?.code).toBe('foundation-source');
    const unreadable = game.play('nonsense');
    expect(unreadable.ok ? undefined : unreadable.refusal).toEqual({ code: 'not-a-move', params: { text: 'nonsense' } });
  });
});
