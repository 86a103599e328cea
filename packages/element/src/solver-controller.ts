import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { GameStatus, type GameSession, type Move } from '@forty-thieves/core';
import type { GameController } from './game-controller.js';
import { SolverLink, type Verdict } from './solver-link.js';
import { stillWins } from './solution-replay.js';
import { lostText, noSolutionText, solverView } from './solver-view.js';

/** The element's side of the solver: what it needs of `<forty-thieves>`. */
export interface SolverHost extends ReactiveControllerHost, HTMLElement {
  solverStatus: boolean;
  play(move: Move): boolean;
  hint(): Move | undefined;
}

/** What the status line says: `off` when it is switched off and nothing asked for a check. */
export type SolverState = 'off' | 'checking' | 'won' | 'lost' | 'unknown';

/** What "Could I have won?" says about the deal, from its start. */
export type DealState = 'checking' | 'won' | 'lost' | 'unknown';

/** Read afresh after an await (a plain read would be narrowed by the check before it). */
const aborted = (signal: AbortSignal): boolean => signal.aborted;

/**
 * The solver in the game: after each move it checks the new position in a Web Worker,
 * cancelling the check of the position before, so play never waits; it keeps the solution it
 * found for hints and "Show solution", searches back through the undo history when a position
 * is lost, and deals until a deal is proved winnable. A chunk of its own, loaded after the
 * element, and its worker starts on the first check.
 */
export class SolverController implements ReactiveController {
  state: SolverState = 'off';
  /** When the position is lost: how many undoable steps back a winnable position is, if one was found. */
  undoTo: number | undefined;
  /** Milliseconds for one check, for each earlier position tried, and for all of those together. */
  checkMs = 1500;
  backMs = 1000;
  undoBudgetMs = 4000;
  /**
   * How long Hint waits for the check of the position on the table before it gives the labelled
   * best guess instead: under a second, so a hint never keeps the player waiting.
   */
  hintWaitMs = 900;
  /** Pause between the moves "Show solution" plays (a move's animation is shorter). */
  stepMs = 600;
  /** "Show solution": playing, paused, or not shown. */
  showing: 'off' | 'running' | 'paused' = 'off';
  /** "Could I have won?": the answer about the deal from its start, for game number `game`. */
  dealAnswer: { readonly game: number; state: DealState } | undefined;
  /** How long "Could I have won?" searches the deal (the player waits for it). */
  dealCheckMs = 5000;
  /** "Winnable deals only" at work: the deal being checked (1 for the first). */
  dealing: { count: number; cancelled: boolean; cancel: () => void } | undefined;

  private readonly link = new SolverLink();
  private abort: AbortController | undefined;
  private stamp = '';
  private solvedStamp = '';
  private solution: readonly Move[] | undefined;
  private current: Promise<void> = Promise.resolve();
  /** Verdicts of this game's positions, so an undo is answered at once. */
  private readonly known = new Map<string, Verdict>();
  private knownGame = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stepping = false;
  /** The bar's first button, or "Show solution" again, takes the focus after the next render (the one focused is gone). */
  private focusNext: string | undefined;

  constructor(
    private readonly host: SolverHost,
    private readonly game: GameController,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    if (this.host.solverStatus || this.showing !== 'off') void this.ensureCheck();
  }

  hostUpdated(): void {
    if (this.focusNext === undefined) return;
    const focused = this.host.shadowRoot?.activeElement;
    // Only when the focus was on the button the render removed: never steal it from the cards.
    if (!focused || focused.tagName !== 'BUTTON' || !focused.isConnected) this.host.shadowRoot?.querySelector<HTMLElement>(this.focusNext)?.focus();
    this.focusNext = undefined;
  }

  hostDisconnected(): void {
    this.stop();
    this.abort?.abort();
    this.link.close();
    // A check cut short by disconnection is done again if the element comes back.
    this.stamp = '';
  }

  /** The status line and the solution's buttons, for the element's toolbar. */
  view(statusOn: boolean): TemplateResult {
    // A won game needs no verdict: the win panel says it.
    return solverView(this, statusOn && this.game.session?.status() !== GameStatus.Won);
  }

