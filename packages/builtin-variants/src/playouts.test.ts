/**
 * Properties of every built-in variant over random legal playouts (fast-check, fixed seeds):
 * the 104 cards stay whole, undo restores each position exactly, save → load round-trips, and
 * core's one rules engine agrees with an independent reading of RULES.md
 * (./rule-book-reference.ts) on every candidate move, the move list and each move's effect.
 */
import {
  GameSession,
  MAX_DEAL,
  MAX_MOVES,
  checkMove,
  dealBoard,
  decodeMove,
  formatMove,
  loadGame,
  positionOf,
  saveGame,
  type Board,
  type Move,
  type MoveCode,
  type Position,
  type SessionOptions,
  type VariantPlugin,
} from '@forty-thieves/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from './index.js';
import {
  CARD_TEXTS,
  RULE_BOOK,
  applyMove,
  builds,
  cardCounts,
  isLegal,
  legalMoveTexts,
  moveText,
  pileNames,
  type RuleBookRow,
} from './rule-book-reference.js';

// The plugins come through the registry, the way the apps get them.
const registry = createBuiltinRegistry();
const VARIANTS = await Promise.all(
  Object.entries(RULE_BOOK).map(async ([id, rules], index) => ({ plugin: await registry.loadVariant(id), rules, index })),
);

/** Fixed seeds keep every run (and every reported counterexample) reproducible. */
const SEED = 0x40_7d1e;
const TIMEOUT = 60_000;

interface Playout {
  deal: number;
  choices: number[];
}

const playoutArb = (maxLength: number): fc.Arbitrary<Playout> =>
  fc.record({
    deal: fc.integer({ min: 0, max: MAX_DEAL }),
    choices: fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength, size: 'max' }),
  });

/**
 * How likely a playout takes a move. A uniform walk mostly shuffles cards between columns; the
 * weights push it toward foundations, emptied columns and uncovered face-down cards, the states
 * where the rules have their corner cases.
 */
function weight(move: Move, position: Position): number {
  if (move.to.startsWith('f')) return 8;
  if (move.from === 'stock' || move.to === 'stock') return 2;
  const source = move.from.startsWith('c') ? position.columns[Number(move.from.slice(1))] : undefined;
  return source !== undefined && source.up.length === (move.count ?? 1) ? 6 : 1;
}

function pick<T extends Move>(moves: readonly T[], position: Position, choice: number): T | undefined {
  const weights = moves.map((move) => weight(move, position));
  let left = (choice / 0x10000) * weights.reduce((a, b) => a + b, 0);
  for (const [i, move] of moves.entries()) {
    left -= weights[i] ?? 0;
    if (left < 0) return move;
  }
  return moves.at(-1);
}

interface Step {
  board: Board;
  position: Position;
  codes: MoveCode[];
  code: MoveCode;
}

/**
 * Walks a playout on a bare engine board (rule moves only). Each step is yielded before its move
 * is applied; whoever looks at it must leave the board as it found it.
 */
function* walk(plugin: VariantPlugin, { deal, choices }: Playout): Generator<Step> {
  const board = dealBoard(plugin, deal);
  const out = new Int32Array(MAX_MOVES);
  for (const choice of choices) {
    const codes = Array.from(out.subarray(0, board.generateMoves(out)));
    const position = positionOf(board, deal);
    const moves = codes.map((code) => ({ ...decodeMove(code), code }));
    const chosen = pick(moves, position, choice);
    if (chosen === undefined) return;
    yield { board, position, codes, code: chosen.code };
    board.apply(chosen.code);
  }
}

const json = (position: Position): string => JSON.stringify(position);

/** Deep equality, with the cheap string comparison first so thousands of checks stay fast. */
function expectSame(actual: Position, expected: Position, context: string): void {
  if (json(actual) !== json(expected)) expect(actual, context).toEqual(expected);
}

/** What breaks RULES.md's invariants of any position: both decks whole, foundations in suit from the Ace, no face-down top. */
function brokenInvariants(position: Position): string[] {
  const counts = cardCounts(position);
  const problems = CARD_TEXTS.filter((card) => counts.get(card) !== 2).map((card) => `${card} ×${String(counts.get(card) ?? 0)}`);
  if (counts.size !== CARD_TEXTS.length) problems.push(`${String(counts.size)} different card texts`);
  position.foundations.forEach((foundation, f) => {
    const suit = foundation[0]?.slice(1) ?? '';
    if (foundation.some((card, i) => card !== `${'A23456789TJQK'.charAt(i)}${suit}`)) problems.push(`f${f} is ${foundation.join(' ')}`);
  });
  position.columns.forEach((column, c) => {
    if (column.down.length > 0 && column.up.length === 0) problems.push(`c${c} has a face-down card on top`);
  });
  return problems;
}

