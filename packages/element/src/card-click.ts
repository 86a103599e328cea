import { parsePile } from '@forty-thieves/core';
import { pileCards } from './describe.js';
import type { GameController } from './game-controller.js';
import type { KeyboardController } from './keyboard-controller.js';
import type { Spot } from './spot.js';

/** What a click on the board reaches: the game, and keyboard play once it is in (its cards in hand are put back). */
export interface ClickHost {
  readonly game: GameController;
  readonly later: { readonly keys: KeyboardController | undefined };
}

/**
 * What a click on the board does: a mouse's at its `click`, a finger's or a pen's tap at its release
 * (drag-controller.ts; docs/element.md, "Playing"). One path, so a tap plays exactly what a click
 * would. `clicks` is the browser's count (2 for a double-click's second).
 */
export function clickSpot(host: ClickHost, spot: Spot | undefined, clicks: number): void {
  const pile = spot && parsePile(spot.pile);
  const position = host.game.session?.position();
  if (!spot || !pile || !position) return;
  host.later.keys?.drop();
  // The clicked card and the cards on it move together.
  if (pile === 'stock' || spot.index >= 0 || clicks >= 2) host.game.clickCard(pile, pileCards(position, pile).length - spot.index, clicks);
}
