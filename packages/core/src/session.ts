import { MAX_MOVES, type Board } from './board.js';
import { nextSafeMove } from './autoplay.js';
import { dealBoard } from './deal.js';
import { checkMove } from './legality.js';
import { STOCK, codeFrom, codeMove, codeTo, type MoveCode } from './move-code.js';
import { decodeMove, formatMove, parseMove, pileNumber, type Move } from './notation.js';
import { boardFromPosition, positionOf, type Position } from './position.js';
import { planSupermove } from './supermove.js';
import { RefusalCode, type Refusal } from './refusal.js';
import type { VariantPlugin } from './variant.js';

/** The conveniences of docs/rules.md; both are on unless switched off. */
export interface SessionOptions {
  /** Send cards to the foundations by themselves when that can never cost a win. */
  autoplay?: boolean;
  /** Let one-card variants move several cards of a run at once through empty columns. */
  supermove?: boolean;
}

export const GameStatus = { Playing: 'playing', Won: 'won', Stuck: 'stuck' } as const;
export type GameStatus = (typeof GameStatus)[keyof typeof GameStatus];

/** What the player did and what followed by itself, all in the portable notation. */
export interface PlayedStep {
  /** The single rule moves the player's move became (several for a supermove). */
  readonly moves: readonly Move[];
  /** Safe foundation moves autoplay made after it. */
  readonly autoplayed: readonly Move[];
}

/** A refusal has its reason in English and, for other languages, as a code with parameters. */
export type PlayResult = ({ ok: true } & PlayedStep) | { ok: false; reason: string; refusal?: Refusal };

/** One undoable step: undo records as `Board.apply` returned them; the last `auto` are autoplay's. */
interface Step {
  records: MoveCode[];
  auto: number;
}

/**
 * A game in progress: the board plus unlimited undo/redo, restart, the move counter and the two
 * conveniences. Every move is checked by core's one rules engine; an illegal move comes back as a
 * value with the reason and changes nothing.
 *
 * @example
 * const game = GameSession.deal(maria, 42);
 * const result = game.play('c3-f0');
 * if (!result.ok) console.log(result.reason);
 * game.undo();
 */
export class GameSession {
  readonly options: Required<SessionOptions>;
  private board: Board;
  private history: Step[] = [];
  private future: Step[] = [];
  private readonly scratch = new Int32Array(MAX_MOVES);

  private constructor(
    readonly plugin: VariantPlugin,
    readonly deal: number | null,
    private readonly start: Board,
    options: SessionOptions,
  ) {
    this.board = start.clone();
    this.options = { autoplay: options.autoplay ?? true, supermove: options.supermove ?? true };
  }

  /** Deal number `deal` of the variant. */
  static deal(plugin: VariantPlugin, deal: number, options: SessionOptions = {}): GameSession {
    return new GameSession(plugin, deal, dealBoard(plugin, deal), options);
  }

  /** A game from a portable position (checked; see `boardFromPosition`). */
  static fromPosition(plugin: VariantPlugin, position: unknown, options: SessionOptions = {}): GameSession {
    const board = boardFromPosition(plugin, position);
    const deal = (position as { deal?: unknown }).deal;
    return new GameSession(plugin, typeof deal === 'number' ? deal : null, board, options);
  }

  /** The current position. */
  position(): Position {
    return positionOf(this.board, this.deal);
  }

  /** The position the game started from. */
  startPosition(): Position {
    return positionOf(this.start, this.deal);
  }

  /** A copy of the engine board, for search and analysis; changing it does not touch the game. */
  boardSnapshot(): Board {
    return this.board.clone();
  }

  /** Every legal rule move (see `Board.generateMoves` for how empty piles are listed). */
  legalMoves(): Move[] {
    const n = this.board.generateMoves(this.scratch);
    return Array.from(this.scratch.subarray(0, n), decodeMove);
  }

  /** Won, stuck (no legal rule move left) or still playing. */
  status(): GameStatus {
    if (this.board.isWon()) return GameStatus.Won;
    return this.board.generateMoves(this.scratch) === 0 ? GameStatus.Stuck : GameStatus.Playing;
  }

  /** Rule moves made from the start to here (supermoves count each single move, autoplay too). */
  get moveCount(): number {
    return this.history.reduce((total, step) => total + step.records.length, 0);
  }

  /** Whether there is a step to take back. */
  get canUndo(): boolean {
    return this.history.length > 0;
  }

