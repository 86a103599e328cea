/**
 * Test-only (outside `src`, so no build ships it): a second, deliberately naive reading of
 * docs/rules.md, written over the portable Position
 * JSON (cards as text, predicates by name) so the property tests can check core's one rules engine
 * against something that shares none of its code. Nothing in the product may import this file:
 * the project allows exactly one rules engine, and this one is slow on purpose (clarity first).
 */
import { readFileSync } from 'node:fs';
import type { MoveInput as Move, Position } from '@forty-thieves/core';

export type BuildName = 'same-suit' | 'alternate-colour' | 'any-suit-but-own';

/** One row of docs/rules.md's table of the variants, read from that table (readRuleBook), never from the plugins. */
export interface RuleBookRow {
  readonly columns: number;
  readonly cardsPerColumn: number;
  readonly faceDown: number;
  readonly build: BuildName;
  /** "sequences, in part or whole" rather than "one card". */
  readonly sequences: boolean;
  readonly dealCount: number;
  readonly redeals: number;
  /** Lucas: the eight Aces start on the foundations. */
  readonly acesOut: boolean;
  readonly stock: number;
}

/** The words docs/rules.md writes counts in. */
const COUNTS: Readonly<Record<string, number>> = { no: 0, one: 1, two: 2, three: 3, four: 4, five: 5 };

function count(word: string | undefined, context: string): number {
  const n = word === undefined ? undefined : COUNTS[word.toLowerCase()];
  if (n === undefined) throw new Error(`docs/rules.md: "${word ?? ''}" is no count I can read (${context})`);
  return n;
}

/**
 * The table of docs/rules.md read row by row, not the plugins: a built-in's row is the rule book's,
 * so a new built-in needs only its row there. A row this reading cannot parse throws, naming it.
 */
export function readRuleBook(markdown: string): Readonly<Record<string, RuleBookRow>> {
  const rows: Record<string, RuleBookRow> = {};
  for (const line of markdown.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/\*\*/g, ''));
    const [idCell, , shape, down, build, moves, stock] = cells;
    const id = /^`([a-z0-9-]+)`$/.exec(idCell ?? '')?.[1];
    const size = /^(\d+) × (\d+)$/.exec(shape ?? '');
    if (id === undefined || size === null || cells.length !== 7) continue;
    if (build !== 'same-suit' && build !== 'alternate-colour' && build !== 'any-suit-but-own')
      throw new Error(`docs/rules.md, ${id}: no build "${build ?? ''}"`);
    const draw = /^(\w+) at a time, (no redeal|(\w+) redeals?) \((\d+)/.exec(stock ?? '');
    if (draw === null) throw new Error(`docs/rules.md, ${id}: cannot read the stock "${stock ?? ''}"`);
    const [columns, cardsPerColumn, left] = [Number(size[1]), Number(size[2]), Number(draw[4])];
    rows[id] = row(
      columns,
      cardsPerColumn,
      Number.parseInt(down ?? '', 10),
      build,
      (moves ?? '').startsWith('sequences'),
      count(draw[1], id),
      draw[2] === 'no redeal' ? 0 : count(draw[3], id),
      // The Aces set out before the deal (Lucas) are the only cards neither dealt nor in the stock.
      columns * cardsPerColumn + left === 104 - 8,
      left,
    );
  }
  return rows;
}

function row(
  columns: number,
  cardsPerColumn: number,
  faceDown: number,
  build: BuildName,
  sequences: boolean,
  dealCount: number,
  redeals: number,
  acesOut: boolean,
  stock: number,
): RuleBookRow {
  return { columns, cardsPerColumn, faceDown, build, sequences, dealCount, redeals, acesOut, stock };
}

/** docs/rules.md's table of the variants. */
export const RULE_BOOK = readRuleBook(readFileSync(new URL('../../../docs/rules.md', import.meta.url), 'utf8'));

const RANK_LETTERS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

interface Face {
  rank: number;
  suit: string;
  red: boolean;
}

const faces = new Map<string, Face>();

