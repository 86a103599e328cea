import type { ReactiveControllerHost } from 'lit';
import type { GameController } from './game-controller.js';
import type { KnownVerdicts } from './known-verdicts.js';
import type { SolverLink } from './solver-link.js';

/** What "Could I have won?" says about the deal, from its start. */
export type DealState = 'checking' | 'won' | 'lost' | 'unknown';

/** An answer about game number `game`'s deal; `longer` when it came from "Look longer". */
export interface DealAnswer {
  readonly game: number;
  state: DealState;
  readonly longer?: boolean;
}

/** What the question needs of the solver controller. */
export interface DealQuestionSource {
  readonly host: ReactiveControllerHost;
  readonly game: GameController;
  readonly link: SolverLink;
  /** The verdicts of this game's positions, shared with the status line. */
  readonly known: KnownVerdicts;
}

/**
 * "Could I have won?", asked after a lost game: decides the deal from its start position, and
 * answers won (a solution from the deal is kept, so "Show how" needs no second search), lost
 * (proved), or unknown (no answer in {@link checkMs}). After an unknown, the player may ask once
 * more to look longer ({@link longerMs}): the player who asks is waiting for that answer and no
 * other, and in some variants a longer search decides a fair share more (docs/element.md).
 */
export class DealQuestion {
  /** The answer about the deal from its start, for game number `game`. */
  answer: DealAnswer | undefined;
  /** How long it searches the deal (the player waits for it). */
  checkMs = 5000;
  /** How long "Look longer" searches it again. */
  longerMs = 30_000;

  /** Cancels the search under way, if any. */
  private abort: AbortController | undefined;

  constructor(private readonly source: DealQuestionSource) {}

  /**
   * Stops a search about a game that is no longer on the table (its answer could not be shown), so
   * it does not share the worker with the new game's checks for the rest of its time.
   */
  cancelUnless(game: number): void {
    if (this.answer?.state === 'checking' && this.answer.game !== game) this.cancel();
  }

  /** Stops the search under way, if any (the element left the page). */
  cancel(): void {
    this.abort?.abort();
  }

  /** The answer for the game on the table, if it was asked. */
  get state(): DealState | undefined {
    return this.answer?.game === this.source.game.games ? this.answer.state : undefined;
  }

  /** The answer was "can't tell" after the first look: one longer look may be asked. */
  get canLookLonger(): boolean {
    return this.state === 'unknown' && this.answer?.longer !== true;
  }

  readonly ask = (): Promise<void> => this.decide(this.checkMs, false);

  readonly lookLonger = async (): Promise<void> => {
    if (this.canLookLonger) await this.decide(this.longerMs, true);
  };

  private async decide(ms: number, longer: boolean): Promise<void> {
    const { game, host, link } = this.source;
    const session = game.session;
    if (!session || this.state === 'checking') return;
    const answer: DealAnswer = { game: game.games, state: 'checking', longer };
    this.answer = answer;
    host.requestUpdate();
    const start = session.startPosition();
    const key = JSON.stringify(start);
    const abort = new AbortController();
    this.abort = abort;
    const verdict = this.source.known.get(key) ?? (await link.solve(session.plugin, start, ms, abort.signal));
    if (verdict.kind === 'won' || verdict.kind === 'lost') {
      this.source.known.keep(key, verdict, answer.game);
      answer.state = verdict.kind;
    } else {
      answer.state = 'unknown';
    }
    host.requestUpdate();
  }
}
