import { SAVE_FORMAT, type SavedGame } from '@forty-thieves/core';

/** What the element stores, among whatever else the page keeps, in the schema written (1, whose `depth` core's save now holds, is read too). */
export const STORE_FORMAT = 'forty-thieves/element-game';
export const STORE_SCHEMA = 2;

/** What the element keeps under its storage key: core's saved game, and the milliseconds played (absent in old games). */
export interface StoredGame {
  format: typeof STORE_FORMAT;
  schema: 1 | typeof STORE_SCHEMA;
  game: SavedGame;
  elapsed?: number;
}

/** What is wrong with stored data, or undefined when it is a game this version reads (core's `loadGame` checks the game). */
export function storedGameProblem(data: unknown): string | undefined {
  const { format, schema, game, elapsed } = (data ?? {}) as Record<string, unknown>;
  if (format !== STORE_FORMAT) return `it is not a game stored by <forty-thieves> (no "format": "${STORE_FORMAT}")`;
  if (schema !== 1 && schema !== STORE_SCHEMA)
    return `it was stored by a newer version or another program (schema ${String(schema)}; this one reads 1 and ${STORE_SCHEMA})`;
  if ((game as { format?: unknown } | null)?.format !== SAVE_FORMAT) return 'it holds no saved game';
  // Finite and safe: Infinity or 1e309 would show as "Infinity:NaN:NaN".
  const time = elapsed === undefined || (typeof elapsed === 'number' && elapsed >= 0 && elapsed <= Number.MAX_SAFE_INTEGER);
  return time ? undefined : 'its time is not a number of milliseconds';
}
