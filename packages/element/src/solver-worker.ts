import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { serveSolverInWorker } from '@forty-thieves/solver/web-worker';

/**
 * The element's solver worker: the solver's own Web Worker glue (so `WebSolverClient` talks to
 * it), with a transposition table sized for a browser tab, 16 MB rather than the Node default of
 * 128 MB, since a check lasts a second or two.
 */
const TABLE_SLOTS = 1 << 21;
const registry = createBuiltinRegistry();

serveSolverInWorker((id) => registry.loadVariant(id), globalThis, { maxTableSlots: TABLE_SLOTS });
