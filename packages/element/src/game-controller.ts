import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { GameStatus, VariantDefinitionError, loadGame, saveGame, type GameSession, type Move, type Position, type VariantRegistry } from '@forty-thieves/core';
import { str } from '@lit/localize';
import { msg } from './l10n/msg.js';
import { ClickCycle } from './click-cycle.js';
import type { bestHint } from './best-guess.js';
import { describeStep } from './describe.js';
import { FtGameNewEvent } from './events/ft-game-new.js';
import { FtGameStuckEvent } from './events/ft-game-stuck.js';
import { FtGameWinEvent } from './events/ft-game-win.js';
import { FtMoveEvent } from './events/ft-move.js';
import { FtMoveRejectEvent, type FtMoveRejectDetail } from './events/ft-move-reject.js';
import { FtPluginErrorEvent } from './events/ft-plugin-error.js';
import { GameClock } from './game-clock.js';
import { GameLoader, type GameOptions, type LoaderHost } from './game-loader.js';
import { pageRegistry } from './page-registry.js';
import type { VariantStats } from './stats.js';
import { refusalText } from './l10n/refusal-words.js';
import { variantWords } from './l10n/variant-words.js';

/**
 * The game behind `<forty-thieves>`: a Lit reactive controller over core's {@link GameSession}.
 * It loads variants through a {@link VariantRegistry}, turns clicks into moves, keeps the words
 * the live region announces and dispatches the element's events on the host; the element only
 * draws what this holds. Every rule question goes to core.
 */