  /** The first move of a solution of the position on the table, when one is known. */
  solutionMove(): Move | undefined {
    return this.solvedStamp === this.stampNow() ? this.solution?.[0] : undefined;
  }

  /** Starts a check of the position on the table unless one is running or done; settles when it is done. */
  ensureCheck(): Promise<void> {
    const session = this.game.session;
    const stamp = this.stampNow();
    // A check needs the worker, which only a connected element may start: one removed before its
    // first check would otherwise start a worker nothing ever closes.
    if (!session || stamp === this.stamp || !this.host.isConnected) return this.current;
    this.stamp = stamp;
    if (this.knownGame !== this.game.games) {
      this.known.clear();
      this.knownGame = this.game.games;
      this.solution = undefined;
    }
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    const carried = this.solution;
    this.solution = undefined;
    this.undoTo = undefined;
    const before = this.state;
    this.state = 'checking';
    this.host.requestUpdate();
    this.current = this.check(session, carried, before, abort.signal);
    return this.current;
  }

  /** The Hint button: waits up to a second for the check, so the hint can come from a solution. */
  readonly hintSoon = async (): Promise<void> => {
    await Promise.race([this.ensureCheck(), new Promise((resolve) => setTimeout(resolve, this.hintWaitMs))]);
    this.host.hint();
  };

  readonly showSolution = (): void => {
    if (this.showing !== 'off') return;
    this.showing = 'running';
    this.focusNext = '[part~="solution-bar"] button';
    this.host.requestUpdate();
    void this.advance();
  };

  readonly pause = (): void => {
    if (this.showing !== 'running') return;
    clearTimeout(this.timer);
    this.showing = 'paused';
    this.host.requestUpdate();
  };

  readonly resume = (): void => {
    if (this.showing !== 'paused') return;
    this.showing = 'running';
    this.host.requestUpdate();
    void this.advance();
  };

  /** One move of the solution while paused. */
  readonly step = (): void => {
    if (this.showing !== 'paused') return;
    void this.playOne().then((more) => {
      if (!more) this.stop();
    });
  };

  /** Ends "Show solution"; the moves played stay on the table, undoable. */
  readonly stop = (): void => {
    clearTimeout(this.timer);
    if (this.showing === 'off') return;
    this.showing = 'off';
    this.focusNext = '[data-solver="show"]';
    this.host.requestUpdate();
  };

  /** A lost game: no moves left, or the position on the table proved lost. */
  get gameLost(): boolean {
    return this.game.session?.status() === GameStatus.Stuck || this.state === 'lost';
  }

  /** The answer of "Could I have won?" for the game on the table, if it was asked. */
  get dealState(): DealState | undefined {
    return this.dealAnswer?.game === this.game.games ? this.dealAnswer.state : undefined;
  }

  /**
   * "Could I have won?": decides the deal from its start position. A win is kept as that
   * position's verdict, so "Show how" (restart, then play the solution) needs no second search.
   */
  readonly couldIHaveWon = async (): Promise<void> => {
    const session = this.game.session;
    if (!session || this.dealState === 'checking') return;
    const answer: { readonly game: number; state: DealState } = { game: this.game.games, state: 'checking' };
    this.dealAnswer = answer;
    this.host.requestUpdate();
    const start = session.startPosition();
    const key = JSON.stringify(start);
    const verdict = this.known.get(key) ?? (await this.link.solve(session.plugin, start, this.dealCheckMs, new AbortController().signal));
    if (verdict.kind !== 'unknown' && this.knownGame === answer.game) this.known.set(key, verdict);
    answer.state = verdict.kind;
    this.host.requestUpdate();
  };

  /** After a winnable deal was lost: back to its start, then "Show solution" plays the win. */
  readonly showHow = (): void => {
    this.game.restart();
    this.showSolution();
  };

