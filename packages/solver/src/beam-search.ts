import { MAX_MOVES, STOCK, codeFrom, codeTo, type Board, type MoveCode } from '@forty-thieves/core/engine';
import { ExpandedPositions, KeptLayer, affordableWidth } from './beam-layer.js';
import { SHAPE_SPREAD, ShapeCounter } from './beam-shape.js';
import { BoundedHeap } from './bounded-heap.js';
import type { EvalWeights } from './evaluate.js';
import { MoveOrderer, RAW_MOVES, type OrderPolicy } from './move-order.js';
import { ScoredBoard, withSafeMoves } from './scored-board.js';
import { SharedMoveLists } from './shared-move-lists.js';
import { SearchState, doubled } from './search.js';
import type { TranspositionTable } from './transposition-table.js';

/** How a layered beam search looks for a win. */
export interface BeamPolicy {
  readonly weights: EvalWeights;
  /** Positions kept from one layer to the next, at most. */
  readonly width: number;
  /**
   * Nodes the whole beam may take: each layer keeps fewer than `width` positions when the nodes
   * left, shared over the layers left, would not pay for them (at the cost per kept position
   * measured so far), so the beam reaches the end of the stock within its budget.
   */
  readonly budget: number;
  /** Positions expanded, best first, in the closure of each kept position. */
  readonly closure: number;
  /** Random spread added to every score, 0 for none. */
  readonly jitter: number;
  readonly dropSideways: boolean;
  /** Make every foundation move at once, not only the safe ones (see SafeMoves); may lose wins. */
  readonly eagerHome: boolean;
  /**
   * Kept positions of one shape (`beam-shape.ts`) a layer takes before any candidate passed over
   * for it; 0 for no cap. The candidates' heap then holds `SHAPE_SPREAD` times as many.
   */
  readonly shapeCap: number;
}

/** Moves from the stock (draws, redeals) are what separates one layer from the next. */
const isDeal = (code: number): boolean => codeFrom(code) === STOCK || codeTo(code) === STOCK;

/** Waiting children of one closure at most (the worst are forgotten beyond it). */
const CLOSURE_OPEN = 1 << 12;
/** Memory bound of the moves of the kept paths (a layer's expanded positions: `beam-layer.ts`). */
const MAX_PATH = 1 << 24;

/**
 * Beam search by layers of the stock: a layer is every position with the same number of cards
 * dealt. From each of the `width` best positions of a layer, a small best-first search (its
 * "closure", `closure` expansions) plays the moves that deal nothing: columns, waste and
 * foundations. Every position a closure expands offers its deal (draw or redeal) as a candidate
 * for the next layer, and the `width` best candidates, by {@link Evaluator}'s score, become that
 * layer. The last layer (nothing left to deal) wins in its closures or not at all.
 *
 * Why layers: the stock is dealt once, in a fixed order, so positions with the same number of cards
 * dealt compete fairly, and the search keeps many different ways of placing the stock's cards
 * alive at once, where best-first search follows the single best score into one part of the tree
 * (Indian deal 52 was won only this way: docs/solver.md). A position seen in an earlier closure of
 * the same layer (the transposition table) is not expanded again. It may lose wins: it only finds.
 *
 * Memory: a layer's expanded positions are packed (as the best-first search does), and only the
 * kept positions' moves are remembered from one layer to the next.
 */
export class LayeredBeamSearch {
  nodes = 0;
  private readonly start: Board;
  private readonly scored: ScoredBoard;
  private readonly orderer: MoveOrderer;
  private readonly order: OrderPolicy;
  private readonly raw = RAW_MOVES;
  private readonly moves = new Int32Array(MAX_MOVES);
  private state: SearchState = SearchState.Paused;

  /** The layer's kept positions: packed states and the tail of each one's path. */
  private kept: KeptLayer;
  private nextKept = 0;

  /** Positions expanded in this layer. */
  private readonly expanded = new ExpandedPositions();

  /** The closure being searched: its waiting children (expanded parent, move), and expansions done. */
  private readonly open = new BoundedHeap(CLOSURE_OPEN);
  private readonly openParent = new Int32Array(CLOSURE_OPEN + 1);
  private readonly openMove = new Int32Array(CLOSURE_OPEN + 1);
  private openCount = 0;
  private expansions = -1;
  /**
   * The expanded position on the board (its children all taken back), -1 for none: a closure
   * often expands a child of the position it just expanded, which then needs no unpacking.
   */
  private onBoard = -1;

