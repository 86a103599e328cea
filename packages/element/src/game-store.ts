import { SAVE_FORMAT, type SavedGame } from '@forty-thieves/core';
import { StorageSlot } from './storage-slot.js';

/** Identifies what the element stores, among whatever else the page keeps in localStorage. */
export const STORE_FORMAT = 'forty-thieves/element-game';
/** The schema this version writes and reads; newer data is set aside, never half read. */
export const STORE_SCHEMA = 1;

/**
 * What the element keeps under its storage key: core's saved game (variant, start, every step,
 * options) plus how many of those steps the player may undo — the autoplay right after the deal
 * is not one of them — and the time played.
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

/** What is wrong with stored data, or undefined when it is a game this version reads. */
function problem(data: unknown): string | undefined {
  if (!isRecord(data) || data.format !== STORE_FORMAT) return `it is not a game stored by <forty-thieves> (no "format": "${STORE_FORMAT}")`;
  if (data.schema !== STORE_SCHEMA) return `it was stored by a newer version or another program (schema ${String(data.schema)}; this one reads ${STORE_SCHEMA})`;
  if (!isRecord(data.game) || data.game.format !== SAVE_FORMAT) return 'it holds no saved game';
  if (typeof data.depth !== 'number' || !Number.isInteger(data.depth) || data.depth < 0) return 'its undo depth is not a whole number';
  // Finite and safe: Infinity or 1e309 would show as "Infinity:NaN:NaN".
  if (data.elapsed !== undefined && !(typeof data.elapsed === 'number' && data.elapsed >= 0 && data.elapsed <= Number.MAX_SAFE_INTEGER)) return 'its time is not a number of milliseconds';
  return undefined;
}

/**
 * The game in progress in localStorage under one key (see {@link StorageSlot} for what happens
 * to storage that fails and data that is not ours). Core's `loadGame` checks the game itself.
 */
export class GameStore {
  private readonly slot: StorageSlot;

  constructor(
    readonly key: string,
    storage?: () => Storage | undefined,
  ) {
    this.slot = new StorageSlot(key, storage);
  }

  /** The stored game, or undefined when there is none or it could not be used. */
  read(): StoredGame | undefined {
    return this.slot.read(problem) as StoredGame | undefined;
  }

  write(game: SavedGame, depth: number, elapsed: number): void {
    const stored: StoredGame = { format: STORE_FORMAT, schema: STORE_SCHEMA, game, depth, elapsed };
    this.slot.write(stored);
  }

  setAside(raw: string, why: string): void {
    this.slot.setAside(raw, why);
  }
}
