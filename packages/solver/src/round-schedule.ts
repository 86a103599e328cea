import type { Board } from '@forty-thieves/core/engine';
import { oneCardOnePlace, oneCardSeveralPlaces } from './build-places.js';
import { SolvePhase, SolvePhases } from './types.js';

/** Which phases each `phases` option runs, in the order a round runs them. */
const PHASES_RUN: Record<SolvePhases, readonly SolvePhase[]> = {
  [SolvePhases.Both]: [SolvePhase.BestFirst, SolvePhase.Beam, SolvePhase.Find, SolvePhase.Prove],
  [SolvePhases.FindOnly]: [SolvePhase.BestFirst, SolvePhase.Beam, SolvePhase.Find],
  [SolvePhases.ProveOnly]: [SolvePhase.Prove],
  [SolvePhases.BestFirstOnly]: [SolvePhase.BestFirst],
  [SolvePhases.BeamOnly]: [SolvePhase.Beam],
  [SolvePhases.DepthFirst]: [SolvePhase.Find, SolvePhase.Prove],
};

/**
 * The phases of a round, in order. Where runs move, the depth-first find phase goes first: it
 * decides those deals in far fewer nodes than the best-first phase, while in the one-card
 * variants going first cost the best-first phase deals (figures in docs/solver.md, "Method").
 */
export function phasesOf(phases: SolvePhases, root: Board): readonly SolvePhase[] {
  const run = PHASES_RUN[phases];
  if (!root.tables.sequence || run[0] !== SolvePhase.BestFirst || !run.includes(SolvePhase.Find)) return run;
  return [SolvePhase.Find, ...run.filter((phase) => phase !== SolvePhase.Find)];
}

/**
 * Whether the best-first and beam phases of a round make every foundation move at once ("eager
 * home"), not only the safe ones: from the second round on, where one card moves at a time and each
 * card may be built on one card only (same-suit building: each card's targets are the two copies
 * of one card). There a card kept back from its foundation can serve as a place to build for the
 * other copy of the card below it alone, so eager play rarely loses a win, while it cuts the two
 * phases' branching, and in a lost deal their narrowed searches run out sooner and leave their
 * nodes to the complete search. Where a card has more places to go (alternate colours, any suit
 * but its own) it won no more deals overall (Maria lost 9 of 200 at 1.5 M nodes), and sequence
 * variants are decided by the depth-first find phase. The first round keeps the safe rule: the
 * deals it wins in a few thousand nodes include some that eager play loses. Measured in
 * docs/solver-tuning.md.
 */
export function eagerHome(root: Board, round: number): boolean {
  return round > 0 && oneCardOnePlace(root);
}

/**
 * Whether the budget left once the rounds stop doubling goes to the complete search (after the
 * beams of {@link wideBeamsBeforeProving}), in place of shrunk rounds of fresh restarts
 * (round-budget.ts): where one card moves at a time and
 * each card may be built on one card only (same-suit building, as for eager home). There the
 * win-finding phases win almost only in the doubling rounds, while the losses the complete
 * search can prove take it millions of nodes, more than its eighth of those rounds. The doubling
 * rounds themselves are untouched, so every deal they win is won by the same restart at the same
 * node. Elsewhere the shrunk rounds' fresh restarts win deals (Streets). Measured in
 * docs/solver-results.md, *Deciding the undecided, session 7*.
 */
export function proveTheRest(root: Board): boolean {
  return oneCardOnePlace(root);
}

/** Beams fitted to the rest of the budget, before the complete search gets what they leave. */
const WIDE_BEAMS = 4;

/**
 * How many beams, each promised all of the budget left, run once the rounds stop doubling, before
 * the complete search gets what they leave ({@link proveTheRest}): where one card moves at a time
 * and each card may be built on one card only. There the beam runs out of positions long before
 * its budget, so one fitted to the whole rest (about twice the last doubling round's width) costs
 * a few hundred thousand nodes and can win a deal the narrower beams of the doubling rounds lost,
 * while the complete search keeps most of the rest for its proofs; which seed wins is chance, so
 * several are drawn. Fresh best-first restarts there won nothing. Measured in docs/solver-results.md,
 * *The rest of the budget at 10 s, session 22*.
 */
export function wideBeamsBeforeProving(root: Board): number {
  return proveTheRest(root) ? WIDE_BEAMS : 0;
}

/** Beams fitted to the rest of the budget in a shrunk round, where a card has several places to go. */
const BEAMS_IN_THE_REST = 50;

/**
 * How many beams, each promised all of the budget left, a round shrunk to fit what is left
 * (round-budget.ts) runs in place of its best-first restart and its own beam, before its complete
 * search (which runs only if every restart ran out of positions, as in any late round): where one
 * card moves at a time and a card may be built on two or more cards (alternate colours, any suit
 * but its own: Maria, Streets, Indian); 0 elsewhere. Such a beam runs out of positions long before
 * its budget, so it is wider than any of the doubling rounds' for a few hundred thousand nodes, and
 * which seed wins is chance: fifty are more than a 10 s budget pays for, and a later shrunk round
 * runs as many again. A shrunk best-first restart before them won fewer deals than the beams it
 * displaced at every budget measured. Maria, deals 1–200, at 17 M nodes (what 10 s buys): shrunk
 * rounds of fresh restarts 159, with this 171; at 3 M 142 against 152, at 1.1 M 120 against 127.
 * Measured in docs/solver-results.md, *Beams for the rest where a card has several places to go,
 * session 27*, and *Only beams in a shrunk round, session 28*.
 */
export function beamsInTheRest(root: Board): number {
  return oneCardSeveralPlaces(root) ? BEAMS_IN_THE_REST : 0;
}

/** The rounds before this one give the complete search its share where {@link proveRounds} limits it. */
const MULTI_TARGET_PROVE_ROUNDS = 5;

/**
 * How many rounds, from the first, give the complete search its share of the round: every round,
 * except where one card moves at a time and a card may be built on two or more cards (alternate
 * colours, any suit but its own: Maria, Streets, Indian). There every deal the solver decided in
 * any study was a win (no loss proved at up to 30 M nodes), as each card's several places to go
 * leave far more positions to exhaust than a proof can reach, so from round 5 (about 1 M nodes
 * in) the complete search's share goes to more and larger win-finding restarts. Small positions,
 * whose losses it does prove, are decided in the first rounds, or later in a round whose every
 * win-finding phase ran out of positions (solve.ts gives it its share then). Measured in
 * docs/solver-results.md, *Finding more Maria wins*.
 */
export function proveRounds(root: Board): number {
  return oneCardSeveralPlaces(root) ? MULTI_TARGET_PROVE_ROUNDS : Infinity;
}

/**
 * How many rounds, from the first, run the depth-first find phase: every round, except where
 * {@link proveRounds} limits the complete search (one card moves at a time and a card may be built
 * on two or more cards). There the find phase, which drops sideways moves and follows one line
 * depth first, won 1 of the 31 Maria deals won after round 4 with an eighth of the nodes, so from
 * round 5 its share too goes to the best-first and beam phases, and each round costs six shares
 * instead of seven: a larger last round fits in a budget. Measured in docs/solver-results.md, *More Maria
 * wins at 7 M nodes, session 9*.
 */
export function findRounds(root: Board): number {
  return proveRounds(root);
}
