import fc from 'fast-check';
import { MAX_DEAL, dealBoard } from '../deal.js';
import { decodeMove, formatMove } from '../notation.js';
import { positionOf } from '../position.js';
import { GameSession, type SessionOptions } from '../session.js';
import type { VariantPlugin } from '../variant.js';
import { ensure, ensureSame, ensureSamePosition } from './check.js';
import { ensureWhole } from './invariants.js';
import { listingProblems } from './listing.js';
import { playoutArb, walk } from './playout.js';
import { ensureRoundTrip, playChoices, sessionMove } from './session-moves.js';

/** One property of the kit: a name for the test, and a run that throws on failure. */
export interface VariantProperty {
  readonly name: string;
  /** Milliseconds a test runner should allow; the walks are long on a busy machine. */
  readonly timeout: number;
  /** Runs the property; throws (fast-check's report, with the counterexample) when it fails. */
  readonly run: () => void;
}

/** How hard the kit tries. */
export interface KitOptions {
  /** fast-check's seed: fixed by default, so every run and every counterexample is reproducible. */
  seed?: number;
  /** Multiplies every property's number of random games (default 1; 0.2 for a quick check). */
  scale?: number;
}

const DEFAULT_SEED = 0x40_7d1e;
const TIMEOUT = 60_000;

const optionsArb: fc.Arbitrary<Required<SessionOptions>> = fc.record({ autoplay: fc.boolean(), supermove: fc.boolean() });

/**
 * The invariant properties every plugin must keep, run over random legal playouts of the plugin
 * through core's one engine: the deal is the layout the plugin states, the 104 cards stay whole,
 * undo restores each position exactly, the move list follows the listing convention and
 * checkMove accepts every listed move, session steps undo and redo exactly, and save → load
 * round-trips. The built-in variants and every example use this same kit.
 *
 * @example
 * import { variantProperties } from '@forty-thieves/core/testing';
 * for (const property of variantProperties(myVariant)) it(property.name, property.run, property.timeout);
 */
