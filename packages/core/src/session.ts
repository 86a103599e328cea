import { MAX_MOVES, type Board } from './board.js';
import { clickTargets, type ClickTargets } from './click-targets.js';
import { dealBoard, isDealNumber } from './deal.js';
import { STOCK, codeFrom, codeTo, type MoveCode } from './move-code.js';
import { decodeMove, type Move, type MoveInput } from './notation.js';
import { boardFromPosition, positionOf, type Position } from './position.js';
import { resolveMove, runAutoplay } from './move-resolution.js';
import { usefulMove } from './useful-move.js';
import { boardBefore, decodeRecord, movesMade, newHistory, pushStep, redoStep, stepTexts, undoStep, type StepHistory } from './session-history.js';
import { GameStatus, type PlayResult, type SessionOptions, type SessionRecord } from './session-types.js';
import type { VariantPlugin } from './variant.js';

export { GameStatus, type PlayResult, type PlayedStep, type SessionOptions, type SessionRecord } from './session-types.js';

/**
 * A game in progress: the board plus unlimited undo/redo, restart, the move counter, the two
 * conveniences, where the game stands (`status`) and whether the player had help (`assisted`).
 * Every move is checked by core's one rules engine; an illegal move comes back as a value with the
 * reason and changes nothing. A game dealt with autoplay on starts with the safe cards already
 * home: that opening autoplay is part of the deal, neither a move nor undoable.
 *
 * @example
 * const game = GameSession.deal(maria, 42);
 * const result = game.play('c3-f0');
 * if (!result.ok) console.log(result.reason);
 * game.undo();
 */
export class GameSession {
  private current: Required<SessionOptions>;
  private readonly board: Board;
  private readonly openingMoves: readonly Move[];
  private readonly stepLog: StepHistory;
  private readonly scratch = new Int32Array(MAX_MOVES);
  private state: GameStatus = GameStatus.Playing;
  private wasAssisted = false;
  private won = false;
  private changes = 0;
  /** Whether the game started from its deal's own layout; known for a dealt game, found once for another. */
  private atDeal: boolean | undefined;

  private constructor(
    readonly plugin: VariantPlugin,
    readonly deal: number | null,
    private readonly start: Board,
    options: SessionOptions,
    opening: readonly MoveCode[] | 'autoplay' | 'none',
  ) {
    this.current = { autoplay: options.autoplay ?? true, supermove: options.supermove ?? true };
    this.board = start.clone();
    this.stepLog = newHistory();
    const records: MoveCode[] = [];
    if (opening === 'autoplay') runAutoplay(this.board, records, -1);
    else if (opening !== 'none') for (const code of opening) records.push(this.board.apply(code));
    this.openingMoves = records.map(decodeRecord);
    this.refresh();
  }

  /** Deal number `deal` of the variant; with autoplay on, the safe cards go home as part of the deal. */
  static deal(plugin: VariantPlugin, deal: number, options: SessionOptions = {}): GameSession {
    const autoplay = options.autoplay ?? true;
    const game = new GameSession(plugin, deal, dealBoard(plugin, deal), options, autoplay ? 'autoplay' : 'none');
    game.atDeal = true;
    return game;
  }

  /**
   * A game from a portable position (checked; see `boardFromPosition`). With autoplay on, the safe
   * cards go home first, as after a deal: that opening is not a move and not undoable.
   */
  static fromPosition(plugin: VariantPlugin, position: unknown, options: SessionOptions = {}): GameSession {
    const board = boardFromPosition(plugin, position);
    const deal = (position as { deal?: unknown }).deal;
    return new GameSession(plugin, typeof deal === 'number' ? deal : null, board, options, (options.autoplay ?? true) ? 'autoplay' : 'none');
  }

  /**
   * A game that starts at `start` (a deal's layout or a position) with the opening and steps of a
   * saved game, already checked by `loadGame`. Every position the steps pass through counts: a
   * save whose redo steps reach a win was won.
   * @internal
   */
  static resume(plugin: VariantPlugin, deal: number | null, start: Board, options: SessionOptions, record: SessionRecord): GameSession {
    const game = new GameSession(plugin, deal, start, options, record.opening);
    game.wasAssisted = record.assisted;
    game.won ||= record.hasBeenWon;
    for (const codes of record.steps) {
      pushStep(
        game.stepLog,
        codes.map((code) => game.board.apply(code)),
        0,
      );
      game.refresh();
    }
    for (let i = 0; i < record.redoable; i++) undoStep(game.stepLog, game.board);
    game.refresh();
    return game;
  }

  /** The conveniences in force (change them with {@link setOptions}). */
  get options(): Readonly<Required<SessionOptions>> {
    return { ...this.current };
  }

  /** Switches the conveniences in place; the game and its undo and redo steps carry over. */
  setOptions(options: SessionOptions): void {
    const next = { autoplay: options.autoplay ?? this.current.autoplay, supermove: options.supermove ?? this.current.supermove };
    if (next.autoplay === this.current.autoplay && next.supermove === this.current.supermove) return;
    this.current = next;
  }

  /** The current position. */
  position(): Position {
    return positionOf(this.board, this.deal);
  }

  /** The position the game started from: the deal's layout before the opening autoplay, or the given position. */
  startPosition(): Position {
    return positionOf(this.start, this.deal);
  }

