import { FLIP_BIT, FOUNDATION_BASE, MAX_MOVES, codeCount, codeFrom, codeMove, codeTo, encodeMove, type Board, type MoveCode } from '@forty-thieves/core/engine';
import { CanonicalHasher } from './canonical-hash.js';
import { DeadPositionTest } from './dead-position.js';
import { MoveOrderer, RAW_MOVES, type OrderPolicy } from './move-order.js';
import { SafeMoves } from './safe-moves.js';
import { StubbornSets } from './stubborn-set.js';
import { RootBound } from './root-bound.js';
import { WasteBound } from './waste-bound.js';
import { cardOrder, chainAfter, dropSleeping } from './sleep-after-free-moves.js';
import type { TranspositionTable } from './transposition-table.js';

/** How a run of the search ended. */
export const SearchState = {
  /** A win is on the board; `solution()` gives the moves. */
  Won: 'won',
  /** Every position reachable under the policy was explored and none is won. */
  Exhausted: 'exhausted',
  /** The node allowance for this call ran out; call `run` again to go on. */
  Paused: 'paused',
  /** The transposition table or the move stack is full: the search cannot go on soundly. */
  Full: 'full',
} as const;
export type SearchState = (typeof SearchState)[keyof typeof SearchState];

/** How the search prunes and orders. */
export interface SearchPolicy extends OrderPolicy {
  /**
   * Make a safe foundation move (docs/rules.md, core's `nextSafeMove`) without trying anything else.
   * Exact; only the tests that show each rule loses no wins switch it off.
   */
  readonly forceSafeMoves: boolean;
  /** Treat a position {@link DeadPositionTest} proves lost as having no moves (exact; off in the solver, why in docs/solver.md). */
  readonly deadPositions: boolean;
  /** Treat a position the waste bound (`waste-bound.ts`) proves lost as having no moves (exact; docs/solver.md, "The waste bound"). */
  readonly wasteBound: boolean;
  /** Likewise the column count past the first emptying (`root-bound.ts`; off unless `solve`'s `rootBound` asks; docs/solver.md). */
  readonly rootBound: boolean;
  /**
   * Right after draws, try no move from a column that was listed before them; with
   * `sleepAfterHome`, after foundation moves too, no move onto a column whose piles they left
   * alone; with `sleepAfterSmaller` (one card at a time), after moves of cards onto columns too,
   * no such move of a card later in a fixed order. Such moves commute with those moves, and were
   * tried (or slept on the same grounds) where those began (exact; docs/solver.md, "Draws commute
   * with column moves" and "Sleep after moves of smaller cards"; the last off unless asked for).
   */
  readonly sleepAfterDraw: boolean;
  readonly sleepAfterHome: boolean;
  readonly sleepAfterSmaller: boolean;
  /**
   * Never try the move that puts back exactly what the move into this position moved (a card or
   * run between two columns that turned nothing up): it leads back to the position before, which
   * is on the path and in the table, so entering it would do nothing (exact; docs/solver.md).
   */
  readonly skipUndo: boolean;
  /**
   * Try only the moves of a stubborn set: those of a set of piles no play of the other moves can
   * interact with (exact, one-card variants; `stubborn-set.ts`, docs/solver.md, "Stubborn sets").
   * Off unless `solve`'s `stubborn` asks: fewer nodes a proof, dearer nodes (docs/solver.md).
   */
  readonly stubborn: boolean;
}

/** The complete search's policy: exact rules only, so exhausting it proves a loss. */
export const EXACT_POLICY: SearchPolicy = {
  forceSafeMoves: true,
  dropWholeColumnToEmpty: true,
  dropSideways: false,
  jitter: 0,
  deadPositions: false,
  wasteBound: true,
  rootBound: false,
  sleepAfterDraw: true,
  sleepAfterHome: true,
  sleepAfterSmaller: false,
  skipUndo: true,
  stubborn: false,
};

/**
 * The move stack and the frames start small and double up to these bounds as the path deepens.
 * A depth-first path through a one-card deal's positions can be very long (Indian deal 52's
 * complete search passed 2^15 frames after 73 M nodes), and a proof of loss needs the whole path;
 * at the bounds the stacks take 32 MB and 3 MB.
 */
const MOVE_STACK = 1 << 23;
const MAX_DEPTH = 1 << 18;
/** Where they start: zeroing the whole move stack for each of a solve's many short restarts cost most of a quick deal's time (docs/solver.md). */
const FIRST_MOVE_STACK = 1 << 14;
const FIRST_DEPTH = 1 << 9;