function expectWhole(position: Position): void {
  const problems = brokenInvariants(position);
  if (problems.length > 0) expect(problems, JSON.stringify(position)).toEqual([]);
}

interface DealShape {
  columns: number[][];
  /** Each foundation's cards, sorted: RULES.md does not say which foundation gets which Ace. */
  foundations: string[];
  stock: number;
  waste: number;
  redealsLeft: number;
}

/** A dealt position's shape: pile sizes, face-down counts, redeals, the Aces set out. */
function shapeOf(position: Position): DealShape {
  return {
    columns: position.columns.map((c) => [c.down.length, c.up.length]),
    foundations: position.foundations.map((f) => f.join(' ')).sort(),
    stock: position.stock.length,
    waste: position.waste.length,
    redealsLeft: position.redealsLeft,
  };
}

/**
 * The shape RULES.md's row says a deal has. The walks start from deals, so the rule book's
 * verdicts along them only mean something if the deal itself is the rule book's.
 */
function bookShape(rules: RuleBookRow): DealShape {
  return {
    columns: Array.from({ length: rules.columns }, () => [rules.faceDown, rules.cardsPerColumn - rules.faceDown]),
    foundations: rules.acesOut ? ['AC', 'AC', 'AD', 'AD', 'AH', 'AH', 'AS', 'AS'] : Array.from({ length: 8 }, () => ''),
    stock: rules.stock,
    waste: 0,
    redealsLeft: rules.redeals,
  };
}

/** Every (from, to, count) worth asking about, including nonsense the rules must refuse. */
function candidates(rules: RuleBookRow, position: Position): Move[] {
  const names = [...pileNames(rules), `c${rules.columns}`, 'f8'];
  const moves: Move[] = [];
  for (const from of names) {
    const column = from.startsWith('c') ? position.columns[Number(from.slice(1))] : undefined;
    // No run is longer than 13 cards; beyond that only the face-up count is an edge worth asking.
    const up = column?.up.length ?? 0;
    const counts = column ? [...new Set([0, ...Array.from({ length: Math.min(up, 14) }, (_, i) => i + 1), up, up + 1])] : [1, 2, 3];
    for (const to of names) {
      moves.push({ from, to });
      for (const count of counts) moves.push({ from, to, count });
    }
  }
  return moves;
}

/** Where checkMove and the rule book disagree on `position`, as readable lines. */
function disagreements(board: Board, rules: RuleBookRow, position: Position): string[] {
  const found: string[] = [];
  for (const move of candidates(rules, position)) {
    const verdict = checkMove(board, move);
    const expected = isLegal(rules, position, move);
    const shown = `${move.from}→${move.to}×${String(move.count)}`;
    if (verdict.ok !== expected) {
      found.push(`${shown}: rule book says ${expected ? 'legal' : 'illegal'}, checkMove ${verdict.ok ? 'accepts' : `refuses (${verdict.reason})`}`);
    } else if (!verdict.ok && verdict.reason.trim() === '') {
      found.push(`${shown}: refused without a reason`);
    } else if (verdict.ok && move.from !== 'stock' && move.to !== 'stock' && moveText(decodeMove(verdict.code)) !== moveText(move)) {
      found.push(`${shown}: accepted as ${formatMove(decodeMove(verdict.code))}`);
    }
  }
  return found;
}

const sorted = (texts: readonly string[]): string[] => [...texts].sort();

/** What a differential run met, so a walk that never reaches the corner cases fails loudly. */
interface Coverage {
  positions: number;
  emptyColumn: number;
  emptyFoundation: number;
  builtFoundation: number;
  emptyStock: number;
  turnUps: number;
  multiCardMoves: number;
  redeals: number;
}

