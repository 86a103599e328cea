import type { Board } from '@forty-thieves/core/engine';
import type { BoardPacker } from './board-pack.js';
import { doubled } from './search.js';

/** Memory bounds of one layer's expanded positions (packed) and how many there may be. */
const MAX_ARENA = 1 << 27;
const MAX_NODES = 1 << 22;

/**
 * The positions a layer of the beam search expanded (`beam-search.ts`): each one's packed state,
 * its parent (an earlier expanded position, or -1 - k for the layer's kept position k) and the
 * move from it. Kept apart from the search so the search reads as what it does, not how it stores.
 */
export class ExpandedPositions {
  private arena = new Uint8Array(1 << 16);
  private used = 0;
  private offsets = new Int32Array(1024);
  private parents = new Int32Array(1024);
  private moves = new Int32Array(1024);
  private count = 0;

  /** Where position `n`'s packed state is, for `ScoredBoard.load`. */
  get bytes(): Uint8Array {
    return this.arena;
  }
  offset(n: number): number {
    return this.offsets[n] ?? 0;
  }
  parent(n: number): number {
    return this.parents[n] ?? -1;
  }
  move(n: number): number {
    return this.moves[n] ?? 0;
  }

  /** Forgets every position (a new layer begins). */
  clear(): void {
    this.count = 0;
    this.used = 0;
  }

  /** Stores the board `packer` packs as a new position; -1 when there is no room. */
  add(packer: BoardPacker, parent: number, move: number): number {
    const n = this.count;
    const need = this.used + packer.maxBytes;
    if (n >= MAX_NODES || need > MAX_ARENA) return -1;
    if (n >= this.parents.length) {
      this.parents = doubled(this.parents);
      this.moves = doubled(this.moves);
      this.offsets = doubled(this.offsets);
    }
    if (need > this.arena.length) {
      const bigger = new Uint8Array(Math.min(MAX_ARENA, this.arena.length * 2));
      bigger.set(this.arena.subarray(0, this.used));
      this.arena = bigger;
    }
    this.parents[n] = parent;
    this.moves[n] = move;
    this.offsets[n] = this.used;
    this.used = packer.pack(this.arena, this.used);
    this.count = n + 1;
    return n;
  }
}

/**
 * How many positions the next layer may keep: the nodes left shared over the deals left (counted
 * on `board`, the position last expanded in this layer), at `perKept`, what a kept position's
 * closure has cost in this layer; never more than `width`, never fewer than one.
 */
export function affordableWidth(board: Board, nodesLeft: number, perKept: number, width: number): number {
  const deal = Math.max(1, board.tables.dealCount);
  const pass = Math.ceil((board.stockLen + board.wasteLen) / deal) + 1;
  const dealsLeft = Math.ceil(board.stockLen / deal) + board.redealsLeft * pass + 1;
  const affordable = Math.floor(nodesLeft / dealsLeft / Math.max(1, perKept));
  return Math.max(1, Math.min(width, affordable));
}

/**
 * A layer's kept positions (`beam-search.ts`): each one's packed state and the tail of its path
 * in the beam's shared move lists.
 */
export class KeptLayer {
  readonly arena: Uint8Array;
  private readonly offsets: Int32Array;
  private readonly paths: Int32Array;
  private used = 0;
  count = 0;

  constructor(width: number, packer: BoardPacker) {
    this.arena = new Uint8Array(Math.max(1 << 16, width * packer.maxBytes));
    this.offsets = new Int32Array(width);
    this.paths = new Int32Array(width);
  }

  /** Keeps the position on `packer`'s board, reached by path tail `path`. */
  add(packer: BoardPacker, path: number): void {
    this.offsets[this.count] = this.used;
    this.paths[this.count++] = path;
    this.used = packer.pack(this.arena, this.used);
  }

  offset(k: number): number {
    return this.offsets[k] ?? 0;
  }
  path(k: number): number {
    return this.paths[k] ?? -1;
  }
}
