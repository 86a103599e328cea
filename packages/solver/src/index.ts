export { solve } from './solve.js';
export {
  SolvePhase,
  SolvePhases,
  type SolveOptions,
  type SolveProgress,
  type SolveResult,
  type UnknownReason,
} from './types.js';
export { CanonicalHasher } from './canonical-hash.js';
export { TranspositionTable } from './transposition-table.js';
export { DepthFirstSearch, EXACT_POLICY, SearchState, type SearchPolicy } from './search.js';
export { MoveOrderer, type OrderPolicy } from './move-order.js';
export { createSolverHost, type PluginLoader, type SolverReply, type SolverRequest } from './worker-protocol.js';
