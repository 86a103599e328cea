import type { Board } from '@forty-thieves/core/engine';
import { mulberry32 } from './random.js';
import { DepthFirstSearch, SearchState, type SearchPolicy } from './search.js';
import { TranspositionTable } from './transposition-table.js';

/**
 * The second opinion's policy: the complete depth-first search with every pruning rule off but the
 * canonical transposition table (without it cycles never end). Only the symmetries of a position
 * are used — the two copies of a card, the order of the columns, the numbering of a suit's two
 * foundations — so a loss it confirms rests on none of the solver's pruning rules.
 */
export const TABLE_ONLY_POLICY: SearchPolicy = {
  forceSafeMoves: false,
  dropWholeColumnToEmpty: false,
  dropSideways: false,
  jitter: 0,
  deadPositions: false,
  wasteBound: false,
  rootBound: false,
  sleepAfterDraw: false,
  sleepAfterHome: false,
  sleepAfterSmaller: false,
  skipUndo: false,
  stubborn: false,
};

export interface VerifyLostOptions {
  /**
   * Positions the table can hold: 2^slotsLog2 slots of 8 bytes, three-quarters usable. Default 26
   * (512 MB); at most 31 (16 GB), for the proofs that fill a smaller table.
   */
  readonly slotsLog2?: number;
  /** Node budget; default 1 000 000 000. */
  readonly maxNodes?: number;
  /** Called every million nodes. */
  readonly onProgress?: (nodes: number, ms: number) => void;
}

export interface VerifyLostResult {
  /** `lost`: confirmed; `won`: the proof of loss was wrong; `undecided`: the table, stack or budget ran out. */
  readonly verdict: 'lost' | 'won' | 'undecided';
  readonly nodes: number;
  readonly ms: number;
}

/**
 * Re-checks a position the solver called lost with {@link TABLE_ONLY_POLICY}. Runs on the calling
 * thread until it is done (a command-line tool's job, not the page's).
 */
export function verifyLost(board: Board, options: VerifyLostOptions = {}): VerifyLostResult {
  const slotsLog2 = options.slotsLog2 ?? 26;
  if (!Number.isInteger(slotsLog2) || slotsLog2 < 10 || slotsLog2 > 31)
    throw new RangeError(`slotsLog2 must be a whole number from 10 to 31, not ${slotsLog2}`);
  const maxNodes = options.maxNodes ?? 1_000_000_000;
  const search = new DepthFirstSearch(board.clone(), allocateTable(slotsLog2), TABLE_ONLY_POLICY, mulberry32(1));
  const started = performance.now();
  let state: SearchState = SearchState.Paused;
  while (state === SearchState.Paused && search.nodes < maxNodes) {
    state = search.run(Math.min(1_000_000, maxNodes - search.nodes));
    options.onProgress?.(search.nodes, performance.now() - started);
  }
  const verdict = state === SearchState.Exhausted ? 'lost' : state === SearchState.Won ? 'won' : 'undecided';
  return { verdict, nodes: search.nodes, ms: performance.now() - started };
}

/** The table, or an error that says how much memory it wanted and what to do when it is not there. */
function allocateTable(slotsLog2: number): TranspositionTable {
  try {
    return new TranspositionTable(2 ** slotsLog2);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const gigabytes = 2 ** (slotsLog2 + 3) / 2 ** 30;
    throw new RangeError(`a table of 2^${slotsLog2} slots needs ${gigabytes} GB of memory, which this process could not have: use fewer slots`, {
      cause: error,
    });
  }
}
