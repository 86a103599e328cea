import type { SolvePhase } from './types.js';

/**
 * What a round's phases are expected to search, where a round is costed by what its phases spend
 * rather than by their budgets (docs/solver.md, *Method*, step 1). Each phase's budget doubles
 * from one round to the next, so a phase that spent its whole budget in the round before will
 * spend its whole budget again, and one that ran out of positions before its budget (the beam,
 * which runs out long before it, as its width grows with the budget but the stock it deals does
 * not) is expected to search about twice what it searched then. Each phase is costed at twice
 * its spend in the round before, never more than its budget; a phase with no round before (the
 * first round) or that did not run in it is costed at its budget.
 *
 * @param budgets each phase's budget in the round
 * @param spentBefore the nodes each phase searched in the round before
 */
export function expectedRoundCost(budgets: ReadonlyMap<SolvePhase, number>, spentBefore: ReadonlyMap<SolvePhase, number>): number {
  let cost = 0;
  for (const [phase, budget] of budgets) {
    const spent = spentBefore.get(phase);
    cost += spent === undefined ? budget : Math.min(budget, 2 * spent);
  }
  return cost;
}
