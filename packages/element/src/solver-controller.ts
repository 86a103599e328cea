import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { GameStatus, type GameSession, type Move, type Position } from '@forty-thieves/core';
import { DealQuestion, type DealState } from './deal-question.js';
import type { GameController } from './game-controller.js';
import { KnownVerdicts, isDecided } from './known-verdicts.js';
import { SolutionPlayer } from './solution-player.js';
import { WinnableDealing } from './winnable-dealing.js';
import { SolverLink, whenVisible, type Verdict } from './solver-link.js';
import { dealAnswerText, lostText, solverView } from './solver-view.js';
import { solverStyles } from './solver-styles.js';

/** The element's side of the solver: what it needs of `<forty-thieves>`. */
export interface SolverHost extends ReactiveControllerHost, HTMLElement {
  solverStatus: boolean;
  play(move: Move): boolean;
  hint(): Move | undefined;
}

/**
 * What the status line says: `won` "Winnable", `lost` "Not winnable: undo N moves", `looking`
 * "Still looking…"; `off` when nothing asked for a check, `unavailable` when the worker cannot
 * check this game at all (a plugin it refuses, no Worker): then the line says nothing.
 */
export type SolverState = 'off' | 'looking' | 'won' | 'lost' | 'unavailable';

export type { DealState } from './deal-question.js';

/** Read afresh after an await (a plain read would be narrowed by the check before it). */
const aborted = (signal: AbortSignal): boolean => signal.aborted;

/**
 * The solver in the game: after each move it checks the new position in a Web Worker,
 * cancelling the check of the position before, so play never waits. The status holds still:
 * a move that stays on a known winning line (the known solution still replays to a win from the
 * new position, or the position was proved winnable before) keeps "Winnable" with no search, and
 * a move from a position proved lost is lost too; only a move that leaves every known line shows
 * "Still looking…", and the search then goes on, in rounds of doubling length, until it decides
 * or the position changes (paused while the page is hidden). It keeps the solution for hints and
 * "Show solution", and searches back through the undo history when a position is lost.
 */
export class SolverController implements ReactiveController {
  state: SolverState = 'off';
  /** When the position is lost: how many undoable steps back a winnable position is, if one was found. */
  undoTo: number | undefined;
  /** Milliseconds for the first check of a position; each later round doubles it, up to `lookMaxMs`. */
  checkMs = 1500;
  lookMaxMs = 60_000;
  /** Milliseconds for each earlier position tried, and for all of those together. */
  backMs = 1000;
  undoBudgetMs = 4000;
  /**
   * How long Hint waits for the check of the position on the table before it gives the labelled
   * best guess instead: under a second, so a hint never keeps the player waiting.
   */
  hintWaitMs = 900;
  /** "Show solution". */
  readonly player: SolutionPlayer = new SolutionPlayer(this);
  /** "Could I have won?" after a lost game. */
  readonly question: DealQuestion;
  /** "Winnable deals only". */
  private readonly dealer = new WinnableDealing({
    requestUpdate: () => {
      this.host.requestUpdate();
    },
    ensureCheck: () => this.ensureCheck(),
    isWinnable: () => this.state === 'won',
    stop: () => {
      this.stop();
    },
  });
  readonly link = new SolverLink();

  private abort: AbortController | undefined;
  private stamp = '';
  private solvedStamp = '';
  private solution: readonly Move[] | undefined;
  private current: Promise<void> = Promise.resolve();
  private readonly known = new KnownVerdicts(this.link);
  /** The position last checked, so a move from a lost one is known lost at once. */
  private lastKey = '';

  constructor(
    readonly host: SolverHost,
    readonly game: GameController,
  ) {
    host.addController(this);
    const root = host.shadowRoot;
    if (root && solverStyles.styleSheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, solverStyles.styleSheet];
    this.question = new DealQuestion({ host, game, link: this.link, known: this.known });
  }

