import type { Move } from '@forty-thieves/core';
import { bestHint } from './best-guess.js';
import { endPanel, leftToast } from './end-panel.js';
import { helpPanel } from './help-panel.js';
import { statsPanel } from './stats-panel.js';
import type { LaterHost } from './later-parts.js';

/** The panels and toasts over the board: the end of a game, the help, the statistics, a left game. */
export function overlays(host: LaterHost): unknown {
  return [endPanel(host), helpPanel(host), statsPanel(host), leftToast(host)];
}

/**
 * Highlights and announces the next move of `solution` when the solver has one, else core's hint
 * (either marks the game assisted); returns the move, or undefined when no useful move is left.
 */
export function showHint(host: LaterHost, solution: Move | undefined): Move | undefined {
  const game = host.game;
  const given = game.session && bestHint(game.session, solution);
  if (given) game.voice.say(given.text);
  game.hintMove = given?.move;
  host.requestUpdate();
  return given?.move;
}