  /** Nodes searched when this layer began. */
  private layerStart = 0;
  /** Candidates for the next layer: (expanded position, deal move), best `width` kept. */
  private readonly candidates: BoundedHeap;
  private candParent = new Int32Array(1024);
  private candMove = new Int32Array(1024);
  private candCount = 0;
  /** The layer's kept positions counted by shape. */
  private readonly shapes: ShapeCounter;

  /** The kept positions' moves from the start (`kept` holds the tail of each). */
  private readonly paths = new SharedMoveLists(MAX_PATH);
  /** On a win: the expanded position and the winning move from it. */
  private wonParent = -1;
  private wonMove = -1;

  constructor(
    private readonly board: Board,
    private readonly table: TranspositionTable,
    private readonly policy: BeamPolicy,
    private readonly random: () => number,
  ) {
    this.start = board.clone();
    this.scored = new ScoredBoard(board, policy.weights, policy.eagerHome);
    this.orderer = new MoveOrderer(board);
    this.order = { dropSideways: policy.dropSideways, dropWholeColumnToEmpty: true, jitter: 0 };
    this.candidates = new BoundedHeap(2 * policy.width * (policy.shapeCap > 0 ? SHAPE_SPREAD : 1));
    this.shapes = new ShapeCounter(board.columnCount, policy.shapeCap);
    this.kept = new KeptLayer(1, this.scored.packer);
    this.scored.closeSafe();
    if (board.isWon()) {
      this.state = SearchState.Won;
      return;
    }
    this.kept.add(this.scored.packer, -1);
  }

  /** Searches at most about `nodeLimit` more positions (one expansion may go past it). */
  run(nodeLimit: number): SearchState {
    const stop = this.nodes + nodeLimit;
    while (this.state === SearchState.Paused && this.nodes < stop) {
      if (this.expansions >= 0) {
        const entry = this.expansions < this.policy.closure ? this.open.popMax() : -1;
        if (entry >= 0) this.expand(entry);
        else this.expansions = -1;
      } else if (this.nextKept < this.kept.count) {
        this.beginClosure(this.nextKept++);
      } else {
        this.nextLayer();
      }
    }
    return this.state;
  }

  /** The moves from the start to the won board (valid after `Won`), safe moves included. */
  solution(): MoveCode[] {
    return withSafeMoves(this.start, this.wonParent < 0 ? [] : [...this.pathTo(this.wonParent), this.wonMove], this.policy.eagerHome);
  }

  /** Starts the closure of kept position `k`: its root is the position itself. */
  private beginClosure(k: number): void {
    this.expansions = 0;
    this.openParent[0] = -1 - k;
    this.openMove[0] = -1;
    this.openCount = 1;
    this.open.clear();
    this.open.push(0, 0);
  }

  /** Expands a waiting child of the closure: stores it, then scores its children. */
  private expand(entry: number): void {
    const board = this.board;
    const parent = this.openParent[entry] ?? -1;
    const code = this.openMove[entry] ?? -1;
    const scored = this.scored;
    if (parent < 0 || parent !== this.onBoard) {
      scored.load(parent < 0 ? this.kept.arena : this.expanded.bytes, parent < 0 ? this.kept.offset(-1 - parent) : this.expanded.offset(parent));
    }
    if (code >= 0) scored.play(code);
    const node = this.expanded.add(scored.packer, parent, code);
    this.onBoard = node;
    if (node < 0) {
      this.state = SearchState.Full;
      return;
    }
    this.expansions++;
    const count = this.orderer.order(this.raw, board.generateMoves(this.raw), this.moves, 0, this.order, this.random);
    for (let i = 0; i < count; i++) {
      const move = this.moves[i] ?? 0;
      this.nodes++;
      const record = scored.play(move);
      if (board.isWon()) {
        this.wonParent = node;
        this.wonMove = move;
        this.state = SearchState.Won;
        return;
      }
      scored.hasher.compute();
      if (this.table.add(scored.hasher.a, scored.hasher.b)) {
        const jitter = this.policy.jitter > 0 ? Math.floor(this.random() * this.policy.jitter) : 0;
        const score = scored.evaluator.score() + jitter;
        if (isDeal(move)) this.offer(node, move, score);
        else if (this.open.wouldKeep(score) && this.openCount <= CLOSURE_OPEN) {
          this.openParent[this.openCount] = node;
          this.openMove[this.openCount] = move;
          this.open.push(this.openCount++, score);
        }
      }
      scored.takeBack(record);
      if (this.table.full) {
        this.state = SearchState.Full;
        return;
      }
    }
  }

