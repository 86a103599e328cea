import { describe, expect, it } from 'vitest';
import { type VariantPlugin } from '@forty-thieves/core';
import { MAX_MOVES, WASTE, boardFromPosition, codeFrom, encodeMove, type Board } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { dropSleeping } from './sleep-after-free-moves.js';
import { StubbornSets } from './stubborn-set.js';
import { narrowVariant, randomSmallPosition, referenceKey, smallPosition, type SmallLayout } from '../test/test-support.js';

const registry = createBuiltinRegistry();

interface Node {
  readonly children: string[];
  /** The children reached by the moves the stubborn set kept (all of them when it cut nothing). */
  readonly kept: string[];
  readonly won: boolean;
}

/**
 * Every position reachable from `board` by any legal move, each with its children and the children
 * its stubborn set keeps; undefined when there are more than `limit`.
 */
function explore(board: Board, limit: number): Map<string, Node> | undefined {
  const sets = new StubbornSets(board);
  const graph = new Map<string, Node>();
  const visit = (key: string): boolean => {
    const moves = new Int32Array(MAX_MOVES);
    const n = board.generateMoves(moves);
    const all = Array.from(moves.subarray(0, n));
    const end = sets.reduce(moves, 0, n);
    const keptCodes = new Set(Array.from(moves.subarray(0, end)));
    const node: Node = { children: [], kept: [], won: board.isWon() };
    graph.set(key, node);
    if (graph.size > limit) return false;
    for (const code of all) {
      const record = board.apply(code);
      const child = referenceKey(board);
      node.children.push(child);
      if (keptCodes.has(code)) node.kept.push(child);
      const fine = graph.has(child) || visit(child);
      board.undo(record);
      if (!fine) return false;
    }
    return true;
  };
  return visit(referenceKey(board)) ? graph : undefined;
}

/** Moves to a win from each position of the graph (positions with none are left out). */
function distances(graph: Map<string, Node>): Map<string, number> {
  const parents = new Map<string, string[]>();
  for (const [key, node] of graph) for (const child of node.children) parents.set(child, [...(parents.get(child) ?? []), key]);
  const distance = new Map<string, number>();
  let layer = [...graph].filter(([, node]) => node.won).map(([key]) => key);
  for (let d = 0; layer.length > 0; d++) {
    const next: string[] = [];
    for (const key of layer) {
      if (distance.has(key)) continue;
      distance.set(key, d);
      next.push(...(parents.get(key) ?? []));
    }
    layer = next;
  }
  return distance;
}

