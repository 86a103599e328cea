import { msg, str } from './l10n/msg.js';
import type { GameSession, Move, Position } from '@forty-thieves/core';
import { describeMove } from './move-words.js';

/** A suggested move in words, as advice ("draw from the stock"), where a move made is said as done ("drew 7 of hearts"). */
function adviceFor(position: Position, move: Move): string {
  if (move.from === 'stock') return msg('draw from the stock', { id: 'hint-draw' });
  if (move.to === 'stock') return msg('turn the waste over to form the stock again', { id: 'hint-redeal' });
  return describeMove(position, move);
}

/**
 * What `hint()` suggests and says: the next move of a solution the solver found, else a move of
 * core's documented heuristic, and which of the two it is. A chunk of its own, loaded once the
 * first game is drawn (a hint is asked for only after that), so it is not among what a page
 * loads first.
 */
export function bestHint(session: GameSession, solution: Move | undefined): { move: Move | undefined; text: () => string } {
  if (solution) session.markAssisted();
  const move = solution ?? session.hint();
  const position = session.position();
  // Made again in the language on screen when it changes (see LiveRegion).
  const text = () => {
    const what = move && adviceFor(position, move);
    return what === undefined
      ? msg('No useful move left', { id: 'said-no-hint' })
      : solution
        ? msg(str`Hint (from a solution): ${what}`, { id: 'said-hint-solution' })
        : msg(str`Hint (best guess): ${what}`, { id: 'said-hint-guess' });
  };
  return { move, text };
}
