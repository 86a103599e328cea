import { formatMove } from './notation.js';
import type { GameSession } from './session.js';
import type { GameStatus, SessionOptions } from './session-types.js';
import type { Position } from './position.js';

/** Identifies our saved games among whatever else a storage slot may hold. */
export const SAVE_FORMAT = 'forty-thieves/game';
/** The save schema this version writes; `loadGame` reads this one and every older one (see docs/notation.md). */
export const SAVE_SCHEMA = 3;

/**
 * A saved game (schema 3): the variant and the version of its rules the game was played under,
 * where the game started (a deal number, or a position for games that did not come from a
 * numbered deal), the opening autoplay made as part of the deal, and every step as text moves —
 * the undoable ones and the redoable ones — so a reload resumes exactly, undo history included;
 * then where the game stands and whether the player had help. Schema 2 had no `opening`,
 * `status`, `assisted` or `won` (its opening autoplay, when there was one, was the first undoable
 * step); schema 1 had no `rulesVersion` either.
 */
export interface SavedGame {
  format: typeof SAVE_FORMAT;
  schema: typeof SAVE_SCHEMA;
  variant: string;
  /** The plugin's `rulesVersion` when the game was saved (1 for a plugin that declares none). */
  rulesVersion: number;
  deal: number | null;
  /** Where the game started, when that is not deal `deal`'s layout (always when `deal` is null). */
  start?: Position;
  /** The safe moves autoplay made as part of the deal, before any step. */
  opening: string[];
  history: string[][];
  future: string[][];
  options: Required<SessionOptions>;
  /** Where the game stands, for a reader that does not replay it; a load recomputes it. */
  status: GameStatus;
  /** The player had a hint or a shown solution. */
  assisted: boolean;
  /** The game reached a won position at some time (a win is counted once). */
  won: boolean;
}

/** A saved game could not be read; nothing was loaded. */
export class SaveError extends Error {
  override readonly name = 'SaveError';
}

/** The game as a {@link SavedGame}, ready for `JSON.stringify`; `loadGame` reads it back. */
export function saveGame(game: GameSession): SavedGame {
  const { history, future } = game.steps();
  return {
    format: SAVE_FORMAT,
    schema: SAVE_SCHEMA,
    variant: game.plugin.id,
    rulesVersion: game.plugin.rulesVersion ?? 1,
    deal: game.deal,
    ...(game.startsAtDeal() ? {} : { start: game.startPosition() }),
    opening: game.opening().map(formatMove),
    history,
    future,
    options: { ...game.options },
    status: game.status(),
    assisted: game.assisted,
    won: game.hasBeenWon,
  };
}