function face(text: string): Face {
  let known = faces.get(text);
  if (known === undefined) {
    const rank = RANK_LETTERS.indexOf(text.slice(0, 1)) + 1;
    const suit = text.slice(1);
    if (rank === 0 || !['S', 'H', 'D', 'C'].includes(suit)) throw new Error(`reference: "${text}" is not a card`);
    known = { rank, suit, red: suit === 'H' || suit === 'D' };
    // Remembered because the property tests ask about the same 52 cards millions of times.
    faces.set(text, known);
  }
  return known;
}

/** May `moving` sit on `target` in a column: one rank lower and the named predicate agrees. */
export function builds(build: BuildName, moving: string, target: string): boolean {
  const m = face(moving);
  const t = face(target);
  if (t.rank !== m.rank + 1) return false;
  switch (build) {
    case 'same-suit':
      return m.suit === t.suit;
    case 'alternate-colour':
      return m.red !== t.red;
    case 'any-suit-but-own':
      return m.suit !== t.suit;
  }
}

/** How many top cards of `up` may move at once: the movable sequence, or 1 in one-card variants. */
function movable(rules: RuleBookRow, up: readonly string[]): number {
  if (up.length === 0) return 0;
  if (!rules.sequences) return 1;
  let run = 1;
  for (;;) {
    const upper = up[up.length - run];
    const lower = up[up.length - run - 1];
    if (upper === undefined || lower === undefined || !builds(rules.build, upper, lower)) return run;
    run++;
  }
}

type Pile = { kind: 'stock' } | { kind: 'waste' } | { kind: 'foundation'; index: number } | { kind: 'column'; index: number };

function parsePile(rules: RuleBookRow, name: string): Pile | undefined {
  if (name === 'stock' || name === 'waste') return { kind: name };
  const match = /^([cf])(0|[1-9]\d*)$/.exec(name);
  if (!match) return undefined;
  const index = Number(match[2]);
  if (match[1] === 'f') return index < 8 ? { kind: 'foundation', index } : undefined;
  return index < rules.columns ? { kind: 'column', index } : undefined;
}

// Remembered per variant for the same reason as the card faces: the same few names, asked millions of times.
const piles = new WeakMap<RuleBookRow, Map<string, Pile | undefined>>();

function pile(rules: RuleBookRow, name: string): Pile | undefined {
  let known = piles.get(rules);
  if (known === undefined) piles.set(rules, (known = new Map<string, Pile | undefined>()));
  if (!known.has(name)) known.set(name, parsePile(rules, name));
  return known.get(name);
}

/** The pile names of a variant, foundations and columns in order. */
export function pileNames(rules: RuleBookRow): string[] {
  const names = ['stock', 'waste'];
  for (let f = 0; f < 8; f++) names.push(`f${f}`);
  for (let c = 0; c < rules.columns; c++) names.push(`c${c}`);
  return names;
}

/** The rule book's verdict on `move` in `position`. */
export function isLegal(rules: RuleBookRow, position: Position, move: Move): boolean {
  const from = pile(rules, move.from);
  const to = pile(rules, move.to);
  if (from === undefined || to === undefined) return false;
  // A draw or a redeal moves what the stock policy says, whatever count came with it.
  if (from.kind === 'stock') return to.kind === 'waste' && position.stock.length > 0;
  if (to.kind === 'stock') {
    return from.kind === 'waste' && position.stock.length === 0 && position.waste.length > 0 && position.redealsLeft > 0;
  }
  if (to.kind === 'waste' || from.kind === 'foundation') return false;
  const count = move.count ?? 1;
  if (!Number.isInteger(count) || count < 1) return false;
  if (move.from === move.to) return false;
  let moving: string | undefined;
  if (from.kind === 'waste') {
    moving = count === 1 ? position.waste.at(-1) : undefined;
  } else {
    const up = position.columns[from.index]?.up ?? [];
    moving = count <= movable(rules, up) ? up[up.length - count] : undefined;
  }
  if (moving === undefined) return false;
  if (to.kind === 'foundation') {
    const top = position.foundations[to.index]?.at(-1);
    if (count !== 1) return false;
    if (top === undefined) return face(moving).rank === 1;
    return face(top).suit === face(moving).suit && face(top).rank + 1 === face(moving).rank;
  }
  const target = position.columns[to.index];
  if (target === undefined) return false;
  const top = target.up.at(-1);
  if (top === undefined) return target.down.length === 0;
  return builds(rules.build, moving, top);
}

