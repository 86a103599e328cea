import { describe, expect, it } from 'vitest';
import { parseCard } from '@forty-thieves/core';
import { dealBoard, type Board } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { STOCK_HORIZON, StockPlaces } from './stock-places.js';

const registry = createBuiltinRegistry();

const card = (text: string): number => {
  const parsed = parseCard(text);
  if (parsed === undefined) throw new Error(`not a card: ${text}`);
  return parsed;
};

/**
 * A board of `id` with one card in each column (`tops`, '' for an empty column, the rest Kings of
 * Spades), foundations `[suit, top rank]`, and `dealt` the stock in the order it will be dealt.
 * The walk reads only these, so no other pile needs to be consistent with them.
 */
async function boardWith(id: string, tops: string[], foundations: [number, number][], dealt: string[]): Promise<Board> {
  const board = dealBoard(await registry.loadVariant(id), 1);
  for (let c = 0; c < board.columnCount; c++) {
    const top = tops[c] ?? 'KS';
    board.colDown[c] = 0;
    board.colLen[c] = top === '' ? 0 : 1;
    if (top !== '') board.cells[c * 104] = card(top);
  }
  board.fTop.fill(0);
  board.fSuit.fill(-1);
  foundations.forEach(([suit, top], f) => {
    board.fTop[f] = top;
    board.fSuit[f] = suit;
  });
  // The stock's top, dealt first, is its last card.
  dealt.forEach((text, i) => (board.stock[dealt.length - 1 - i] = card(text)));
  board.stockLen = dealt.length;
  board.wasteLen = 0;
  return board;
}

describe('the stock cards that will find no place', () => {
  it('follows the stock in dealing order, same-suit building (Forty Thieves)', async () => {
    // QH goes on KH and 7C on 8C; JH then goes on that QH and 6C on that 7C; 5D has no 6D nor a
    // foundation; AH goes home (a foundation is empty) and 2H after it; 3S has no 4S: two.
    const board = await boardWith('forty-thieves', ['KH', '8C'], [], ['QH', '7C', '6C', 'JH', '5D', 'AH', '2H', '3S']);
    expect(new StockPlaces(board).unplaced()).toBe(2);
    // Dealt before its Ace, a Two finds no place; the Ace then goes home.
    const early = await boardWith('forty-thieves', [], [], ['2H', 'AH']);
    expect(new StockPlaces(early).unplaced()).toBe(1);
  });

  it('lets a foundation take its next card, and a dealt card go into an empty column', async () => {
    // Clubs stand at 4. The 9S goes into the empty column and the 8S onto it; the 5C goes home
    // and the 6C after it; the 7S goes on the 8S; the 4H has nowhere: one.
    const dealt = ['9S', '8S', '5C', '6C', '7S', '4H'];
    const board = await boardWith('forty-thieves', ['', 'KH'], [[3, 4]], dealt);
    expect(new StockPlaces(board).unplaced()).toBe(1);
    // Without the empty column the 9S, and so the 8S and 7S, find no place either: four.
    const full = await boardWith('forty-thieves', ['KH'], [[3, 4]], dealt);
    expect(new StockPlaces(full).unplaced()).toBe(4);
  });

  it('builds in alternate colours (Maria): either red Seven on a black Eight', async () => {
    // 7H on 8S; 7S is black on black: no place; 6S on the 7H; 7D on 8S too (a top stays a place
    // in the walk); 6C on the 7D: one.
    const board = await boardWith('maria', ['8S'], [], ['7H', '7S', '6S', '7D', '6C']);
    expect(new StockPlaces(board).unplaced()).toBe(1);
  });

  it(`looks at the next ${STOCK_HORIZON} cards only`, async () => {
    const dealt = Array.from({ length: STOCK_HORIZON + 5 }, () => '5D');
    const board = await boardWith('forty-thieves', [], [], dealt);
    expect(new StockPlaces(board).unplaced()).toBe(STOCK_HORIZON);
  });

  it('counts the stock as it is after stockChanged, though the column tops and foundations are the same', async () => {
    const board = await boardWith('maria', ['8S'], [], ['7H', '6S']);
    const places = new StockPlaces(board);
    expect(places.unplaced()).toBe(0);
    // Same height, other cards (as after a redeal or a jump): black Sevens have no place on 8S.
    board.stock[0] = card('7C');
    board.stock[1] = card('7S');
    places.stockChanged(0);
    expect(places.unplaced()).toBe(2);
  });
});
