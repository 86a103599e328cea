import { codeFrom, codeTo, type Board, type MoveCode } from '@forty-thieves/core/engine';
import { BoardPacker } from './board-pack.js';
import { CanonicalHasher } from './canonical-hash.js';
import { Evaluator, type EvalWeights } from './evaluate.js';
import { SafeMoves } from './safe-moves.js';

const MAX_SAFE_CHAIN = 128;

/**
 * A board as the best-first and beam searches use it: every move made through it keeps the
 * canonical hash and the score current (each recomputes only what a move touched), a packed
 * position is loaded back the same way, and a move is always followed by the safe foundation
 * moves it allows, made and taken back together with it.
 */
export class ScoredBoard {
  readonly hasher: CanonicalHasher;
  readonly evaluator: Evaluator;
  readonly packer: BoardPacker;
  private readonly safeMoves: SafeMoves;
  /** Undo records of the safe moves after the last `play`, and how many. */
  private readonly chain = new Int32Array(MAX_SAFE_CHAIN);
  private chainLength = 0;

  /** @param eagerHome every foundation move is made at once, not only the safe ones (SafeMoves). */
  constructor(
    readonly board: Board,
    weights: EvalWeights,
    eagerHome = false,
  ) {
    this.hasher = new CanonicalHasher(board);
    this.evaluator = new Evaluator(board, weights);
    this.packer = new BoardPacker(board);
    this.safeMoves = new SafeMoves(board, eagerHome);
  }

  /** Makes `code` and the safe moves after it; returns the undo record `takeBack` needs. */
  play(code: MoveCode): MoveCode {
    const record = this.board.apply(code);
    this.touched(codeFrom(code), codeTo(code));
    // Every position a move is played from has no safe move left (see closeSafe).
    this.closeSafe(this.safeMoves.nextAfter(code));
    return record;
  }

  /** Undoes the last `play` (record `record`) and its safe moves. */
  takeBack(record: MoveCode): void {
    const board = this.board;
    for (let s = this.chainLength - 1; s >= 0; s--) {
      const safe = this.chain[s] ?? 0;
      board.undo(safe);
      this.touched(codeFrom(safe), codeTo(safe));
    }
    this.chainLength = 0;
    board.undo(record);
    this.touched(codeFrom(record), codeTo(record));
  }

  /**
   * Makes every safe foundation move now possible (a `play` does it after its move), `first` the
   * first of them when the caller knows it. So every position the searches pack, load or take a
   * move back to has none left: the chain ends only when there is none (104 cards never make
   * `MAX_SAFE_CHAIN` moves), which is what lets `play` ask `SafeMoves.nextAfter`.
   */
  closeSafe(first: MoveCode = this.safeMoves.next()): void {
    let count = 0;
    for (let safe = first; safe >= 0 && count < MAX_SAFE_CHAIN; safe = this.safeMoves.next()) {
      this.chain[count++] = this.board.apply(safe);
      this.touched(codeFrom(safe), codeTo(safe));
    }
    this.chainLength = count;
  }

  /** Puts the position packed at `at` on the board, hash and score following only what changed. */
  load(arena: Uint8Array, at: number): void {
    const changed = this.packer.unpack(arena, at);
    this.hasher.invalidate(changed, this.packer.wasteKept, this.packer.stockKept, this.packer.columnKept);
    this.evaluator.invalidate(changed, this.packer.columnKept, this.packer.stockKept);
  }

  private touched(from: number, to: number): void {
    this.hasher.touched(from, to);
    this.evaluator.touched(from, to);
  }
}

/**
 * The moves of `path` from `start`, each followed by the safe foundation moves it allows (every
 * foundation move, with `eagerHome`), as the searches made them: the full solution, for core to replay.
 */
export function withSafeMoves(start: Board, path: readonly MoveCode[], eagerHome = false): MoveCode[] {
  const board = start.clone();
  const moves: MoveCode[] = [];
  const forced = new SafeMoves(board, eagerHome);
  const closeSafe = (): void => {
    for (let safe = forced.next(); safe >= 0; safe = forced.next()) {
      board.apply(safe);
      moves.push(safe);
    }
  };
  closeSafe();
  for (const code of path) {
    board.apply(code);
    moves.push(code);
    closeSafe();
  }
  return moves;
}
