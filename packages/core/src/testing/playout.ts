import fc from 'fast-check';
import { MAX_MOVES, type Board } from '../board.js';
import { MAX_DEAL, dealBoard } from '../deal.js';
import type { MoveCode } from '../move-code.js';
import { decodeMove, type Move } from '../notation.js';
import { positionOf, type Position } from '../position.js';
import type { VariantPlugin } from '../variant.js';

/** A random game: a deal and one choice per step (which listed move to take). */
export interface Playout {
  deal: number;
  choices: number[];
}

/** Playouts of at most `maxLength` steps over every deal number. */
export const playoutArb = (maxLength: number): fc.Arbitrary<Playout> =>
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

/** The move `choice` (0 … 0xffff) picks among `moves`, by weight. */
export function pick<T extends Move>(moves: readonly T[], position: Position, choice: number): T | undefined {
  const weights = moves.map((move) => weight(move, position));
  let left = (choice / 0x10000) * weights.reduce((a, b) => a + b, 0);
  for (const [i, move] of moves.entries()) {
    left -= weights[i] ?? 0;
    if (left < 0) return move;
  }
  return moves.at(-1);
}

/** One step of a walk, before its move is made. */
export interface Step {
  board: Board;
  position: Position;
  codes: MoveCode[];
  code: MoveCode;
}

/**
 * Walks a playout on a bare engine board (rule moves only). Each step is yielded before its move
 * is applied; whoever looks at it must leave the board as it found it.
 */
export function* walk(plugin: VariantPlugin, { deal, choices }: Playout): Generator<Step> {
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