/** A move's text form (`c3-f0`, `c3-c5x3`, `w-c2`, `draw`, `redeal`), written out here again. */
export function moveText(move: Move): string {
  if (move.from === 'stock') return 'draw';
  if (move.to === 'stock') return 'redeal';
  const count = move.count ?? 1;
  return `${move.from === 'waste' ? 'w' : move.from}-${move.to}${count > 1 ? `x${count}` : ''}`;
}

/**
 * Every legal move in text form, listed the rule book's way: once per source, count and
 * destination, except that among empty foundations only the lowest-numbered is listed, and
 * likewise among empty columns.
 */
export function legalMoveTexts(rules: RuleBookRow, position: Position): string[] {
  const texts: string[] = [];
  if (isLegal(rules, position, { from: 'stock', to: 'waste' })) texts.push('draw');
  if (isLegal(rules, position, { from: 'waste', to: 'stock' })) texts.push('redeal');
  const firstEmptyFoundation = position.foundations.findIndex((f) => f.length === 0);
  const firstEmptyColumn = position.columns.findIndex((c) => c.down.length + c.up.length === 0);
  const destinations = pileNames(rules).filter((name) => {
    const to = pile(rules, name);
    if (to?.kind === 'foundation') return position.foundations[to.index]?.length !== 0 || to.index === firstEmptyFoundation;
    if (to?.kind === 'column') {
      const column = position.columns[to.index];
      return column === undefined || column.down.length + column.up.length !== 0 || to.index === firstEmptyColumn;
    }
    return false;
  });
  for (const from of pileNames(rules)) {
    const source = pile(rules, from);
    // Larger counts are illegal by the book's own definition of a run; asking would only cost time.
    const most = source?.kind === 'waste' ? 1 : source?.kind === 'column' ? movable(rules, position.columns[source.index]?.up ?? []) : 0;
    for (const to of destinations) {
      for (let count = 1; count <= most; count++) {
        const move = { from, to, count };
        if (isLegal(rules, position, move)) texts.push(moveText(move));
      }
    }
  }
  return texts;
}

/** The position after the legal `move`, made the rule book's way (including the turn-up). */
export function applyMove(rules: RuleBookRow, position: Position, move: Move): Position {
  const next: Position = {
    ...position,
    foundations: position.foundations.map((f) => [...f]),
    columns: position.columns.map((c) => ({ down: [...c.down], up: [...c.up] })),
    stock: [...position.stock],
    waste: [...position.waste],
  };
  const from = pile(rules, move.from);
  const to = pile(rules, move.to);
  if (from === undefined || to === undefined) throw new Error(`reference: ${moveText(move)} names no pile`);
  if (from.kind === 'stock') {
    // Turned one by one, so the last card taken ends on top of the waste.
    for (let i = 0; i < rules.dealCount; i++) {
      const card = next.stock.pop();
      if (card !== undefined) next.waste.push(card);
    }
    return next;
  }
  if (to.kind === 'stock') {
    // The waste turned over as a whole: the card turned first is on top of the stock again.
    next.stock = [...next.waste].reverse();
    next.waste = [];
    next.redealsLeft--;
    return next;
  }
  let cards: string[];
  if (from.kind === 'waste') {
    cards = next.waste.splice(-1, 1);
  } else {
    const column = next.columns[from.index];
    if (column === undefined) throw new Error(`reference: no ${move.from}`);
    cards = column.up.splice(-(move.count ?? 1));
    const turned = column.up.length === 0 ? column.down.pop() : undefined;
    if (turned !== undefined) column.up.push(turned);
  }
  if (to.kind === 'foundation') next.foundations[to.index]?.push(...cards);
  else if (to.kind === 'column') next.columns[to.index]?.up.push(...cards);
  return next;
}

/** How many of each card text a position holds, over every pile. */
export function cardCounts(position: Position): Map<string, number> {
  const counts = new Map<string, number>();
  const piles = [...position.foundations, ...position.columns.flatMap((c) => [c.down, c.up]), position.stock, position.waste];
  for (const card of piles.flat()) counts.set(card, (counts.get(card) ?? 0) + 1);
  return counts;
}

/** The 52 card texts. */
export const CARD_TEXTS: readonly string[] = ['S', 'H', 'D', 'C'].flatMap((suit) => RANK_LETTERS.map((rank) => rank + suit));
