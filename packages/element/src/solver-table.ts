/**
 * The transposition-table slots of the element's solver worker, 8 bytes each: 2²², 32 MB at most,
 * a quarter of the solver's default in Node. The solver touches only the slots a search fills, so
 * a check of a second or two costs what it always did; the size matters to the longest searches
 * the element asks for ("Could I have won?" and its "Look longer", the status line's later looks),
 * whose proofs of loss and longer restarts a table of 2²¹ slots cut short (docs/element.md, *The
 * solver in the game*, has the figures).
 */
export const WORKER_TABLE_SLOTS = 1 << 22;