for (const { plugin, rules, index } of VARIANTS) {
  describe(`${plugin.name} playouts`, () => {
    it('keeps the 104 cards, and undo restores the previous position exactly, at every step', () => {
      fc.assert(
        fc.property(playoutArb(200), (playout) => {
          let last: Board | undefined;
          for (const { board, position, code } of walk(plugin, playout)) {
            expectWhole(position);
            const record = board.apply(code);
            board.undo(record);
            expectSame(positionOf(board, playout.deal), position, `undo of ${formatMove(decodeMove(code))}`);
            last = board;
          }
          // Every position but the last was checked as the next step's starting position.
          if (last) expectWhole(positionOf(last, playout.deal));
        }),
        { seed: SEED + index, numRuns: 100 },
      );
    }, TIMEOUT);

    it('agrees with the rule book on every candidate move, the move list and what each move does', () => {
      const seen: Coverage = { positions: 0, emptyColumn: 0, emptyFoundation: 0, builtFoundation: 0, emptyStock: 0, turnUps: 0, multiCardMoves: 0, redeals: 0 };
      fc.assert(
        fc.property(playoutArb(250), (playout) => {
          let step = 0;
          expect(shapeOf(positionOf(dealBoard(plugin, playout.deal), playout.deal))).toEqual(bookShape(rules));
          for (const { board, position, codes, code } of walk(plugin, playout)) {
            const listed = codes.map((c) => formatMove(decodeMove(c)));
            expect(sorted(listed), 'generateMoves vs the rule book').toEqual(sorted(legalMoveTexts(rules, position)));
            // The full sweep costs ten times the rest of a step; every tenth position, over all these walks, is plenty.
            if (step++ % 10 === 0) expect(disagreements(board, rules, position)).toEqual([]);
            const move = decodeMove(code);
            const record = board.apply(code);
            const after = positionOf(board, playout.deal);
            board.undo(record);
            expectSame(after, applyMove(rules, position, move), `${formatMove(move)} made`);
            seen.positions++;
            if (position.columns.some((c) => c.up.length === 0)) seen.emptyColumn++;
            if (position.foundations.some((f) => f.length === 0)) seen.emptyFoundation++;
            if (position.foundations.some((f) => f.length > 1)) seen.builtFoundation++;
            if (position.stock.length === 0) seen.emptyStock++;
            if (after.columns.some((c, i) => c.down.length < (position.columns[i]?.down.length ?? 0))) seen.turnUps++;
            if ((move.count ?? 1) > 1 && move.from.startsWith('c')) seen.multiCardMoves++;
            if (move.to === 'stock') seen.redeals++;
          }
        }),
        { seed: SEED + 100 + index, numRuns: 25 },
      );
      // The properties above mean little unless the walks met these states.
      expect(seen.positions).toBeGreaterThan(1500);
      expect(seen.emptyColumn).toBeGreaterThan(0);
      if (!rules.acesOut) expect(seen.emptyFoundation).toBeGreaterThan(0);
      expect(seen.builtFoundation).toBeGreaterThan(0);
      expect(seen.emptyStock).toBeGreaterThan(0);
      if (rules.faceDown > 0) expect(seen.turnUps).toBeGreaterThan(0);
      if (rules.sequences) expect(seen.multiCardMoves).toBeGreaterThan(0);
      if (rules.redeals > 0) expect(seen.redeals).toBeGreaterThan(0);
    }, TIMEOUT);

    it('undoes and redoes every session step exactly, autoplay and supermoves included', () => {
      let autoplays = 0;
      fc.assert(
        fc.property(playoutArb(100), fc.boolean(), fc.boolean(), (playout, autoplay, supermove) => {
          const game = GameSession.deal(plugin, playout.deal, { autoplay, supermove });
          for (const choice of playout.choices) {
            const before = game.position();
            const next = sessionMove(game, rules, choice);
            if (next === undefined) break;
            const count = game.moveCount;
            const result = game.play(next.move);
            if (!result.ok) {
              expect(next.drag, `listed move ${formatMove(next.move)} refused: ${result.reason}`).toBe(true);
              expectSame(game.position(), before, 'a refused move changed the game');
              continue;
            }
            if (result.autoplayed.length > 0) autoplays++;
            const after = game.position();
            expectWhole(after);
            expect(game.moveCount).toBe(count + result.moves.length + result.autoplayed.length);
            expect(game.undo()).toBe(true);
            expectSame(game.position(), before, `undo of ${formatMove(next.move)}`);
            expect(game.redo()).toBe(true);
            expectSame(game.position(), after, `redo of ${formatMove(next.move)}`);
          }
        }),
        { seed: SEED + 200 + index, numRuns: 40 },
      );
      // Guards against walks that never exercise the convenience this test is mostly about.
      // (Supermoves need a built run and empty columns at once, too rare to demand per variant.)
      expect(autoplays).toBeGreaterThan(0);
    }, TIMEOUT);

    it('saves and loads a game from a numbered deal back to itself, undo and redo steps included', () => {
      fc.assert(
        fc.property(playoutArb(80), fc.nat(12), optionsArb, (playout, undos, options) => {
          const game = GameSession.deal(plugin, playout.deal, options);
          play(game, rules, playout.choices);
          for (let i = 0; i < undos; i++) game.undo();
          expectRoundTrip(plugin, game);
        }),
        { seed: SEED + 300 + index, numRuns: 40 },
      );
    }, TIMEOUT);

    it('saves and loads a game started from a mid-game position back to itself', () => {
      fc.assert(
        fc.property(playoutArb(40), playoutArb(40), fc.nat(12), fc.boolean(), optionsArb, (prefix, rest, undos, keepDeal, options) => {
          // The position a CLI `load` or a shared link would start from: with its deal number or without.
          const earlier = GameSession.deal(plugin, prefix.deal, options);
          play(earlier, rules, prefix.choices);
          const start = keepDeal ? earlier.position() : { ...earlier.position(), deal: null };
          const game = GameSession.fromPosition(plugin, start, options);
          expectSame(game.position(), start, 'fromPosition');
          play(game, rules, rest.choices);
          for (let i = 0; i < undos; i++) game.undo();
          expectRoundTrip(plugin, game);
        }),
        { seed: SEED + 400 + index, numRuns: 40 },
      );
    }, TIMEOUT);
  });
}

