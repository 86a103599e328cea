/**
 * Helpers shared by the solver's tests, outside `src` so no build ships them: crafted small
 * positions, a reference exhaustive search with no pruning at all, and replay of solutions
 * through core.
 */
import { CARD_COUNT, defineVariant, formatCard, isFoundationId, makeCard, type Move, type Position, type VariantPlugin } from '@forty-thieves/core';
import { Board, FOUNDATION_BASE, MAX_MOVES, PILE_CAPACITY, STOCK, checkMove, codeTo, dealBoard, positionOf } from '@forty-thieves/core/engine';
import { replayWins as kitReplayWins } from '@forty-thieves/core/testing';
import { expect } from 'vitest';
import { mulberry32 } from '../src/random.js';
import { solve } from '../src/solve.js';
import { plainExhaustiveWin } from '../src/soundness-check.js';

/** A small position: what is in play; everything else is on the foundations. */
export interface SmallLayout {
  /** Columns, bottom first, as card texts separated by spaces; `'##'`-free: all face up. */
  readonly columns: readonly string[];
  readonly stock?: string;
  readonly waste?: string;
  readonly redealsLeft?: number;
}

/** The variant on `columns` columns, every other rule its own: small positions for exhaustive checks. */
export function narrowVariant(base: VariantPlugin, columns: number): VariantPlugin {
  return defineVariant({ ...base, id: `${base.id}-${columns}-columns`, layout: { ...base.layout, columns } });
}

const split = (text: string | undefined): string[] => (text === undefined || text.trim() === '' ? [] : text.trim().split(/\s+/));

/**
 * The Position JSON for `layout`: per suit, the cards not in play make up two foundations (Ace to
 * a and Ace to b), which requires that every rank home twice comes below every rank home once.
 */
export function smallPosition(plugin: VariantPlugin, layout: SmallLayout): Position {
  const inPlay = new Array<number>(CARD_COUNT).fill(0);
  const all = [...layout.columns.flatMap(split), ...split(layout.stock), ...split(layout.waste)];
  for (const text of all) {
    const index = CARD_TEXTS.indexOf(text);
    if (index < 0) throw new Error(`not a card: ${text}`);
    inPlay[index] = (inPlay[index] ?? 0) + 1;
  }
  const foundations: string[][] = [];
  for (let suit = 0; suit < 4; suit++) {
    let a = 0;
    let b = 0;
    for (let rank = 1; rank <= 13; rank++) {
      const home = 2 - (inPlay[makeCard(suit, rank)] ?? 0);
      if (home >= 1 && a === rank - 1) a = rank;
      if (home === 2 && b === rank - 1) b = rank;
      if ((home >= 1 && a !== rank) || (home === 2 && b !== rank)) throw new Error(`suit ${suit}: rank ${rank} cannot be home above a missing card`);
    }
    for (const top of [a, b]) foundations.push(Array.from({ length: top }, (_, i) => formatCard(makeCard(suit, i + 1))));
  }
  const columns = Array.from({ length: plugin.layout.columns }, (_, c) => ({ down: [], up: split(layout.columns[c]) }));
  return { variant: plugin.id, deal: null, foundations, columns, stock: split(layout.stock), waste: split(layout.waste), redealsLeft: layout.redealsLeft ?? 0 };
}

const CARD_TEXTS = Array.from({ length: CARD_COUNT }, (_, card) => formatCard(card));

/**
 * A random small position: each suit's foundations at random heights (the top `span` ranks or so
 * still in play), the cards left dealt at random to a few columns, the stock and the waste. With
 * `uneven`, a suit's two foundations are at independent heights (one may be far ahead), not within
 * one rank of each other.
 */