  /** Deals with `deal` until a deal is proved winnable or {@link cancelDealing} is called. */
  async dealWinnable(deal: () => Promise<void>): Promise<void> {
    if (this.dealing) return;
    let cancel = (): void => undefined;
    // Cancelling settles this at once, so the caller is not kept waiting for a check to end.
    const cancelled = new Promise<void>((resolve) => (cancel = resolve));
    const dealing = { count: 0, cancelled: false, cancel };
    this.dealing = dealing;
    this.stop();
    const stopped = (): boolean => dealing.cancelled;
    try {
      while (!stopped()) {
        dealing.count++;
        this.host.requestUpdate();
        await Promise.race([deal(), cancelled]);
        if (stopped()) break;
        await Promise.race([this.ensureCheck(), cancelled]);
        if (this.state === 'won') break;
      }
    } finally {
      if (this.dealing === dealing) this.dealing = undefined;
      this.host.requestUpdate();
    }
  }

  /** Stops dealing at once; the deal on the table stays, and its check goes on. */
  readonly cancelDealing = (): void => {
    if (!this.dealing) return;
    this.dealing.cancelled = true;
    this.dealing.cancel();
    this.dealing = undefined;
    this.host.requestUpdate();
  };

  private stampNow(): string {
    return `${this.game.games}:${this.game.version}`;
  }

  private async advance(): Promise<void> {
    const more = await this.playOne();
    if (!more) this.stop();
    else if (this.showing === 'running') this.timer = setTimeout(() => void this.advance(), this.stepMs);
  }

  /** Plays the next move of the solution; false when there is nothing more to play. */
  private async playOne(): Promise<boolean> {
    if (this.stepping) return true;
    this.stepping = true;
    try {
      await this.ensureCheck();
      if (this.showing === 'off' || this.game.session?.status() === GameStatus.Won) return false;
      const move = this.solutionMove();
      if (!move) {
        this.game.voice.say(noSolutionText());
        return false;
      }
      // A game the solution played is an assisted one; read the status afresh: the move may have won.
      this.game.session?.markAssisted();
      return this.host.play(move) && this.game.session?.status() !== GameStatus.Won;
    } finally {
      this.stepping = false;
    }
  }

  private async check(session: GameSession, carried: readonly Move[] | undefined, before: SolverState, signal: AbortSignal): Promise<void> {
    const stamp = this.stamp;
    const position = session.position();
    const key = JSON.stringify(position);
    let verdict = this.known.get(key);
    // The player (or "Show solution") followed the solution: the rest of it usually still wins.
    const rest = verdict || !carried ? undefined : stillWins(session.plugin, position, carried.slice(1));
    if (rest) verdict = { kind: 'won', moves: rest };
    verdict ??= await this.link.solve(session.plugin, position, this.checkMs, signal);
    if (signal.aborted) return;
    if (verdict.kind !== 'unknown') this.known.set(key, verdict);
    this.state = verdict.kind;
    if (verdict.kind === 'won') {
      this.solution = verdict.moves;
      this.solvedStamp = stamp;
    }
    this.host.requestUpdate();
    if (verdict.kind !== 'lost') return;
    this.undoTo = await this.findUndo(session, signal);
    if (aborted(signal)) return;
    // Said once, when the position becomes lost: not again on each move within a lost game.
    // Added to what the move said (a dead end's "No moves left…", say), which stays in the live region.
    if (before !== 'lost') {
      const said = this.game.voice.text;
      this.game.voice.say(said === '' ? lostText(this.undoTo) : `${said}${said.endsWith('.') ? '' : '.'} ${lostText(this.undoTo)}`);
    }
    this.host.requestUpdate();
  }

  /** The fewest undoable steps back to a position proved winnable, within {@link undoBudgetMs}. */
  private async findUndo(session: GameSession, signal: AbortSignal): Promise<number | undefined> {
    const deadline = performance.now() + this.undoBudgetMs;
    for (let back = 1; back <= session.steps().history.length; back++) {
      const left = deadline - performance.now();
      if (left <= 0 || signal.aborted) return undefined;
      const position = session.positionBefore(back);
      const key = JSON.stringify(position);
      const verdict = this.known.get(key) ?? (await this.link.solve(session.plugin, position, Math.min(left, this.backMs), signal));
      if (verdict.kind !== 'unknown') this.known.set(key, verdict);
      if (verdict.kind === 'won') return back;
    }
    return undefined;
  }
}