  /**
   * Whether the deal number alone restores where the game started, so that a save need not carry
   * its start: a game `deal` made did start there; a game from a position keeps the position's deal
   * number yet may have started anywhere in that deal, so it (or a resumed one) is compared with
   * its deal's layout, once.
   * @internal
   */
  startsAtDeal(): boolean {
    this.atDeal ??=
      this.deal !== null &&
      isDealNumber(this.deal) &&
      JSON.stringify(positionOf(dealBoard(this.plugin, this.deal), this.deal)) === JSON.stringify(this.startPosition());
    return this.atDeal;
  }

  /** The position `back` undoable steps ago, without changing the game (what undoing them would give). */
  positionBefore(back: number): Position {
    return positionOf(boardBefore(this.stepLog, this.board, back), this.deal);
  }

  /** The safe moves autoplay made as part of the deal (empty with autoplay off or from a position). */
  opening(): readonly Move[] {
    return this.openingMoves;
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

  /** Won, stuck (no useful move left, see {@link hint}) or still playing. */
  status(): GameStatus {
    return this.state;
  }

  /** The player asked for a hint or was shown a solution in this game; a win then is an assisted one. */
  get assisted(): boolean {
    return this.wasAssisted;
  }

  /** The game has reached a won position at some time, whatever undo, redo or reloads came after. */
  get hasBeenWon(): boolean {
    return this.won;
  }

  /** Marks the game as played with help (a solution shown by the adapter, say). */
  markAssisted(): void {
    this.wasAssisted = true;
  }

  /**
   * Where `count` cards from the top of `from` (a column or the waste) may go, best first, or why
   * they cannot move: the list a click cycles through and the places a drag may drop them.
   */
  targets(from: string, count = 1): ClickTargets {
    return clickTargets(this.board, from, count, { supermove: this.current.supermove });
  }

  /**
   * The next useful move (see `usefulMove`): the documented heuristic's best gain, else the first
   * of the fewest column moves that lead to one, else a draw; undefined when no useful move is
   * left (then the status is `stuck`, or `won`). Following hints always ends. A hint given marks
   * the game {@link assisted}.
   */
  hint(): Move | undefined {
    const code = usefulMove(this.board);
    if (code === undefined) return undefined;
    this.markAssisted();
    return decodeMove(code);
  }

  /** Rule moves made from the start to here (supermoves count each single move, autoplay too, the opening not). */
  get moveCount(): number {
    return movesMade(this.stepLog);
  }

  /** Bumped by every change to the game (a move, undo, redo, restart): a click cycle checks nothing came between. */
  get revision(): number {
    return this.changes;
  }

  /** Whether there is a step to take back. */
  get canUndo(): boolean {
    return this.stepLog.done.length > 0;
  }

  /** Whether there is an undone step to make again (a new move clears them). */
  get canRedo(): boolean {
    return this.stepLog.undone.length > 0;
  }

  /**
   * Plays a move given as `{ from, to, count }` or in text (`c3-f0`). A legal rule move is made;
   * in a one-card variant a run that single moves through empty columns could carry is made as
   * those moves (when `supermove` is on); then safe autoplay runs (when `autoplay` is on).
   */
  play(input: MoveInput | string): PlayResult {
    const codes = resolveMove(this.board, input, this.current.supermove);
    if (!Array.isArray(codes)) return codes;
    const records = codes.map((code) => this.board.apply(code));
    const last = codes[codes.length - 1] ?? 0;
    const skip = codeFrom(last) === STOCK ? -1 : codeTo(last);
    const auto = this.current.autoplay ? runAutoplay(this.board, records, skip) : 0;
    const step = pushStep(this.stepLog, records, auto);
    const firstWin = this.refresh();
    return { ok: true, ...step, status: this.state, firstWin };
  }

  /** Runs safe autoplay on its own as an undoable step (after switching autoplay on, say; a deal needs none). Returns the moves made. */
  autoplay(): Move[] {
    const records: MoveCode[] = [];
    const made = runAutoplay(this.board, records, -1);
    if (made > 0) {
      pushStep(this.stepLog, records, made);
      this.refresh();
    }
    return records.map(decodeRecord);
  }

  /** Takes back the last step (a supermove and its autoplay are one step). */
  undo(): boolean {
    if (!undoStep(this.stepLog, this.board)) return false;
    this.refresh();
    return true;
  }

  /** Makes the last undone step again, autoplay included. */
  redo(): boolean {
    if (!redoStep(this.stepLog, this.board)) return false;
    this.refresh();
    return true;
  }

  /** Back to the start of the same deal (after its opening autoplay); the moves can be redone. */
  restart(): void {
    while (undoStep(this.stepLog, this.board));
    this.refresh();
  }

  /** The game's steps as text moves, for saving: `[undoable steps, redoable steps]`. */
  steps(): { history: string[][]; future: string[][] } {
    return stepTexts(this.stepLog);
  }

  /** Recomputes the status after a change; true when the game is won for the first time. */
  private refresh(): boolean {
    this.changes++;
    this.state = this.board.isWon() ? GameStatus.Won : usefulMove(this.board, true) !== undefined ? GameStatus.Playing : GameStatus.Stuck;
    const firstWin = this.state === GameStatus.Won && !this.won;
    if (firstWin) this.won = true;
    return firstWin;
  }
}
