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
import { array, boolean, literal, nullable, number, object, optional, problemOf, string, unknown, type Shape } from './shape.js';
import type { VariantPlugin } from './variant.js';

// Reading a saved game is its own module: a page that starts with a fresh deal never needs it.

const Steps = array(array(string));
const shown = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value));
const wholeFromOne: Shape = (value, path) =>
  Number.isSafeInteger(value) && (value as number) >= 1 ? undefined : `${path}: expected a whole number from 1, got ${shown(value)}`;
const anySchema: Shape = (value, path) =>
  value === 1 || value === 2 || value === 3 ? undefined : `${path}: expected 1, 2 or ${SAVE_SCHEMA}, got ${shown(value)}`;
const common = {
  format: literal(SAVE_FORMAT),
  schema: anySchema,
  variant: string,
  deal: nullable(number),
  start: optional(unknown),
  history: Steps,
  future: Steps,
  options: object({ autoplay: boolean, supermove: boolean }),
};
/** Schema 1: before rules versions; schema 2: before the opening and the game's state were saved. */
const SaveShape1 = object({ ...common, rulesVersion: optional(wholeFromOne), opening: optional(array(string)) });
const SaveShape2 = object({ ...common, rulesVersion: wholeFromOne, opening: optional(array(string)) });
const SaveShape = object({ ...common, rulesVersion: wholeFromOne, opening: array(string), status: string, assisted: boolean, won: boolean });

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
type Loaded = Pick<SavedGame, 'deal' | 'history' | 'future' | 'options'> & { schema: number; start?: unknown } & Partial<
    Pick<SavedGame, 'rulesVersion' | 'opening' | 'assisted' | 'won'>
  >;

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
 * A schema 1 or 2 game whose first step is exactly the autoplay its start allows was saved with
 * its opening autoplay as a step (the element made it so): that step becomes the opening, as now.
 */
function upgradeOpening(data: Loaded, start: Board): Loaded {
  if (data.opening !== undefined) return data;
  const first = data.history[0] ?? data.future[0];
  const opening = openingFrom(start);
  if (first === undefined || opening.length === 0 || first.join(' ') !== opening.join(' ')) return { ...data, opening: [] };
  return data.history.length > 0 ? { ...data, opening, history: data.history.slice(1) } : { ...data, opening, future: data.future.slice(1) };
}

/**
 * Reads a saved game (JSON text or parsed, any schema up to {@link SAVE_SCHEMA}) for `plugin` and
 * returns the game, with every move replayed through the rules. Bad, foreign or future data throws
 * a {@link SaveError} that says what is wrong; a game is never half loaded.
 *
 * A game saved under an earlier version of the variant's rules (`plugin.rulesVersion`) is
 * replayed under the current rules: it loads when every move is still legal, and is refused with
 * a SaveError naming the first move that is not. A game saved under a newer version of the rules
 * than `plugin` plays is refused. So a game is never resumed under rules it was not played by.
 */
export function loadGame(plugin: VariantPlugin, input: unknown): GameSession {
  const variant = savedVariant(input);
  if (variant !== plugin.id) throw new SaveError(`the saved game is of variant "${variant}", not "${plugin.id}"`);
  const json = parseJson(input);
  const schema = (json as { schema?: unknown }).schema;
  const problem = problemOf(schema === 1 ? SaveShape1 : schema === 2 ? SaveShape2 : SaveShape, json, 'save');
  if (problem !== undefined) throw new SaveError(`corrupt saved game: ${problem}`);
  // The shape has checked every field; `start` is checked as a position when it is used.
  let data = json as Loaded;
  const savedRules = data.rulesVersion ?? 1;
  const rules = plugin.rulesVersion ?? 1;
  if (savedRules > rules) {
    throw new SaveError(
      `this ${plugin.name} game was saved under a newer version of its rules (version ${savedRules}); this version of the variant plays version ${rules}: update it to resume the game`,
    );
  }
  try {
    const fromDeal = data.deal !== null && data.start === undefined;
    if (fromDeal && !isDealNumber(data.deal)) throw new Error(`deal ${String(data.deal)} is not a deal number`);
    const start = fromDeal ? dealBoard(plugin, data.deal ?? 0) : boardFromPosition(plugin, data.start);
    if (data.schema < SAVE_SCHEMA) data = upgradeOpening(data, start);
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
    return GameSession.resume(plugin, typeof deal === 'number' ? deal : null, start, { ...data.options }, record);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    if (savedRules < rules) {
      throw new SaveError(
        `this ${plugin.name} game was saved under an earlier version of its rules (version ${savedRules}, now ${rules}) and cannot be resumed under the current ones: ${why}; start a new game`,
      );
    }
    throw new SaveError(`corrupt saved game: ${why}`);
  }
}
