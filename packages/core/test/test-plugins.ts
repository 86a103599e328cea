/**
 * Test plugins and crafted positions shared by core's tests. Core knows no variant by name, so the
 * tests define their own along the four axes. Test-only: it lives outside `src`, so no build ships it.
 */
import { Board, MAX_MOVES } from '../src/board.js';
import { defineVariant } from '../src/define-variant.js';
import { decodeMove, formatMove } from '../src/notation.js';
import { boardFromPosition, type Position } from '../src/position.js';
import { alternateColour, anySuitButOwn, sameSuit, type BuildPredicate } from '../src/predicates.js';
import { GameSession, type SessionOptions } from '../src/session.js';
import { sketchPosition, type PositionSketch } from '../src/testing/craft.js';
import type { VariantPlugin } from '../src/variant.js';

const RULES = 'A plugin made for core tests.';

/** Same suit, one card at a time, draw one, no redeal (Forty Thieves' shape). */
export const oneCard = defineVariant({
  apiVersion: 1,
  id: 'test-one-card',
  name: 'Test One Card',
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: sameSuit,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  rules: RULES,
});

/** Alternate colour, one card at a time (Maria's shape). */
export const altSingle = defineVariant({
  apiVersion: 1,
  id: 'test-alt-single',
  name: 'Test Alternate Single',
  layout: { columns: 9, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: alternateColour,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  rules: RULES,
});

/** Any suit but its own, one card at a time, the bottom card face down (Indian's shape). */
export const anySingle = defineVariant({
  apiVersion: 1,
  id: 'test-any-single',
  name: 'Test Any Suit Single',
  layout: { columns: 10, cardsPerColumn: 3, faceDown: 1, acesToFoundations: false },
  build: anySuitButOwn,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  rules: RULES,
});

/** Alternate colour with movable sequences, draw one, no redeal. */
export const altSequence = defineVariant({
  apiVersion: 1,
  id: 'test-alt-sequence',
  name: 'Test Alternate Sequence',
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: alternateColour,
  sequenceMove: 'sequence',
  stock: { dealCount: 1, redeals: 0 },
  rules: RULES,
});

/** Three cards per draw and three redeals, sequences (Little Forty's shape). */
export const drawThree = defineVariant({
  apiVersion: 1,
  id: 'test-draw-three',
  name: 'Test Draw Three',
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: alternateColour,
  sequenceMove: 'sequence',
  stock: { dealCount: 3, redeals: 3 },
  rules: RULES,
});

/** Three face-down cards under one face-up card per column, sequences (Rank and File's shape). */
export const faceDown = defineVariant({
  apiVersion: 1,
  id: 'test-face-down',
  name: 'Test Face Down',
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 3, acesToFoundations: false },
  build: alternateColour,
  sequenceMove: 'sequence',
  stock: { dealCount: 1, redeals: 0 },
  rules: RULES,
});

/** The Aces set out on the foundations before the deal, 13 × 3 (Lucas's shape). */
export const acesOut = defineVariant({
  apiVersion: 1,
  id: 'test-aces-out',
  name: 'Test Aces Out',
  layout: { columns: 13, cardsPerColumn: 3, faceDown: 0, acesToFoundations: true },
  build: sameSuit,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  rules: RULES,
});

/** A predicate none of the named three: red on red, black on black. */
export const sameColour: BuildPredicate = (moving, target) => moving.colour === target.colour;

/** A third-party plugin with its own predicate, one card at a time. */
export const sameColourSingle = defineVariant({
  apiVersion: 1,
  id: 'test-same-colour',
  name: 'Test Same Colour',
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: sameColour,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  rules: RULES,
});

/** Only Kings (or sequences headed by one) into empty columns, one card at a time, same suit. */
export const kingsOnly = defineVariant({
  apiVersion: 1,
  id: 'test-kings-only',
  name: 'Test Kings Only',
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: sameSuit,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  emptyColumn: 'kings-only',
  rules: RULES,
});

/** Only Kings (or sequences headed by one) into empty columns, with movable sequences. */
export const kingsOnlySequence = defineVariant({
  apiVersion: 1,
  id: 'test-kings-only-sequence',
  name: 'Test Kings Only Sequence',
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: alternateColour,
  sequenceMove: 'sequence',
  stock: { dealCount: 1, redeals: 0 },
  emptyColumn: 'kings-only',
  rules: RULES,
});

/** Empty columns filled only from the waste, one card at a time, same suit. */
export const wasteOnly = defineVariant({
  apiVersion: 1,
  id: 'test-waste-only',
  name: 'Test Waste Only',
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: sameSuit,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  emptyColumn: 'waste-only',
  rules: RULES,
});

export const ALL_TEST_PLUGINS: readonly VariantPlugin[] = [
  oneCard,
  altSingle,
  anySingle,
  altSequence,
  drawThree,
  faceDown,
  acesOut,
  sameColourSingle,
  kingsOnly,
  kingsOnlySequence,
  wasteOnly,
];

/** `'KS QH'` → `['KS', 'QH']` (bottom first, top last). */
export function cards(text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/);
}

/** A crafted position, written compactly: the test kit's sketch, and where the cards it does not name go. */
export interface Layout extends PositionSketch {
  /** Where the unnamed cards go, beneath the named ones; the stock unless said. */
  rest?: 'stock' | 'waste';
  deal?: number | null;
}

/**
 * A Position JSON object for `plugin` with every one of the 104 cards: the kit's `sketchPosition`,
 * which puts the cards not named at the bottom of the stock in card order, or moves them to the
 * bottom of the waste.
 */
export function craft(plugin: VariantPlugin, layout: Layout = {}): Position {
  const { rest = 'stock', deal = null, ...sketch } = layout;
  const position = { ...sketchPosition(plugin, sketch), deal };
  if (rest === 'waste') {
    const unnamed = position.stock.length - cards(sketch.stock ?? '').length;
    position.waste = [...position.stock.slice(0, unnamed), ...position.waste];
    position.stock = position.stock.slice(unnamed);
  }
  return position;
}

/** The engine board of a crafted position. */
export function craftBoard(plugin: VariantPlugin, layout: Layout = {}): Board {
  return boardFromPosition(plugin, craft(plugin, layout));
}

/** A game from a crafted position. */
export function craftGame(plugin: VariantPlugin, layout: Layout = {}, options: SessionOptions = {}): GameSession {
  return GameSession.fromPosition(plugin, craft(plugin, layout), options);
}

/** The board's generated moves as engine codes. */
export function moveCodes(board: Board): number[] {
  const out = new Int32Array(MAX_MOVES);
  const n = board.generateMoves(out);
  return Array.from(out.subarray(0, n));
}

/** The board's generated moves in text form, sorted. */
export function moveTexts(board: Board): string[] {
  return moveCodes(board)
    .map((code) => formatMove(decodeMove(code)))
    .sort();
}

/** A small seeded generator for random playouts: `next(n)` is 0 … n − 1. */
export function seeded(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}