/**
 * Depth-first search on core's Board with an explicit stack, so it can pause after any number of
 * nodes and resume (the driver slices it to stay responsive and cancellable) and never overflows
 * the call stack on long games.
 *
 * At every position: a won board ends the search; a safe foundation move (docs/rules.md's two-deck
 * rule, core's `nextSafeMove`) is made without branching; otherwise the position is looked up in
 * the transposition table (seen before → nothing new below it: either it is on the current path,
 * a cycle, or it was fully explored) and its moves are generated, ordered and tried in turn.
 *
 * With `dropSideways` off every pruning here is exact, so `Exhausted` proves the position lost
 * (up to a collision of two 64-bit hashes; see docs/solver.md).
 */
export class DepthFirstSearch {
  nodes = 0;
  /** Positions entered that the table already held (for measuring). */
  tableHits = 0;
  /** Moves not tried because they slept (`sleepAfterDraw`, `sleepAfterHome`, `sleepAfterSmaller`). */
  slept = 0;
  /** Moves not tried because they would undo the move into their position (`skipUndo`). */
  undone = 0;
  private readonly hasher: CanonicalHasher;
  private readonly orderer: MoveOrderer;
  /** The dead-position test and the bounds, made only when the policy uses them (they cost a solve's setup otherwise). */
  readonly dead: DeadPositionTest | null;
  readonly wasteBound: WasteBound | null;
  readonly rootBound: RootBound | null;
  readonly stubborn: StubbornSets | null;
  private readonly safeMoves: SafeMoves;
  private readonly raw = RAW_MOVES;
  private moves = new Int32Array(FIRST_MOVE_STACK);
  private frameEnd = new Int32Array(FIRST_DEPTH);
  private frameNext = new Int32Array(FIRST_DEPTH);
  /** Undo record of the move taken from frame d to reach depth d + 1. */
  private records = new Int32Array(FIRST_DEPTH);
  /** Per frame, the sleep rules' chain from the last frame that listed its moves (`chainAfter`), or -1. */
  private chains = new Int32Array(FIRST_DEPTH);
  /** Per frame, 1 when it listed its moves (not when it made a safe move, or was in the table). */
  private listed = new Int32Array(FIRST_DEPTH);
  /**
   * Per frame, the piles whose moves it tried, for a frame that listed its moves (`tried`), and
   * those its chain's start tried (`chainTried`): -1 (all) unless a stubborn set cut them, then
   * the set's piles. A move sleeps only where the chain's start tried it (docs/solver.md).
   */
  private tried = new Int32Array(FIRST_DEPTH);
  private chainTried = new Int32Array(FIRST_DEPTH);
  /** The `chainTried` entry of the position being entered. */
  private enteringTried = -1;
  /** The `chains` entry of the position being entered, set by the move that enters it. */
  private entering = -1;
  private depth = -1;
  private state: SearchState = SearchState.Paused;

  constructor(
    private readonly board: Board,
    private readonly table: TranspositionTable,
    private readonly policy: SearchPolicy,
    private readonly random: () => number,
  ) {
    this.hasher = new CanonicalHasher(board);
    this.orderer = new MoveOrderer(board);
    this.dead = policy.deadPositions ? new DeadPositionTest(board) : null;
    this.wasteBound = policy.wasteBound ? new WasteBound(board) : null;
    this.rootBound = policy.rootBound ? new RootBound(board, this.wasteBound ?? undefined) : null;
    this.stubborn = policy.stubborn && !board.tables.sequence ? new StubbornSets(board, this.wasteBound ?? undefined) : null;
    this.safeMoves = new SafeMoves(board);
  }

  /** Searches at most `nodeLimit` more positions. */
  run(nodeLimit: number): SearchState {
    if (this.state !== SearchState.Paused) return this.state;
    const stop = this.nodes + nodeLimit;
    const board = this.board;
    if (this.depth < 0 && !this.expand(0)) return this.state;
    while (this.nodes < stop) {
      const d = this.depth;
      const next = this.frameNext[d] ?? 0;
      if (next < (this.frameEnd[d] ?? 0)) {
        this.frameNext[d] = next + 1;
        const code = this.moves[next] ?? 0;
        const listed = this.listed[d] === 1;
        const order = this.policy.sleepAfterSmaller ? cardOrder(board, code) : 0;
        this.entering = chainAfter(this.policy, listed, this.chains[d] ?? -1, code, order);
        this.enteringTried = (listed ? this.tried[d] : this.chainTried[d]) ?? -1;
        this.records[d] = board.apply(code);
        this.hasher.touched(codeFrom(code), codeTo(code));
        // The child's moves go above this frame's on the shared move stack.
        if (!this.expand(this.frameEnd[d] ?? 0)) return this.state;
        continue;
      }
      // Every move of this frame failed: back to the parent.
      this.depth = d - 1;
      if (d === 0) {
        this.state = SearchState.Exhausted;
        return this.state;
      }
      const record = this.records[d - 1] ?? 0;
      board.undo(record);
      this.hasher.touched(codeFrom(record), codeTo(record));
    }
    return this.state;
  }

