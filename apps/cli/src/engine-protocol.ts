import {
  GameSession,
  GameStatus,
  MAX_DEAL,
  formatMove,
  isDealNumber,
  type MoveInput,
  type Position,
  type SessionOptions,
  type VariantPlugin,
  type VariantRegistry,
} from '@forty-thieves/core';
import { DEFAULT_DEAL } from './args.js';
import { MAX_DEPTH, MAX_ID_CHARS, MAX_LINE_CHARS, boundedLines, nestingDepth, quote, truncate } from './engine-limits.js';
import { errorMessage, writeText, type CliStreams } from './io.js';
import { loadPluginFromPath } from './plugin-loader.js';

/**
 * The protocol plays the rules and nothing else: autoplay and supermoves are conveniences for
 * people, and a program that searches or replays must see every single rule move it makes.
 */
export const RULE_MOVES_ONLY: Readonly<SessionOptions> = { autoplay: false, supermove: false };

/** The commands, in the order `help` lists them. */
export const ENGINE_COMMANDS = ['new', 'load', 'position', 'moves', 'play', 'undo', 'redo', 'status', 'variants', 'help', 'quit'] as const;
export type EngineCommand = (typeof ENGINE_COMMANDS)[number];

/** One answer line. Every answer has `ok`; a refusal has `error` with the reason. */
export type EngineAnswer = { ok: true; [field: string]: unknown } | { ok: false; error: string; [field: string]: unknown };

type Request = Readonly<Record<string, unknown>>;

const NEW_EXAMPLE = '{"cmd":"new","variant":"maria","deal":42}';

/** The longest error message an answer carries; longer ones (quoting a huge value) are cut. */
const MAX_ERROR_CHARS = 1_000;

function fail(error: string): EngineAnswer {
  return { ok: false, error };
}

function tooLong(length: number): EngineAnswer {
  return fail(`the line is ${length} characters long; the engine reads lines of up to ${MAX_LINE_CHARS} (a position takes about 2,000)`);
}

