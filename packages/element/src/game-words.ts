import type { GameSession } from '@forty-thieves/core';
import type { FtMoveRejectDetail } from './events/ft-move-reject.js';
import { msg, str } from './l10n/msg.js';
import { refusalText } from './l10n/refusal-words.js';
import { variantWords } from './l10n/variant-words.js';
import type { describeStep } from './move-words.js';

// The words for a move (move-words.ts) come in the chunk the element loads once its first game is
// drawn, before anyone could move, so none is in the first load. A move made sooner is said once
// they are in: the live region's words are made again at every redraw, and the chunk asks for one.
let stepWords: typeof describeStep | undefined;

/** Puts the words for moves to use (the element does once their chunk is in). */
export function useStepWords(loaded: typeof describeStep): void {
  stepWords = loaded;
}

/** What the game says in the live region, in the element's language (see l10n/). */
export const gameWords = {
  undo: () => msg('Took back the last move', { id: 'said-undo' }),
  redo: () => msg('Made the move again', { id: 'said-redo' }),
  restart: () => msg('Back to the start of this deal', { id: 'said-restart' }),
  won: (moves: number) => msg(str`You won in ${moves} moves!`, { id: 'said-won' }),
  stuck: () => msg('No moves left: undo, restart or deal a new game.', { id: 'said-stuck' }),
  /** A refused move's reason in the element's language (the event's English `reason` is the fallback). */
  refusal: (detail: FtMoveRejectDetail) => refusalText(detail.refusal, detail.reason),
  /** What the move the player asked for did, and what autoplay did after it. */
  step: (...args: Parameters<typeof describeStep>) => stepWords?.(...args) ?? '',
  notAllowed: (reason: string) => msg(str`Not allowed: ${reason}`, { id: 'said-not-allowed' }),
  newGame(session: GameSession, resumed: boolean): string {
    const name = variantWords(session.plugin).name;
    const deal = session.deal;
    const what = deal === null ? name : msg(str`${name}, deal ${deal}`, { id: 'variant-deal' });
    return resumed ? msg(str`Resumed: ${what}`, { id: 'said-resumed' }) : msg(str`New game: ${what}`, { id: 'said-new-game' });
  },
};
