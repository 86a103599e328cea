/**
 * How big the cards can be: the largest card width at which every pile fits the play area (the
 * element less its toolbar) without scrolling, from its width *and* its height. Two arrangements
 * are tried and the one with the larger cards wins:
 * - `top`: stock, waste and the eight foundations in a row above the columns (portrait, desktop);
 * - `side`: stock and waste left of the columns, the foundations in two columns right of them
 *   (a phone held sideways, where a row above would leave the columns no height).
 * The arrangement is chosen for the longest column there could reasonably be ({@link RESERVED_CARDS}
 * cards), so the piles never move during a game. The card width is chosen for the columns on the
 * table: room for the longest one and a few cards more ({@link reserveFor}), with the cards
 * overlapping as tightly as their corner index stays readable. A fresh deal gets the largest cards
 * its area allows; as a column grows towards the reserve, the reserve steps up and the cards
 * shrink, a step at a time, never below what a 20-card column needs, so no pile ever needs a
 * scroll. styles.ts draws with the same figures and spreads every column's cards over the height
 * kept for the reserve (`--reserve`).
 */

/** A card is 1.4 times as tall as it is wide (the 63 × 88 mm of a playing card). */
export const CARD_RATIO = 1.4;
/** Every layout keeps room for a column this long (a deal's cards and a full King-to-Ace run). */
export const RESERVED_CARDS = 20;
/** Cards kept in hand beyond the longest column, so a few moves onto it change nothing. */
export const HEADROOM = 4;
/** The reserve moves in steps of this many cards, so the cards change size seldom. */
export const RESERVE_STEP = 4;
/** The least a reserve keeps room for: a fresh deal's columns spread, not sparse nor huge. */
export const MIN_RESERVE = 8;

/**
 * Cards a column must have room for, with hysteresis: `previous` (the reserve in force) is kept
 * until the longest column comes within two cards of it, which steps it up, or falls more than
 * {@link HEADROOM} + {@link RESERVE_STEP} cards below it, which steps it down. So a card moved on
 * and off a column never changes the card size back and forth. Never more than a 20-card column
 * needs, unless a column is longer still.
 */
export function reserveFor(longest: number, previous?: number): number {
  const most = Math.max(RESERVED_CARDS, longest);
  const wanted = Math.min(Math.max(MIN_RESERVE, Math.ceil((longest + HEADROOM) / RESERVE_STEP) * RESERVE_STEP), most);
  if (previous === undefined) return wanted;
  return longest > previous - 2 || previous - longest > HEADROOM + RESERVE_STEP ? wanted : Math.min(previous, most);
}

/** The smallest corner index in CSS px: legible on a phone. */
export const MIN_CORNER = 12;

/** The corner index's font size for a card `width` px wide (styles.ts: `--corner`). */
export function cornerSize(width: number): number {
  return Math.max(MIN_CORNER, 0.17 * width + 2);
}

/** The tightest overlap that still shows a covered card's rank and suit (styles.ts: `--fan-min`). */
export function minFan(width: number): number {
  // The index sits 1 px inside the card's 1 px border; 1 px more keeps the next card off its foot.
  return cornerSize(width) + 3;
}

export type Arrangement = 'top' | 'side';

export interface LayoutInput {
  /** The play area, CSS px. */
  readonly width: number;
  readonly height: number;
  /** Space between piles, CSS px. */
  readonly gap: number;
  readonly columns: number;
  /** Cards in the longest column on the table. */
  readonly longest: number;
  /** The largest card width wanted (`--ft-card-max-width`), when known. */
  readonly maxCardWidth?: number | undefined;
  /** Cards a column must have room for; by default {@link RESERVED_CARDS} or the longest, whichever is more. */
  readonly reserve?: number;
  /** The arrangement to fit, when it is already chosen; by default the one with the larger cards. */
  readonly arrangement?: Arrangement;
}

export interface BoardLayout {
  readonly arrangement: Arrangement;
  /** CSS px, rounded down to a tenth. */
  readonly cardWidth: number;
}

/** The size the piles of `arrangement` need with cards `w` px wide. */
export function needed(arrangement: Arrangement, input: LayoutInput, w: number): { width: number; height: number } {
  const h = w * CARD_RATIO;
  const { gap, columns } = input;
  const cards = input.reserve ?? Math.max(RESERVED_CARDS, input.longest);
  const column = h + (cards - 1) * minFan(w);
  if (arrangement === 'top') {
    const slots = Math.max(columns, 10);
    return { width: slots * w + (slots - 1) * gap, height: h + gap + column };
  }
  // Stock and waste, the columns, two columns of foundations; a double gap each side of the columns.
  const slots = columns + 3;
  return { width: slots * w + (slots + 1) * gap, height: Math.max(column, 4 * h + 3 * gap) };
}

/** The largest card width (to 0.1 px) at which `arrangement` fits, at least 1. */
function largest(arrangement: Arrangement, input: LayoutInput): number {
  const fits = (w: number) => {
    const size = needed(arrangement, input, w);
    return size.width <= input.width && size.height <= input.height;
  };
  let low = 1;
  let high = Math.max(1, Math.min(input.width, input.height));
  if (fits(high)) return high;
  // `needed` grows with the width, so a bisection finds the edge.
  for (let i = 0; i < 40 && high - low > 0.05; i++) {
    const mid = (low + high) / 2;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return Math.floor(low * 10) / 10;
}

/** Below this width a card is hardly usable: a small embedding keeps room only for the columns on the table. */
const SMALLEST_USEFUL = 24;

/**
 * The arrangement and card width for a play area; `side` only when its cards are clearly larger.
 * An area too small to keep room for a long column keeps room for the longest one on the table
 * (the columns then overlap more tightly than their indices need, but stay on the board).
 */
export function fitBoard(input: LayoutInput): BoardLayout {
  const layout = fitWithReserve(input);
  return layout.cardWidth >= SMALLEST_USEFUL || input.reserve !== undefined ? layout : fitWithReserve({ ...input, reserve: Math.max(1, input.longest) });
}

/**
 * The board for the columns on the table: the arrangement a {@link RESERVED_CARDS}-card column
 * would have (so it never changes during a game), the cards as large as `reserve` cards allow in
 * it, and never smaller than that 20-card board's.
 */
export function fitTable(input: LayoutInput & { readonly reserve: number }): BoardLayout {
  const { reserve: _, ...area } = input;
  const long = fitBoard(area);
  const now = fitWithReserve({ ...input, arrangement: long.arrangement });
  return now.cardWidth > long.cardWidth ? now : long;
}

function fitWithReserve(input: LayoutInput): BoardLayout {
  const cap = input.maxCardWidth ?? Number.POSITIVE_INFINITY;
  if (input.arrangement) return { arrangement: input.arrangement, cardWidth: Math.min(cap, largest(input.arrangement, input)) };
  const top = Math.min(cap, largest('top', input));
  const side = Math.min(cap, largest('side', input));
  return side > top * 1.08 ? { arrangement: 'side', cardWidth: side } : { arrangement: 'top', cardWidth: top };
}
