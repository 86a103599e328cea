import { SAVE_FORMAT, type SavedGame } from '@forty-thieves/core';

/** Identifies what the element stores, among whatever else the page keeps in localStorage. */
export const STORE_FORMAT = 'forty-thieves/element-game';
/** The schema this version writes and reads; newer data is set aside, never half read. */
export const STORE_SCHEMA = 1;

/**
 * What the element keeps under its storage key: core's saved game (variant, start, every step,
 * options) plus how many of those steps the player may undo — the autoplay right after the deal
 * is not one of them.
 */
export interface StoredGame {
  format: typeof STORE_FORMAT;
  schema: typeof STORE_SCHEMA;
  game: SavedGame;
  depth: number;
  /** Milliseconds played (absent in games stored before the timer existed). */
  elapsed?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** localStorage, or undefined where the page may not use it (a sandbox, privacy settings). */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The game in progress in localStorage under one key. Storage that is missing or throws is
 * ignored with one console warning — the game still plays; data that is corrupt, foreign or from a
 * newer version is moved aside to `<key>:set-aside` with a warning, so it is never lost silently
 * and never crashes the page.
 */
export class GameStore {
  private warned = false;

  constructor(
    readonly key: string,
    private readonly storage: () => Storage | undefined = browserStorage,
  ) {}

  /** The stored game, or undefined when there is none or it could not be used. */
  read(): StoredGame | undefined {
    const raw = this.attempt((storage) => storage.getItem(this.key));
    if (raw === undefined || raw === null) return undefined;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      this.setAside(raw, 'it is not JSON');
      return undefined;
    }
    const problem = this.problem(data);
    if (problem !== undefined) {
      this.setAside(raw, problem);
      return undefined;
    }
    return data as StoredGame;
  }

  write(game: SavedGame, depth: number, elapsed: number): void {
    const stored: StoredGame = { format: STORE_FORMAT, schema: STORE_SCHEMA, game, depth, elapsed };
    this.attempt((storage) => {
      storage.setItem(this.key, JSON.stringify(stored));
    });
  }

  /** Moves unusable data out of the way, keeping it for whoever wants to look at it. */
  setAside(raw: string, why: string): void {
    console.warn(`<forty-thieves>: the game stored under "${this.key}" was set aside under "${this.key}:set-aside" because ${why}.`);
    this.attempt((storage) => {
      storage.setItem(`${this.key}:set-aside`, raw);
      storage.removeItem(this.key);
    });
  }

  private problem(data: unknown): string | undefined {
    if (!isRecord(data) || data.format !== STORE_FORMAT) return `it is not a game stored by <forty-thieves> (no "format": "${STORE_FORMAT}")`;
    if (typeof data.schema !== 'number' || data.schema > STORE_SCHEMA) return `it was stored by a newer version (schema ${String(data.schema)}; this one reads ${STORE_SCHEMA})`;
    if (data.schema !== STORE_SCHEMA) return `its schema ${data.schema} is not one this version reads`;
    if (!isRecord(data.game) || data.game.format !== SAVE_FORMAT) return 'it holds no saved game';
    if (typeof data.depth !== 'number' || !Number.isInteger(data.depth) || data.depth < 0) return 'its undo depth is not a whole number';
    if (data.elapsed !== undefined && (typeof data.elapsed !== 'number' || !(data.elapsed >= 0))) return 'its time is not a number of milliseconds';
    return undefined;
  }

  private attempt<T>(use: (storage: Storage) => T): T | undefined {
    try {
      const storage = this.storage();
      return storage ? use(storage) : undefined;
    } catch (error) {
      if (!this.warned) {
        this.warned = true;
        console.warn(`<forty-thieves>: localStorage is not available (${error instanceof Error ? error.message : String(error)}); the game plays on without saving.`);
      }
      return undefined;
    }
  }
}
