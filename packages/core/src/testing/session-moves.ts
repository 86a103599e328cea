import { CARD_COUNT, parseCard } from '../cards.js';
import { columnId, formatMove, type Move } from '../notation.js';
import { loadGame } from '../load.js';
import { saveGame } from '../save.js';
import type { GameSession } from '../session.js';
import type { VariantPlugin } from '../variant.js';
import { ensure, ensureSame, ensureSamePosition } from './check.js';
import { pick } from './playout.js';

/**
 * The playout's next move for a session: mostly a listed rule move, now and then a multi-card drag
 * of part of a built run onto a column that takes its bottom card, or into an empty one (in
 * one-card variants the session may make it as a supermove, or refuse it when the empty columns
 * cannot carry it).
 */
export function sessionMove(game: GameSession, choice: number): { move: Move; drag: boolean } | undefined {
  const position = game.position();
  const from = choice % position.columns.length;
  const board = game.boardSnapshot();
  const run = board.buildRun(from);
  if (choice % 2 === 0 && run > 1) {
    const count = 2 + ((choice >> 4) % (run - 1));
    const up = position.columns[from]?.up ?? [];
    const bottom = parseCard(up[up.length - count] ?? '') ?? 0;
    const targets = position.columns.flatMap((column, c) => {
      const top = parseCard(column.up.at(-1) ?? '');
      return c !== from && (top === undefined || board.tables.accepts[bottom * CARD_COUNT + top] === 1) ? [columnId(c)] : [];
    });
    const to = targets[(choice >> 8) % Math.max(1, targets.length)];
    if (to !== undefined) return { move: { from: columnId(from), to, count }, drag: true };
  }
  const move = pick(game.legalMoves(), position, choice);
  return move && { move, drag: false };
}

/** Plays the playout's choices in `game`, as a player would (refused drags are simply not made). */
export function playChoices(game: GameSession, choices: readonly number[]): void {
  for (const choice of choices) {
    const next = sessionMove(game, choice);
    if (next === undefined) return;
    game.play(next.move);
  }
}

/** save → JSON text → load gives the same game: position, start, options, counter, and every step both ways. */
export function ensureRoundTrip(plugin: VariantPlugin, game: GameSession): void {
  const saved = saveGame(game);
  const loaded = loadGame(plugin, JSON.stringify(saved));
  ensureSamePosition(loaded.position(), game.position(), 'loaded position');
  ensureSame(saveGame(loaded), saved, 'the loaded game saved again');
  ensure(loaded.moveCount === game.moveCount, () => `loaded move count ${loaded.moveCount}, saved ${game.moveCount}`);
  ensureSamePosition(loaded.startPosition(), game.startPosition(), 'loaded start position');
  while (game.redo()) {
    ensure(loaded.redo(), () => 'the loaded game has fewer steps to redo than the saved one');
    ensureSamePosition(loaded.position(), game.position(), 'after redo');
  }
  ensure(!loaded.canRedo, () => 'the loaded game has more steps to redo than the saved one');
  while (game.undo()) {
    ensure(loaded.undo(), () => 'the loaded game has fewer steps to undo than the saved one');
    ensureSamePosition(loaded.position(), game.position(), 'after undo');
  }
  ensure(!loaded.canUndo, () => 'the loaded game has more steps to undo than the saved one');
}

/** A move as text, for messages. */
export const text = (move: Move): string => formatMove(move);
