import type { ReactiveControllerHost } from 'lit';
import { GameStatus, type Move } from '@forty-thieves/core';
import type { GameController } from './game-controller.js';
import { noSolutionText } from './solver-view.js';

/** What "Show solution" needs of the solver controller and the element. */
export interface SolutionSource {
  readonly host: ReactiveControllerHost & { play(move: Move): boolean };
  readonly game: GameController;
  /** Settles once the position on the table is checked (at once when it is known). */
  ensureCheck(): Promise<void>;
  /** The first move of a known solution of the position on the table. */
  solutionMove(): Move | undefined;
}

/**
 * "Show solution": plays the known solution move by move, with a bar to pause, step and stop.
 * The moves it plays are the game's own, undoable, and mark the game as assisted.
 */
export class SolutionPlayer {
  /** Pause between the moves it plays (a move's animation is shorter). */
  stepMs = 600;
  /** Playing, paused, or not shown. */
  showing: 'off' | 'running' | 'paused' = 'off';
  /** The bar's first button, or "Show solution" again (or an answer's button: solver-controller.ts), takes the focus after the next render. */
  focusNext: string | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stepping = false;

  constructor(private readonly source: SolutionSource) {}

  readonly show = (): void => {
    if (this.showing !== 'off') return;
    this.showing = 'running';
    this.focusNext = '[part~="solution-bar"] button';
    this.source.host.requestUpdate();
    void this.advance();
  };

  readonly pause = (): void => {
    if (this.showing !== 'running') return;
    clearTimeout(this.timer);
    this.showing = 'paused';
    this.source.host.requestUpdate();
  };

  readonly resume = (): void => {
    if (this.showing !== 'paused') return;
    this.showing = 'running';
    this.source.host.requestUpdate();
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
    this.source.host.requestUpdate();
  };

  private async advance(): Promise<void> {
    const more = await this.playOne();
    if (!more) this.stop();
    else if (this.showing === 'running') this.timer = setTimeout(() => void this.advance(), this.stepMs);
  }

  /** Plays the next move of the solution; false when there is nothing more to play. */
  private async playOne(): Promise<boolean> {
    if (this.stepping) return true;
    this.stepping = true;
    const { game, host } = this.source;
    try {
      await this.source.ensureCheck();
      if (this.showing === 'off' || game.session?.status() === GameStatus.Won) return false;
      const move = this.source.solutionMove();
      if (!move) {
        game.voice.say(noSolutionText);
        return false;
      }
      // A game the solution played is an assisted one; read the status afresh: the move may have won.
      game.session?.markAssisted();
      return host.play(move) && game.session?.status() !== GameStatus.Won;
    } finally {
      this.stepping = false;
    }
  }
}
