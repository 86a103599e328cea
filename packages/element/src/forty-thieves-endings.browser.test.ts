import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { FortyThieves } from './forty-thieves.js';
import { cardAt, mount, nextEvent, position, record, shadow, twoDrawsFromStuck, upTo } from './testing/fixtures.js';
import { setClock } from './testing/internals.js';

// Honest endings (docs/element.md, "The end of a game" and "Statistics"): the state is core's
// session's (status, assisted, hasBeenWon); these tests play through the element as a player does.

const KEY = 'ft-endings-test';
const SUITS = ['S', 'H', 'D', 'C'];

afterEach(() => {
  localStorage.clear();
});

const timeText = (element: FortyThieves) => shadow(element).querySelector('[part~="time"]')?.textContent;
const panel = (element: FortyThieves) => shadow(element).querySelector<HTMLElement>('.panel.won, .panel.stuck');
const toast = (element: FortyThieves) => shadow(element).querySelector<HTMLElement>('[part~="left-toast"]');
const button = (root: ParentNode | null | undefined, text: string) =>
  [...(root?.querySelectorAll('button') ?? [])].find((found) => found.textContent.trim() === text);
/** The undo and redo steps of the game stored under KEY (docs/element.md, "Stored data"): saved after every change. */
const storedSteps = () => {
  const { game } = JSON.parse(localStorage.getItem(KEY) ?? '{}') as { game?: { history: unknown; future: unknown } };
  return { history: game?.history, future: game?.future };
};
/** The statistics stored under KEY, by variant (docs/element.md, "Statistics"). */
const storedStats = () =>
  (JSON.parse(localStorage.getItem(`${KEY}:stats`) ?? '{}') as { variants?: Record<string, { played: number; won: number }> }).variants ?? {};

/** A clock the test moves by hand. */
function handClock(element: FortyThieves): { set(ms: number): Promise<void> } {
  let t = 0;
  setClock(element, () => t);
  return {
    async set(ms) {
      t = ms;
      element.requestUpdate();
      await element.updateComplete;
    },
  };
}

/** Every foundation complete but one of diamonds, at the Jack; Q♦ lies under K♦: two clicks win (see the win test). */
function nearlyWon() {
  const foundations = SUITS.flatMap((suit) => [upTo(suit, 'K'), upTo(suit, 'K')]);
  foundations[4] = upTo('D', 'J');
  return position('forty-thieves', { columns: [['QD', 'KD'], [], [], [], [], [], [], [], [], []], foundations });
}

async function win(element: FortyThieves): Promise<void> {
  await userEvent.click(cardAt(element, 'c0', 1));
  await userEvent.click(cardAt(element, 'c1', 0));
  expect(element.status).toBe('won');
  await element.updateComplete;
}

describe('a game with no useful move left', () => {
  it('ends with a panel offering undo, restart and a new deal; the clock stops and runs again after undo', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1' });
    const clock = handClock(element);
    await element.loadPosition(twoDrawsFromStuck());
    await element.updateComplete;
    await userEvent.click(cardAt(element, 'stock'));
    await clock.set(40_000);
    await userEvent.click(cardAt(element, 'stock'));
    await element.updateComplete;
    expect(element.status).toBe('stuck');
    expect(panel(element)?.textContent).toMatch(/No moves left/);
    // What the game came to, as the win panel shows it: the moves and the clock, stopped.
    expect(panel(element)?.querySelector('p')?.textContent).toBe('2 moves · 0:40');
    await clock.set(100_000);
    expect(timeText(element)).toBe('0:40');

    // Undo from the panel: playing again, the panel gone, the clock running from where it stopped.
    await userEvent.click(button(panel(element), 'Undo') ?? document.body);
    expect(element.status).toBe('playing');
    expect(panel(element)).toBeNull();
    await clock.set(110_000);
    expect(timeText(element)).toBe('0:50');

    // Stuck again, then Restart from the panel: back to the start, the clock still running.
    await userEvent.click(cardAt(element, 'stock'));
    await element.updateComplete;
    expect(element.status).toBe('stuck');
    await userEvent.click(button(panel(element), 'Restart') ?? document.body);
    expect(element.status).toBe('playing');
    expect(element.moveCount).toBe(0);
    await clock.set(120_000);
    expect(timeText(element)).toBe('1:00');

    // A new deal from the panel leaves the game: it is counted, and offered back.
    await userEvent.click(cardAt(element, 'stock'));
    await userEvent.click(cardAt(element, 'stock'));
    await element.updateComplete;
    expect(element.status).toBe('stuck');
    const dealt = nextEvent(element, 'ft-game-new');
    await userEvent.click(button(panel(element), 'New deal') ?? document.body);
    await dealt;
    await element.updateComplete;
    expect(element.position?.variant).toBe('forty-thieves');
    expect(element.moveCount).toBe(0);
    expect(toast(element)).not.toBeNull();
  });
});

