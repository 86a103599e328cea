/** What "winnable deals only" needs of the solver controller. */
export interface WinnableDealingSource {
  /** Renders the element again. */
  requestUpdate(): void;
  /** Settles once the position on the table is checked (or its first round of search ends). */
  ensureCheck(): Promise<void>;
  /** Whether the position on the table is proved winnable. */
  isWinnable(): boolean;
  /** Ends "Show solution", which a new deal would leave behind. */
  stop(): void;
}

/**
 * "Winnable deals only": deals until the solver proves a deal winnable, showing which deal it
 * checks, with a Cancel that stops at once and leaves the last deal playable.
 */
export class WinnableDealing {
  /** At work: the deal being checked (1 for the first). */
  dealing: { count: number; cancelled: boolean; cancel: () => void } | undefined;

  constructor(private readonly source: WinnableDealingSource) {}

  /** Deals with `deal` until a deal is proved winnable or {@link cancel} is called. */
  async run(deal: () => Promise<void>): Promise<void> {
    if (this.dealing) return;
    const host = this.source;
    let cancel = (): void => undefined;
    // Cancelling settles this at once, so the caller is not kept waiting for a check to end.
    const cancelled = new Promise<void>((resolve) => (cancel = resolve));
    const dealing = { count: 0, cancelled: false, cancel };
    this.dealing = dealing;
    this.source.stop();
    const stopped = (): boolean => dealing.cancelled;
    try {
      while (!stopped()) {
        dealing.count++;
        host.requestUpdate();
        await Promise.race([deal(), cancelled]);
        if (stopped()) break;
        await Promise.race([this.source.ensureCheck(), cancelled]);
        if (this.source.isWinnable()) break;
      }
    } finally {
      if (this.dealing === dealing) this.dealing = undefined;
      host.requestUpdate();
    }
  }

  /** Stops dealing at once; the deal on the table stays, and its check goes on. */
  readonly cancel = (): void => {
    if (!this.dealing) return;
    this.dealing.cancelled = true;
    this.dealing.cancel();
    this.dealing = undefined;
    this.source.requestUpdate();
  };
}