export function variantProperties(plugin: VariantPlugin, options: KitOptions = {}): VariantProperty[] {
  const seed = options.seed ?? DEFAULT_SEED;
  const runs = (n: number) => Math.max(1, Math.round(n * (options.scale ?? 1)));
  const property = (name: string, run: () => void): VariantProperty => ({ name, timeout: TIMEOUT, run });
  return [
    property('deals the layout the plugin states, with all 104 cards', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: MAX_DEAL }), (deal) => {
          ensureDealShape(plugin, deal);
        }),
        { seed: seed + 500, numRuns: runs(30) },
      );
    }),
    property('keeps the 104 cards, and undo restores the previous position exactly, at every step', () => {
      fc.assert(
        fc.property(playoutArb(200), (playout) => {
          let last: ReturnType<typeof dealBoard> | undefined;
          for (const { board, position, code } of walk(plugin, playout)) {
            ensureWhole(position, 'before a move');
            const record = board.apply(code);
            board.undo(record);
            ensureSamePosition(positionOf(board, playout.deal), position, `undo of ${formatMove(decodeMove(code))}`);
            last = board;
          }
          // Every position but the last was checked as the next step's starting position.
          if (last) ensureWhole(positionOf(last, playout.deal), 'after the last move');
        }),
        { seed, numRuns: runs(100) },
      );
    }),
    property('lists every legal move once, and checkMove accepts every listed move as the same move', () => {
      fc.assert(
        fc.property(playoutArb(150), (playout) => {
          let step = 0;
          for (const { board, codes } of walk(plugin, playout)) {
            // The full sweep of candidate moves costs far more than a step; every fifth position is plenty.
            if (step++ % 5 !== 0) continue;
            const problems = listingProblems(board, codes);
            ensure(problems.length === 0, () => `${problems.join('; ')} in ${JSON.stringify(positionOf(board, playout.deal))}`);
          }
        }),
        { seed: seed + 600, numRuns: runs(25) },
      );
    }),
    property('undoes and redoes every session step exactly, autoplay and supermoves included', () => {
      let autoplays = 0;
      fc.assert(
        fc.property(playoutArb(100), fc.boolean(), fc.boolean(), (playout, autoplay, supermove) => {
          const game = GameSession.deal(plugin, playout.deal, { autoplay, supermove });
          for (const choice of playout.choices) {
            const before = game.position();
            const next = sessionMove(game, choice);
            if (next === undefined) break;
            const count = game.moveCount;
            const result = game.play(next.move);
            if (!result.ok) {
              ensure(next.drag, () => `listed move ${formatMove(next.move)} refused: ${result.reason}`);
              ensureSamePosition(game.position(), before, 'a refused move changed the game');
              continue;
            }
            if (result.autoplayed.length > 0) autoplays++;
            const after = game.position();
            ensureWhole(after, `after ${formatMove(next.move)}`);
            ensureSame(game.moveCount, count + result.moves.length + result.autoplayed.length, 'the move counter');
            ensure(game.undo(), () => `nothing to undo after ${formatMove(next.move)}`);
            ensureSamePosition(game.position(), before, `undo of ${formatMove(next.move)}`);
            ensure(game.redo(), () => `nothing to redo after undoing ${formatMove(next.move)}`);
            ensureSamePosition(game.position(), after, `redo of ${formatMove(next.move)}`);
          }
        }),
        { seed: seed + 200, numRuns: runs(40) },
      );
      // Guards against walks that never exercise the convenience this property is mostly about.
      // (Supermoves need a built run and empty columns at once, too rare to demand of every plugin.)
      ensure(autoplays > 0, () => 'no playout ever autoplayed a card: the walks never reached a safe foundation move');
    }),
    property('saves and loads a game from a numbered deal back to itself, undo and redo steps included', () => {
      fc.assert(
        fc.property(playoutArb(80), fc.nat(12), optionsArb, (playout, undos, sessionOptions) => {
          const game = GameSession.deal(plugin, playout.deal, sessionOptions);
          playChoices(game, playout.choices);
          for (let i = 0; i < undos; i++) game.undo();
          ensureRoundTrip(plugin, game);
        }),
        { seed: seed + 300, numRuns: runs(40) },
      );
    }),
    property('saves and loads a game started from a mid-game position back to itself', () => {
      fc.assert(
        fc.property(playoutArb(40), playoutArb(40), fc.nat(12), fc.boolean(), optionsArb, (prefix, rest, undos, keepDeal, sessionOptions) => {
          // The position a CLI `load` or a shared link would start from: with its deal number or without.
          const earlier = GameSession.deal(plugin, prefix.deal, sessionOptions);
          playChoices(earlier, prefix.choices);
          const start = keepDeal ? earlier.position() : { ...earlier.position(), deal: null };
          const game = GameSession.fromPosition(plugin, start, sessionOptions);
          ensureSamePosition(game.startPosition(), start, 'fromPosition');
          playChoices(game, rest.choices);
          for (let i = 0; i < undos; i++) game.undo();
          ensureRoundTrip(plugin, game);
        }),
        { seed: seed + 400, numRuns: runs(40) },
      );
    }),
  ];
}

/** Deal `deal` is the plugin's stated layout: columns, face-down cards, stock, the Aces set out. */
function ensureDealShape(plugin: VariantPlugin, deal: number): void {
  const { columns, cardsPerColumn, faceDown, acesToFoundations } = plugin.layout;
  const position = positionOf(dealBoard(plugin, deal), deal);
  ensureWhole(position, `deal ${deal}`);
  ensureSame(
    position.columns.map((c) => [c.down.length, c.up.length]),
    Array.from({ length: columns }, () => [faceDown, cardsPerColumn - faceDown]),
    `deal ${deal}: columns as [face down, face up]`,
  );
  const aces = acesToFoundations ? ['AC', 'AC', 'AD', 'AD', 'AH', 'AH', 'AS', 'AS'] : Array.from({ length: 8 }, () => '');
  ensureSame(position.foundations.map((f) => f.join(' ')).sort(), aces, `deal ${deal}: foundations`);
  ensureSame(position.stock.length, 104 - (acesToFoundations ? 8 : 0) - columns * cardsPerColumn, `deal ${deal}: cards in the stock`);
  ensureSame(position.waste, [], `deal ${deal}: waste`);
  ensureSame(position.redealsLeft, plugin.stock.redeals, `deal ${deal}: redeals left`);
  ensureSame(positionOf(dealBoard(plugin, deal), deal), position, `deal ${deal} dealt twice`);
}

/** Runs every property of {@link variantProperties}; throws the first failure. For scripts and other test runners. */
export function checkVariant(plugin: VariantPlugin, options: KitOptions = {}): void {
  for (const property of variantProperties(plugin, options)) property.run();
}
