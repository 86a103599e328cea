export interface FtGameNewDetail {
  readonly variant: string;
  /** The deal number, or null for a game started from a position. */
  readonly deal: number | null;
}

/** A new game is on the table: a new deal, another variant, or a loaded position. */
export class FtGameNewEvent extends CustomEvent<FtGameNewDetail> {
  constructor(detail: FtGameNewDetail) {
    super('ft-game-new', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ft-game-new': FtGameNewEvent;
  }
}
