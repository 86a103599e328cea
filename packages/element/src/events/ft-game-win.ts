export interface FtGameWinDetail {
  readonly variant: string;
  readonly deal: number | null;
  /** Rule moves it took, autoplay included. */
  readonly moveCount: number;
  /** Milliseconds from the first move to the last. */
  readonly time: number;
  /** The player had a hint or a shown solution: the win sets no best time or fewest moves. */
  readonly assisted: boolean;
}

/** All eight foundations are complete. */
export class FtGameWinEvent extends CustomEvent<FtGameWinDetail> {
  constructor(detail: FtGameWinDetail) {
    super('ft-game-win', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ft-game-win': FtGameWinEvent;
  }
}
