import { isDealNumber } from './deal.js';
import { GameSession, type SessionOptions } from './session.js';
import type { VariantPlugin } from './variant.js';
import type { Position } from './position.js';
import { array, boolean, literal, nullable, number, object, optional, problemOf, string, unknown } from './shape.js';

/** Identifies our saved games among whatever else a storage slot may hold. */
export const SAVE_FORMAT = 'forty-thieves/game';
/**
 * The save schema this version writes. It also reads schema 1 (before `rulesVersion`), whose
 * games were all played under version 1 of their variant's rules.
 */
export const SAVE_SCHEMA = 2;

/**
 * A saved game (schema 2): the variant and the version of its rules the game was played under,
 * where the game started (a deal number, or a position for games that did not come from a
 * numbered deal), and every step as text moves — the undoable ones and the redoable ones — so a
 * reload resumes exactly, undo history included.
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
  schema: number,
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
    rulesVersion: game.plugin.rulesVersion ?? 1,
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
 *
 * A game saved under an earlier version of the variant's rules (`plugin.rulesVersion`) is
 * replayed under the current rules: it loads when every move is still legal, and is refused with
 * a SaveError naming the first move that is not ("saved under Little Forty's rules version 1,
 * now 2: step 3, move 1 …"). A game saved under a newer version of the rules than `plugin` plays,
 * or with no valid rules version, is refused ("saved under …'s rules version 3; this is version
 * 2"). So a game is never resumed under rules it was not played by. (Terse, as this code is in
 * the element's first-load budget.)
 */
export function loadGame(plugin: VariantPlugin, input: unknown): GameSession {
  const variant = savedVariant(input);
  if (variant !== plugin.id) throw new SaveError(`the saved game is of variant "${variant}", not "${plugin.id}"`);
  const json = parseJson(input);
  const problem = problemOf(SaveShape, json, 'save');
  if (problem !== undefined) throw new SaveError(`corrupt saved game: ${problem}`);
  // SaveShape has checked every field; `start` is checked as a position when it is used.
  const data = json as Omit<SavedGame, 'start' | 'schema' | 'rulesVersion'> & { schema: number; rulesVersion?: unknown; start?: unknown };
  // Schema 1 had no rules version: every game in it was played under version 1.
  const saved = data.schema === 1 ? 1 : data.schema === SAVE_SCHEMA ? data.rulesVersion : 0;
  const rules = plugin.rulesVersion ?? 1;
  const under = `saved under ${plugin.name}'s rules version ${String(saved)}`;
  // A whole number from 1, and no newer than the plugin's rules: a newer one is refused, never misread.
  if (!(typeof saved === 'number' && saved >= 1 && saved <= rules && Number.isInteger(saved))) throw new SaveError(`${under}; this is version ${rules}`);
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
    const why = error instanceof Error ? error.message : String(error);
    throw new SaveError(saved < rules ? `${under}, now ${rules}: ${why}` : `corrupt saved game: ${why}`);
  }
  return game;
}
