import { CARD_COUNT } from '@forty-thieves/core';
import type { Board } from '@forty-thieves/core/engine';

/**
 * The most cards any one card may be built on in `board`'s variant: 1 where building is by suit
 * (Forty Thieves, Limited, Lucas), 2 by alternate colour, 3 where any suit but its own will do.
 * The solver's terms and phases that depend on how many places a card has ask this.
 */
export function mostBuildPlaces(board: Board): number {
  let most = 0;
  for (let card = 0; card < CARD_COUNT; card++) most = Math.max(most, board.tables.targetCount[card] ?? 0);
  return most;
}

/**
 * One card moves at a time and a card may be built on two or more cards (Maria, Streets,
 * Indian): where the stock term counts, the complete search and the find phase stop after the
 * first rounds, and a shrunk round runs beams fitted to the rest (round-schedule.ts).
 */
export function oneCardSeveralPlaces(board: Board): boolean {
  return !board.tables.sequence && mostBuildPlaces(board) >= 2;
}

/**
 * One card moves at a time and each card may be built on one card only (same-suit building:
 * Forty Thieves, Limited, Lucas): where eager home, the complete search's rest of the budget and
 * the wider beam count.
 */
export function oneCardOnePlace(board: Board): boolean {
  return !board.tables.sequence && mostBuildPlaces(board) <= 1;
}