  get showing(): 'off' | 'running' | 'paused' {
    return this.player.showing;
  }
  readonly showSolution = this.player.show;
  readonly pause = this.player.pause;
  readonly resume = this.player.resume;
  readonly step = this.player.step;
  readonly stop = this.player.stop;

  hostUpdate(): void {
    this.question.cancelUnless(this.game.games);
    if (this.host.solverStatus || this.showing !== 'off') void this.ensureCheck();
  }

  hostUpdated(): void {
    const next = this.player.focusNext;
    if (next === undefined) return;
    const focused = this.host.shadowRoot?.activeElement;
    // Only when the focus was on the button the render removed: never steal it from the cards.
    if (!focused || focused.tagName !== 'BUTTON' || !focused.isConnected) this.host.shadowRoot?.querySelector<HTMLElement>(next)?.focus();
    this.player.focusNext = undefined;
  }

  hostDisconnected(): void {
    this.stop();
    this.abort?.abort();
    this.question.cancel();
    this.link.close();
    // A check cut short by disconnection is done again if the element comes back.
    this.stamp = '';
  }

  /** The status line and the solution's buttons, for the element's toolbar. */
  view(statusOn: boolean): TemplateResult {
    // A won game needs no verdict: the win panel says it.
    return solverView(this, statusOn && this.game.session?.status() !== GameStatus.Won, this.solutionMove() !== undefined || !statusOn);
  }

  /** The first move of a solution of the position on the table, when one is known. */
  solutionMove(): Move | undefined {
    return this.solvedStamp === this.stampNow() ? this.solution?.[0] : undefined;
  }

  /**
   * Starts a check of the position on the table unless one is running or done; settles when it
   * is decided or its first round ends (the search may go on looking after that).
   */
  ensureCheck(): Promise<void> {
    const session = this.game.session;
    const stamp = this.stampNow();
    // A check needs the worker, which only a connected element may start: one removed before its
    // first check would otherwise start a worker nothing ever closes.
    if (!session || stamp === this.stamp || !this.host.isConnected) return this.current;
    this.stamp = stamp;
    if (this.known.startGame(this.game.games)) {
      this.solution = undefined;
      this.lastKey = '';
    }
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    const position = session.position();
    const key = JSON.stringify(position);
    const before = { state: this.state, undoTo: this.undoTo, key: this.lastKey };
    const verdict = this.known.at(session, position, key, this.solution, before.state === 'lost' ? before.key : undefined);
    this.lastKey = key;
    this.solution = undefined;
    this.undoTo = undefined;
    if (verdict) {
      this.current = this.settle(session, key, verdict, before.state, abort.signal, before.undoTo);
    } else {
      this.state = 'looking';
      this.current = this.look(session, position, key, abort.signal);
    }
    this.host.requestUpdate();
    return this.current;
  }

  /** The Hint button: waits up to a second for the check, so the hint can come from a solution. */
  readonly hintSoon = async (): Promise<void> => {
    await Promise.race([this.ensureCheck(), new Promise((resolve) => setTimeout(resolve, this.hintWaitMs))]);
    this.host.hint();
  };

  /** A lost game: no moves left, or the position on the table proved lost. */
  get gameLost(): boolean {
    return this.game.session?.status() === GameStatus.Stuck || this.state === 'lost';
  }

  /** "Could I have won?" and its answer about the deal on the table, if it was asked. */
  get dealState(): DealState | undefined {
    return this.question.state;
  }
  readonly couldIHaveWon = (): Promise<void> => this.answerDeal(this.question.ask);
  /** After "Can't tell": the deal asked about once more, for longer. */
  get canLookLonger(): boolean {
    return this.question.canLookLonger;
  }
  readonly lookLonger = (): Promise<void> => this.answerDeal(this.question.lookLonger);

