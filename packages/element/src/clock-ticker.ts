import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameClock } from './game-clock.js';

/** Redraws the host once a second while the clock runs (the toolbar's timer); nothing happens while it is stopped. */
export class ClockTicker implements ReactiveController {
  private ticker: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly clock: GameClock,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.ticker = setInterval(() => {
      if (this.clock.running) this.host.requestUpdate();
    }, 1000);
  }

  hostDisconnected(): void {
    clearInterval(this.ticker);
  }
}
