import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineVariant, sameSuit } from '@forty-thieves/core';
import { FortyThieves } from './forty-thieves.js';
import { mount, nextEvent, shadow } from './testing/fixtures.js';

const KEY = 'ft-test-hardening';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Counts the Web Workers started and not yet terminated from now on. */
function countWorkers(): { live: () => number; restore: () => void } {
  const Original = globalThis.Worker;
  let live = 0;
  class Counted extends Original {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      live++;
    }

    override terminate(): void {
      live--;
      super.terminate();
    }
  }
  globalThis.Worker = Counted;
  return {
    live: () => live,
    restore: () => {
      globalThis.Worker = Original;
    },
  };
}

describe('the solver worker', () => {
  it('is never started by an element removed before its first check', async () => {
    const workers = countWorkers();
    try {
      const removed: FortyThieves[] = [];
      for (let i = 0; i < 8; i++) {
        const element = document.createElement('forty-thieves');
        element.setAttribute('variant', 'maria');
        element.setAttribute('deal', String(i + 1));
        const dealt = nextEvent(element, 'ft-game-new');
        document.body.append(element);
        await dealt;
        // Gone before the solver's chunk arrives and its first check starts.
        element.remove();
        removed.push(element);
      }
      // The solver's side of each element still loads and asks for an update, while removed.
      for (const element of removed) await expect.poll(() => element.solver, { timeout: 30_000 }).toBeDefined();
      for (const element of removed) await element.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(workers.live()).toBe(0);
      // One that stays on the page checks its game with one worker.
      const kept = await mount({ variant: 'maria', deal: '9' });
      await expect.poll(() => kept.solver, { timeout: 30_000 }).toBeDefined();
      await expect.poll(() => workers.live(), { timeout: 30_000 }).toBe(1);
      kept.remove();
      expect(workers.live()).toBe(0);
    } finally {
      workers.restore();
    }
  });
});

describe('the deal attribute', () => {
  it('shows a clear message for a deal that is not a number, and deals a valid game', async () => {
    for (const bad of ['abc', '0x10', '', '-3', '1e3', '99999999999']) {
      const element = await mount({ variant: 'maria', deal: bad });
      await element.ready;
      expect(element.error).toBe(`deal "${bad}" is not a whole number from 0 to 2147483647`);
      expect(shadow(element).querySelector('[part="error"]')?.textContent).toBe(element.error);
      // A random deal of the variant asked for is on the table, playable.
      expect(element.position?.variant).toBe('maria');
      expect(element.position?.deal).toEqual(expect.any(Number));
      expect(shadow(element).querySelectorAll('[part~="column"]')).toHaveLength(9);
      expect(element.status).toBe('playing');
    }
  });

  it('keeps the game on the table when a later deal is not a number', async () => {
    const element = await mount({ variant: 'maria', deal: '42' });
    element.setAttribute('deal', 'soon');
    await element.updateComplete;
    await element.ready;
    expect(element.error).toBe('deal "soon" is not a whole number from 0 to 2147483647');
    expect(element.position?.deal).toBe(42);
  });
});

describe('statistics', () => {
  /** The fields statistics stored before the averages get on reading (docs/element.md, "Statistics"). */
  const added = { timedWins: 0, totalTime: 0, totalMoves: 0 };

  it("keeps a variant whose id is an Object.prototype key apart, and every other variant's numbers", async () => {
    FortyThieves.registerVariant(
      defineVariant({
        apiVersion: 1,
        id: 'constructor',
        name: 'Constructor',
        layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
        build: sameSuit,
        sequenceMove: 'single',
        stock: { dealCount: 1, redeals: 0 },
        rules: 'A test variant whose id is a key of every JavaScript object.',
      }),
    );
    const maria = { played: 7, won: 3, currentStreak: 1, bestStreak: 2, bestTime: 60_000, fewestMoves: 150 };
    localStorage.setItem(`${KEY}:stats`, JSON.stringify({ format: 'forty-thieves/stats', schema: 1, variants: { maria } }));
    const element = await mount({ variant: 'constructor', deal: '3', autoplay: 'false', 'storage-key': KEY });
    expect(element.stats).toEqual({ played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTime: null, fewestMoves: null, ...added });
    element.play({ from: 'stock', to: 'waste' });
    // Leaving the game with a move made counts it as lost.
    element.variant = 'maria';
    await nextEvent(element, 'ft-game-new');
    await element.updateComplete;
    const stored = JSON.parse(localStorage.getItem(`${KEY}:stats`) ?? '{}') as { variants: Record<string, unknown> };
    expect(stored.variants.constructor).toEqual({ played: 1, won: 0, currentStreak: 0, bestStreak: 0, bestTime: null, fewestMoves: null, ...added });
    expect(stored.variants.maria).toEqual({ ...maria, ...added });
    expect(element.stats).toEqual({ ...maria, ...added });
  });

  it('drops only a bad entry, keeping a copy of the whole data set aside', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const maria = { played: 4, won: 1, currentStreak: 0, bestStreak: 1, bestTime: 90_000, fewestMoves: 160 };
    const bad = { played: -1, won: 'many', currentStreak: 0, bestStreak: 0, bestTime: null, fewestMoves: null };
    const raw = JSON.stringify({ format: 'forty-thieves/stats', schema: 1, variants: { maria, lucas: bad } });
    localStorage.setItem(`${KEY}:stats`, raw);
    const element = await mount({ variant: 'maria', deal: '3', 'storage-key': KEY });
    expect(element.stats).toEqual({ ...maria, ...added });
    expect(JSON.parse(localStorage.getItem(`${KEY}:stats`) ?? '{}')).toEqual({
      format: 'forty-thieves/stats',
      schema: 1,
      variants: { maria: { ...maria, ...added } },
    });
    expect(JSON.parse(localStorage.getItem(`${KEY}:stats:set-aside`) ?? '{}')).toEqual(JSON.parse(raw));
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/is unusable, as the numbers of lucas are not statistics; it was set aside as "ft-test-hardening:stats:set-aside"/),
    );
  });
});

describe('the stored game', () => {
  it('sets aside a game whose time is not finite, and the timer never shows Infinity or NaN', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const game = {
      format: 'forty-thieves/game',
      schema: 1,
      variant: 'maria',
      deal: 5,
      history: [['draw']],
      future: [],
      options: { autoplay: false, supermove: true },
    };
    const raw = `{"format":"forty-thieves/element-game","schema":1,"game":${JSON.stringify(game)},"depth":1,"elapsed":1e309}`;
    localStorage.setItem(KEY, raw);
    const element = await mount({ 'storage-key': KEY, variant: 'maria', autoplay: 'false' });
    expect(shadow(element).querySelector('[part="time"]')?.textContent).toBe('0:00');
    expect(element.moveCount).toBe(0);
    expect(localStorage.getItem(`${KEY}:set-aside`)).toBe(raw);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/its time is not a number of milliseconds/));
  });
});
