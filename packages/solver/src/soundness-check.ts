/**
 * The brute-force check of the solver's verdicts (docs/solver.md, *Soundness checked by brute
 * force*): small late positions cut from real deals, each decided by a plain exhaustive search
 * that uses no pruning and no symmetry at all, and by the solver; the two must agree on every
 * position both decide. Used by `soundness-brute-force.test.ts` (a bounded count) and by
 * `pnpm bench soundness` (the full 2,000).
 */
import { CARD_COUNT, defineVariant, formatCard, makeCard, parseCard, type Position, type VariantPlugin } from '@forty-thieves/core';
import { Board, MAX_MOVES, PILE_CAPACITY, STOCK, WASTE, boardFromPosition, codeFrom, codeTo, dealBoard, positionOf } from '@forty-thieves/core/engine';
import { replayWins } from '@forty-thieves/core/testing';
import { mulberry32 } from './random.js';
import { solve } from './solve.js';
import type { SolvePhases } from './types.js';

/**
 * The variant's own rules on fewer columns: cut down to two dozen cards, a deal on ten columns is
 * nearly always won (empty columns take anything), and a sample with no losses tests nothing
 * about `lost`. Fewer columns give more losses (docs/solver-tuning.md), so the check takes 1, 2
 * and 3 in turn. The plugin is a third-party one as far as the solver knows.
 */
export function miniature(plugin: VariantPlugin, columns: number): VariantPlugin {
  return defineVariant({ ...plugin, id: `${plugin.id}-on-${columns}`, name: `${plugin.name} on ${columns} columns`, layout: { ...plugin.layout, columns } });
}

/** One small position of the sample. */
export interface SoundnessCase {
  readonly label: string;
  readonly plugin: VariantPlugin;
  readonly position: Position;
}

/**
 * A late position of deal `deal` of `real`: each suit's two foundations are raised to random
 * heights so that at most `inPlay` cards are left, and the cards left keep their places in the
 * deal's order. Column c of the miniature takes what is left of the deal's columns c, c + n,
 * c + 2n, … (face-down cards stay face down, under the face-up ones), the stock keeps its order,
 * and a few cards are then dealt from it to the waste by the engine's own draw move.
 */
export function lateDealCase(real: VariantPlugin, columns: number, deal: number, seed: number, inPlay = 24): SoundnessCase {
  const plugin = miniature(real, columns);
  const random = mulberry32(seed * 7919 + deal);
  const start = positionOf(dealBoard(real, deal), deal);
  // How many of each card stay in play: per suit, the top `left` ranks' copies, split over its two foundations.
  const left = new Array<number>(CARD_COUNT).fill(0);
  const foundations: string[][] = [];
  let budget = inPlay;
  for (let suit = 0; suit < 4; suit++) {
    const share = Math.min(budget, Math.floor(random() * (inPlay / 2 + 1)));
    budget -= share;
    const a = 13 - Math.floor(share / 2);
    const b = 13 - Math.ceil(share / 2);
    for (let rank = 1; rank <= 13; rank++) left[makeCard(suit, rank)] = (rank > a ? 1 : 0) + (rank > b ? 1 : 0);
    for (const top of [a, b]) foundations.push(Array.from({ length: top }, (_, i) => formatCard(makeCard(suit, i + 1))));
  }
  const keep = (text: string): boolean => {
    const card = parseCard(text);
    if (card === undefined || (left[card] ?? 0) === 0) return false;
    left[card] = (left[card] ?? 0) - 1;
    return true;
  };
  const down: string[][] = Array.from({ length: columns }, () => []);
  const up: string[][] = Array.from({ length: columns }, () => []);
  start.columns.forEach((column, c) => {
    down[c % columns]?.push(...column.down.filter(keep));
    up[c % columns]?.push(...column.up.filter(keep));
  });
  const stock = start.stock.filter(keep);
  const position: Position = {
    variant: plugin.id,
    deal: null,
    foundations,
    columns: down.map((d, c) => ({ down: d, up: up[c] ?? [] })),
    stock,
    waste: [],
    redealsLeft: Math.min(real.stock.redeals, Math.floor(random() * 2)),
  };
  const board = boardFromPosition(plugin, position);
  const draws = Math.floor(random() * 3);
  for (let i = 0; i < draws; i++) drawOnce(board);
  return { label: `${real.id} deal ${deal} seed ${seed}`, plugin, position: positionOf(board, null) };
}

/** Deals from the stock once, by the engine's own move, if the stock has cards. */
function drawOnce(board: Board): void {
  const moves = new Int32Array(MAX_MOVES);
  const n = board.generateMoves(moves);
  for (let i = 0; i < n; i++) {
    const code = moves[i] ?? 0;
    if (codeFrom(code) === STOCK && codeTo(code) === WASTE && board.stockLen > 0) {
      board.apply(code);
      return;
    }
  }
}

/** The board exactly as it is, column order included: no symmetry is used. */
function exactKey(board: Board): string {
  const parts: string[] = [];
  for (let c = 0; c < board.columnCount; c++) {
    const at = c * PILE_CAPACITY;
    parts.push(`${board.colDown[c] ?? 0}:${Array.from(board.cells.subarray(at, at + (board.colLen[c] ?? 0))).join(',')}`);
  }
  const pile = (cards: Uint8Array, len: number) => Array.from(cards.subarray(0, len)).join(',');
  const homes = `${Array.from(board.fTop).join(',')};${Array.from(board.fSuit).join(',')}`;
  return `${parts.join('|')}/${pile(board.stock, board.stockLen)}/${pile(board.waste, board.wasteLen)}/${board.redealsLeft}/${homes}`;
}

