import { columnId, foundationId, type Position } from '@forty-thieves/core';
import { PLAIN, type CardPainter } from './colour.js';

/** Shown instead of a face-down card: the player must not learn it from the board. */
export const FACE_DOWN = '##';
/** Shown for an empty pile, where a card would be. */
export const EMPTY = '--';

const CELL = 4;

/** A card cell padded to the column width; the paint goes on after padding, so colours never shift columns. */
function cell(text: string, paint: CardPainter): string {
  const padded = text.padStart(CELL - 1).padEnd(CELL);
  return text === '' ? padded : padded.replace(text, paint.card(text));
}

/**
 * The columns as vertical stacks, bottom card in the first row, so the top card of each column
 * (the playable one) is the lowest in its stack, as on a table.
 */
function columnRows(position: Position, paint: CardPainter): string[] {
  const stacks = position.columns.map((column) => [...column.down.map(() => FACE_DOWN), ...column.up]);
  const height = Math.max(1, ...stacks.map((stack) => stack.length));
  const rows = [
    position.columns
      .map((_, c) => cell(columnId(c), PLAIN))
      .join('')
      .trimEnd(),
  ];
  for (let row = 0; row < height; row++) {
    const cells = stacks.map((stack) => cell(stack[row] ?? (row === 0 ? EMPTY : ''), paint));
    rows.push(cells.join('').trimEnd());
  }
  return rows;
}

/**
 * A readable text board of a position: foundations (their top cards), stock size, the waste's top
 * card (the only playable one), redeals left, then the columns. Face-down cards show as `##`.
 * `paint` colours the cards (a terminal); by default the board is plain text.
 */
export function renderBoard(position: Position, title?: string, paint: CardPainter = PLAIN): string {
  const foundations = position.foundations.map((pile, f) => `${foundationId(f)} ${paint.card(pile.at(-1) ?? EMPTY)}`).join('  ');
  const wasteTop = position.waste.at(-1);
  const waste = wasteTop === undefined ? paint.card(EMPTY) : `${paint.card(wasteTop)} (${position.waste.length} card${position.waste.length === 1 ? '' : 's'})`;
  const lines = [
    ...(title === undefined ? [] : [title]),
    `Foundations  ${foundations}`,
    `Stock ${position.stock.length} cards   Waste ${waste}   Redeals left ${position.redealsLeft}`,
    '',
    ...columnRows(position, paint),
  ];
  return lines.join('\n');
}
