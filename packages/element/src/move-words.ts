import type { MoveInput, PlayedStep, Position } from '@forty-thieves/core';
import { pileCards } from './describe.js';
import { msg, str } from './l10n/msg.js';
import { cardCount, pileLabel, spokenCard } from './l10n/card-words.js';
import { currentLanguage } from './l10n/locale.js';

/**
 * What a move did, in words for people and screen readers. In the chunk the element loads once its
 * first game is drawn (after-first-game.ts), before anyone could move: nothing of it is in the first load.
 */

/** What a move did, from the position before it: "7 of hearts to column 4". */
export function describeMove(before: Position, move: MoveInput): string {
  if (move.from === 'stock') return msg('drew from the stock', { id: 'move-draw' });
  if (move.to === 'stock') return msg('turned the waste over to form the stock again', { id: 'move-redeal' });
  const cards = pileCards(before, move.from);
  const count = move.count ?? 1;
  const bottom = spokenCard(cards[cards.length - count]);
  const to = pileLabel(move.to);
  return count > 1 ? msg(str`${count} cards from ${bottom} to ${to}`, { id: 'move-run' }) : msg(str`${bottom} to ${to}`, { id: 'move-card' });
}

/** The announcement after a move: what the player asked for, then what autoplay did. */
export function describeStep(before: Position, after: Position, requested: MoveInput, step: PlayedStep): string {
  // The card drawn is the last taken off the stock (cards are drawn from its end): the waste's top
  // may already be gone home by autoplay.
  let text = requested.from === 'stock' ? msg(str`drew ${spokenCard(before.stock[after.stock.length])}`, { id: 'move-drew' }) : describeMove(before, requested);
  if (step.autoplayed.length > 0) {
    const cards = cardCount(step.autoplayed.length, currentLanguage());
    // Words that hold for one card as for many ("by themselves" did not).
    text += msg(str`; ${cards} moved to the foundations by autoplay`, { id: 'move-autoplayed' });
  }
  return text.charAt(0).toLocaleUpperCase(currentLanguage()) + text.slice(1);
}