export function randomSmallPosition(plugin: VariantPlugin, seed: number, inPlayTarget: number, piles = 4, uneven = false): Position {
  const random = mulberry32(seed);
  const cards: string[] = [];
  for (let suit = 0; suit < 4; suit++) {
    const left = Math.floor(random() * (inPlayTarget / 2 + 1));
    const ahead = uneven ? Math.floor(random() * (left + 1)) : Math.floor(left / 2);
    const a = 13 - ahead;
    const b = 13 - (left - ahead);
    for (let rank = 1; rank <= 13; rank++) {
      const home = (rank <= a ? 1 : 0) + (rank <= b ? 1 : 0);
      for (let i = home; i < 2; i++) cards.push(formatCard(makeCard(suit, rank)));
    }
  }
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j] ?? '', cards[i] ?? ''];
  }
  // Every column gets a card first when there are enough: no empty column is what makes losses.
  const columnCount = Math.min(plugin.layout.columns, piles);
  const columns: string[][] = Array.from({ length: columnCount }, () => []);
  const stock: string[] = [];
  const waste: string[] = [];
  cards.forEach((text, i) => {
    const r = random();
    if (i < columnCount) columns[i]?.push(text);
    else if (r < 0.25) stock.push(text);
    else if (r < 0.33) waste.push(text);
    else columns[Math.floor(random() * columnCount)]?.push(text);
  });
  return smallPosition(plugin, {
    columns: columns.map((column) => column.join(' ')),
    stock: stock.join(' '),
    waste: waste.join(' '),
    redealsLeft: Math.min(plugin.stock.redeals, 1),
  });
}

/** A key for a board that is exact up to column order (sorted column texts): obviously correct. */
export function referenceKey(board: Board): string {
  const columns: string[] = [];
  for (let c = 0; c < board.columnCount; c++) {
    const start = c * PILE_CAPACITY;
    columns.push(`${board.colDown[c] ?? 0}:${Array.from(board.cells.subarray(start, start + (board.colLen[c] ?? 0))).join(',')}`);
  }
  columns.sort();
  const pile = (cards: Uint8Array, len: number) => Array.from(cards.subarray(0, len)).join(',');
  return `${columns.join('|')}/${pile(board.stock, board.stockLen)}/${pile(board.waste, board.wasteLen)}/${board.redealsLeft}`;
}

/**
 * The reference: every legal rule move from every position, no safe moves, no move dropped, only
 * positions already seen (exactly, up to column order) skipped. Returns whether a win exists, or
 * undefined when more than `limit` positions would be needed.
 */
export function exhaustiveWinExists(start: Board, limit = 200_000): boolean | undefined {
  return plainExhaustiveWin(start, limit, referenceKey);
}

/** The kit's `replayWins` (rule moves through core's GameSession), also from a board. */
export function replayWins(plugin: VariantPlugin, start: Board | Position, moves: readonly Move[]): boolean {
  return kitReplayWins(plugin, start instanceof Board ? positionOf(start, null) : start, moves);
}

/**
 * Solves deal `deal` on a node budget alone (the same answer on any machine), expects a win whose
 * moves replay to a win through core, and returns the nodes it took.
 */
export async function expectDealWon(plugin: VariantPlugin, deal: number, maxNodes: number): Promise<number> {
  const start = dealBoard(plugin, deal);
  const answer = await solve(start, plugin, { maxNodes, maxMs: Infinity });
  expect(answer.result, `${plugin.id} deal ${deal}`).toBe('won');
  if (answer.result === 'won') expect(replayWins(plugin, start, answer.moves)).toBe(true);
  return answer.nodes;
}

/** Engine pile numbers: columns, then the eight foundations, then the stock and the waste. */
const isFoundationPile = (pile: number): boolean => pile >= FOUNDATION_BASE && pile < STOCK;

/**
 * Whether a solution of deal `deal` never leaves a card on a column's or the waste's top that a
 * foundation takes (what a search making every foundation move at once must play): whenever
 * core's legal moves after a move include one to a foundation, the solution's next move goes to a
 * foundation too.
 */
export function leavesNoCardHomeBound(plugin: VariantPlugin, deal: number, moves: readonly Move[]): boolean {
  const board = dealBoard(plugin, deal);
  const legal = new Int32Array(MAX_MOVES);
  const homeBound = (): boolean => {
    const n = board.generateMoves(legal);
    for (let i = 0; i < n; i++) if (isFoundationPile(codeTo(legal[i] ?? 0))) return true;
    return false;
  };
  for (let i = 0; i < moves.length; i++) {
    const checked = checkMove(board, moves[i] as Move);
    if (!checked.ok) return false;
    board.apply(checked.code);
    const next = moves[i + 1];
    if (next !== undefined && homeBound() && !isFoundationId(next.to)) return false;
  }
  return true;
}
