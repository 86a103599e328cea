import { nothing, type ReactiveControllerHost } from 'lit';
import type { Move } from '@forty-thieves/core';
import type { ClickHost } from './card-click.js';
import type { DragController } from './drag-controller.js';
import type { EndPanelHost } from './end-panel.js';
import type { HelpPanelHost } from './help-panel.js';
import type { KeyboardController, KeyboardHost } from './keyboard-controller.js';
import type { SolverController, SolverHost } from './solver-controller.js';
import type { StatsPanelHost } from './stats-panel.js';

type Later = typeof import('./after-first-game.js');

/** The element as what it loads after its first game sees it. */
export type LaterHost = ReactiveControllerHost & HTMLElement & KeyboardHost & EndPanelHost & HelpPanelHost & StatsPanelHost & SolverHost & ClickHost;

/**
 * What the element loads once its first game is drawn (or its load failed), what no player needs
 * sooner: keyboard play, the move animations, dragging, the panels, the hints and their styles
 * (after-first-game.ts; a move made before they arrive is simply not animated), and the solver's
 * side of the game (its worker is another file). Neither is fetched sooner, so neither delays a
 * playable board nor counts in the 30 KB a page loads first.
 */
export class LaterParts {
  module: Later | undefined;
  loaded: Promise<unknown> | undefined;
  keys: KeyboardController | undefined;
  drag: DragController | undefined;
  solver: SolverController | undefined;

  constructor(private readonly host: LaterHost) {}

  /**
   * Starts the loads once the first game is on the table (or failed), after the frame that paints
   * it: their requests and compile then share the processor with nothing the player waits for
   * (docs/benchmarks.md). A hidden page paints no frame, so a timer starts them too. Later calls do
   * nothing.
   */
  load(): void {
    const host = this.host;
    if (this.loaded || (host.game.games === 0 && host.game.error === undefined)) return;
    const painted = new Promise((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve));
      setTimeout(resolve, 250);
    });
    // Should it fail to load, moves are simply not animated, the panels not shown, no hint given.
    this.loaded = painted
      .then(() => import('./after-first-game.js'))
      .then(
        (later) => {
          this.module = later;
          ({ keys: this.keys, drag: this.drag } = later.attach(host));
          host.requestUpdate();
        },
        () => undefined,
      );
    void painted
      .then(() => import('./solver-controller.js'))
      .then((module) => {
        this.solver = new module.SolverController(host, host.game);
        host.requestUpdate();
      });
  }

  /** The hint, once the chunk that gives it is in (no one could ask sooner). */
  hint(): Move | undefined {
    return this.module?.showHint(this.host, this.solver?.solutionMove());
  }

  /** The panels and toasts over the board, once their chunk is in. */
  overlays(): unknown {
    return this.module?.overlays(this.host) ?? nothing;
  }
}
