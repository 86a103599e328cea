import { describe, expect, it } from 'vitest';
import { parseCard } from '@forty-thieves/core';
import { dealBoard, type Board } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { BEAM_EVEN_WEIGHTS, DEFAULT_WEIGHTS, Evaluator } from './evaluate.js';
import { NOT_IN_WASTE, WasteDepths } from './waste-depths.js';

const registry = createBuiltinRegistry();

const card = (text: string): number => {
  const parsed = parseCard(text);
  if (parsed === undefined) throw new Error(`not a card: ${text}`);
  return parsed;
};
const suitOf = (text: string): number => Math.floor(card(text) / 13);

/**
 * A board of `id` with `columns` (bottom to top; the other columns empty), one foundation of
 * `foundation`'s suit standing at its rank, the waste `waste` (bottom to top) and no stock. The
 * score reads only these, so no other pile needs to be consistent with them.
 */
async function boardWith(id: string, columns: string[][], foundation: string, waste: string[]): Promise<Board> {
  const board = dealBoard(await registry.loadVariant(id), 1);
  for (let c = 0; c < board.columnCount; c++) {
    const cards = columns[c] ?? [];
    board.colDown[c] = 0;
    board.colLen[c] = cards.length;
    cards.forEach((text, i) => (board.cells[c * 104 + i] = card(text)));
  }
  board.fTop.fill(0);
  board.fSuit.fill(-1);
  board.fTop[0] = (card(foundation) % 13) + 1;
  board.fSuit[0] = suitOf(foundation);
  waste.forEach((text, i) => (board.waste[i] = card(text)));
  board.wasteLen = waste.length;
  board.stockLen = 0;
  board.redealsLeft = 0;
  return board;
}

/** What the beam's even-round weights add to the best-first phase's score of `board`. */
const added = (board: Board): number => new Evaluator(board, BEAM_EVEN_WEIGHTS).score() - new Evaluator(board, DEFAULT_WEIGHTS).score();

describe('the cards the foundations want, buried in the waste', () => {
  it('finds the shallowest waste copy of each foundation next card', async () => {
    // Hearts stand at 4, so 5H is wanted: one copy under QC, 5H, 9S (3 deep), the other under 9S (1 deep).
    const board = await boardWith('maria', [['KS']], '4H', ['5H', 'QC', '5H', '9S']);
    const depths = new WasteDepths(board);
    depths.mark();
    expect(depths.depth[card('5H')]).toBe(1);
    expect(depths.depth[card('9S')]).toBe(NOT_IN_WASTE);
    depths.clear();
    expect([...depths.depth].every((d) => d === NOT_IN_WASTE)).toBe(true);
  });

  it('counts the waste cards above it in Maria, where no column copy lies shallower', async () => {
    const weight = BEAM_EVEN_WEIGHTS.wasteDig;
    // 5H under two waste cards, no copy in a column: two cards to dig.
    expect(added(await boardWith('maria', [['KS']], '4H', ['5H', '9S', 'KD']))).toBe(-2 * weight);
    // A column copy under one card is the shallower: the columns' digging counts, as before.
    expect(added(await boardWith('maria', [['5H', '4S']], '4H', ['5H', '9S', 'KD']))).toBe(0);
    // A column copy under three cards: the waste's two count in place of the columns' three.
    const deep = await boardWith('maria', [['5H', 'QS', 'JH', '10S']], '4H', ['5H', '9S', 'KD']);
    expect(added(deep)).toBe(-2 * weight + 3 * DEFAULT_WEIGHTS.dig);
    // On the waste's top it is reachable now: nothing to dig.
    expect(added(await boardWith('maria', [['KS']], '4H', ['9S', 'KD', '5H']))).toBe(0);
  });

  it('counts a third where a card has three or more to go on, nothing where it has one', async () => {
    const waste = ['5H', '9S', 'KD', 'QC'];
    // Indian builds in any suit but its own: six cards to go on.
    expect(added(await boardWith('indian', [['KS']], '4H', waste))).toBeCloseTo((-3 * BEAM_EVEN_WEIGHTS.wasteDig) / 3);
    // Forty Thieves builds in suit: one card, two copies.
    expect(added(await boardWith('forty-thieves', [['KS']], '4H', waste))).toBe(0);
  });
});