  /** Puts a deal from expanded position `node` among the next layer's candidates. */
  private offer(node: number, move: number, score: number): void {
    if (!this.candidates.wouldKeep(score)) return;
    const c = this.candCount++;
    if (c >= this.candParent.length) {
      this.candParent = doubled(this.candParent);
      this.candMove = doubled(this.candMove);
    }
    this.candParent[c] = node;
    this.candMove[c] = move;
    this.candidates.push(c, score);
  }

  /**
   * The best candidates become the next layer's kept positions, at most `shapeCap` of one shape
   * first; then the best of those passed over fill what is left of the width. None ends the search.
   */
  private nextLayer(): void {
    // The candidates are loaded below, and the expanded positions forgotten.
    this.onBoard = -1;
    const width = this.widthAfter();
    const layer = new KeptLayer(width, this.scored.packer);
    this.shapes.clear();
    // The candidates the shape cap passed over, best first.
    const passed: number[] = [];
    for (let c = this.candidates.popMax(); c >= 0 && layer.count < width; c = this.candidates.popMax()) {
      this.loadCandidate(c);
      if (this.shapes.admit(this.board)) {
        if (!this.keepLoaded(c, layer)) return;
      } else passed.push(c);
    }
    for (const c of passed) {
      if (layer.count >= width) break;
      this.loadCandidate(c);
      if (!this.keepLoaded(c, layer)) return;
    }
    if (layer.count === 0) {
      this.state = SearchState.Exhausted;
      return;
    }
    this.candidates.clear();
    this.candCount = 0;
    this.kept = layer;
    this.nextKept = 0;
    this.layerStart = this.nodes;
    this.expanded.clear();
  }

  /** Puts candidate `c`'s position (its expanded position, then its deal) on the board. */
  private loadCandidate(c: number): void {
    this.scored.load(this.expanded.bytes, this.expanded.offset(this.candParent[c] ?? 0));
    this.scored.play(this.candMove[c] ?? 0);
  }

  /** Packs the loaded candidate `c` into the layer being built; false (the search full) when its path has no room. */
  private keepLoaded(c: number, layer: KeptLayer): boolean {
    const tail = this.appendPath(this.pathTail(this.candParent[c] ?? 0), this.candMove[c] ?? 0);
    if (tail < -1) return false;
    layer.add(this.scored.packer, tail);
    return true;
  }

  /** How many positions the next layer may keep (see {@link affordableWidth}). */
  private widthAfter(): number {
    const perKept = (this.nodes - this.layerStart) / Math.max(1, this.kept.count);
    return affordableWidth(this.board, this.policy.budget - this.nodes, perKept, this.policy.width);
  }

  /** The path tail (in the shared list) of expanded position `node`: its kept root's, then its closure moves. */
  private pathTail(node: number): number {
    const closureMoves: number[] = [];
    let n = node;
    while (n >= 0) {
      closureMoves.push(this.expanded.move(n));
      n = this.expanded.parent(n);
    }
    let tail = this.kept.path(-1 - n);
    // The root's own entry has no move (-1): it is the kept position itself.
    for (let i = closureMoves.length - 2; i >= 0; i--) tail = this.appendPath(tail, closureMoves[i] ?? 0);
    return tail;
  }

  /** The moves from the start to expanded position `node` (no safe moves). */
  private pathTo(node: number): number[] {
    return this.paths.moves(this.pathTail(node));
  }

  /** `tail`'s moves then `move` (see {@link SharedMoveLists}); -2, and the search full, when there is no room. */
  private appendPath(tail: number, move: number): number {
    const appended = this.paths.append(tail, move);
    if (appended < -1) this.state = SearchState.Full;
    return appended;
  }
}