/**
 * Plain exhaustive search: every legal rule move from every position, no safe moves, nothing
 * dropped, no symmetry; only a position already seen exactly is not searched again (without that
 * it would never end). True when a win exists, false when none does, undefined past `limit`
 * positions. `key` names a position for "already seen" (exact by default; the tests' reference
 * passes one that also ignores column order).
 */
export function plainExhaustiveWin(start: Board, limit: number, key: (board: Board) => string = exactKey): boolean | undefined {
  const board = start.clone();
  const seen = new Set<string>();
  const stack: { moves: Int32Array; n: number; next: number; record: number }[] = [];
  const enter = (): boolean => {
    if (board.isWon()) return true;
    const name = key(board);
    const fresh = !seen.has(name);
    seen.add(name);
    const moves = new Int32Array(MAX_MOVES);
    stack.push({ moves, n: fresh ? board.generateMoves(moves) : 0, next: 0, record: 0 });
    return false;
  };
  if (enter()) return true;
  for (;;) {
    if (seen.size > limit) return undefined;
    const frame = stack[stack.length - 1];
    if (frame === undefined) return false;
    if (frame.next < frame.n) {
      frame.record = board.apply(frame.moves[frame.next++] ?? 0);
      if (enter()) return true;
    } else {
      stack.pop();
      const parent = stack[stack.length - 1];
      if (parent !== undefined) board.undo(parent.record);
    }
  }
}

/** What the check found. */
export interface SoundnessTally {
  /** Positions both searches decided. */
  checked: number;
  won: number;
  lost: number;
  /** Positions the plain search could not finish within its limit (left out). */
  tooBig: number;
  /** Positions the solver left undecided within its budget (no verdict to compare). */
  unknown: number;
  wrongLost: string[];
  wrongWon: string[];
  /** `won` answers whose moves do not replay to a win through core. */
  badSolutions: string[];
  /** Per variant id: [won, lost]. */
  byVariant: Record<string, [number, number]>;
}

export interface SoundnessOptions {
  readonly plugins: readonly VariantPlugin[];
  /** Positions to decide (both searches), shared out over the plugins in turn. */
  readonly count: number;
  /** Column counts of the miniatures, taken in turn (default 1, 2 and 3). */
  readonly columns?: readonly number[];
  readonly inPlay?: number;
  /** The plain search's limit in positions. */
  readonly plainLimit?: number;
  /** The solver's node budget per position. */
  readonly maxNodes?: number;
  /**
   * Which phases of the solver answer (default all, as studies run it). `prove` alone checks the
   * complete search's own verdicts: with every phase on, the win-finding phases answer most won
   * positions before the complete search could wrongly call them lost.
   */
  readonly phases?: SolvePhases;
  /** Switch on the dead-end test in the complete search (docs/solver.md, *Dead positions*). */
  readonly deadPositions?: boolean;
  /** Switch on the stubborn sets in the complete search (docs/solver.md, *Stubborn sets*). */
  readonly stubborn?: boolean;
  /** Let moves sleep after moves of smaller cards in the complete search (docs/solver.md, *Sleep after moves of smaller cards*). */
  readonly sleepAfterSmaller?: boolean;
  readonly onCase?: (tally: SoundnessTally) => void;
}

/**
 * Cuts `count` decided positions from deals 1, 2, … of the plugins in turn and compares the
 * solver's verdict on each with the plain exhaustive search's.
 */
export async function checkSoundness(options: SoundnessOptions): Promise<SoundnessTally> {
  const tally: SoundnessTally = { checked: 0, won: 0, lost: 0, tooBig: 0, unknown: 0, wrongLost: [], wrongWon: [], badSolutions: [], byVariant: {} };
  const columnCounts = options.columns ?? [1, 2, 3];
  for (let i = 0; tally.checked < options.count; i++) {
    const real = options.plugins[i % options.plugins.length];
    if (real === undefined) throw new Error('checkSoundness needs at least one plugin');
    const deal = 1 + Math.floor(i / options.plugins.length);
    const columns = columnCounts[deal % columnCounts.length] ?? 2;
    const sample = lateDealCase(real, columns, deal, i + 1, options.inPlay ?? 24);
    const plain = plainExhaustiveWin(boardFromPosition(sample.plugin, sample.position), options.plainLimit ?? 60_000);
    if (plain === undefined) {
      tally.tooBig++;
      continue;
    }
    const answer = await solve(sample.position, sample.plugin, {
      maxNodes: options.maxNodes ?? 2_000_000,
      maxMs: 60_000,
      ...(options.phases === undefined ? {} : { phases: options.phases }),
      deadPositions: options.deadPositions === true,
      stubborn: options.stubborn === true,
      sleepAfterSmaller: options.sleepAfterSmaller === true,
    });
    if (answer.result === 'unknown') {
      tally.unknown++;
      continue;
    }
    tally.checked++;
    const counts = (tally.byVariant[real.id] ??= [0, 0]);
    if (plain) {
      tally.won++;
      counts[0]++;
    } else {
      tally.lost++;
      counts[1]++;
    }
    if (answer.result === 'lost' && plain) tally.wrongLost.push(sample.label);
    if (answer.result === 'won' && !plain) tally.wrongWon.push(sample.label);
    if (answer.result === 'won' && !replayWins(sample.plugin, sample.position, answer.moves)) tally.badSolutions.push(sample.label);
    options.onCase?.(tally);
  }
  return tally;
}
