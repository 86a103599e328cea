import type { Board } from '@forty-thieves/core/engine';
import { BEST_FIRST_POLICY } from './best-first.js';
import { BEAM_WEIGHTS, type EvalWeights } from './evaluate.js';

/**
 * The score's weights for a round of the best-first and beam phases. Odd rounds weigh its terms
 * differently: varied in every round they win some deals and lose others; in odd rounds only
 * they lose none of the tuned weights' wins (docs/solver-tuning.md).
 */
export function roundWeights(round: number, random: () => number): EvalWeights {
  return round % 2 === 0 ? BEST_FIRST_POLICY.weights : variedWeights(BEST_FIRST_POLICY.weights, random);
}

/**
 * The score's weights for a round of the beam phase. Where one card moves at a time: the tuned
 * weights in the first round, varied in every round after it (the beam keeps many positions alive
 * at once, so a restart with other weights is what makes it look elsewhere). At a fixed node
 * budget that won more deals than it lost over the one-card variants (Streets, Maria and Forty
 * Thieves gained, Limited lost one), but lost a Number Ten deal, so where runs move the beam
 * varies its weights in odd rounds only, as the best-first phase (docs/solver-tuning.md). Where
 * one card moves, the beam's odd rounds add the stock term (`BEAM_WEIGHTS`): in every round it won
 * as many Maria deals at 10 s but lost Streets ones; in odd rounds only, none (docs/solver-results.md,
 * *Where the stock's cards will go, session 19*).
 */
export function beamWeights(round: number, random: () => number, root: Board): EvalWeights {
  if (root.tables.sequence) return roundWeights(round, random);
  const weights = round % 2 === 1 ? BEAM_WEIGHTS : BEST_FIRST_POLICY.weights;
  return round === 0 ? weights : variedWeights(weights, random);
}

/**
 * The weights with each penalty and bonus scaled by a random factor between 1/2 and 2 (the weight
 * of a card home stays, as the unit): deals differ in what matters most, and a restart that weighs
 * things differently looks in a different part of the tree, where a random spread of scores alone
 * only reshuffles near-ties.
 */
function variedWeights(weights: EvalWeights, random: () => number): EvalWeights {
  const factor = (): number => 2 ** (2 * random() - 1);
  // Drawn in this order, one number each: the stock term shares the waste's factor (it prices
  // cards bound for the waste), so adding it moved no other weight's random number.
  const blocker = weights.blocker * factor();
  const loose = weights.loose * factor();
  const down = weights.down * factor();
  const empty = weights.empty * factor();
  const wasteFactor = factor();
  const dig = weights.dig * factor();
  return {
    home: weights.home,
    blocker,
    loose,
    down,
    empty,
    waste: weights.waste * wasteFactor,
    stock: weights.stock * wasteFactor,
    dig,
  };
}
