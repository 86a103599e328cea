/**
 * Properties of every built-in variant over random legal playouts (fast-check, fixed seeds).
 * The invariants any plugin must keep (the 104 cards stay whole, undo restores each position
 * exactly, the listing convention, session undo/redo, save → load round-trips) come from core's
 * test kit, the same one the examples and third-party plugins use. What only the built-ins can
 * be held to is here: core's one rules engine agrees with an independent reading of docs/rules.md
 * (../test/rule-book-reference.ts) on every candidate move, the move list and each move's effect.
 */
import { formatMove, type MoveInput, type Position } from '@forty-thieves/core';
import { checkMove, dealBoard, decodeMove, positionOf, type Board } from '@forty-thieves/core/engine';
import { playoutArb, variantProperties, walk } from '@forty-thieves/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from './index.js';
import { RULE_BOOK, applyMove, isLegal, legalMoveTexts, moveText, pileNames, type RuleBookRow } from '../test/rule-book-reference.js';

// The plugins come through the registry, the way the apps get them.
const registry = createBuiltinRegistry();
const VARIANTS = await Promise.all(Object.entries(RULE_BOOK).map(async ([id, rules], index) => ({ plugin: await registry.loadVariant(id), rules, index })));

/** Fixed seeds keep every run (and every reported counterexample) reproducible. */
const SEED = 0x40_7d1e;
const TIMEOUT = 60_000;

const json = (position: Position): string => JSON.stringify(position);

/** Deep equality, with the cheap string comparison first so thousands of checks stay fast. */
function expectSame(actual: Position, expected: Position, context: string): void {
  if (json(actual) !== json(expected)) expect(actual, context).toEqual(expected);
}

interface DealShape {
  columns: number[][];
  /** Each foundation's cards, sorted: docs/rules.md does not say which foundation gets which Ace. */
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
 * The shape docs/rules.md's row says a deal has. The walks start from deals, so the rule book's
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
function candidates(rules: RuleBookRow, position: Position): MoveInput[] {
  const names = [...pileNames(rules), `c${rules.columns}`, 'f8'];
  const moves: MoveInput[] = [];
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
    // The invariants of any plugin, from core's test kit, with this variant's own seeds.
    for (const property of variantProperties(plugin, { seed: SEED + index })) it(property.name, property.run, property.timeout);

    it(
      'agrees with the rule book on every candidate move, the move list and what each move does',
      () => {
        const seen: Coverage = {
          positions: 0,
          emptyColumn: 0,
          emptyFoundation: 0,
          builtFoundation: 0,
          emptyStock: 0,
          turnUps: 0,
          multiCardMoves: 0,
          redeals: 0,
        };
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
      },
      TIMEOUT,
    );
  });
}