describe('leaving a game in progress', () => {
  async function playedGame(): Promise<{ element: FortyThieves; before: { position: unknown; steps: unknown; time: string | undefined } }> {
    const element = await mount({ variant: 'maria', deal: '5', autoplay: 'false', 'storage-key': KEY });
    const clock = handClock(element);
    await userEvent.click(cardAt(element, 'stock'));
    await clock.set(20_000);
    await userEvent.click(cardAt(element, 'stock'));
    element.undo();
    await element.updateComplete;
    const before = { position: element.position, steps: storedSteps(), time: timeText(element) };
    expect(before.time).toBe('0:20');
    expect(before.steps).toEqual({ history: [['draw']], future: [['draw']] });
    return { element, before };
  }

  const leaveBy: [string, (element: FortyThieves) => Promise<unknown>][] = [
    ['New', (element) => userEvent.click(button(shadow(element).querySelector('[part~="toolbar"]'), 'New') ?? document.body)],
    [
      'the n key',
      async (element) => {
        cardAt(element, 'stock').focus();
        await userEvent.keyboard('n');
      },
    ],
    [
      'another variant',
      async (element) => {
        element.variant = 'lucas';
        await element.updateComplete;
      },
    ],
    [
      'another deal (the deal attribute, as a deal box sets it)',
      async (element) => {
        element.setAttribute('deal', '9');
        await element.updateComplete;
      },
    ],
  ];

  for (const [how, leave] of leaveBy) {
    it(`by ${how}: counts a loss, and Undo in the toast brings the game back exactly and uncounts it`, async () => {
      const { element, before } = await playedGame();
      const dealt = nextEvent(element, 'ft-game-new');
      await leave(element);
      await dealt;
      await element.updateComplete;
      expect(element.position).not.toEqual(before.position);
      expect(storedStats().maria).toMatchObject({ played: 1, won: 0 });
      expect(toast(element)?.textContent).toMatch(/counted as lost/);

      const back = nextEvent(element, 'ft-game-new');
      await userEvent.click(button(toast(element), 'Undo') ?? document.body);
      expect((await back).detail).toEqual({ variant: 'maria', deal: 5 });
      await element.updateComplete;
      expect(element.position).toEqual(before.position);
      expect(storedSteps()).toEqual(before.steps);
      expect(timeText(element)).toBe(before.time);
      expect(element.variant).toBe('maria');
      expect(element.deal).toBe(5);
      expect(storedStats().maria?.played ?? 0).toBe(0); // uncounted: as before the game, never played
      expect(toast(element)).toBeNull();
      // The game plays on, redo included, and its save is the game's again.
      expect(element.redo()).toBe(true);
      expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ game: { variant: 'maria', deal: 5 } });
    });
  }

  it('keeps the loss once the new game has a move, and counts no loss for a game without one', async () => {
    const { element } = await playedGame();
    await element.newGame();
    await element.updateComplete;
    expect(toast(element)).not.toBeNull();
    await userEvent.click(cardAt(element, 'stock'));
    await element.updateComplete;
    expect(toast(element)).toBeNull();
    element.takeBackLeft();
    expect(element.stats).toMatchObject({ played: 1 });
    element.undo();
    // The new game, its one move undone, still had a move: leaving it counts; a fresh deal left at once does not.
    await element.newGame();
    await element.newGame();
    expect(element.stats).toMatchObject({ played: 2 });
  });
});

