/**
 * Test plugins and crafted positions shared by core's tests. Core knows no variant by name, so the
 * tests define their own along the four axes; not exported from index.ts.
 */
import { CARD_COUNT, formatCard, makeCard, parseCard, rankOf, suitOf } from './cards.js';
import { Board, MAX_MOVES } from './board.js';
import { defineVariant } from './define-variant.js';
import { decodeMove, formatMove } from './notation.js';
import { boardFromPosition, type Position } from './position.js';
import { alternateColour, anySuitButOwn, sameSuit, type BuildPredicate } from './predicates.js';
import { GameSession, type SessionOptions } from './session.js';
import type { VariantPlugin } from './variant.js';

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

function card(text: string): number {
  const parsed = parseCard(text);
  if (parsed === undefined) throw new Error(`test position: "${text}" is not a card`);
  return parsed;
}

/** A foundation from its top card: `'3H'` → `['AH', '2H', '3H']`, `''` → empty. */
function foundationUpTo(top: string): string[] {
  if (top === '') return [];
  const c = card(top);
  return Array.from({ length: rankOf(c) }, (_, i) => formatCard(makeCard(suitOf(c), i + 1)));
}

/** A crafted position, written compactly. Cards not named anywhere fill up `rest`. */
export interface Layout {
  /** Top card of f0, f1, … (`'5H'` means Ace to 5 of hearts); missing or `''` is empty. */
  foundations?: readonly string[];
  /** Column c0, c1, …: face-up cards bottom first, or face-down and face-up cards; missing is empty. */
  columns?: readonly (string | { down: string; up: string })[];
  /** Waste, bottom first (its top last). */
  waste?: string;
  /** Stock, bottom first (its top, the next card drawn, last). */
  stock?: string;
  /** Where the unnamed cards go, beneath the named ones; the stock unless said. */
  rest?: 'stock' | 'waste';
  redealsLeft?: number;
  deal?: number | null;
}

/**
 * A Position JSON object for `plugin` with every one of the 104 cards: the named ones where the
 * layout puts them, all others at the bottom of the stock (or the waste), in card order.
 */
export function craft(plugin: VariantPlugin, layout: Layout = {}): Position {
  const foundations = Array.from({ length: 8 }, (_, f) => foundationUpTo(layout.foundations?.[f] ?? ''));
  const columns = Array.from({ length: plugin.layout.columns }, (_, c) => {
    const spec = layout.columns?.[c] ?? '';
    return typeof spec === 'string' ? { down: [], up: cards(spec) } : { down: cards(spec.down), up: cards(spec.up) };
  });
  let waste = cards(layout.waste ?? '');
  let stock = cards(layout.stock ?? '');
  const left = new Array<number>(CARD_COUNT).fill(2);
  const named = [...foundations.flat(), ...columns.flatMap((c) => [...c.down, ...c.up]), ...waste, ...stock];
  for (const text of named) {
    const c = card(text);
    const n = (left[c] ?? 0) - 1;
    if (n < 0) throw new Error(`test position: ${text} is named more than twice`);
    left[c] = n;
  }
  const rest: string[] = [];
  left.forEach((n, c) => {
    for (let i = 0; i < n; i++) rest.push(formatCard(c));
  });
  if ((layout.rest ?? 'stock') === 'stock') stock = [...rest, ...stock];
  else waste = [...rest, ...waste];
  return {
    variant: plugin.id,
    deal: layout.deal ?? null,
    foundations,
    columns,
    stock,
    waste,
    redealsLeft: layout.redealsLeft ?? plugin.stock.redeals,
  };
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
