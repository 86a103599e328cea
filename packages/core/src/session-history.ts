import type { Board } from './board.js';
import { codeMove, type MoveCode } from './move-code.js';
import { decodeMove, formatMove, type Move } from './notation.js';
import type { PlayedStep } from './session-types.js';

/** One undoable step: undo records as `Board.apply` returned them; the last `auto` are autoplay's. */
interface Step {
  records: MoveCode[];
  auto: number;
}

/**
 * A session's undo and redo steps: each step is the undo records of one player action (a
 * supermove's single moves and the autoplay after it included), so undo and redo work by steps
 * while the move counter counts single rule moves. Plain functions over plain data, so the
 * bundle a page loads first stays small.
 */
export interface StepHistory {
  readonly done: Step[];
  /** Undone steps, the next redo last. */
  undone: Step[];
}

export function newHistory(): StepHistory {
  return { done: [], undone: [] };
}

/** Records a step just applied to the board (`auto` of its records are autoplay's); clears the redo steps. */
export function pushStep(log: StepHistory, records: MoveCode[], auto: number): PlayedStep {
  log.done.push({ records, auto });
  log.undone = [];
  const moves = records.map(decodeRecord);
  return { moves: moves.slice(0, moves.length - auto), autoplayed: moves.slice(moves.length - auto) };
}

/** Rule moves in the undoable steps. */
export function movesMade(log: StepHistory): number {
  return log.done.reduce((total, step) => total + step.records.length, 0);
}

function takeBack(board: Board, step: Step): void {
  for (let i = step.records.length - 1; i >= 0; i--) board.undo(step.records[i] ?? 0);
}

/** Takes the last step back on the board. */
export function undoStep(log: StepHistory, board: Board): boolean {
  const step = log.done.pop();
  if (!step) return false;
  takeBack(board, step);
  log.undone.push(step);
  return true;
}

/** Makes the last undone step again on the board. */
export function redoStep(log: StepHistory, board: Board): boolean {
  const step = log.undone.pop();
  if (!step) return false;
  step.records = step.records.map((record) => board.apply(codeMove(record)));
  log.done.push(step);
  return true;
}

/** A copy of `board` as it was `back` undoable steps ago (at most back to the start). */
export function boardBefore(log: StepHistory, board: Board, back: number): Board {
  const copy = board.clone();
  for (const step of log.done.slice(Math.max(0, log.done.length - back)).reverse()) takeBack(copy, step);
  return copy;
}

/** The steps as text moves: `[undoable steps, redoable steps]`, the next redo first. */
export function stepTexts(log: StepHistory): { history: string[][]; future: string[][] } {
  const texts = (step: Step) => step.records.map((record) => formatMove(decodeRecord(record)));
  return { history: log.done.map(texts), future: log.undone.map(texts).reverse() };
}

export function decodeRecord(record: MoveCode): Move {
  return decodeMove(codeMove(record));
}
