import type { Position, VariantPlugin } from '@forty-thieves/core';
import { Board, boardFromPosition, decodeMove } from '@forty-thieves/core/engine';
import { LayeredBeamSearch } from './beam-search.js';
import { beamShapeCap, beamWidthFactor } from './beam-shape.js';
import { BEST_FIRST_POLICY, BestFirstSearch } from './best-first.js';
import { mulberry32 } from './random.js';
import { DepthFirstSearch, EXACT_POLICY, SearchState, type SearchPolicy } from './search.js';
import { nodesLeft, roundExponent } from './round-budget.js';
import { expectedRoundCost } from './round-cost.js';
import { beamsInTheRest, eagerHome, findRounds, phasesOf, proveRounds, proveTheRest, wideBeamsBeforeProving } from './round-schedule.js';
import { beamWeights, roundWeights } from './round-weights.js';
import { TranspositionTable } from './transposition-table.js';
import { SolvePhase, SolvePhases, type SolveOptions, type SolveResult, type UnknownReason } from './types.js';

/** The first restart's node budget; each round doubles it. */
const FIRST_BUDGET = 4096;
/** Nodes searched between checks of the clock, the signal and progress. */
const SLICE = 4096;
/** How often the search hands the thread back (ms), so a worker can receive "cancel". */
const YIELD_MS = 25;
/** Random spread of move scores in the restarts after the first. */
const FIND_JITTER = 160;
const BEST_FIRST_JITTER = 60;
/**
 * The best-first and beam phases' budgets in a round, against each depth-first phase's. The beam's
 * share, its width and its closure were tuned on deals of the one-card variants
 * (docs/solver-tuning.md).
 */
const BEST_FIRST_SHARE = 2;
const BEAM_SHARE = 4;
/**
 * The beam keeps at most one position per this many nodes of a depth-first phase's budget (fewer
 * where its closures cost more: it fits its width to its budget as it goes), times
 * `beamWidthFactor` (twice as many where a card has one place to go: Forty Thieves, Limited, Lucas).
 */
const BEAM_NODES_PER_WIDTH = 4096;
/** Positions each closure of the beam expands. */
const BEAM_CLOSURE = 100;

const SHARES: Record<SolvePhase, number> = {
  [SolvePhase.BestFirst]: BEST_FIRST_SHARE,
  [SolvePhase.Beam]: BEAM_SHARE,
  [SolvePhase.Find]: 1,
  [SolvePhase.Prove]: 1,
};

interface Searcher {
  readonly nodes: number;
  run(nodeLimit: number): SearchState;
  solution(): number[];
}

const DEFAULTS = { maxNodes: 200_000_000, maxMs: 10_000, seed: 1, maxTableSlots: 1 << 24 };

const now = (): number => performance.now();
/**
 * Hands the thread back for one turn of the event loop, so a worker can receive "cancel". A
 * message to itself over a fresh MessageChannel, where there is one (browsers, Web Workers and
 * Node alike: no Node API in the search): setTimeout(0) waits at least 1 ms in Node, 4 % of every
 * 25 ms slice.
 */
const yieldThread = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const { port1, port2 } = new MessageChannel();
    port1.addEventListener('message', () => {
      // Closed, or the port would keep Node's event loop alive.
      port1.close();
      resolve();
    });
    // addEventListener does not start a port in browsers (onmessage would; Node's types lack it).
    port1.start();
    port2.postMessage(null);
  });

/**
 * Decides a position: finds a full solution, proves that none exists, or runs out of budget.
 *
 * Method (docs/solver.md): rounds of restarts with doubling node budgets. Each round runs three
 * win-finding searches that may lose wins — a greedy best-first search on a position score, a beam
 * search by layers of the stock on the same score, and a depth-first search that drops sideways
 * moves — with a random spread in later rounds, then the complete search, whose every pruning is
 * exact; when the complete search exhausts the positions reachable from the start without a win,
 * the position is lost. Doubling keeps the wasted work of
 * abandoned rounds below the last round's own.
 *
 * @example
 * const answer = await solve(dealBoard(maria, 42), maria, { maxMs: 2000 });
 * if (answer.result === 'won') console.log(answer.moves.map(formatMove).join(' '));
 */
