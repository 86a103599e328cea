import type { Move } from '@forty-thieves/core';

export interface FtMoveDetail {
  /** The single rule moves the player's move became (several for a supermove). */
  readonly moves: readonly Move[];
  /** Safe foundation moves autoplay made after it. */
  readonly autoplayed: readonly Move[];
  /** Rule moves made since the start of the game, these included. */
  readonly moveCount: number;
}

/** A move was made (by click, keyboard or a method call). */
export class FtMoveEvent extends CustomEvent<FtMoveDetail> {
  constructor(detail: FtMoveDetail) {
    super('ft-move', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ft-move': FtMoveEvent;
  }
}
