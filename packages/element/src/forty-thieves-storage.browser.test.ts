import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cardAt, cardsOf, mount } from './testing/fixtures.js';

const KEY = 'ft-test-game';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('saving the game in localStorage', () => {
  it('resumes a game stored by the previous version (envelope schema 1, with its undo depth)', async () => {
    // As the element wrote it before core's save held the opening apart: core's save schema 2 and a `depth`.
    const game = {
      format: 'forty-thieves/game',
      schema: 2,
      variant: 'maria',
      rulesVersion: 1,
      deal: 5,
      history: [['draw'], ['draw']],
      future: [['draw']],
      options: { autoplay: false, supermove: true },
    };
    localStorage.setItem(KEY, JSON.stringify({ format: 'forty-thieves/element-game', schema: 1, game, depth: 2, elapsed: 65_000 }));
    const element = await mount({ 'storage-key': KEY, autoplay: 'false' });
    expect(element.variant).toBe('maria');
    expect(element.deal).toBe(5);
    expect(element.moveCount).toBe(2);
    // Resumed with its steps, and saved at once in this version's envelope (core's save schema 3).
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ schema: 2, game: { schema: 3, history: [['draw'], ['draw']], future: [['draw']] } });
    expect(element.shadowRoot?.querySelector('[part~="time"]')?.textContent).toBe('1:05');
    expect(localStorage.getItem(`${KEY}:set-aside`)).toBeNull();
    // Saved again in this version's envelope.
    expect(element.undo()).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ schema: 2, game: { schema: 3, history: [['draw']] } });
  });

  it('resumes a reloaded game exactly, with its undo and redo history', async () => {
    const first = await mount({ variant: 'maria', deal: '42', autoplay: 'false', 'storage-key': KEY });
    await userEvent.click(cardAt(first, 'stock'));
    await userEvent.click(cardAt(first, 'stock'));
    await userEvent.click(cardAt(first, 'stock'));
    expect(first.undo()).toBe(true);
    const position = first.position;
    const moves = first.moveCount;
    first.remove();

    // A reload: a new element with the same key and no deal asked for.
    const again = await mount({ 'storage-key': KEY, autoplay: 'false' });
    expect(again.variant).toBe('maria');
    expect(again.deal).toBe(42);
    expect(again.position).toEqual(position);
    expect(again.moveCount).toBe(moves);
    expect(again.redo()).toBe(true);
    expect(cardsOf(again, 'waste')).toHaveLength(3);
    expect(again.undo()).toBe(true);
    expect(again.undo()).toBe(true);
    expect(again.undo()).toBe(true);
    expect(cardsOf(again, 'waste')).toHaveLength(0);
    expect(again.undo()).toBe(false);
  });

  it('deals what the page asks for when the stored game is of another deal', async () => {
    const first = await mount({ variant: 'maria', deal: '42', 'storage-key': KEY });
    await userEvent.click(cardAt(first, 'stock'));
    first.remove();
    const other = await mount({ variant: 'maria', deal: '7', 'storage-key': KEY });
    expect(other.position?.deal).toBe(7);
    expect(other.moveCount).toBe(0);
  });

  it('sets corrupt data aside with a console warning and deals a new game', async () => {
    localStorage.setItem(KEY, '{"format": "forty-thieves/element-game", "schema": 1, "game": {');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = await mount({ variant: 'streets', deal: '5', 'storage-key': KEY });
    expect(element.position?.variant).toBe('streets');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/set aside/));
    expect(localStorage.getItem(`${KEY}:set-aside`)).toMatch(/^\{"format"/);
    // The new game replaced the corrupt one.
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ format: 'forty-thieves/element-game', game: { variant: 'streets', deal: 5 } });
  });

  it('sets aside a game stored by a newer version, and one whose moves are illegal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(KEY, JSON.stringify({ format: 'forty-thieves/element-game', schema: 99, game: {}, depth: 0 }));
    const future = await mount({ 'storage-key': KEY, deal: '3' });
    expect(future.position?.deal).toBe(3);
    expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/newer version/));
    future.remove();
    // A column of Maria holds four cards: a fifth move from it cannot be legal.
    const history = [['c0-f0', 'c0-f0', 'c0-f0', 'c0-f0', 'c0-f0']];
    const game = { format: 'forty-thieves/game', schema: 1, variant: 'maria', deal: 1, history, future: [], options: { autoplay: false, supermove: true } };
    localStorage.setItem(KEY, JSON.stringify({ format: 'forty-thieves/element-game', schema: 1, game, depth: 1 }));
    const illegal = await mount({ 'storage-key': KEY, variant: 'maria', autoplay: 'false' });
    await illegal.ready;
    expect(illegal.moveCount).toBe(0);
    expect(illegal.position?.variant).toBe('maria');
    expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/set aside/));
  });

  it('plays on when storage throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const element = await mount({ variant: 'forty-thieves', deal: '11', autoplay: 'false', 'storage-key': KEY });
    await userEvent.click(cardAt(element, 'stock'));
    expect(cardsOf(element, 'waste')).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
