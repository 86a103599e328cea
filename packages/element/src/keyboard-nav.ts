import { columnId, type Position } from '@forty-thieves/core';
import { pileCards } from './describe.js';
import type { Spot } from './spot.js';

export type KeyAction = 'left' | 'right' | 'up' | 'down' | 'activate' | 'cancel' | 'undo' | 'redo' | 'hint' | 'new' | 'help';

/**
 * The keys: arrows between piles (Up/Down also walk the face-up cards of a column, to
 * pick up several), Enter/Space pick up and put down, Escape cancels, U or Ctrl+Z undo, Ctrl+Y
 * (or Ctrl+Shift+Z) redo, H hint, N new game, ? the keyboard help. Tab moves between piles natively.
 */
export function keyAction(event: KeyboardEvent): KeyAction | undefined {
  const ctrl = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (ctrl) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    return undefined;
  }
  if (event.altKey) return undefined;
  switch (key) {
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'Enter':
    case ' ':
      return 'activate';
    case 'Escape':
      return 'cancel';
    case 'u':
      return 'undo';
    case 'h':
      return 'hint';
    case 'n':
      return 'new';
    case '?':
      return 'help';
    default:
      return undefined;
  }
}

/** The piles of the top row, left to right. */
export const TOP_ROW = ['stock', 'waste', 'f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7'] as const;

/** The focus spot of a pile as a whole: its top card, or -1 when it is empty. */
export function topSpot(position: Position, pile: string): Spot {
  return { pile, index: pileCards(position, pile).length - 1 };
}

/** Where an arrow key takes the focus from `spot`. */
export function neighbour(position: Position, spot: Spot, direction: 'left' | 'right' | 'up' | 'down'): Spot {
  const columns = position.columns.length;
  const column = /^c(\d+)$/.exec(spot.pile);
  if (column) {
    const c = Number(column[1]);
    const cards = pileCards(position, spot.pile);
    const faceDown = position.columns[c]?.down.length ?? 0;
    if (direction === 'left' || direction === 'right') {
      const next = Math.min(columns - 1, Math.max(0, c + (direction === 'left' ? -1 : 1)));
      return topSpot(position, columnId(next));
    }
    if (direction === 'down') return spot.index < cards.length - 1 ? { pile: spot.pile, index: spot.index + 1 } : spot;
    if (spot.index - 1 >= faceDown) return { pile: spot.pile, index: spot.index - 1 };
    return topSpot(position, TOP_ROW[Math.min(c, TOP_ROW.length - 1)] ?? 'stock');
  }
  const i = Math.max(0, TOP_ROW.indexOf(spot.pile as (typeof TOP_ROW)[number]));
  if (direction === 'up') return spot;
  if (direction === 'down') return topSpot(position, columnId(Math.min(i, columns - 1)));
  const next = Math.min(TOP_ROW.length - 1, Math.max(0, i + (direction === 'left' ? -1 : 1)));
  return topSpot(position, TOP_ROW[next] ?? 'stock');
}
