import { MAX_MOVES, type Board, type MoveCode } from '@forty-thieves/core/engine';
import { DEFAULT_WEIGHTS, type EvalWeights } from './evaluate.js';
import { BoundedHeap } from './bounded-heap.js';
import { MoveOrderer, RAW_MOVES, type OrderPolicy } from './move-order.js';
import { ScoredBoard, withSafeMoves } from './scored-board.js';
import { SearchState, doubled } from './search.js';
import type { TranspositionTable } from './transposition-table.js';

/** How a best-first run looks for a win. */
export interface BestFirstPolicy {
  readonly weights: EvalWeights;
  /** Score lost per move from the start: 0 is pure greedy, more leans towards short solutions. */
  readonly depthWeight: number;
  /** Random spread added to every score, 0 for none; restarts use it to look elsewhere. */
  readonly jitter: number;
  /** Positions kept waiting at most; the worst are forgotten beyond it. */
  readonly maxOpen: number;
  /**
   * Drop sideways moves (see {@link OrderPolicy}): without this the sequence variants drown in
   * rearrangements of runs that all score the same (Number Ten 1 of 20 deals won at 1 s, against
   * 18 with it); the one-card variants need those moves (Forty Thieves 5 against 1).
   */
  readonly dropSideways: boolean;
  /** Make every foundation move at once, not only the safe ones (see SafeMoves); may lose wins. */
  readonly eagerHome: boolean;
}

export const BEST_FIRST_POLICY: BestFirstPolicy = {
  weights: DEFAULT_WEIGHTS,
  depthWeight: 0,
  jitter: 0,
  maxOpen: 1 << 20,
  dropSideways: false,
  eagerHome: false,
};

/**
 * Memory bounds (16 bytes per entry, about 100 per expanded position), whatever the budget: a
 * restart's arrays are made at once up to them (docs/solver-results.md, *Memory with room, session 23*).
 */
const MAX_ENTRIES = 1 << 23;
const MAX_ARENA = 1 << 27;

/**
 * Greedy best-first search for a win: every position reached is scored by {@link Evaluator} and
 * the most promising one waiting is expanded next, wherever it is in the tree. Unlike depth-first
 * search it is never trapped below one early bad choice, which is what makes depth-first search
 * heavy-tailed on the one-card variants.
 *
 * A waiting position is only (parent, move, score); a position's state is packed into an arena
 * when it is expanded, and each waiting child is rebuilt from its parent's bytes when its turn
 * comes. Safe foundation moves (core's `nextSafeMove`) are made after every move, as in the
 * depth-first search. The open list is bounded (the worst entries fall out), so this search may
 * lose wins: it only ever finds them, never proves a loss.
 */
export class BestFirstSearch {
  nodes = 0;
  private readonly start: Board;
  private readonly scored: ScoredBoard;
  private readonly raw = RAW_MOVES;
  private readonly moves = new Int32Array(MAX_MOVES);
  private readonly orderer: MoveOrderer;
  private readonly order: OrderPolicy;
  private readonly heap: BoundedHeap;
  /** Per entry: its parent entry, the move from it, its depth and where its packed state starts (-1: not expanded). */
  private parent: Int32Array<ArrayBuffer>;
  private move: Int32Array<ArrayBuffer>;
  private depth: Int32Array<ArrayBuffer>;
  private offset: Int32Array<ArrayBuffer>;
  private entries = 0;
  private arena: Uint8Array<ArrayBuffer>;
  private arenaUsed = 0;
  private won = -1;
  /** The entry whose children are being generated (-1: none), and where in its move list. */
  private expanding = -1;
  /**
   * The entry whose position is on the board between expansions (its children are all taken
   * back): greedy search often expands a child of the position it just expanded, which then needs
   * no unpacking.
   */
  private onBoard = -1;
  private nextChild = 0;
  private childCount = 0;
  private state: SearchState = SearchState.Paused;

  /**
   * With `budget`, the nodes it will be run for at most, its arrays are made at once as large as
   * that many nodes can fill (each node adds at most one entry, each entry is packed at most once),
   * up to the bounds: the system gives memory only to the pages written, and growing by doubling
   * had held the old and the new arrays at once, then left the old to the collector (docs/solver-results.md,
   * *Memory with room, session 23*). Without it they start small and double.
   */
  constructor(
    private readonly board: Board,
    private readonly table: TranspositionTable,
    private readonly policy: BestFirstPolicy,
    private readonly random: () => number,
    budget = 0,
  ) {
    this.start = board.clone();
    this.scored = new ScoredBoard(board, policy.weights, policy.eagerHome);
    const entries = Math.max(1024, Math.min(MAX_ENTRIES, budget + 2));
    this.parent = new Int32Array(entries);
    this.move = new Int32Array(entries);
    this.depth = new Int32Array(entries);
    this.offset = new Int32Array(entries);
    this.arena = new Uint8Array(Math.max(1 << 16, Math.min(MAX_ARENA, entries * this.scored.packer.maxBytes)));
    this.heap = new BoundedHeap(policy.maxOpen);
    this.orderer = new MoveOrderer(board);
    // Its exact rule too: a whole column into an empty one gives the same position up to column order.
    this.order = { dropSideways: policy.dropSideways, dropWholeColumnToEmpty: true, jitter: 0 };
    this.scored.closeSafe();
    if (board.isWon()) {
      this.state = SearchState.Won;
      this.won = this.addEntry(-1, -1, 0);
      return;
    }
    this.heap.push(this.addEntry(-1, -1, 0), 0);
  }

