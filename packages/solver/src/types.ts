import type { Move } from '@forty-thieves/core';

/** Budgets and hooks for {@link solve}; every field is optional. */
export interface SolveOptions {
  /** Positions to search at most, all phases together (default 200 million: in practice `maxMs` decides). */
  readonly maxNodes?: number;
  /** Wall-clock milliseconds at most (default 10 000). */
  readonly maxMs?: number;
  /** Called every few tens of milliseconds while the search runs. */
  readonly onProgress?: (progress: SolveProgress) => void;
  /** Aborting it stops the search soon after (within one slice, a few milliseconds). */
  readonly signal?: AbortSignal;
  /** Seed for the restarts' random move orders (default 1), so runs are reproducible. */
  readonly seed?: number;
  /** Transposition table slots at most, 8 bytes each (default 2^24: 128 MB). */
  readonly maxTableSlots?: number;
  /** Which phases run: both (default), or one alone, for measuring what each buys. */
  readonly phases?: SolvePhases;
  /**
   * Let the complete search treat a position the dead-end test proves lost as having no moves
   * (default off: it is exact, but on real deals it rarely fires and costs several times the
   * speed; docs/solver.md, *Dead positions*). For measuring it and for the soundness check.
   */
  readonly deadPositions?: boolean;
  /**
   * Let the complete search try only the moves of a stubborn set (where one card moves at a
   * time; exact: docs/solver.md, *Stubborn sets*). Off by default: its proofs take fewer nodes
   * and table slots, but each node costs more, so at a time budget it decides no more deals
   * (measured in docs/solver-results.md).
   */
  readonly stubborn?: boolean;
  /**
   * Let the complete search's moves onto columns sleep after moves of cards earlier in a fixed
   * order onto columns (where one card moves at a time; exact: docs/solver.md, *Sleep after moves
   * of smaller cards*). Off by default: its proofs take fewer nodes, but the solver decided no
   * more deals with it (docs/solver-results.md, *Sleep after moves of smaller cards, session 20*).
   */
  readonly sleepAfterSmaller?: boolean;
  /**
   * Let the complete search treat a position the column count past the first emptying proves
   * lost as having no moves (one card at a time, building down in suit; exact: docs/solver.md,
   * *The column count past the first emptying*). Off by default: its proofs take far fewer nodes,
   * but the complete search still takes three to five times as long a node with it, and at 10 s a
   * deal it decided no more deals (docs/solver-results.md, *The column count past the first
   * emptying, kept from ask to ask, session 25*).
   */
  readonly rootBound?: boolean;
}

/**
 * `both`: every phase (the method); `find`: the win-finding phases; `prove`: the complete search
 * alone; `best-first`: the best-first phase alone; `beam`: the beam phase alone; `depth-first`:
 * the two depth-first phases.
 */
export const SolvePhases = {
  Both: 'both',
  FindOnly: 'find',
  ProveOnly: 'prove',
  BestFirstOnly: 'best-first',
  BeamOnly: 'beam',
  DepthFirst: 'depth-first',
} as const;
export type SolvePhases = (typeof SolvePhases)[keyof typeof SolvePhases];

/**
 * The phase a restart is in: best-first, beam or depth-first win finding (they may lose wins), or
 * the complete search.
 */
export const SolvePhase = { BestFirst: 'best-first', Beam: 'beam', Find: 'find', Prove: 'prove' } as const;
export type SolvePhase = (typeof SolvePhase)[keyof typeof SolvePhase];

export interface SolveProgress {
  readonly nodes: number;
  readonly ms: number;
  /** Restarts begun so far (each phase of each round counts one). */
  readonly restarts: number;
  readonly phase: SolvePhase;
}

/** Why the answer is `unknown`. */
export type UnknownReason = 'budget' | 'cancelled' | 'memory';

/**
 * The answer. `won` carries a full solution from the position in the portable notation, rule moves
 * only (no autoplay, no supermoves); `lost` means the complete search proved there is no win.
 */
export type SolveResult =
  | { readonly result: 'won'; readonly moves: readonly Move[]; readonly nodes: number; readonly ms: number }
  | { readonly result: 'lost'; readonly nodes: number; readonly ms: number }
  | { readonly result: 'unknown'; readonly reason: UnknownReason; readonly nodes: number; readonly ms: number };
