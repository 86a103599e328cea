import type { SavedGame } from '../src/save.js';

/**
 * A save as an older schema wrote the same game: schema 2 had no `opening`, `status`, `assisted`
 * or `won`, and the element saved its opening autoplay as the first undoable step; schema 1 had
 * no `rulesVersion` either.
 */
export function olderSave(saved: SavedGame, schema: 1 | 2): Record<string, unknown> {
  const { opening, status: _status, assisted: _assisted, won: _won, rulesVersion, ...rest } = saved;
  const history = opening.length > 0 ? [opening, ...rest.history] : rest.history;
  return { ...rest, history, schema, ...(schema === 2 ? { rulesVersion } : {}) };
}
