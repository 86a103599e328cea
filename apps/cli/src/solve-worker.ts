import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { serveSolver } from '@forty-thieves/solver/node-worker';

// The entry of each `solve --workers N` thread: it loads plugins by id from the built-in registry.
const registry = createBuiltinRegistry();
serveSolver((id) => registry.loadVariant(id));
