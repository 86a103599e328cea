import { dealBoard, isDealNumber } from './deal.js';
import { nextSafeMove } from './autoplay.js';
import type { Board } from './board.js';
import { formatMove } from './notation.js';
import { GameSession, type SessionRecord } from './session.js';
import type { GameStatus, SessionOptions } from './session-types.js';
import { decodeRecord } from './session-history.js';
import type { VariantPlugin } from './variant.js';
import { boardFromPosition, positionOf, type Position } from './position.js';
import { array, boolean, literal, nullable, number, object, optional, problemOf, string, unknown } from './shape.js';

/** Identifies our saved games among whatever else a storage slot may hold. */
export const SAVE_FORMAT = 'forty-thieves/game';
/** The save schema this version writes; it reads this one and every older one (see docs/architecture.md). */
export const SAVE_SCHEMA = 2;

/**
 * A saved game (schema 2): the variant, where the game started (a deal number, or a position for
 * games that did not come from a numbered deal), the opening autoplay made as part of the deal,
 * and every step as text moves — the undoable ones and the redoable ones — so a reload resumes
 * exactly, undo history included; then where the game stands and whether the player had help.
 * Schema 1 had no `opening`, `status`, `assisted` or `won`: its opening autoplay, when there was
 * one, was the first undoable step.
 */
export interface SavedGame {
  format: typeof SAVE_FORMAT;
  schema: typeof SAVE_SCHEMA;
  variant: string;
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

const Steps = array(array(string));
const common = {
  format: literal(SAVE_FORMAT),
  variant: string,
  deal: nullable(number),
  start: optional(unknown),
  history: Steps,
  future: Steps,
  options: object({ autoplay: boolean, supermove: boolean }),
};
const SaveShapeV1 = object({ ...common, schema: literal(1) });
const SaveShape = object({
  ...common,
  schema: literal(SAVE_SCHEMA),
  opening: array(string),
  status: string,
  assisted: boolean,
  won: boolean,
});

/**
 * Whether the deal number alone restores where the game started: a game loaded from a position
 * keeps the position's deal number, yet may have started anywhere in that deal.
 */
function startsAtDeal(game: GameSession): boolean {
  if (game.deal === null || !isDealNumber(game.deal)) return false;
  return JSON.stringify(positionOf(dealBoard(game.plugin, game.deal), game.deal)) === JSON.stringify(game.startPosition());
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
    opening: game.opening().map(formatMove),
    history,
    future,
    options: { ...game.options },
    status: game.status(),
    assisted: game.assisted,
    won: game.hasBeenWon,
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

/** The fields every schema has, as `loadGame` uses them. */
type Loaded = Pick<SavedGame, 'deal' | 'history' | 'future' | 'options'> & { start?: unknown } & Partial<Pick<SavedGame, 'opening' | 'assisted' | 'won'>>;

/** The safe moves autoplay makes from `board` by itself, as text (applied to a copy). */
function openingFrom(board: Board): string[] {
  const copy = board.clone();
  const moves: string[] = [];
  for (let code = nextSafeMove(copy); code >= 0; code = nextSafeMove(copy)) moves.push(formatMove(decodeRecord(copy.apply(code))));
  return moves;
}

/**
 * A schema 1 game from a numbered deal whose first step is exactly the autoplay the deal allows
 * was saved with its opening autoplay as a step: that step becomes the opening, as it is now.
 */
function upgradeV1(data: Loaded, start: Board, fromDeal: boolean): Loaded {
  const first = data.history[0] ?? data.future[0];
  const opening = fromDeal ? openingFrom(start) : [];
  if (first === undefined || opening.length === 0 || first.join(' ') !== opening.join(' ')) return { ...data, opening: [] };
  return data.history.length > 0 ? { ...data, opening, history: data.history.slice(1) } : { ...data, opening, future: data.future.slice(1) };
}

/**
 * Reads a saved game (JSON text or parsed, any schema up to {@link SAVE_SCHEMA}) for `plugin` and
 * returns the game, with every move replayed through the rules. Bad, foreign or future data throws
 * a {@link SaveError} that says what is wrong; a game is never half loaded.
 */
export function loadGame(plugin: VariantPlugin, input: unknown): GameSession {
  const variant = savedVariant(input);
  if (variant !== plugin.id) throw new SaveError(`the saved game is of variant "${variant}", not "${plugin.id}"`);
  const json = parseJson(input);
  const v1 = (json as { schema?: unknown }).schema === 1;
  const problem = problemOf(v1 ? SaveShapeV1 : SaveShape, json, 'save');
  if (problem !== undefined) throw new SaveError(`corrupt saved game: ${problem}`);
  // The shape has checked every field; `start` is checked as a position when it is used.
  let data = json as Loaded;
  try {
    const fromDeal = data.deal !== null && data.start === undefined;
    if (fromDeal && !isDealNumber(data.deal)) throw new Error(`deal ${String(data.deal)} is not a deal number`);
    const start = fromDeal ? dealBoard(plugin, data.deal ?? 0) : boardFromPosition(plugin, data.start);
    if (v1) data = upgradeV1(data, start, fromDeal);
    const deal = fromDeal ? data.deal : (data.start as { deal?: unknown }).deal;
    const record: SessionRecord = { opening: data.opening ?? [], assisted: data.assisted ?? false, hasBeenWon: data.won ?? false };
    const game = GameSession.resume(plugin, typeof deal === 'number' ? deal : null, start, { ...data.options }, record);
    game.replay(data.history, data.future);
    return game;
  } catch (error) {
    throw new SaveError(`corrupt saved game: ${error instanceof Error ? error.message : String(error)}`);
  }
}