  /** Searches at most `nodeLimit` more positions (an expansion may pause between two children). */
  run(nodeLimit: number): SearchState {
    const stop = this.nodes + nodeLimit;
    while (this.state === SearchState.Paused && this.nodes < stop) {
      if (this.expanding < 0) {
        const entry = this.heap.popMax();
        if (entry < 0) {
          this.state = SearchState.Exhausted;
          break;
        }
        this.expand(entry);
      } else {
        this.children(stop);
      }
    }
    return this.state;
  }

  /** The moves from the start to the won board (valid after `Won`), safe moves included. */
  solution(): MoveCode[] {
    const path: number[] = [];
    for (let e = this.won; e > 0; e = this.parent[e] ?? 0) path.push(this.move[e] ?? 0);
    return withSafeMoves(this.start, path.reverse(), this.policy.eagerHome);
  }

  /** Bytes of its arrays (the most they take, whatever they hold). */
  get bytes(): number {
    return [this.parent, this.move, this.depth, this.offset, this.arena].reduce((sum, array) => sum + array.byteLength, 0);
  }

  private expand(entry: number): void {
    const board = this.board;
    const parentEntry = this.parent[entry] ?? -1;
    if (parentEntry >= 0) {
      // Only what the unpacking changed is hashed and scored again.
      if (parentEntry !== this.onBoard) this.scored.load(this.arena, this.offset[parentEntry] ?? 0);
      this.scored.play(this.move[entry] ?? 0);
    }
    this.onBoard = entry;
    if (!this.store(entry)) return;
    this.childCount = this.orderer.order(this.raw, board.generateMoves(this.raw), this.moves, 0, this.order, this.random);
    this.nextChild = 0;
    this.expanding = entry;
  }

  /** Scores and queues the children of the position being expanded, until done or `stop`. */
  private children(stop: number): void {
    const board = this.board;
    const entry = this.expanding;
    const childDepth = (this.depth[entry] ?? 0) + 1;
    while (this.nextChild < this.childCount && this.nodes < stop) {
      const code = this.moves[this.nextChild++] ?? 0;
      this.nodes++;
      const record = this.scored.play(code);
      if (board.isWon()) {
        this.won = this.addEntry(entry, code, childDepth);
        this.state = SearchState.Won;
        return;
      }
      const { hasher, evaluator } = this.scored;
      hasher.compute();
      if (this.table.add(hasher.a, hasher.b)) {
        const jitter = this.policy.jitter > 0 ? Math.floor(this.random() * this.policy.jitter) : 0;
        const score = evaluator.score() - this.policy.depthWeight * childDepth + jitter;
        if (this.heap.wouldKeep(score)) {
          const child = this.addEntry(entry, code, childDepth);
          if (child < 0) return;
          this.heap.push(child, score);
        }
      }
      this.scored.takeBack(record);
      if (this.table.full) {
        this.state = SearchState.Full;
        return;
      }
    }
    if (this.nextChild >= this.childCount) this.expanding = -1;
  }

  /** Packs the board as `entry`'s state; false (and the search full) when there is no room. */
  private store(entry: number): boolean {
    const packer = this.scored.packer;
    const need = this.arenaUsed + packer.maxBytes;
    if (need > this.arena.length) {
      if (this.arena.length >= MAX_ARENA) {
        this.state = SearchState.Full;
        return false;
      }
      const bigger = new Uint8Array(Math.min(MAX_ARENA, this.arena.length * 2));
      bigger.set(this.arena.subarray(0, this.arenaUsed));
      this.arena = bigger;
    }
    this.offset[entry] = this.arenaUsed;
    this.arenaUsed = packer.pack(this.arena, this.arenaUsed);
    return true;
  }

  /** A new entry's number, or -1 (and the search full) when the entry arrays cannot grow. */
  private addEntry(parent: number, move: number, depth: number): number {
    const e = this.entries;
    if (e >= this.parent.length) {
      if (e >= MAX_ENTRIES) {
        this.state = SearchState.Full;
        return -1;
      }
      this.parent = doubled(this.parent);
      this.move = doubled(this.move);
      this.depth = doubled(this.depth);
      this.offset = doubled(this.offset);
    }
    this.parent[e] = parent;
    this.move[e] = move;
    this.depth[e] = depth;
    this.offset[e] = -1;
    this.entries = e + 1;
    return e;
  }
}
