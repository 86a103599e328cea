/**
 * How big a round of restarts is (docs/solver.md, *Method*, step 1). Round *k* gives each phase
 * FIRST_BUDGET · 2^k nodes times its share, so a round costs `roundNodes` · 2^k in all, as long as
 * the budget left pays for it. A round it cannot pay for would be cut off part-way, and the part
 * of it that ran is mostly wasted: the beam fits its width to the nodes it was promised and wins
 * only once it has dealt the whole stock, so a cut-off beam wins nothing. Instead, the budget left
 * is filled with the largest rounds it pays for in full: a portfolio of fresh restarts (new random
 * orders, spreads and weights) where the undecided deals' wins are found by one restart or another
 * close to chance (docs/solver-results.md, *Deciding the undecided*).
 *
 * @returns the exponent of round `round`'s budgets: `round` while the round fits in `nodesLeft`,
 * else the largest smaller one that fits, and 0 when none does.
 */
export function roundExponent(round: number, nodesLeft: number, roundNodes: number): number {
  let exponent = round;
  while (exponent > 0 && roundNodes * 2 ** exponent > nodesLeft) exponent--;
  return exponent;
}

/** Before this much time has passed, the speed so far says little (the compiler is still warming up). */
const SPEED_KNOWN_AFTER_MS = 200;

/**
 * The nodes a solve can still search: its node budget left, or what the time left buys at the speed
 * so far, whichever is fewer (unbounded while the speed is not yet known or time is not a limit).
 */
export function nodesLeft(nodes: number, maxNodes: number, elapsedMs: number, maxMs: number): number {
  const byNodes = maxNodes - nodes;
  if (maxMs === Infinity || elapsedMs < SPEED_KNOWN_AFTER_MS) return byNodes;
  return Math.min(byNodes, Math.max(0, (nodes / elapsedMs) * (maxMs - elapsedMs)));
}
