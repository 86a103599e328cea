import { dealBoard, isDealNumber } from './deal.js';
import { nextSafeMove } from './autoplay.js';
import type { Board } from './board.js';
import { checkMove } from './legality.js';
import { codeMove, type MoveCode } from './move-code.js';
import { formatMove, parseMove } from './notation.js';
import { boardFromPosition } from './position.js';
import { SAVE_FORMAT, SAVE_SCHEMA, SaveError, type SavedGame } from './save.js';
import { GameSession, type SessionRecord } from './session.js';
import { decodeRecord } from './session-history.js';
import { array, boolean, literal, nullable, number, object, optional, problemOf, string, unknown } from './shape.js';
import type { VariantPlugin } from './variant.js';

// Reading a saved game is its own module: a page that starts with a fresh deal never needs it.

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

/** The engine code of a saved text move, checked by the rules; throws with `where` and the reason. */
function checkedMove(board: Board, text: string, where: string): MoveCode {
  const parsed = parseMove(text);
  const check = parsed.ok ? checkMove(board, parsed.move) : { ok: false as const, reason: parsed.error };
  if (!check.ok) throw new Error(`${where} ("${text}"): ${check.reason}`);
  return check.code;
}

/** The safe moves autoplay makes from `board` by itself, as text (applied to a copy). */
function openingFrom(board: Board): string[] {
  const copy = board.clone();
  const moves: string[] = [];
  for (let code = nextSafeMove(copy); code >= 0; code = nextSafeMove(copy)) moves.push(formatMove(decodeRecord(copy.apply(code))));
  return moves;
}

/**
 * A schema 1 game whose first step is exactly the autoplay its start allows was saved with its
 * opening autoplay as a step (the element made it so): that step becomes the opening, as now.
 */
function upgradeV1(data: Loaded, start: Board): Loaded {
  const first = data.history[0] ?? data.future[0];
  const opening = openingFrom(start);
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
    if (v1) data = upgradeV1(data, start);
    const deal = fromDeal ? data.deal : (data.start as { deal?: unknown }).deal;
    // Every move is checked by the rules on a copy of the start, in the order it was made.
    const board = start.clone();
    const opening = (data.opening ?? []).map((text, i) => board.apply(checkedMove(board, text, `opening move ${i + 1}`)));
    const steps = [...data.history, ...data.future].map((texts, index) =>
      texts.map((text, i) => board.apply(checkedMove(board, text, `step ${index + 1}, move ${i + 1}`))),
    );
    const record: SessionRecord = {
      opening: opening.map(codeMove),
      steps: steps.map((codes) => codes.map(codeMove)),
      redoable: data.future.length,
      assisted: data.assisted ?? false,
      hasBeenWon: data.won ?? false,
    };
    const game = GameSession.resume(plugin, typeof deal === 'number' ? deal : null, start, { ...data.options }, record);
    return game;
  } catch (error) {
    throw new SaveError(`corrupt saved game: ${error instanceof Error ? error.message : String(error)}`);
  }
}