describe('stubborn sets keep a shortest win', () => {
  // The one-card variants (where runs move the reduction does not apply), with their own building
  // rules, on three and four columns so that columns fill and empty and losses occur.
  for (const id of ['forty-thieves', 'maria', 'lucas', 'streets', 'limited', 'indian', 'little-forty']) {
    it(`from every reachable position of small ${id} positions`, async () => {
      const base: VariantPlugin = await registry.loadVariant(id);
      let checked = 0;
      let cut = 0;
      for (const columns of [3, 4]) {
        const plugin = narrowVariant(base, columns);
        for (let seed = 1; seed <= 6; seed++) {
          const graph = explore(boardFromPosition(plugin, randomSmallPosition(plugin, seed * 13 + columns, 14, columns)), 8_000);
          if (graph === undefined) continue;
          const distance = distances(graph);
          for (const [key, node] of graph) {
            const d = distance.get(key);
            if (d === undefined || d === 0) continue;
            checked++;
            if (node.kept.length < node.children.length) cut++;
            // The first move of the stubborn set on some shortest win is kept, and leads one move closer.
            expect(
              node.kept.some((child) => distance.get(child) === d - 1),
              `${id} ${columns} columns, seed ${seed}: ${key}`,
            ).toBe(true);
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
      if (id !== 'little-forty') expect(cut).toBeGreaterThan(0);
    });
  }
});

/** The reduction's pile bits: columns as themselves, the waste and stock, suit s's foundations. */
const W = 1 << 16;
const HOME = (suit: number): number => 1 << (17 + suit);
const CLUBS = 3;
const SPADES = 0;

/** A Forty Thieves position on three columns, its moves, and its stubborn sets prepared. */
async function prepared(layout: SmallLayout): Promise<{ sets: StubbornSets; moves: Int32Array; n: number }> {
  const plugin = narrowVariant(await registry.loadVariant('forty-thieves'), 3);
  const board = boardFromPosition(plugin, smallPosition(plugin, layout));
  const sets = new StubbornSets(board);
  const moves = new Int32Array(MAX_MOVES);
  const n = board.generateMoves(moves);
  expect(sets.prepare(moves, 0, n)).toBe(true);
  return { sets, moves, n };
}

describe('the piles a stubborn set pulls in', () => {
  // Column 0 can be emptied (its Queen of Clubs goes home); the Diamonds of columns 1 and 2 never
  // move (each Queen lies on the Jacks below it, the other King is in the stock and builds on
  // nothing), so their Kings going home leave them filled. Moves: the Queen of Clubs, the Kings of
  // Spades and Hearts home, and the draw.
  const layout = { columns: ['QC', 'KC KD JD QD KS', 'JD QD KH'], stock: 'KD' };

  it('pulls in a column that plays outside the set might empty (C5)', async () => {
    const { sets, moves, n } = await prepared(layout);
    expect(n).toBe(4);
    // The draw alone touches nothing else, and with the waste empty it needs no C5: the stock
    // alone makes it legal, and no other move touches the stock.
    expect(sets.closureOf(16)).toBe(W);
    expect(sets.completedFrom(16, n)).toBe(W);
    // The King of Spades' set: column 1 and the Spades, then column 0 (emptiable) and the Clubs.
    expect(sets.closureOf(1)).toBe(2 | HOME(SPADES));
    expect(sets.completedFrom(1, n)).toBe(2 | HOME(SPADES) | 1 | HOME(CLUBS));
    // The smallest: the Queen of Clubs home alone (no other column can be emptied without it).
    expect(sets.completedFrom(0, n)).toBe(1 | HOME(CLUBS));
    const end = sets.reduce(moves, 0, n);
    expect(end).toBe(1);
    expect(codeFrom(moves[0] ?? 0)).toBe(0);
  });

  it('asks C5 of the waste and stock once the waste holds a card', async () => {
    // The King of Diamonds on the waste moves nowhere (home or onto a card), so the draw's set is
    // W alone again; but once column 0 is emptied the King could go there, a waste move not legal
    // now: C5 pulls in column 0 and the Clubs its Queen goes to.
    const { sets, n } = await prepared({ ...layout, waste: 'KD', stock: 'KS' });
    expect(sets.closureOf(16)).toBe(W);
    expect(sets.completedFrom(16, n)).toBe(W | 1 | HOME(CLUBS));
  });

  it('pulls in a column where a card that may be built on a top might surface (C2)', async () => {
    // Column 0's King of Hearts takes a Queen of Hearts; one lies in column 1 under a King of Spades
    // that can go home, so it can surface and be built there: column 1 belongs with column 0.
    const surfacing = await prepared({ columns: ['KH', 'QH KS', 'KD JD QD'], stock: 'KH' });
    expect(surfacing.sets.closureOf(0) & 2).toBe(2);
    // Under a Queen of Diamonds that never moves it cannot surface: column 2 stays out. (Both
    // Jacks of Diamonds lie under Queens, so no Queen goes home; one King lies under a Jack, the
    // other is in the stock, and neither Queen can go on it.) The other Queen of Hearts is in the
    // stock, so the waste and stock are in.
    const buried = await prepared({ columns: ['KH', 'KD JD QD', 'QH JD QD'], stock: 'KD QH KH' });
    expect(buried.sets.closureOf(0) & W).toBe(W);
    expect(buried.sets.closureOf(0) & 4).toBe(0);
  });
});

describe('sleeping after a position a stubborn set cut', () => {
  it('lets only the moves the chain start tried sleep', () => {
    // After a draw: column 0 onto column 1, column 2 onto column 3, the waste onto column 1.
    const moves = Int32Array.from([encodeMove(0, 1, 1), encodeMove(2, 3, 1), encodeMove(WASTE, 1, 1)]);
    const draw = 1 << 16;
    // The start listed every move: both column moves sleep (the waste's does not: the draw touched it).
    const all = moves.slice();
    expect(Array.from(all.subarray(0, dropSleeping(all, 0, 3, draw)))).toEqual([encodeMove(WASTE, 1, 1)]);
    // Its stubborn set held columns 0 and 1 and the waste: column 2's move was not tried there.
    const kept = moves.slice();
    const end = dropSleeping(kept, 0, 3, draw, 1 | 2 | draw);
    expect(Array.from(kept.subarray(0, end))).toEqual([encodeMove(2, 3, 1), encodeMove(WASTE, 1, 1)]);
  });
});