export async function solve(position: Position | Board, plugin: VariantPlugin, options: SolveOptions = {}): Promise<SolveResult> {
  const start = now();
  const maxNodes = options.maxNodes ?? DEFAULTS.maxNodes;
  const maxMs = options.maxMs ?? DEFAULTS.maxMs;
  const maxSlots = TranspositionTable.slotsFor(options.maxTableSlots ?? DEFAULTS.maxTableSlots);
  const phases = options.phases ?? SolvePhases.Both;
  const root = position instanceof Board ? position.clone() : boardFromPosition(plugin, position);
  if (root.plugin !== plugin) throw new Error(`the board is of variant "${root.plugin.id}", not "${plugin.id}"`);

  let nodes = 0;
  let restarts = 0;
  let lastYield = start;
  let proveAtLimit = false;
  const table = new TranspositionTable(1024);
  // The complete search runs on from round to round with a table of its own (docs/solver.md, step 5).
  let prover: DepthFirstSearch | undefined;
  // A function, not an expression: TypeScript would otherwise narrow `aborted` to false for good.
  const cancelled = (): boolean => options.signal?.aborted === true;
  const unknown = (reason: UnknownReason): SolveResult => ({ result: 'unknown', reason, nodes, ms: now() - start });

  const run = phasesOf(phases, root);
  // From this round on the complete search has a share only where the others ran out (round-schedule.ts).
  const proveBefore = phases === SolvePhases.Both ? proveRounds(root) : Infinity;
  // From this round on the depth-first find phase has no share (round-schedule.ts).
  const findBefore = phases === SolvePhases.Both ? findRounds(root) : Infinity;
  // A phase's share of a round's budget, counted in the round's cost; 0: none (it may still run:
  // the complete search does in a late round whose win-finding phases all ran out).
  const share = (phase: SolvePhase, round: number): number =>
    (phase === SolvePhase.Prove && round >= proveBefore) || (phase === SolvePhase.Find && round >= findBefore) ? 0 : SHARES[phase];
  // What a round costs in all, per FIRST_BUDGET · 2^exponent (its phases' shares summed).
  const roundNodes = (round: number): number => run.reduce((sum, phase) => sum + share(phase, round), 0) * FIRST_BUDGET;
  const left = (): number => nodesLeft(nodes, maxNodes, now() - start, maxMs);
  // Each phase's budget in a round not shrunk, for the phases with a share of it.
  const budgets = (round: number): Map<SolvePhase, number> =>
    new Map(run.filter((phase) => share(phase, round) > 0).map((phase) => [phase, FIRST_BUDGET * 2 ** round * share(phase, round)]));
  // The nodes each phase searched in the round before (round-cost.ts).
  let spentBefore = new Map<SolvePhase, number>();
  // The keys each win-finding phase stored in the round before (where its table begins).
  let storedBefore = new Map<SolvePhase, number>();
  for (let round = 0; ; round++) {
    // Once the rounds stop doubling, all that is left may go to the complete search (proveTheRest),
    // unless it filled its largest table (then finding goes on, or every round would be empty).
    const toProver = phases === SolvePhases.Both && proveTheRest(root) && !proveAtLimit;
    // A round the budget left cannot pay for in full is shrunk to one it can (round-budget.ts).
    // Where the rest goes to the complete search, it is begun whole if what its phases are expected
    // to spend fits (round-cost.ts): there a round that spends more than expected only leaves the
    // complete search less, and the beam, which runs out of positions long before its budget, no
    // longer keeps a round that fits at its cost from being begun (docs/solver.md, *Method*, step 1).
    const atBudgets = roundExponent(round, left(), roundNodes(round));
    const fits = toProver && expectedRoundCost(budgets(round), spentBefore) <= left();
    const exponent = fits ? round : atBudgets;
    const proveRest = exponent < round && toProver;
    // A round begun on what it is expected to spend, where its budgets would not fit, leaves its
    // find phase's share to the complete search, which gets less once such a round is begun: with
    // same-suit building, one card at a time, the find phase wins deals in the first rounds only
    // (docs/solver-results.md, *Costing a round by what it spends, session 14*).
    const skipFind = exponent > atBudgets;
    const spent = new Map<SolvePhase, number>();
    const stored = new Map<SolvePhase, number>();
    // Whether every restart of the round so far ran out of positions before its budget.
    let allRanOut = true;
    // Beams fitted to all that is left, then the complete search: with the rest of the budget where
    // that goes to the complete search, and as a shrunk round where a card has several places to
    // go (round-schedule.ts; the two never hold together).
    const restBeams = proveRest ? wideBeamsBeforeProving(root) : exponent < round && phases === SolvePhases.Both ? beamsInTheRest(root) : 0;
    const phasesNow = proveRest || restBeams > 0 ? [...Array<SolvePhase>(restBeams).fill(SolvePhase.Beam), SolvePhase.Prove] : run;
    for (const phase of phasesNow) {
      if (phase === SolvePhase.Find && (round >= findBefore || skipFind)) continue;
      if (phase === SolvePhase.Prove && round >= proveBefore && !allRanOut) continue;
      const fitted = proveRest || (restBeams > 0 && phase === SolvePhase.Beam);
      let budget = fitted ? Math.max(FIRST_BUDGET, Math.floor(left())) : FIRST_BUDGET * 2 ** exponent * SHARES[phase];
      // A beam wins only once it has dealt the whole stock: promise it no more than is left, so
      // it fits its width to that (the time left is an estimate at the speed so far).
      if (phase === SolvePhase.Beam) budget = Math.max(FIRST_BUDGET, Math.min(budget, Math.floor(left())));
      // A complete search that filled the largest table will fill it again: leave the rest to finding.
      if (phase === SolvePhase.Prove && proveAtLimit) continue;
      // Checked here too: a restart that ends at once (exhausted, full) never reaches the slice loop's checks.
      if (cancelled()) return unknown('cancelled');
      if (nodes >= maxNodes || now() - start >= maxMs) return unknown('budget');
      restarts++;
      // Every position stored is a node searched, so the table never needs more than the budget.
      const slots = Math.min(maxSlots, TranspositionTable.slotsToHold(budget));
      const random = mulberry32((options.seed ?? DEFAULTS.seed) * 7919 + restarts);
      let search: Searcher;
      if (phase === SolvePhase.Prove) {
        prover ??= new DepthFirstSearch(
          root.clone(),
          new TranspositionTable(slots, maxSlots),
          {
            ...EXACT_POLICY,
            deadPositions: options.deadPositions === true,
            stubborn: options.stubborn === true,
            sleepAfterSmaller: options.sleepAfterSmaller === true,
            rootBound: options.rootBound === true,
          },
          random,
        );
        search = prover;
      } else {
        // Begun at twice the keys the phase stored in the round before, it grows to the slots its
        // budget may fill (the same search): a restart that stores far fewer keys than its budget
        // allows (the beam runs out of positions; best-first stores a third of its nodes) then
        // touches only the pages it uses (docs/solver-results.md, *Memory with room, session 23*).
        table.clear(Math.min(slots, TranspositionTable.slotsToHold(2 * (storedBefore.get(phase) ?? budget))), slots);
        search = searcher(phase, round, budget, root, table, random);
      }
      // The nodes this round's run of the search may take (the complete search's earlier rounds excluded).
      const first = search.nodes;
      const end = first + budget;
      for (;;) {
        const allowance = Math.min(SLICE, end - search.nodes, maxNodes - nodes);
        const before = search.nodes;
        const state = allowance > 0 ? search.run(allowance) : SearchState.Paused;
        nodes += search.nodes - before;
        if (state === SearchState.Won) {
          return { result: 'won', moves: search.solution().map(decodeMove), nodes, ms: now() - start };
        }
        if (state === SearchState.Exhausted) {
          if (phase === SolvePhase.Prove) return { result: 'lost', nodes, ms: now() - start };
          break;
        }
        if (state === SearchState.Full) {
          allRanOut = false;
          // Its table is at its largest (it grows as it fills), or its stacks are: it cannot go on.
          if (phase === SolvePhase.Prove) proveAtLimit = true;
          break;
        }
        const t = now();
        if (cancelled()) return unknown('cancelled');
        if (nodes >= maxNodes || t - start >= maxMs) return unknown('budget');
        if (t - lastYield >= YIELD_MS) {
          options.onProgress?.({ nodes, ms: t - start, restarts, phase });
          await yieldThread();
          lastYield = now();
          if (cancelled()) return unknown('cancelled');
        }
        if (search.nodes >= end) {
          allRanOut = false;
          break;
        }
      }
      spent.set(phase, search.nodes - first);
      if (search !== prover) stored.set(phase, table.size);
    }
    spentBefore = spent;
    storedBefore = stored;
    if (proveAtLimit && phases === SolvePhases.ProveOnly) return unknown('memory');
  }
}