  /**
   * Asks about the deal, then says the answer in the live region (a toast on screen): the player
   * waited for it, a screen reader hears it without looking for it, and the slot may be too
   * narrow to show it whole (a phone held sideways). Not said if another game came meanwhile.
   */
  private async answerDeal(asking: () => Promise<void>): Promise<void> {
    const games = this.game.games;
    const pressed = this.host.shadowRoot?.activeElement?.matches('[data-solver]') === true;
    await asking();
    const state = this.question.state;
    if (this.game.games !== games || state === undefined || state === 'checking') return;
    this.game.voice.say(() => dealAnswerText(state));
    // The button pressed is gone: the answer's own button takes the focus, as the solution bar's do.
    if (pressed) this.player.focusNext = '[data-solver="show-how"], [data-solver="look-longer"]';
    this.host.requestUpdate();
  }

  /** After a winnable deal was lost: back to its start, then "Show solution" plays the win. */
  readonly showHow = (): void => {
    this.game.restart();
    this.showSolution();
  };

  /** "Winnable deals only": the deal being checked, while it deals. */
  get dealing(): { readonly count: number } | undefined {
    return this.dealer.dealing;
  }
  /** Deals with `deal` until a deal is proved winnable or {@link cancelDealing} is called. */
  dealWinnable(deal: () => Promise<void>): Promise<void> {
    return this.dealer.run(deal);
  }
  readonly cancelDealing = this.dealer.cancel;

  private stampNow(): string {
    return `${this.game.games}:${this.game.version}`;
  }

  /** Searches in rounds of doubling length until the position is decided or the check is cancelled. */
  private async look(session: GameSession, position: Position, key: string, signal: AbortSignal): Promise<void> {
    const first = await this.link.solve(session.plugin, position, this.checkMs, signal);
    if (signal.aborted) return;
    if (first.kind === 'failed') {
      this.state = 'unavailable';
      this.host.requestUpdate();
      return;
    }
    if (isDecided(first)) {
      await this.settle(session, key, first, 'looking', signal, undefined);
      return;
    }
    // The first round settles the check (Hint and winnable dealing wait for no more); looking goes on.
    void (async () => {
      for (let ms = this.checkMs * 2; !aborted(signal); ms = Math.min(ms * 2, this.lookMaxMs)) {
        await whenVisible(signal);
        const verdict = await this.link.solve(session.plugin, position, ms, signal);
        if (aborted(signal) || verdict.kind === 'failed') return;
        if (isDecided(verdict)) {
          await this.settle(session, key, verdict, 'looking', signal, undefined);
          return;
        }
      }
    })();
  }

  /** Takes a decided verdict as the position's status; for a loss, finds how far back to undo. */
  private async settle(
    session: GameSession,
    key: string,
    verdict: Verdict,
    before: SolverState,
    signal: AbortSignal,
    undoBefore: number | undefined,
  ): Promise<void> {
    const stamp = this.stamp;
    this.known.keep(key, verdict);
    this.state = verdict.kind === 'won' ? 'won' : 'lost';
    if (verdict.kind === 'won') {
      this.solution = verdict.moves;
      this.solvedStamp = stamp;
    }
    this.host.requestUpdate();
    if (verdict.kind !== 'lost') return;
    // One move on from a lost position whose way back was known: one step further back.
    this.undoTo = undoBefore === undefined ? await this.known.wayBack(session, signal, this.undoBudgetMs, this.backMs) : undoBefore + 1;
    if (aborted(signal)) return;
    // Said once, when the position becomes lost: not again on each move within a lost game.
    // Added to what the move said (a dead end's "No moves left…", say), which stays in the live region.
    if (before !== 'lost') {
      const said = this.game.voice.words;
      const back = this.undoTo;
      this.game.voice.say(() => {
        const text = said();
        return text === '' ? lostText(back) : `${text}${text.endsWith('.') ? '' : '.'} ${lostText(back)}`;
      });
    }
    this.host.requestUpdate();
  }
}
