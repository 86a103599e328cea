import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ClickCycle, GameStatus } from '@forty-thieves/core';
import type { GameSession, Move, MoveInput, PileId, PlayMade, SessionOptions, VariantRegistry } from '@forty-thieves/core';
import { FtGameNewEvent, FtGameStuckEvent, FtGameWinEvent, FtMoveEvent, FtMoveRejectEvent, FtPluginErrorEvent, type FtMoveRejectDetail } from './events.js';
import { GameClock } from './game-clock.js';
import { GameLoader } from './game-loader.js';
import { gameWords } from './game-words.js';
import { LiveRegion } from './live-region.js';
import { pageRegistry } from './page-registry.js';

/**
 * The element's adapter over core's {@link GameSession} (docs/architecture.md, "The element"): the
 * session makes every game decision; this turns input into session calls and the session's answers
 * into the element's events, words, saves and statistics, and asks the host to redraw.
 */
export class GameController implements ReactiveController {
  session: GameSession | undefined;
  error: string | undefined; // why the last load failed (the game on the table stays)
  readonly voice = new LiveRegion(() => {
    this.host.requestUpdate();
  });
  hintMove: Move | undefined; // highlighted until the next change
  /** Bumped on every change, and on every game put on the table. */
  version = 0;
  games = 0;
  options: Required<SessionOptions> = { autoplay: true, supermove: true };
  /** A game just left with moves and no win: counted as lost, and offered back until the next move or game. */
  left: { session: GameSession; elapsed: number; uncount: () => void } | undefined;
  readonly clock = new GameClock();
  readonly loader: GameLoader;
  private clicks: ClickCycle | undefined;
  private seen = { status: GameStatus.Playing as GameStatus, won: false };

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    registry: VariantRegistry = pageRegistry(),
  ) {
    this.loader = new GameLoader(this, registry);
    host.addController(this);
  }

  hostDisconnected(): void {
    this.forgetLeft();
  }

  setOptions(options: Required<SessionOptions>): void {
    this.options = { ...options };
    this.session?.setOptions(options);
    this.changed(false);
  }

  play(move: MoveInput): boolean {
    const result = this.session?.play(move);
    return result !== undefined && (result.ok ? this.played(move, result) : this.reject({ move, reason: result.reason, refusal: result.refusal }));
  }

  /** A click or tap on the top `count` cards of a pile, or the stock (core's {@link ClickCycle}); `clicks` is the event's `detail`. */
  clickCard(pile: PileId, count: number, clicks: number): void {
    const result = this.clicks?.click(pile, count, clicks >= 2);
    if (result?.ok === false) this.reject({ move: result.move, reason: result.reason, refusal: result.refusal });
    else if (result) this.played(result.move, result);
  }

  private played(move: MoveInput, result: PlayMade): true {
    const session = this.session;
    if (!session) return true;
    this.forgetLeft();
    this.host.dispatchEvent(new FtMoveEvent({ moves: result.moves, autoplayed: result.autoplayed, moveCount: session.moveCount }));
    const before = session.positionBefore(1);
    const after = session.position();
    return this.changed(true, () => gameWords.step(before, after, move, result));
  }

  /** Takes the last step back, or makes the last one taken back again. */
  step(way: 'undo' | 'redo'): boolean {
    return this.session?.[way]() === true && this.changed(true, gameWords[way]);
  }

  restart(): void {
    this.session?.restart();
    this.changed(true, gameWords.restart);
  }

  /** Announces a refusal briefly (in the element's language; `refusal` keeps core's code) and dispatches it. */
  reject(detail: FtMoveRejectDetail): false {
    this.voice.say(() => gameWords.notAllowed(gameWords.refusal(detail)), true);
    this.host.dispatchEvent(new FtMoveRejectEvent({ ...detail, reason: gameWords.refusal(detail) }));
    return false;
  }

  /** Puts a game on the table, new or resumed with its time played; a game left unfinished is counted and offered back. */
  begin(session: GameSession, elapsed?: number): void {
    const previous = this.session;
    this.forgetLeft();
    if (previous && !previous.hasBeenWon && (previous.canUndo || previous.canRedo)) {
      this.left = { session: previous, elapsed: this.clock.elapsed(), uncount: this.loader.record(previous.plugin.id, { won: false }) };
    }
    this.session = session;
    this.clicks = new ClickCycle(session);
    this.games++;
    this.error = undefined;
    // A game put on the table already won or stuck says so, but is not counted again.
    this.seen = { status: GameStatus.Playing, won: session.hasBeenWon };
    this.clock.reset(elapsed);
    this.host.dispatchEvent(new FtGameNewEvent({ variant: session.plugin.id, deal: session.deal }));
    this.changed(false, () => gameWords.newGame(session, elapsed !== undefined));
  }

  takeBackLeft(): void {
    const left = this.left;
    if (!left) return;
    left.uncount();
    this.session = undefined;
    this.begin(left.session, left.elapsed);
  }

  private forgetLeft(): void {
    this.left = undefined;
    this.host.requestUpdate();
  }

  /** Shows why a load failed; the game on the table stays. A refused plugin is also dispatched as `ft-plugin-error`. */
  fail(error: unknown, plugin = false): void {
    const message = error instanceof Error ? error.message : String(error);
    this.voice.say((this.error = plugin ? `this plugin cannot be played: ${message}` : message));
    if (plugin) this.host.dispatchEvent(new FtPluginErrorEvent({ field: (error as { field?: string }).field, message }));
  }

  /** After any change (saying `words`, made again if the language changes): save, count a first win, report a new end once, redraw. */
  private changed(byPlayer: boolean, words?: () => string): true {
    const session = this.session;
    if (!session) return true;
    if (words !== undefined) this.voice.say(words);
    this.version++;
    this.hintMove = undefined;
    const status = session.status();
    this.clock.follow(status === GameStatus.Playing, byPlayer);
    const detail = { variant: session.plugin.id, deal: session.deal, moveCount: session.moveCount, time: this.clock.elapsed() };
    if (session.hasBeenWon && !this.seen.won)
      this.loader.record(detail.variant, { won: true, time: detail.time, moves: detail.moveCount, assisted: session.assisted });
    this.loader.save(session, detail.time);
    if (status !== this.seen.status && status !== GameStatus.Playing) {
      const moves = session.moveCount;
      this.voice.add(status === GameStatus.Won ? () => gameWords.won(moves) : gameWords.stuck);
      this.host.dispatchEvent(status === GameStatus.Won ? new FtGameWinEvent({ ...detail, assisted: session.assisted }) : new FtGameStuckEvent(detail));
    }
    this.seen = { status, won: session.hasBeenWon };
    this.host.requestUpdate();
    return true;
  }
}
