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
 * A session's undo and redo steps over its board: each step is the undo records of one player
 * action (a supermove's single moves and the autoplay after it included), so undo and redo work by
 * steps while the move counter counts single rule moves.
 */
export class StepHistory {
  private done: Step[] = [];
  private undone: Step[] = [];

  constructor(private readonly board: Board) {}

  /** Records a step just applied to the board (`auto` of its records are autoplay's); clears the redo steps. */
  push(records: MoveCode[], auto: number): PlayedStep {
    this.done.push({ records, auto });
    this.undone = [];
    const moves = records.map(decodeRecord);
    return { moves: moves.slice(0, moves.length - auto), autoplayed: moves.slice(moves.length - auto) };
  }

  /** Rule moves in the undoable steps. */
  get moveCount(): number {
    return this.done.reduce((total, step) => total + step.records.length, 0);
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** Takes the last step back on the board. */
  undo(): boolean {
    const step = this.done.pop();
    if (!step) return false;
    for (let i = step.records.length - 1; i >= 0; i--) this.board.undo(step.records[i] ?? 0);
    this.undone.push(step);
    return true;
  }

  /** Makes the last undone step again on the board. */
  redo(): boolean {
    const step = this.undone.pop();
    if (!step) return false;
    step.records = step.records.map((record) => this.board.apply(codeMove(record)));
    this.done.push(step);
    return true;
  }

  /** A copy of the board as it was `back` undoable steps ago (at most back to the start). */
  boardBefore(back: number): Board {
    const board = this.board.clone();
    for (const step of this.done.slice(Math.max(0, this.done.length - back)).reverse()) {
      for (let i = step.records.length - 1; i >= 0; i--) board.undo(step.records[i] ?? 0);
    }
    return board;
  }

  /** The steps as text moves: `[undoable steps, redoable steps]`, the next redo first. */
  texts(): { history: string[][]; future: string[][] } {
    const texts = (step: Step) => step.records.map(formatRecord);
    return { history: this.done.map(texts), future: this.undone.map(texts).reverse() };
  }
}

export function decodeRecord(record: MoveCode): Move {
  return decodeMove(codeMove(record));
}

function formatRecord(record: MoveCode): string {
  return formatMove(decodeRecord(record));
}
