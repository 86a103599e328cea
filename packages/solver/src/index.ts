/**
 * `solve(position, plugin, options)`: won with a solution, proved lost, or unknown when the budget
 * ran out; and the search's parts, for benchmarks and tools. How it searches: docs/solver.md.
 *
 * @module @forty-thieves/solver
 */
export { solve } from './solve.js';
export { SolvePhase, SolvePhases, type SolveOptions, type SolveProgress, type SolveResult, type UnknownReason } from './types.js';
export { CanonicalHasher } from './canonical-hash.js';
export { TranspositionTable } from './transposition-table.js';
export { DepthFirstSearch, EXACT_POLICY, SearchState, type SearchPolicy } from './search.js';
export { MoveOrderer, type OrderPolicy } from './move-order.js';
export { BEST_FIRST_POLICY, BestFirstSearch, type BestFirstPolicy } from './best-first.js';
export { BEAM_WEIGHTS, DEFAULT_WEIGHTS, Evaluator, type EvalWeights } from './evaluate.js';
export { DeadPositionTest } from './dead-position.js';
export {
  createSolverHost,
  solveRequest,
  type PluginLoader,
  type SolverHostSettings,
  type SolverReply,
  type SolverRequest,
  type SolverVariant,
} from './worker-protocol.js';
export { TABLE_ONLY_POLICY, verifyLost, type VerifyLostOptions, type VerifyLostResult } from './verify-lost.js';