/** The search a phase of a round runs; the first round searches without a random spread. */
function searcher(phase: SolvePhase, round: number, budget: number, root: Board, table: TranspositionTable, random: () => number): Searcher {
  if (phase === SolvePhase.BestFirst) {
    // An open list no longer than the budget: small early rounds must not pay for a large one.
    const maxOpen = Math.min(BEST_FIRST_POLICY.maxOpen, budget);
    // Sideways moves are dropped only where runs move: one-card variants need them (measured).
    const dropSideways = root.tables.sequence;
    const weights = roundWeights(round, random);
    return new BestFirstSearch(
      root.clone(),
      table,
      { ...BEST_FIRST_POLICY, weights, jitter: round === 0 ? 0 : BEST_FIRST_JITTER, maxOpen, dropSideways, eagerHome: eagerHome(root, round) },
      random,
      budget,
    );
  }
  if (phase === SolvePhase.Beam) {
    const width = Math.max(4, Math.round((beamWidthFactor(root) * budget) / BEAM_SHARE / BEAM_NODES_PER_WIDTH));
    const weights = beamWeights(round, random, root);
    const policy = {
      weights,
      width,
      budget,
      closure: BEAM_CLOSURE,
      jitter: round === 0 ? 0 : BEST_FIRST_JITTER,
      dropSideways: root.tables.sequence,
      eagerHome: eagerHome(root, round),
      shapeCap: beamShapeCap(root),
    };
    return new LayeredBeamSearch(root.clone(), table, policy, random);
  }
  const jitter = round === 0 ? 0 : FIND_JITTER;
  // The draw rules are the complete search's: the find phase keeps the move lists it was tuned on,
  // and the cost per node it was tuned at (the waste bound is measured in the complete search only).
  const policy: SearchPolicy = {
    ...EXACT_POLICY,
    dropSideways: true,
    jitter,
    sleepAfterDraw: false,
    sleepAfterHome: false,
    sleepAfterSmaller: false,
    wasteBound: false,
    rootBound: false,
  };
  return new DepthFirstSearch(root.clone(), table, policy, random);
}
