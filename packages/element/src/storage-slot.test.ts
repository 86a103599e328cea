import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedGameProblem } from './game-store.js';
import { SET_ASIDE_COPIES, StorageSlot } from './storage-slot.js';

/**
 * The stored-data policy (docs/element.md, "Stored data") against a Storage with a quota counted
 * as browsers count it, in characters of keys and values.
 */
class QuotaStorage implements Storage {
  readonly items = new Map<string, string>();
  constructor(readonly quota: number) {}

  get length(): number {
    return this.items.size;
  }

  used(): number {
    let total = 0;
    for (const [key, value] of this.items) total += key.length + value.length;
    return total;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    const before = this.items.get(key);
    const after = this.used() - (before === undefined ? 0 : key.length + before.length) + key.length + value.length;
    if (after > this.quota) throw new DOMException(`the quota of ${this.quota} is exceeded`, 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const KEY = 'game';
const valid = (data: unknown) => ((data as { ok?: unknown }).ok === true ? undefined : 'it is not ok');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('stored data: what is set aside, and how many copies', () => {
  it('keeps every set-aside copy: a second corruption goes to the next free key, never over the first', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new QuotaStorage(100_000);
    for (let n = 1; n <= SET_ASIDE_COPIES; n++) {
      storage.setItem(KEY, `corrupt ${n}`);
      const slot = new StorageSlot(KEY, () => storage);
      expect(slot.read(valid)).toBeUndefined();
      const copy = n === 1 ? `${KEY}:set-aside` : `${KEY}:set-aside:${n}`;
      expect(warn).toHaveBeenLastCalledWith(`<forty-thieves>: the data under "${KEY}" is unusable, as it is not JSON; it was set aside as "${copy}".`);
      expect(storage.getItem(KEY)).toBeNull();
      slot.write({ ok: true, n });
      expect(storage.getItem(KEY)).toBe(JSON.stringify({ ok: true, n }));
    }
    expect(storage.getItem(`${KEY}:set-aside`)).toBe('corrupt 1');
    for (let n = 2; n <= SET_ASIDE_COPIES; n++) expect(storage.getItem(`${KEY}:set-aside:${n}`)).toBe(`corrupt ${n}`);
  });

  it('leaves data in place, and writes nothing over it, when every set-aside key is taken', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new QuotaStorage(100_000);
    for (let n = 1; n <= SET_ASIDE_COPIES; n++) storage.setItem(n === 1 ? `${KEY}:set-aside` : `${KEY}:set-aside:${n}`, `old ${n}`);
    storage.setItem(KEY, '{"ok":false}');
    const slot = new StorageSlot(KEY, () => storage);
    expect(slot.read(valid)).toBeUndefined();
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringMatching(/is unusable, as it is not ok; it stays, not saved over, as it could not be set aside \(no free copy, or no room\)\.$/),
    );
    slot.write({ ok: true });
    expect(storage.getItem(KEY)).toBe('{"ok":false}');
    for (let n = 1; n <= SET_ASIDE_COPIES; n++) expect(storage.getItem(n === 1 ? `${KEY}:set-aside` : `${KEY}:set-aside:${n}`)).toBe(`old ${n}`);
  });

  it('leaves a value over half the quota in place (no room for its copy), and the game does not overwrite it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new QuotaStorage(10_000);
    const huge = `{"not":"ours","pad":"${'x'.repeat(6_000)}"}`;
    storage.setItem(KEY, huge);
    storage.setItem('other', 'the page keeps this');
    const store = new StorageSlot(KEY, () => storage);
    expect(store.read(storedGameProblem)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringMatching(
        /^<forty-thieves>: the data under "game" is unusable, as it is not a game stored by <forty-thieves>.*; it stays, not saved over, as it could not be set aside \(no free copy, or no room\)\.$/,
      ),
    );
    store.write({ format: 'forty-thieves/element-game', schema: 2, game: { format: 'forty-thieves/game', schema: 3 }, elapsed: 0 });
    expect(storage.getItem(KEY)).toBe(huge);
    expect(storage.getItem('other')).toBe('the page keeps this');
    expect(storage.getItem(`${KEY}:set-aside`)).toBeNull();
  });
});

describe('stored data: a full quota', () => {
  it('keeps the last save that fitted, touches no other key, and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new QuotaStorage(2_000);
    storage.setItem('page', 'p'.repeat(1_000));
    const slot = new StorageSlot(KEY, () => storage);
    slot.write({ ok: true, moves: 1 });
    expect(slot.read(valid)).toEqual({ ok: true, moves: 1 });
    // The page fills the rest of the quota; the next saves do not fit.
    storage.setItem('page', 'p'.repeat(1_900));
    slot.write({ ok: true, moves: 2, pad: 'x'.repeat(100) });
    slot.write({ ok: true, moves: 3, pad: 'x'.repeat(100) });
    expect(slot.read(valid)).toEqual({ ok: true, moves: 1 });
    expect(storage.getItem('page')).toBe('p'.repeat(1_900));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^<forty-thieves>: localStorage is not available \(the quota of 2000 is exceeded\); the game plays on without saving\.$/),
    );
  });
});
