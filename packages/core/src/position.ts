import { CARD_COUNT, formatCard, parseCard, rankOf, suitOf, type Card } from './cards.js';
import { Board, PILE_CAPACITY } from './board.js';
import { array, count, nullable, object, optional, problemOf, string } from './shape.js';
import type { VariantPlugin } from './variant.js';

/** A column of the portable position: face-down cards, then face-up ones, bottom first. */
export interface ColumnPosition {
  down: string[];
  up: string[];
}

/**
 * The portable position (docs/notation.md): every pile's cards in notation with the top of the pile last.
 * `deal` is null for a position that did not come from a numbered deal.
 */
export interface Position {
  variant: string;
  deal: number | null;
  foundations: string[][];
  columns: ColumnPosition[];
  stock: string[];
  waste: string[];
  redealsLeft: number;
}

/** A position was refused; the message says what is wrong. */
export class PositionError extends Error {
  override readonly name = 'PositionError';
}

const cardList = array(string);
const PositionShape = object({
  variant: string,
  deal: optional(nullable(count)),
  foundations: array(array(string), 8, 'there must be exactly 8 foundations (f0–f7)'),
  columns: array(object({ down: cardList, up: cardList })),
  stock: cardList,
  waste: cardList,
  redealsLeft: count,
});

function cardsOf(texts: string[], where: string): Card[] {
  return texts.map((text, i) => {
    const card = parseCard(text);
    if (card === undefined) throw new PositionError(`${where}[${i}] is "${text}", not a card; write cards as rank + suit, e.g. TD or QS`);
    return card;
  });
}

function checkFoundation(cards: Card[], f: number): void {
  cards.forEach((card, i) => {
    const first = cards[0] ?? card;
    if (rankOf(card) !== i + 1 || suitOf(card) !== suitOf(first)) {
      throw new PositionError(`foundations[${f}] must run Ace, 2, 3 … up in one suit; position ${i} holds ${formatCard(card)}`);
    }
  });
}

function checkConservation(counts: Uint32Array): void {
  const wrong: string[] = [];
  for (let card = 0; card < CARD_COUNT; card++) {
    const n = counts[card] ?? 0;
    if (n !== 2) wrong.push(`${formatCard(card)} ×${n}`);
  }
  if (wrong.length > 0) {
    throw new PositionError(
      `a position holds both decks, every card exactly twice; here ${wrong.slice(0, 6).join(', ')}${wrong.length > 6 ? ` and ${wrong.length - 6} more` : ''}`,
    );
  }
}

/**
 * Checks a position (parsed JSON) for `plugin` and returns the board it describes. Anything that
 * does not keep the 104 cards, or is not a position of this variant, is refused with the reason.
 * A column whose cards are all face down has its top card turned up, as the rules do.
 */
export function boardFromPosition(plugin: VariantPlugin, input: unknown): Board {
  const problem = problemOf(PositionShape, input, 'position');
  if (problem !== undefined) throw new PositionError(`malformed position: ${problem}`);
  // PositionShape has checked every field `Position` has (`deal` may be missing).
  const position = input as Omit<Position, 'deal'>;
  if (position.variant !== plugin.id) {
    throw new PositionError(`the position is of variant "${position.variant}", not "${plugin.id}"`);
  }
  if (position.columns.length !== plugin.layout.columns) {
    throw new PositionError(`${plugin.name} has ${plugin.layout.columns} columns; the position has ${position.columns.length}`);
  }
  // Cards only ever turn face up: a variant that deals none face down never has any.
  const faceDown = plugin.layout.faceDown === 0 ? position.columns.findIndex((column) => column.down.length > 0) : -1;
  if (faceDown >= 0) throw new PositionError(`${plugin.name} deals no face-down cards, but columns[${faceDown}].down holds some`);
  if (position.redealsLeft > plugin.stock.redeals) {
    throw new PositionError(`redealsLeft is ${position.redealsLeft} but ${plugin.name} allows ${plugin.stock.redeals}`);
  }
  // Every card is counted before anything is written: a pile longer than the 104 cards would not
  // fit the board, and a byte-sized count would wrap round to "twice" after 256 more copies.
  const counts = new Uint32Array(CARD_COUNT);
  const count = (cards: Card[]) => {
    for (const card of cards) counts[card] = (counts[card] ?? 0) + 1;
    return cards;
  };
  const foundations = position.foundations.map((texts, f) => {
    const cards = count(cardsOf(texts, `foundations[${f}]`));
    checkFoundation(cards, f);
    return cards;
  });
  const columns = position.columns.map((column, c) => ({
    down: count(cardsOf(column.down, `columns[${c}].down`)),
    up: count(cardsOf(column.up, `columns[${c}].up`)),
  }));
  const stock = count(cardsOf(position.stock, 'stock'));
  const waste = count(cardsOf(position.waste, 'waste'));
  checkConservation(counts);
  const board = new Board(plugin);
  foundations.forEach((cards, f) => {
    board.fTop[f] = cards.length;
    board.fSuit[f] = cards.length === 0 ? -1 : suitOf(cards[0] ?? 0);
  });
  columns.forEach(({ down, up }, c) => {
    board.cells.set([...down, ...up], c * PILE_CAPACITY);
    board.colLen[c] = down.length + up.length;
    board.colDown[c] = up.length === 0 && down.length > 0 ? down.length - 1 : down.length;
  });
  board.stock.set(stock);
  board.stockLen = stock.length;
  board.waste.set(waste);
  board.wasteLen = waste.length;
  board.redealsLeft = position.redealsLeft;
  return board;
}

/** The portable snapshot of a board. */
export function positionOf(board: Board, deal: number | null): Position {
  const texts = (cards: ArrayLike<number>) => Array.from(cards, formatCard);
  const foundations: string[][] = [];
  for (let f = 0; f < 8; f++) {
    const suit = board.fSuit[f] ?? -1;
    const top = board.fTop[f] ?? 0;
    foundations.push(Array.from({ length: top }, (_, i) => formatCard(suit * 13 + i)));
  }
  const columns: ColumnPosition[] = [];
  for (let c = 0; c < board.columnCount; c++) {
    const cards = board.columnCards(c);
    const down = board.colDown[c] ?? 0;
    columns.push({ down: texts(cards.slice(0, down)), up: texts(cards.slice(down)) });
  }
  return {
    variant: board.plugin.id,
    deal,
    foundations,
    columns,
    stock: texts(board.stock.subarray(0, board.stockLen)),
    waste: texts(board.waste.subarray(0, board.wasteLen)),
    redealsLeft: board.redealsLeft,
  };
}
