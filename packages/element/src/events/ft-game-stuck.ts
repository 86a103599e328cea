export interface FtGameStuckDetail {
  readonly variant: string;
  readonly deal: number | null;
  readonly moveCount: number;
  /** Milliseconds played. */
  readonly time: number;
}

/** No legal move is left (the game is lost unless the player undoes). */
export class FtGameStuckEvent extends CustomEvent<FtGameStuckDetail> {
  constructor(detail: FtGameStuckDetail) {
    super('ft-game-stuck', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ft-game-stuck': FtGameStuckEvent;
  }
}
