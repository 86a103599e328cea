import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cardAt, mount, position, shadow, upTo } from './testing/fixtures.js';
import { setClock } from './testing/internals.js';

const KEY = 'ft-stats-test';
const SUITS = ['S', 'H', 'D', 'C'];

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Every foundation complete but one of diamonds at the Jack; Q♦ lies under K♦ (see the win test). */
function nearlyWon() {
  const foundations = SUITS.flatMap((suit) => [upTo(suit, 'K'), upTo(suit, 'K')]);
  foundations[4] = upTo('D', 'J');
  return position('forty-thieves', { columns: [['QD', 'KD'], [], [], [], [], [], [], [], [], []], foundations });
}

describe('statistics per variant', () => {
  it('counts a win with its time and moves, and a game left unfinished as a loss', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', 'storage-key': KEY });
    let t = 0;
    setClock(element, () => t);
    await element.loadPosition(nearlyWon());
    await element.updateComplete;
    await userEvent.click(cardAt(element, 'c0', 1));
    t = 12_000;
    await userEvent.click(cardAt(element, 'c1', 0));
    expect(element.status).toBe('won');
    expect(element.stats).toEqual({
      played: 1,
      won: 1,
      currentStreak: 1,
      bestStreak: 1,
      bestTime: 12_000,
      fewestMoves: 3,
      timedWins: 1,
      totalTime: 12_000,
      totalMoves: 3,
    });
    await element.updateComplete;
    expect(shadow(element).querySelector('[part~="stats"]')?.textContent).toMatch(/Won 1 of 1 \(100%\) · streak 1, best 1 · best time 0:12/);

    // A new deal, one move, then another new deal: the unfinished game is a loss.
    await element.newGame();
    await userEvent.click(cardAt(element, 'stock'));
    await element.newGame();
    expect(element.stats).toMatchObject({ played: 2, won: 1, currentStreak: 0, bestStreak: 1 });
    // A deal left without a move is not counted.
    await element.newGame();
    expect(element.stats).toMatchObject({ played: 2 });
  });

  it('keeps each variant apart and sets corrupt statistics aside', async () => {
    localStorage.setItem(`${KEY}:stats`, '{"format": "forty-thieves/stats", "schema": 1, "variants": {"maria": {"played": -4}}}');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = await mount({ variant: 'maria', deal: '3', 'storage-key': KEY });
    expect(element.stats).toEqual({
      played: 0,
      won: 0,
      currentStreak: 0,
      bestStreak: 0,
      bestTime: null,
      fewestMoves: null,
      timedWins: 0,
      totalTime: 0,
      totalMoves: 0,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/set aside/));
    await userEvent.click(cardAt(element, 'stock'));
    element.variant = 'streets';
    await element.updateComplete;
    await element.ready;
    expect(element.position?.variant).toBe('streets');
    expect(element.stats?.played).toBe(0);
    element.variant = 'maria';
    await element.updateComplete;
    await element.ready;
    expect(element.position?.variant).toBe('maria');
    expect(element.stats?.played).toBe(1);
  });

  it('has no statistics without a storage key', async () => {
    const element = await mount({ variant: 'maria', deal: '3' });
    expect(element.stats).toBeUndefined();
  });
});
