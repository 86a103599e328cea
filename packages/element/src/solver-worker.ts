import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { serveSolverInWorker } from '@forty-thieves/solver/web-worker';
import { WORKER_TABLE_SLOTS } from './solver-table.js';

/** The element's solver worker: the solver's own Web Worker glue (so `WebSolverClient` talks to it). */
const registry = createBuiltinRegistry();

serveSolverInWorker((id) => registry.loadVariant(id), globalThis, { maxTableSlots: WORKER_TABLE_SLOTS });
