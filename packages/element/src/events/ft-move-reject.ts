import type { Move, Refusal } from '@forty-thieves/core';

export interface FtMoveRejectDetail {
  /** The move that was tried; `to` is absent when a clicked card had nowhere to go. */
  readonly move: { readonly from: string; readonly to?: string; readonly count?: number } | Move;
  /** Why the rules refuse it, in words a player can act on, in the element's language. */
  readonly reason: string;
  /** The same refusal as core's code and parameters (cards and piles in the notation), for programs. */
  readonly refusal?: Refusal | undefined;
}

/** A move was refused; nothing changed. */
export class FtMoveRejectEvent extends CustomEvent<FtMoveRejectDetail> {
  constructor(detail: FtMoveRejectDetail) {
    super('ft-move-reject', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ft-move-reject': FtMoveRejectEvent;
  }
}
