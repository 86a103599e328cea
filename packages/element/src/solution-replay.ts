import { GameSession, GameStatus, type Move, type Position, type VariantPlugin } from '@forty-thieves/core';

/**
 * Core's rules checking what the solver says, so the game never trusts a stale answer: a
 * solution carried over from the previous position is kept only if it still wins from this one.
 */

/**
 * The moves of `moves` that are legal in turn from `position`, if they end in a win. The game's
 * autoplay may already have sent home cards a solution moves later, so those moves are skipped;
 * the replay's win is what makes the result a solution.
 */
export function stillWins(plugin: VariantPlugin, position: Position, moves: readonly Move[]): Move[] | undefined {
  const session = GameSession.fromPosition(plugin, position, { autoplay: false, supermove: false });
  const kept: Move[] = [];
  for (const move of moves) if (session.play(move).ok) kept.push(move);
  return session.status() === GameStatus.Won ? kept : undefined;
}
