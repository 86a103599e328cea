import type { PropertyValues } from 'lit';
import { randomDeal } from '@forty-thieves/core';
import type { GameController } from './game-controller.js';

/** The element as its deal requests see it. */
export interface DealHost extends HTMLElement {
  variant: string;
  deal: number | undefined;
  readonly plugin: unknown;
  readonly storageKey: string | undefined;
  readonly autoplay: boolean;
  readonly supermove: boolean;
  readonly game: GameController;
  /** Keyboard play, once the later chunk is in: cards held by keyboard are put back on a new game. */
  readonly later: { readonly keys: { drop(): void } | undefined };
}

/**
 * Turns the element's `variant`, `deal`, `plugin` and `storage-key` into loads, and a game that
 * reached the table otherwise (resumed, a position, a left game taken back) back into `variant`
 * and `deal`, so that asking for what is already on the table deals nothing.
 */
export class DealRequests {
  /** The variant and deal last put on the table or asked for. */
  private dealt: { variant: string; deal: number | undefined } | undefined;

  constructor(private readonly host: DealHost) {}

  get started(): boolean {
    return this.dealt !== undefined;
  }

  /** A new random deal of the variant on the table (or asked for). */
  readonly dealRandom = (): Promise<void> => {
    const host = this.host;
    const variant = host.game.session?.plugin.id ?? host.variant;
    const deal = randomDeal();
    this.note(variant, deal);
    return host.game.loader.start(variant, deal);
  };

  /** `variant` and `deal` say what is on the table (`deal` given: a position keeps the element's). */
  sync(deal: number | undefined = this.host.game.session?.deal ?? undefined): void {
    const session = this.host.game.session;
    if (session) this.note(session.plugin.id, deal);
  }

  private note(variant: string, deal: number | undefined): void {
    this.dealt = { variant, deal };
    this.host.variant = variant;
    this.host.deal = deal;
    this.host.later.keys?.drop();
  }

  /** Before each update: a changed key, convenience, plugin, variant or deal takes effect. */
  update(changed: PropertyValues): void {
    const host = this.host;
    const loader = host.game.loader;
    // The same key again (as on connection) keeps the stores, and their one warning if storage fails.
    if (changed.has('storageKey') && loader.store?.key !== host.storageKey) loader.persistTo(host.storageKey);
    if (changed.has('autoplay') || changed.has('supermove')) host.game.setOptions({ autoplay: host.autoplay, supermove: host.supermove });
    const plugin = changed.has('plugin') && host.plugin !== undefined ? loader.registerPlugin(host.plugin) : undefined;
    if (plugin !== undefined) host.variant = plugin;
    const wanted = this.dealt?.variant !== host.variant || this.dealt.deal !== host.deal;
    if (plugin === undefined && !((changed.has('variant') || changed.has('deal')) && wanted)) return;
    const first = this.dealt === undefined;
    this.dealt = { variant: host.variant, deal: host.deal };
    host.later.keys?.drop();
    // The deal as the page wrote it, for the message when it is not a deal number.
    const asked = Number.isNaN(host.deal) ? (host.getAttribute('deal') ?? host.deal) : host.deal;
    // Only the first game may come from storage: a variant or deal asked for later is dealt.
    if (first && host.storageKey) {
      void loader.startOrResume(host.variant, host.deal, host.hasAttribute('variant'), asked).then(() => {
        this.sync();
      });
    } else {
      void loader.start(host.variant, host.deal ?? randomDeal(), asked);
    }
  }
}
