import { describe, expect, it } from 'vitest';
import { CARD_COUNT, type VariantPlugin } from '@forty-thieves/core';
import { MAX_MOVES, PILE_CAPACITY, boardFromPosition, dealBoard, type Board } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { countHomeCopies } from './home-copies.js';
import { mulberry32 } from './random.js';
import { FROZEN_SUIT, FROZEN_WASTE, WasteBound } from './waste-bound.js';
import { narrowVariant, randomSmallPosition } from '../test/test-support.js';

const registry = createBuiltinRegistry();

interface Growth {
  /** Per column: how many of its top cards are in M. */
  readonly depth: number[];
  /** Per card value: copies the relaxed waste gives up. */
  readonly removed: number[];
}

/**
 * M and R as docs/solver.md (*The waste bound*) defines them, computed the plain way: every count
 * read afresh at every test, every column tested on every pass, the relaxed waste played from its
 * start until nothing changes. The bound's own growth (which tests again only what a change can
 * affect, and can stop early and finish later) must find the same least fixpoint.
 */
function plainGrowth(board: Board, frozen: number): Growth {
  const homeNow = new Uint8Array(CARD_COUNT);
  countHomeCopies(board, homeNow);
  const columns = Array.from({ length: board.columnCount }, (_, c) =>
    Array.from({ length: board.colLen[c] ?? 0 }, (_, i) => board.cells[c * PILE_CAPACITY + i] ?? 0),
  );
  const live = (c: number): boolean => ((frozen >> c) & 1) === 0;
  const depth = columns.map(() => 0);
  let removed = new Array<number>(CARD_COUNT).fill(0);
  const inM = (card: number): number => columns.reduce((n, cards, c) => n + cards.slice(cards.length - (depth[c] ?? 0)).filter((x) => x === card).length, 0);
  const copies = (card: number, off: number[]): number => (homeNow[card] ?? 0) + inM(card) + (off[card] ?? 0);
  const landable = (card: number): boolean =>
    columns.some((cards, c) => live(c) && cards.slice(Math.max(0, cards.length - 1 - (depth[c] ?? 0))).includes(card));
  const mayLeave = (card: number, off: number[]): boolean => {
    const suit = Math.floor(card / 13);
    const need = (homeNow[card] ?? 0) === 0 ? 1 : 2;
    let home = ((frozen >> (17 + suit)) & 1) === 0;
    for (let rank = 1; rank <= card % 13; rank++) home &&= copies(suit * 13 + rank - 1, off) >= need;
    const { targets, targetCount } = board.tables;
    let lands = false;
    for (let t = 0; t < (targetCount[card] ?? 0); t++) lands ||= landable(targets[card * 4 + t] ?? 0) || (off[targets[card * 4 + t] ?? 0] ?? 0) > 0;
    return home || lands;
  };
  const play = (): number[] => {
    const off = new Array<number>(CARD_COUNT).fill(0);
    if ((frozen & FROZEN_WASTE) !== 0) return off;
    const pile = Array.from(board.waste.subarray(0, board.wasteLen));
    const stock = Array.from(board.stock.subarray(0, board.stockLen));
    for (;;) {
      while (pile.length > 0 && mayLeave(pile[pile.length - 1] ?? 0, off)) {
        const card = pile.pop() ?? 0;
        off[card] = (off[card] ?? 0) + 1;
      }
      if (stock.length === 0) return off;
      for (let k = 0; k < board.tables.dealCount && stock.length > 0; k++) pile.push(stock.pop() ?? 0);
    }
  };
  for (let played = false; ; played = true) {
    for (let grew = true; grew;) {
      grew = false;
      columns.forEach((cards, c) => {
        while (live(c) && (depth[c] ?? 0) < cards.length && mayLeave(cards[cards.length - 1 - (depth[c] ?? 0)] ?? 0, removed)) {
          depth[c] = (depth[c] ?? 0) + 1;
          grew = true;
        }
      });
    }
    const next = play();
    if (played && next.every((n, card) => n === removed[card])) return { depth, removed };
    removed = next;
  }
}

/** Checks the bound's M and R (as the stubborn sets read them) against the plain growth. */
function expectSame(bound: WasteBound, board: Board, frozen: number, whole: number, label: string): void {
  const plain = plainGrowth(board, frozen);
  const depth = plain.depth.map((_, c) => bound.inM(c));
  expect(depth, label).toEqual(plain.depth);
  const givesUp = plain.removed.map((_, card) => bound.wasteGivesUp(card));
  expect(givesUp, label).toEqual(plain.removed.map((n) => n > 0));
  const plainWhole = plain.depth.reduce((bits, d, c) => (d === (board.colLen[c] ?? 0) && ((frozen >> c) & 1) === 0 ? bits | (1 << c) : bits), 0);
  expect(whole, label).toBe(plainWhole);
  for (let i = 0; i < bound.removedCount; i++) expect(plain.removed[bound.removedCards[i] ?? 0], label).toBeGreaterThan(0);
  expect(bound.removedCount, label).toBe(plain.removed.filter((n) => n > 0).length);
}

/** Checks one position: nothing frozen (grown in full, and stopped early then finished), and a few frozen sets. */
function checkPosition(board: Board, random: () => number, label: string): boolean {
  if (board.redealsLeft > 0 || board.tables.sequence) return false;
  for (let c = 0; c < board.columnCount; c++) if ((board.colLen[c] ?? 0) === 0) return false;
  const bound = new WasteBound(board);
  const lost = bound.isLost(true);
  expectSame(bound, board, 0, lost ? 0 : bound.whole, `${label}, in full`);
  if (!bound.isLost()) expectSame(bound, board, 0, bound.finish(), `${label}, finished`);
  for (let k = 0; k < 3; k++) {
    let frozen = 0;
    for (let c = 0; c < board.columnCount; c++) if (random() < 0.3) frozen |= 1 << c;
    if (random() < 0.4) frozen |= FROZEN_WASTE;
    for (let suit = 0; suit < 4; suit++) if (random() < 0.2) frozen |= FROZEN_SUIT << suit;
    expectSame(bound, board, frozen, bound.mayEmpty(frozen), `${label}, frozen ${frozen.toString(2)}`);
  }
  return true;
}

describe("the waste bound's growth finds the least fixpoint of its definition", () => {
  it('along random plays of Forty Thieves deals', async () => {
    const plugin = await registry.loadVariant('forty-thieves');
    const moves = new Int32Array(MAX_MOVES);
    let checked = 0;
    for (let deal = 1; deal <= 6; deal++) {
      const board = dealBoard(plugin, deal);
      const random = mulberry32(deal);
      for (let step = 0; step < 120; step++) {
        if (checkPosition(board, random, `deal ${deal}, step ${step}`)) checked++;
        const n = board.generateMoves(moves);
        if (n === 0) break;
        board.apply(moves[Math.floor(random() * n)] ?? 0);
      }
    }
    expect(checked).toBeGreaterThan(400);
  }, 120_000);

  it('on random small positions of one-card variants', async () => {
    let checked = 0;
    for (const id of ['forty-thieves', 'maria', 'streets', 'limited']) {
      const base: VariantPlugin = await registry.loadVariant(id);
      for (const columns of [3, 4]) {
        const plugin = narrowVariant(base, columns);
        for (let seed = 1; seed <= 40; seed++) {
          const board = boardFromPosition(plugin, randomSmallPosition(plugin, seed * 7 + columns, 18, columns, seed % 2 === 0));
          if (checkPosition(board, mulberry32(seed), `${id} on ${columns} columns, seed ${seed}`)) checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  }, 120_000);
});
