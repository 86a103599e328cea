/** `forty-thieves verify-lost --help` (its own file: help.ts lists it without importing the command). */
export const VERIFY_LOST_HELP = `Usage: forty-thieves verify-lost <study.json>... [--nodes N] [--slots 26]

Re-checks every deal a study file (solve --json, study report --json) calls lost, with a second,
plainer search: the complete depth-first search with every pruning rule of the solver off, only
the transposition table kept (docs/solver.md, *Soundness*). Each deal is confirmed lost, found
WON (the proof was wrong), or left undecided when the budget or the table runs out.

Options:
      --nodes N        node budget per deal (default 1000000000)
      --slots K        the table holds 2^K positions, 8 bytes each, 3/4 usable (16 to 31,
                       default 26: 512 MB; 30 takes 8 GB, 31 16 GB)
  -h, --help           this help

Exit codes: 0 no proof found wrong, 1 some deal called lost was won, 2 bad command line.
Example: forty-thieves verify-lost forty-thieves.json --slots 27
`;