export class GameController implements ReactiveController, LoaderHost {
  session: GameSession | undefined;
  /** A load that failed (unknown variant, malformed plugin or position); the game on the table stays. */
  error: string | undefined;
  /** The last thing said in the live region. */
  announcement = '';
  /** The announcement is a refused move's reason, shown only for {@link refusalMs}. */
  refused = false;
  /** How long a refusal stays on screen: long enough to read, short enough not to linger. */
  refusalMs = 4000;
  private refusalTimer: ReturnType<typeof setTimeout> | undefined;
  /** What {@link hint} suggests and says, set by the element once its chunk is in (best-guess.ts). */
  hinter: typeof bestHint | undefined;
  /** The move `hint()` suggested, highlighted until the next change. */
  hintMove: Move | undefined;
  /** Bumped on every change to the game, so a click cycle knows nothing happened in between. */
  version = 0;
  /** Bumped each time a game is put on the table (dealt, loaded or resumed). */
  games = 0;
  options: GameOptions = { autoplay: true, supermove: true };
  private lastStatus: GameStatus = GameStatus.Playing;
  /** Player steps that undo may take back; the autoplay right after the deal is not one. */
  private depth = 0;
  private readonly clicks = new ClickCycle(this);
  /** The game on the table has had a player move, and has it been counted in the statistics yet. */
  private moved = false;
  private counted = false;
  /** Time played in this game. */
  readonly clock = new GameClock();
  /** Variants, plugins, positions and the stored game: how games reach the table. */
  readonly loader: GameLoader;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    registry: VariantRegistry = pageRegistry(),
  ) {
    this.loader = new GameLoader(this, registry);
    host.addController(this);
  }

  hostConnected(): void {
    // Nothing to set up: the element asks for its first game once its properties are known.
  }

  hostDisconnected(): void {
    clearTimeout(this.refusalTimer);
  }

  /** Settles when the latest requested game is on the table (or its load failed). */
  get ready(): Promise<void> {
    return this.loader.pending;
  }

  get canUndo(): boolean {
    return this.depth > 0;
  }

  /** How many player steps undo can take back. */
  get undoable(): number {
    return this.depth;
  }

  get status(): GameStatus {
    return this.session?.status() ?? GameStatus.Playing;
  }

  position(): Position | undefined {
    return this.session?.position();
  }

  /** The statistics of the variant on the table; undefined without a storage key. */
  stats(): VariantStats | undefined {
    return this.session ? this.loader.stats?.of(this.session.plugin.id) : undefined;
  }

  /** Switches the conveniences; the game and its undo history carry over. */
  setOptions(options: GameOptions): void {
    if (options.autoplay === this.options.autoplay && options.supermove === this.options.supermove) return;
    this.options = { ...options };
    const session = this.session;
    if (session) this.session = loadGame(session.plugin, { ...saveGame(session), options: { ...options } });
    this.changed();
  }

  /** Plays a move; a refusal is announced and dispatched as `ft-move-reject`. */
  play(move: Move): boolean {
    const session = this.session;
    if (!session) return false;
    const before = session.position();
    const result = session.play(move);
    if (!result.ok) {
      this.reject({ move, reason: result.reason, refusal: result.refusal });
      return false;
    }
    this.depth++;
    this.moved = true;
    this.clock.start();
    this.say(describeStep(before, session.position(), move, result));
    this.host.dispatchEvent(new FtMoveEvent({ moves: result.moves, autoplayed: result.autoplayed, moveCount: session.moveCount }));
    this.changed();
    return true;
  }

  /** A click or tap on a card (see {@link ClickCycle}); `clicks` is the event's `detail`. */
  clickCard(pile: string, index: number, clicks: number): void {
    this.clicks.click(pile, index, clicks);
  }

  /** The stock was clicked: draw, or turn the waste over when the stock is empty and a redeal is left. */
  clickStock(): void {
    const position = this.session?.position();
    if (!position) return;
    this.play(position.stock.length === 0 && position.waste.length > 0 && position.redealsLeft > 0 ? { from: 'waste', to: 'stock' } : { from: 'stock', to: 'waste' });
  }

  undo(): boolean {
    if (!this.takeBack()) return false;
    this.say(msg('Took back the last move', { id: 'said-undo' }));
    this.changed();
    return true;
  }

  redo(): boolean {
    if (!this.session?.redo()) return false;
    this.depth++;
    this.say(msg('Made the move again', { id: 'said-redo' }));
    this.changed();
    return true;
  }

  /** Back to the deal; the moves stay redoable. */
  restart(): void {
    if (!this.session) return;
    while (this.takeBack());
    this.say(msg('Back to the start of this deal', { id: 'said-restart' }));
    this.changed();
  }

  /**
   * Highlights and announces `solution` (the next move of a solution the solver found) or else a
   * move of core's documented heuristic, saying which of the two it is.
   */
  hint(solution?: Move): Move | undefined {
    const session = this.session;
    // The hint's chunk arrives just after the first game is drawn, before anyone could ask.
    if (!session || !this.hinter) return undefined;
    const { move, text } = this.hinter(session, solution);
    this.say(text);
    this.hintMove = move;
    this.host.requestUpdate();
    return move;
  }

  /** Puts a message in the live region (and the element's status line). */
  say(text: string): void {
    clearTimeout(this.refusalTimer);
    this.refused = false;
    this.announcement = text;
    this.host.requestUpdate();
  }

  /** Announces a refusal and shows it briefly: it is gone after {@link refusalMs} unless something else was said. */
  reject(detail: FtMoveRejectDetail): void {
    // The event carries the reason in the element's language; `refusal` keeps core's code for programs.
    const reason = refusalText(detail.refusal, detail.reason);
    this.say(msg(str`Not allowed: ${reason}`, { id: 'said-not-allowed' }));
    this.refused = true;
    this.refusalTimer = setTimeout(this.clearRefusal, this.refusalMs);
    this.host.dispatchEvent(new FtMoveRejectEvent({ ...detail, reason }));
  }

  private readonly clearRefusal = (): void => {
    this.say('');
  };

  /** Takes back the last player step without announcing it (a click cycling to the next place). */
  retract(): boolean {
    if (!this.takeBack()) return false;
    this.version++;
    return true;
  }

  /** Takes back the last player step, if there is one, and says nothing. */
  private takeBack(): boolean {
    if (!this.session || this.depth === 0 || !this.session.undo()) return false;
    this.depth--;
    return true;
  }

  /** Puts a game on the table: a new one, or a resumed one whose player may undo `resumedDepth` steps. */
  begin(session: GameSession, resumedDepth?: number, resumedTime = 0): void {
    // A game left with moves made and not won counts as lost (a dead end may still be undone, so only now).
    const previous = this.session;
    if (previous && this.moved && !this.counted) this.loader.record(previous.plugin.id, { won: false });
    this.session = session;
    this.games++;
    this.moved = resumedDepth !== undefined && resumedDepth > 0;
    this.counted = false;
    this.error = undefined;
    this.lastStatus = GameStatus.Playing;
    this.clock.reset(resumedTime);
    if (resumedDepth === undefined) {
      this.depth = 0;
      // Cards that can go home safely go at once, as after every move; this is not an undoable step.
      if (session.options.autoplay) session.autoplay();
    } else {
      this.depth = Math.min(resumedDepth, session.steps().history.length);
    }
    const deal = session.deal;
    this.host.dispatchEvent(new FtGameNewEvent({ variant: session.plugin.id, deal }));
    const name = variantWords(session.plugin).name;
    const what = deal === null ? name : msg(str`${name}, deal ${deal}`, { id: 'variant-deal' });
    this.say(resumedDepth === undefined ? msg(str`New game: ${what}`, { id: 'said-new-game' }) : msg(str`Resumed: ${what}`, { id: 'said-resumed' }));
    this.changed();
  }

  fail(text: string): void {
    this.error = text;
    this.say(text);
  }

  /** A plugin failed validation: shown like any failed load, and dispatched as `ft-plugin-error`. */
  pluginFailed(text: string, error: unknown): void {
    this.fail(text);
    const field = error instanceof VariantDefinitionError ? error.field : undefined;
    this.host.dispatchEvent(new FtPluginErrorEvent({ field, message: error instanceof Error ? error.message : String(error) }));
  }

  /** After any change: forget the hint, save, report a win or a dead end once, redraw. */
  private changed(): void {
    this.version++;
    this.hintMove = undefined;
    const session = this.session;
    if (session) {
      const status = session.status();
      if (status !== GameStatus.Playing) this.clock.stop();
      this.loader.store?.write(saveGame(session), this.depth, this.clock.elapsed());
      if (status !== this.lastStatus) {
        this.lastStatus = status;
        const detail = { variant: session.plugin.id, deal: session.deal, moveCount: session.moveCount, time: this.clock.elapsed() };
        if (status === GameStatus.Won) {
          if (this.moved && !this.counted) this.loader.record(session.plugin.id, { won: true, time: detail.time, moves: detail.moveCount });
          this.counted = true;
          this.announcement += `. ${msg(str`You won in ${session.moveCount} moves!`, { id: 'said-won' })}`;
          this.host.dispatchEvent(new FtGameWinEvent(detail));
        } else if (status === GameStatus.Stuck) {
          this.announcement += `. ${msg('No moves left: undo, restart or deal a new game.', { id: 'said-stuck' })}`;
          this.host.dispatchEvent(new FtGameStuckEvent(detail));
        }
      }
    }
    this.host.requestUpdate();
  }
}