const optionsArb: fc.Arbitrary<Required<SessionOptions>> = fc.record({ autoplay: fc.boolean(), supermove: fc.boolean() });

/**
 * The playout's next move for a session: mostly a listed rule move, now and then a multi-card drag
 * of part of a built run onto a column the rule book says takes it (in one-card variants the
 * session may make it as a supermove, or refuse it when the empty columns cannot carry it).
 */
function sessionMove(game: GameSession, rules: RuleBookRow, choice: number): { move: Move; drag: boolean } | undefined {
  const position = game.position();
  const from = choice % position.columns.length;
  const run = game.boardSnapshot().buildRun(from);
  if (choice % 2 === 0 && run > 1) {
    const count = 2 + ((choice >> 4) % (run - 1));
    const up = position.columns[from]?.up ?? [];
    const bottom = up[up.length - count] ?? '';
    const targets = position.columns.flatMap((column, c) => {
      const top = column.up.at(-1);
      return c !== from && (top === undefined || builds(rules.build, bottom, top)) ? [`c${String(c)}`] : [];
    });
    const to = targets[(choice >> 8) % Math.max(1, targets.length)];
    if (to !== undefined) return { move: { from: `c${String(from)}`, to, count }, drag: true };
  }
  const move = pick(game.legalMoves(), position, choice);
  return move && { move, drag: false };
}

function play(game: GameSession, rules: RuleBookRow, choices: readonly number[]): void {
  for (const choice of choices) {
    const next = sessionMove(game, rules, choice);
    if (next === undefined) return;
    game.play(next.move);
  }
}

/** save → JSON text → load gives the same game: position, start, options, counter, and every step both ways. */
function expectRoundTrip(plugin: VariantPlugin, game: GameSession): void {
  const saved = saveGame(game);
  const loaded = loadGame(plugin, JSON.stringify(saved));
  expectSame(loaded.position(), game.position(), 'loaded position');
  expect(saveGame(loaded)).toEqual(saved);
  expect(loaded.moveCount).toBe(game.moveCount);
  expectSame(loaded.startPosition(), game.startPosition(), 'loaded start position');
  while (game.redo()) {
    expect(loaded.redo()).toBe(true);
    expectSame(loaded.position(), game.position(), 'after redo');
  }
  expect(loaded.canRedo).toBe(false);
  while (game.undo()) {
    expect(loaded.undo()).toBe(true);
    expectSame(loaded.position(), game.position(), 'after undo');
  }
  expect(loaded.canUndo).toBe(false);
}
