import type { Board } from '@forty-thieves/core/engine';
import { oneCardSeveralPlaces } from './build-places.js';

/** The fewest positions a beam layer keeps, however small the budget. */
const MIN_WIDTH = 4;
/**
 * The beam keeps at most one position per this many nodes of a depth-first phase's budget (fewer
 * where its closures cost more: it fits its width to its budget as it goes), as tuned on the
 * one-card variants (docs/solver-tuning.md).
 */
const NODES_PER_WIDTH = 4096;
/**
 * The same where one card moves at a time and a card may be built on two or more cards (Maria,
 * Streets, Indian): there a beam as wide as the tuned one dealt out its stock on a tenth to a half
 * of its budget, and four times as wide (shrinking as its closures cost more) won more Maria deals
 * at a fixed node budget (docs/solver.md, *A beam that fills its budget, session 21*).
 */
const NODES_PER_WIDTH_SEVERAL_PLACES = 1024;

/** How many positions a beam layer may keep, at most, for a depth-first phase's budget of `phaseBudget`. */
export function beamWidth(root: Board, phaseBudget: number): number {
  const perWidth = oneCardSeveralPlaces(root) ? NODES_PER_WIDTH_SEVERAL_PLACES : NODES_PER_WIDTH;
  return Math.max(MIN_WIDTH, Math.round(phaseBudget / perWidth));
}