function isObject(value: unknown): value is Request {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCommand(cmd: string): cmd is EngineCommand {
  return (ENGINE_COMMANDS as readonly string[]).includes(cmd);
}

/**
 * A `play` request's move: the text form, or `{ from, to, count? }`. Only the shape is checked
 * here; whether the move is legal is the rules engine's call.
 */
function moveOf(value: unknown): MoveInput | string | undefined {
  if (typeof value === 'string') return value;
  if (!isObject(value)) return undefined;
  const { from, to, count } = value;
  if (typeof from !== 'string' || typeof to !== 'string') return undefined;
  if (count === undefined) return { from, to };
  return typeof count === 'number' ? { from, to, count } : undefined;
}

/**
 * The engine line protocol (docs/engine-protocol.md) without any I/O: one request line in, one
 * answer out. A failed command leaves the game as it was; nothing a line says ends the protocol
 * except `quit`.
 */
export class EngineProtocol {
  private game: GameSession | undefined;
  private quit = false;

  constructor(private readonly registry: VariantRegistry) {}

  /** True once `quit` has been answered. */
  get finished(): boolean {
    return this.quit;
  }

  /**
   * The answer to one line, or undefined for a blank line (blank lines are ignored). Never throws:
   * whatever goes wrong is an `ok: false` answer (docs/engine-protocol.md, "Limits").
   */
  async handle(line: string): Promise<EngineAnswer | undefined> {
    if (line.trim() === '') return undefined;
    let answer: EngineAnswer;
    try {
      answer = await this.answer(line);
    } catch (error) {
      // A bug must not end a long-running engine; say what happened and keep serving.
      answer = fail(`internal error: ${errorMessage(error)}`);
    }
    // However a message came to quote the request, an answer stays short.
    return answer.ok ? answer : { ...answer, error: truncate(answer.error, MAX_ERROR_CHARS) };
  }

  private async answer(line: string): Promise<EngineAnswer> {
    if (line.length > MAX_LINE_CHARS) return tooLong(line.length);
    const depth = nestingDepth(line);
    if (depth > MAX_DEPTH) return fail(`the line nests more than ${MAX_DEPTH} arrays or objects deep; a request needs at most 5`);
    let request: unknown;
    try {
      request = JSON.parse(line) as unknown;
    } catch (error) {
      return fail(`not JSON (${errorMessage(error)}); send one JSON object per line, e.g. {"cmd":"position"}`);
    }
    if (!isObject(request)) return fail('a line must be one JSON object, e.g. {"cmd":"position"}');
    // An `id` is echoed so a program can match answers to requests; one too long to echo is refused.
    const idText = request.id === undefined ? '' : JSON.stringify(request.id);
    if (idText.length > MAX_ID_CHARS) return fail(`"id" is ${idText.length} characters of JSON; the engine echoes ids of up to ${MAX_ID_CHARS}`);
    const echo = request.id === undefined ? {} : { id: request.id };
    const { cmd } = request;
    if (cmd === undefined) return { ...fail(`missing "cmd"; commands: ${ENGINE_COMMANDS.join(', ')}`), ...echo };
    if (typeof cmd !== 'string' || !isCommand(cmd)) {
      return { ...fail(`unknown cmd ${quote(cmd)}; commands: ${ENGINE_COMMANDS.join(', ')}`), ...echo };
    }
    let answer: EngineAnswer;
    try {
      answer = await this.run(cmd, request);
    } catch (error) {
      answer = fail(`internal error in ${cmd}: ${errorMessage(error)}`);
    }
    // `ok`, `cmd` and `id` first, so a transcript reads well.
    return Object.assign({ ok: answer.ok, cmd, ...echo }, answer);
  }

  private run(cmd: EngineCommand, request: Request): EngineAnswer | Promise<EngineAnswer> {
    switch (cmd) {
      case 'new':
        return this.newGame(request);
      case 'load':
        return this.load(request);
      case 'variants':
        return { ok: true, variants: this.registry.ids() };
      case 'help':
        return { ok: true, commands: [...ENGINE_COMMANDS] };
      case 'quit':
        this.quit = true;
        return { ok: true };
      default:
        return this.withGame(cmd, request);
    }
  }

  /** The commands that need a game. */
  private withGame(cmd: 'position' | 'moves' | 'play' | 'undo' | 'redo' | 'status', request: Request): EngineAnswer {
    const game = this.game;
    if (game === undefined) return fail(`no game yet: start one with ${NEW_EXAMPLE} or {"cmd":"load","position":{…}}`);
    switch (cmd) {
      case 'position':
        return gameAnswer(game);
      case 'moves':
        return { ok: true, moves: game.legalMoves().map(formatMove) };
      case 'status':
        return { ok: true, status: ruleStatus(game), moveCount: game.moveCount };
      case 'undo':
        return game.undo() ? gameAnswer(game) : fail('nothing to undo');
      case 'redo':
        return game.redo() ? gameAnswer(game) : fail('nothing to redo');
      case 'play':
        return play(game, request);
    }
  }

  private async newGame(request: Request): Promise<EngineAnswer> {
    const { variant, plugin: path, deal = DEFAULT_DEAL } = request;
    if (path !== undefined && (typeof path !== 'string' || variant !== undefined)) {
      return fail('new takes "variant" (an id) or "plugin" (the path of a plugin package or built .js file), not both');
    }
    if (typeof variant !== 'string' && path === undefined) {
      return fail(`new needs "variant", one of: ${this.registry.ids().join(', ')}, or "plugin", the path of a plugin package`);
    }
    if (!isDealNumber(deal)) return fail(`"deal" must be a whole number from 0 to ${MAX_DEAL}, got ${quote(deal)}`);
    const plugin = await (typeof path === 'string' ? this.loadPlugin(path) : this.registry.loadVariant(String(variant))).catch((error: unknown) =>
      errorMessage(error),
    );
    if (typeof plugin === 'string') return fail(plugin);
    this.game = GameSession.deal(plugin, deal, RULE_MOVES_ONLY);
    return gameAnswer(this.game);
  }

  /** A plugin from disk, registered so `load` and `variants` know it by id from now on. */
  private async loadPlugin(path: string): Promise<VariantPlugin> {
    return this.registry.registerVariant(await loadPluginFromPath(path));
  }

  private async load(request: Request): Promise<EngineAnswer> {
    const { position } = request;
    if (!isObject(position)) return fail('load needs "position": a position object as `position` answers it');
    if (typeof position.variant !== 'string') return fail('the position needs "variant", the id of its variant');
    const plugin = await this.registry.loadVariant(position.variant).catch((error: unknown) => errorMessage(error));
    if (typeof plugin === 'string') return fail(plugin);
    let game: GameSession;
    try {
      game = GameSession.fromPosition(plugin, position, RULE_MOVES_ONLY);
    } catch (error) {
      return fail(`position refused: ${errorMessage(error)}`);
    }
    this.game = game;
    return gameAnswer(game);
  }
}

/**
 * The protocol's `status`: won, or stuck when no legal rule move remains (docs/engine-protocol.md).
 * A program sees every rule move, so a game with only pointless moves left is still playing here,
 * where the session (for people) calls it stuck.
 */
function ruleStatus(game: GameSession): GameStatus {
  const status = game.status();
  if (status !== GameStatus.Stuck) return status;
  return game.legalMoves().length === 0 ? GameStatus.Stuck : GameStatus.Playing;
}

function gameAnswer(game: GameSession): { ok: true; position: Position; status: GameStatus } {
  return { ok: true, position: game.position(), status: ruleStatus(game) };
}

function play(game: GameSession, request: Request): EngineAnswer {
  const move = moveOf(request.move);
  if (move === undefined) {
    return fail('play needs "move": text such as "c3-f0", "c3-c5x3", "w-c2", "draw", "redeal", or {"from":"c3","to":"f0","count":1}');
  }
  const result = game.play(move);
  if (!result.ok) return fail(result.reason);
  return { ok: true, move: result.moves.map(formatMove).join(' '), position: game.position(), status: ruleStatus(game) };
}

/**
 * Runs the protocol over streams: reads request lines, writes one answer line each, strictly in
 * order (a line is not read until the previous answer, even one that waited for a variant to
 * load, is written). Returns at `quit` or at end of input.
 */
export async function runEngine(streams: CliStreams, registry: VariantRegistry): Promise<void> {
  const protocol = new EngineProtocol(registry);
  for await (const line of boundedLines(streams.input as AsyncIterable<Buffer | string>)) {
    const answer = 'text' in line ? await protocol.handle(line.text) : tooLong(line.tooLong);
    if (answer !== undefined) await writeText(streams.output, `${serialise(answer)}\n`);
    if (protocol.finished) break;
  }
}

/** One answer line; an answer that cannot be written as JSON becomes a refusal that can. */
function serialise(answer: EngineAnswer): string {
  try {
    return JSON.stringify(answer);
  } catch (error) {
    return JSON.stringify(fail(`internal error: the answer could not be written as JSON (${errorMessage(error)})`));
  }
}