  /** Whether there is an undone step to make again (a new move clears them). */
  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /**
   * Plays a move given as `{ from, to, count }` or in text (`c3-f0`). A legal rule move is made;
   * in a one-card variant a run that single moves through empty columns could carry is made as
   * those moves (when `supermove` is on); then safe autoplay runs (when `autoplay` is on).
   */
  play(input: Move | string): PlayResult {
    let move: Move;
    if (typeof input === 'string') {
      const parsed = parseMove(input);
      if (!parsed.ok) return { ok: false, reason: parsed.error, refusal: { code: RefusalCode.NotAMove, params: { text: input } } };
      move = parsed.move;
    } else {
      move = input;
    }
    const codes = this.resolve(move);
    if (!Array.isArray(codes)) return codes;
    const records = codes.map((code) => this.board.apply(code));
    const last = codes[codes.length - 1] ?? 0;
    const skip = codeFrom(last) === STOCK ? -1 : codeTo(last);
    const auto = this.options.autoplay ? this.runAutoplay(records, skip) : 0;
    this.history.push({ records, auto });
    this.future = [];
    return { ok: true, ...describe(records, auto) };
  }

  /** The engine codes for a player's move, or the refusal. */
  private resolve(move: Move): MoveCode[] | { ok: false; reason: string; refusal?: Refusal } {
    const check = checkMove(this.board, move);
    if (check.ok) return [check.code];
    const count = move.count ?? 1;
    const src = this.columnIndex(move.from);
    const dst = this.columnIndex(move.to);
    const supermove = this.options.supermove && !this.board.tables.sequence && count > 1;
    if (!supermove || src < 0 || dst < 0 || src === dst) return check;
    const plan = planSupermove(this.board, src, dst, count);
    return plan.ok ? plan.codes : plan;
  }

  private columnIndex(name: string): number {
    const pile = pileNumber(name);
    return pile !== undefined && pile < this.board.columnCount ? pile : -1;
  }

  /** Applies safe foundation moves until none is left; returns how many it made. */
  private runAutoplay(records: MoveCode[], skipPile: number): number {
    let made = 0;
    for (let code = nextSafeMove(this.board, skipPile); code >= 0; code = nextSafeMove(this.board, skipPile)) {
      records.push(this.board.apply(code));
      made++;
    }
    return made;
  }

  /**
   * Runs safe autoplay on its own as an undoable step (for example right after the deal, or after
   * switching autoplay on). Returns the moves made.
   */
  autoplay(): Move[] {
    const records: MoveCode[] = [];
    const made = this.runAutoplay(records, -1);
    if (made > 0) {
      this.history.push({ records, auto: made });
      this.future = [];
    }
    return records.map(decodeRecord);
  }

  /** Takes back the last step (a supermove and its autoplay are one step). */
  undo(): boolean {
    const step = this.history.pop();
    if (!step) return false;
    for (let i = step.records.length - 1; i >= 0; i--) this.board.undo(step.records[i] ?? 0);
    this.future.push(step);
    return true;
  }

  /** Makes the last undone step again, autoplay included. */
  redo(): boolean {
    const step = this.future.pop();
    if (!step) return false;
    step.records = step.records.map((record) => this.board.apply(codeMove(record)));
    this.history.push(step);
    return true;
  }

  /** Back to the start of the same deal; the moves can be redone. */
  restart(): void {
    while (this.undo());
  }

  /** The game's steps as text moves, for saving: `[undoable steps, redoable steps]`. */
  steps(): { history: string[][]; future: string[][] } {
    const texts = (step: Step) => step.records.map(formatRecord);
    return { history: this.history.map(texts), future: this.future.map(texts).reverse() };
  }

  /**
   * Replays saved steps, each checked by the rules, into this fresh game. Used by `loadGame`;
   * throws on the first illegal move with its step and reason.
   */
  replay(history: readonly (readonly string[])[], future: readonly (readonly string[])[]): void {
    const all = [...history, ...future];
    all.forEach((texts, index) => {
      const records = texts.map((text, i) => {
        const parsed = parseMove(text);
        const check = parsed.ok ? checkMove(this.board, parsed.move) : { ok: false as const, reason: parsed.error };
        if (!check.ok) throw new Error(`step ${index + 1}, move ${i + 1} ("${text}"): ${check.reason}`);
        return this.board.apply(check.code);
      });
      this.history.push({ records, auto: 0 });
    });
    for (let i = 0; i < future.length; i++) this.undo();
  }
}

function decodeRecord(record: MoveCode): Move {
  return decodeMove(codeMove(record));
}

function formatRecord(record: MoveCode): string {
  return formatMove(decodeRecord(record));
}

function describe(records: MoveCode[], auto: number): PlayedStep {
  const moves = records.map(decodeRecord);
  return { moves: moves.slice(0, moves.length - auto), autoplayed: moves.slice(moves.length - auto) };
}