describe('wins', () => {
  it('counts a win once, whatever undo, reload and redo follow', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', 'storage-key': KEY });
    await element.loadPosition(nearlyWon());
    await element.updateComplete;
    await win(element);
    expect(element.stats).toMatchObject({ played: 1, won: 1 });
    expect(element.undo()).toBe(true);
    expect(element.status).toBe('playing');
    element.remove();
    const reloaded = await mount({ 'storage-key': KEY });
    expect(button(shadow(reloaded).querySelector('[part~="toolbar"]'), 'Redo')?.disabled).toBe(false);
    expect(reloaded.redo()).toBe(true);
    expect(reloaded.status).toBe('won');
    expect(reloaded.stats).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
    // Leaving a game that has been won is no loss.
    reloaded.undo();
    await reloaded.newGame();
    expect(reloaded.stats).toMatchObject({ played: 1, won: 1 });
  });

  it('marks a win after a hint assisted: it counts, sets no record, and the panel says so', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', 'storage-key': KEY });
    await element.loadPosition(nearlyWon());
    await element.updateComplete;
    expect(element.hint()).toBeDefined();
    expect(element.assisted).toBe(true);
    const won = record(element, 'ft-game-win');
    await win(element);
    expect(won[0]?.detail.assisted).toBe(true);
    expect(element.stats).toMatchObject({ played: 1, won: 1, bestTime: null, fewestMoves: null, timedWins: 0 });
    expect(panel(element)?.textContent).toMatch(/Won with help/);
  });

  it('starts the move counter at 0 after the opening autoplay, which undo does not take back', async () => {
    // Lucas deals the Aces to the foundations; deal 7 has a 2 on top of a column, which autoplay sends home at once.
    const element = await mount({ variant: 'lucas', deal: '7' });
    expect(element.position?.foundations.some((pile) => pile.length >= 2)).toBe(true);
    expect(element.moveCount).toBe(0);
    expect(shadow(element).querySelector('.moves')?.textContent).toBe('0 moves');
    expect(button(shadow(element).querySelector('[part~="toolbar"]'), 'Undo')?.disabled).toBe(true);
    expect(element.undo()).toBe(false);
  });
});

describe('the statistics view', () => {
  it('shows every variant played, reads statistics stored before the averages, and resets one or all after a second click', async () => {
    const old = { played: 4, won: 1, currentStreak: 0, bestStreak: 1, bestTime: 90_000, fewestMoves: 160 };
    localStorage.setItem(`${KEY}:stats`, JSON.stringify({ format: 'forty-thieves/stats', schema: 1, variants: { maria: old } }));
    const element = await mount({ variant: 'forty-thieves', deal: '1', 'storage-key': KEY });
    await element.loadPosition(nearlyWon());
    await element.updateComplete;
    const clock = handClock(element);
    await userEvent.click(cardAt(element, 'c0', 1));
    await clock.set(30_000);
    await userEvent.click(cardAt(element, 'c1', 0));
    await element.updateComplete;

    // Reachable from the win panel.
    await userEvent.click(button(panel(element), 'Statistics') ?? document.body);
    const view = () => shadow(element).querySelector<HTMLElement>('[part~="stats-view"]');
    const row = (id: string) => [...(view()?.querySelectorAll(`tr[data-variant="${id}"] > *`) ?? [])].map((cell) => cell.textContent.trim());
    expect(row('forty-thieves')).toEqual(['Forty Thieves', '1', '1', '100%', '1 / 1', '0:30', '3', '0:30', '3', 'Reset']);
    expect(row('maria')).toEqual(['Maria', '4', '1', '25%', '0 / 1', '1:30', '160', '–', '–', 'Reset']);

    // One variant: the first click asks, the second forgets.
    await userEvent.click(view()?.querySelector<HTMLElement>('[data-reset="maria"]') ?? document.body);
    expect(row('maria')).toHaveLength(10);
    await userEvent.click(view()?.querySelector<HTMLElement>('[data-confirm="maria"]') ?? document.body);
    expect(row('maria')).toEqual([]);
    expect(element.stats).toMatchObject({ played: 1, won: 1 });

    // Every variant.
    await userEvent.click(view()?.querySelector<HTMLElement>('[data-reset="*"]') ?? document.body);
    await userEvent.click(view()?.querySelector<HTMLElement>('[data-confirm="*"]') ?? document.body);
    expect(view()?.textContent).toMatch(/No games played yet/);
    expect(element.stats).toMatchObject({ played: 0 });
    await userEvent.click(button(view(), 'Close') ?? document.body);
    expect(view()).toBeNull();
  });
});
