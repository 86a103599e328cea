import { formatMove } from '../notation.js';
import type { GameSession, PlayResult } from '../session.js';

/**
 * The game's legal moves as text (`'c1-c0'`, `'c0-c4x3'`, `'draw'`), in the order the game lists them.
 *
 * @example
 * expect(listedMoves(sketchGame(myVariant, { columns: ['TH', '9H'] }))).toContain('c1-c0');
 */
export function listedMoves(game: GameSession): string[] {
  return game.legalMoves().map(formatMove);
}

/**
 * Why a play was refused, or `'(accepted)'`, so a test can match the reason in one line.
 *
 * @example
 * expect(refusalOf(game.play('c0-c1x2'))).toMatch(/one card/);
 */
export function refusalOf(result: PlayResult): string {
  return result.ok ? '(accepted)' : result.reason;
}
