import { GameSession } from '../session.js';
import type { MoveInput } from '../notation.js';
import type { Position } from '../position.js';
import type { VariantPlugin } from '../variant.js';

/**
 * Plays `moves` from `start` as rule moves (no autoplay, no supermove) and tells whether they
 * win. An illegal move throws with its reason, so a bad solution says where it went wrong. For
 * checking a solver's answer against the one rules engine.
 */
export function replayWins(plugin: VariantPlugin, start: Position, moves: readonly (MoveInput | string)[]): boolean {
  const game = GameSession.fromPosition(plugin, start, { autoplay: false, supermove: false });
  moves.forEach((move, i) => {
    const result = game.play(move);
    if (!result.ok) throw new Error(`move ${i + 1} (${typeof move === 'string' ? move : JSON.stringify(move)}) is illegal: ${result.reason}`);
  });
  return game.status() === 'won';
}
