import { isDealNumber } from './deal.js';
import { GameSession, type SessionOptions } from './session.js';
import type { VariantPlugin } from './variant.js';
import type { Position } from './position.js';
import { array, boolean, literal, nullable, number, object, optional, problemOf, string, unknown } from './shape.js';

/** Identifies our saved games among whatever else a storage slot may hold. */
export const SAVE_FORMAT = 'forty-thieves/game';
/** The save schema this version writes and reads. */
export const SAVE_SCHEMA = 1;

/**
 * A saved game (schema 1): the variant, where the game started (a deal number, or a position for
 * games that did not come from a numbered deal), and every step as text moves — the undoable ones
 * and the redoable ones — so a reload resumes exactly, undo history included.
 */
export interface SavedGame {
  format: typeof SAVE_FORMAT;
  schema: typeof SAVE_SCHEMA;
  variant: string;
  deal: number | null;
  /** Where the game started, when that is not deal `deal`'s layout (always when `deal` is null). */
  start?: Position;
  history: string[][];
  future: string[][];
  options: Required<SessionOptions>;
}

/** A saved game could not be read; nothing was loaded. */
export class SaveError extends Error {
  override readonly name = 'SaveError';
}

const Steps = array(array(string));
const SaveShape = object({
  format: literal(SAVE_FORMAT),
  schema: literal(SAVE_SCHEMA),
  variant: string,
  deal: nullable(number),
  start: optional(unknown),
  history: Steps,
  future: Steps,
  options: object({ autoplay: boolean, supermove: boolean }),
});

/**
 * Whether the deal number alone restores where the game started: a game loaded from a position
 * keeps the position's deal number, yet may have started anywhere in that deal.
 */
function startsAtDeal(game: GameSession): boolean {
  if (game.deal === null || !isDealNumber(game.deal)) return false;
  return JSON.stringify(GameSession.deal(game.plugin, game.deal).startPosition()) === JSON.stringify(game.startPosition());
}

/** The game as a {@link SavedGame}, ready for `JSON.stringify`; {@link loadGame} reads it back. */
export function saveGame(game: GameSession): SavedGame {
  const { history, future } = game.steps();
  return {
    format: SAVE_FORMAT,
    schema: SAVE_SCHEMA,
    variant: game.plugin.id,
    deal: game.deal,
    ...(startsAtDeal(game) ? {} : { start: game.startPosition() }),
    history,
    future,
    options: { ...game.options },
  };
}

function parseJson(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input) as unknown;
  } catch (error) {
    throw new SaveError(`not a saved game: the text is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * The variant id of a saved game, read before its plugin is loaded. Throws a {@link SaveError}
 * for data that is not one of our saved games or is from a newer version.
 */
export function savedVariant(input: unknown): string {
  const data = parseJson(input);
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== SAVE_FORMAT) {
    throw new SaveError(`not a Forty Thieves saved game (expected "format": "${SAVE_FORMAT}")`);
  }
  const schema = (data as { schema?: unknown }).schema;
  if (typeof schema === 'number' && schema > SAVE_SCHEMA) {
    throw new SaveError(`this game was saved by a newer version (schema ${schema}); this version reads schema ${SAVE_SCHEMA}`);
  }
  const variant = (data as { variant?: unknown }).variant;
  if (typeof variant !== 'string') throw new SaveError('the saved game names no variant');
  return variant;
}

/**
 * Reads a saved game (JSON text or parsed) for `plugin` and returns the game, with every move
 * replayed through the rules. Bad, foreign or future data throws a {@link SaveError} that says
 * what is wrong; a game is never half loaded.
 */
export function loadGame(plugin: VariantPlugin, input: unknown): GameSession {
  const variant = savedVariant(input);
  if (variant !== plugin.id) throw new SaveError(`the saved game is of variant "${variant}", not "${plugin.id}"`);
  const json = parseJson(input);
  const problem = problemOf(SaveShape, json, 'save');
  if (problem !== undefined) throw new SaveError(`corrupt saved game: ${problem}`);
  // SaveShape has checked every field; `start` is checked as a position when it is used.
  const data = json as Omit<SavedGame, 'start'> & { start?: unknown };
  const options = { autoplay: data.options.autoplay, supermove: data.options.supermove };
  let game: GameSession;
  try {
    if (data.deal !== null && data.start === undefined) {
      if (!isDealNumber(data.deal)) throw new Error(`deal ${String(data.deal)} is not a deal number`);
      game = GameSession.deal(plugin, data.deal, options);
    } else {
      game = GameSession.fromPosition(plugin, data.start, options);
    }
    game.replay(data.history, data.future);
  } catch (error) {
    throw new SaveError(`corrupt saved game: ${error instanceof Error ? error.message : String(error)}`);
  }
  return game;
}