  /** The moves from the start to the won board (valid after `Won`). */
  solution(): MoveCode[] {
    // A plain loop: Array.from with a map function walks a typed array through its iterator.
    const moves: MoveCode[] = [];
    for (let d = 0; d < this.depth; d++) moves.push(codeMove(this.records[d] ?? 0));
    return moves;
  }

  /** Doubles whichever of the move stack and the frames is too small for depth `d` and moves from `at`. */
  private grow(d: number, at: number): void {
    if (at + MAX_MOVES > this.moves.length) this.moves = doubled(this.moves);
    if (d >= this.records.length) {
      this.frameEnd = doubled(this.frameEnd);
      this.frameNext = doubled(this.frameNext);
      this.records = doubled(this.records);
      this.chains = doubled(this.chains);
      this.tried = doubled(this.tried);
      this.chainTried = doubled(this.chainTried);
      this.listed = doubled(this.listed);
    }
  }

  /**
   * Pushes a frame for the position now on the board, its moves stored from `at`. False when the
   * search ended here (won, or no room left).
   */
  private expand(at: number): boolean {
    this.nodes++;
    const board = this.board;
    const d = this.depth + 1;
    if (d >= this.records.length || at + MAX_MOVES > this.moves.length) {
      if (d >= MAX_DEPTH || at + MAX_MOVES > MOVE_STACK) {
        this.state = SearchState.Full;
        return false;
      }
      this.grow(d, at);
    }
    this.depth = d;
    this.frameNext[d] = at;
    const chain = this.entering;
    this.chains[d] = chain;
    this.chainTried[d] = this.enteringTried;
    this.listed[d] = 0;
    if (board.isWon()) {
      this.state = SearchState.Won;
      return false;
    }
    // A frame that listed its moves had no safe move, so only what its move changed can make one.
    const parentListed = d > 0 && this.listed[d - 1] === 1;
    const safe = !this.policy.forceSafeMoves ? -1 : parentListed ? this.safeMoves.nextAfter(this.records[d - 1] ?? 0) : this.safeMoves.next();
    if (safe >= 0) {
      this.moves[at] = safe;
      this.frameEnd[d] = at + 1;
      return true;
    }
    this.hasher.compute();
    if (!this.table.add(this.hasher.a, this.hasher.b)) {
      this.tableHits++;
      this.frameEnd[d] = at;
      return true;
    }
    if (this.table.full) {
      this.state = SearchState.Full;
      return false;
    }
    if (this.dead?.isDead() === true || this.wasteBound?.isLost() === true || this.rootBound?.isLost() === true) {
      this.frameEnd[d] = at;
      return true;
    }
    const n = board.generateMoves(this.raw);
    let end = at + this.orderer.order(this.raw, n, this.moves, at, this.policy, this.random);
    this.listed[d] = 1;
    const cut = this.stubborn?.reduce(this.moves, at, end) ?? end;
    this.tried[d] = cut < end ? (this.stubborn?.piles ?? -1) : -1;
    end = cut;
    if (this.policy.skipUndo && d > 0) end = this.dropUndo(this.records[d - 1] ?? 0, at, end);
    const kept = chain >= 0 ? dropSleeping(this.moves, at, end, chain, this.chainTried[d] ?? -1, board) : end;
    this.slept += end - kept;
    this.frameEnd[d] = kept;
    return true;
  }

  /**
   * Drops from `moves[at…end)` the move that undoes `record` (the move into this position) and
   * returns the new end. The previous position listed its moves, so the table holds it.
   */
  private dropUndo(record: number, at: number, end: number): number {
    const from = codeFrom(record);
    const to = codeTo(record);
    if ((record & FLIP_BIT) !== 0 || from >= FOUNDATION_BASE || to >= FOUNDATION_BASE) return end;
    const back = encodeMove(to, from, codeCount(record));
    for (let i = at; i < end; i++) {
      if (this.moves[i] !== back) continue;
      this.moves.copyWithin(i, i + 1, end);
      this.undone++;
      return end - 1;
    }
    return end;
  }
}

/** A copy of `array` twice as long (the search's growing stacks and entry arrays). */
export function doubled(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
