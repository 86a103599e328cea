import type { GameSession } from '@forty-thieves/core';
import type { FortyThieves } from '../forty-thieves.js';
import type { LiveRegion } from '../live-region.js';

/**
 * The tests' one door into an element's game plumbing, for what no attribute, property, method,
 * event or rendered part shows: the session itself (to watch what the element asks of core), the
 * clock's time source and the voice's timing. Only tests import this module: it is in none of the
 * package's entries, and the element's `game` is `@internal`, left out of the published types.
 */

/** The session on the table, or undefined before the first game. */
export function sessionOf(element: FortyThieves): GameSession | undefined {
  return element.game.session;
}

/** Makes the game's clock read the time from `now` (milliseconds), so a test sets the time played. */
export function setClock(element: FortyThieves, now: () => number): void {
  element.game.clock.now = now;
}

/** What the element says (its live region and status toast). */
export function voiceOf(element: FortyThieves): LiveRegion {
  return element.game.voice;
}
