import { GameSession, MAX_DEAL, VariantDefinitionError, isDealNumber, loadGame, type VariantPlugin, type VariantRegistry } from '@forty-thieves/core';
import { GameStore } from './game-store.js';
import type { StatsStore, recordResult } from './stats.js';

type GameResult = Parameters<typeof recordResult>[1];

export interface GameOptions {
  autoplay: boolean;
  supermove: boolean;
}

/** What the loader needs of the game controller. */
export interface LoaderHost {
  readonly options: GameOptions;
  /** The game on the table, if any. */
  readonly session: GameSession | undefined;
  /** Puts a game on the table (a resumed one with the steps its player may undo). */
  begin(session: GameSession, resumedDepth?: number, resumedTime?: number): void;
  /** Shows why a load failed; the game on the table stays. */
  fail(text: string): void;
  /** Shows why a plugin was refused, and tells the page (`ft-plugin-error`); the game on the table stays. */
  pluginFailed(text: string, error: unknown): void;
}

/** A deal number chosen at random, for a new game without a number. */
export function randomDeal(): number {
  return Math.floor(Math.random() * (MAX_DEAL + 1));
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * How games reach the table: dealt from a variant loaded through the registry (each built-in
 * is its own chunk), a third-party plugin, a portable position, or the game stored in
 * localStorage. Loads are asynchronous, so each gets a token and only the latest one may
 * put its game on the table.
 */
export class GameLoader {
  store: GameStore | undefined;
  /**
   * The statistics, once their code is in: it comes with what the element loads after the first
   * game is drawn ({@link useStats}), as no player needs it sooner.
   */
  stats: StatsStore | undefined;
  private statsKey: string | undefined;
  private Stats: typeof StatsStore | undefined;
  /** Results of games left before the statistics' code arrived, recorded when it does. */
  private unrecorded: [string, GameResult][] = [];
  /** Settles when the latest requested game is on the table (or its load failed). */
  pending: Promise<void> = Promise.resolve();
  private token = 0;

  constructor(
    private readonly host: LoaderHost,
    readonly registry: VariantRegistry,
  ) {}

  private variant(id: string): Promise<VariantPlugin> {
    return this.registry.loadVariant(id);
  }

  /** Saves the game after every change, and the statistics, under `key` in localStorage (undefined: no saving). */
  persistTo(key: string | undefined): void {
    const saving = key !== undefined && key !== '';
    this.store = saving ? new GameStore(key) : undefined;
    this.statsKey = saving ? key : undefined;
    this.openStats();
  }

  /** The statistics' code has arrived. */
  useStats(Stats: typeof StatsStore): void {
    this.Stats = Stats;
    this.openStats();
  }

  /** Counts a finished or abandoned game in the statistics (when a storage key is set). */
  record(variant: string, result: GameResult): void {
    if (this.stats) this.stats.record(variant, result);
    else if (this.statsKey !== undefined) this.unrecorded.push([variant, result]);
  }

  private openStats(): void {
    const stats = this.statsKey !== undefined && this.Stats ? new this.Stats(this.statsKey) : undefined;
    this.stats = stats;
    if (stats) for (const [variant, result] of this.unrecorded.splice(0)) stats.record(variant, result);
  }

  /**
   * Starts fetching the variant the first game will most likely need, the stored game's (unless
   * `variantFixed`) or else `variant`, so that its chunk is on its way while the page's scripts
   * still run; the load that puts the game on the table reuses this one. A failure here is left
   * to that load to report.
   */
  prefetch(variant: string, variantFixed: boolean): void {
    const stored = variantFixed ? undefined : this.store?.read()?.game.variant;
    this.registry.loadVariant(stored ?? variant).catch(() => undefined);
  }

  /**
   * Resumes the stored game when there is one and it fits what was asked (the same variant when
   * `variantFixed`, the same deal when `deal` is given); otherwise deals as {@link start} does.
   * A stored game that no longer loads is set aside and a new one dealt.
   */
  startOrResume(variant: string, deal: number | undefined, variantFixed: boolean, asked?: unknown): Promise<void> {
    const store = this.store;
    const stored = store?.read();
    const fresh = () => this.start(variant, deal ?? randomDeal(), asked);
    if (!store || !stored || (variantFixed && stored.game.variant !== variant) || (deal !== undefined && stored.game.deal !== deal)) return fresh();
    const token = ++this.token;
    const setAside = (error: unknown): Promise<void> | undefined => {
      if (token !== this.token) return undefined;
      store.setAside(JSON.stringify(stored), message(error));
      return fresh();
    };
    this.pending = this.variant(stored.game.variant).then((plugin) => {
      if (token !== this.token) return undefined;
      try {
        this.host.begin(loadGame(plugin, { ...stored.game, options: { ...this.host.options } }), stored.depth, stored.elapsed ?? 0);
        return undefined;
      } catch (error) {
        return setAside(error);
      }
    }, setAside);
    return this.pending;
  }

  /**
   * Deals `deal` of the registered variant `variant`, loading its package on first use. A deal
   * that is not a deal number (`asked` is how the page wrote it) is refused with the reason; the
   * game on the table stays, and when there is none yet a random deal is played.
   */
  start(variant: string, deal: number, asked: unknown = deal): Promise<void> {
    if (!isDealNumber(deal)) {
      // Said once the random deal is on the table, unless another load came after.
      const token = this.host.session ? ++this.token : (this.start(variant, randomDeal()), this.token);
      return (this.pending = this.pending.then(() => {
        if (token === this.token) this.host.fail(`deal "${String(asked)}" is not a whole number from 0 to ${MAX_DEAL}`);
      }));
    }
    const token = ++this.token;
    this.pending = this.variant(variant).then(
      (plugin) => {
        if (token === this.token) this.host.begin(GameSession.deal(plugin, deal, this.host.options));
      },
      (error: unknown) => {
        if (token !== this.token) return;
        // A third-party variant registered as a lazy loader is only checked when it loads.
        if (error instanceof VariantDefinitionError) this.host.pluginFailed(`this plugin cannot be played: ${message(error)}`, error);
        else this.host.fail(message(error));
      },
    );
    return this.pending;
  }

  /**
   * Registers a third-party variant object and returns its id, ready for {@link start}; a
   * malformed one is refused (shown as the error, the game on the table stays) and gives undefined.
   */
  registerPlugin(plugin: unknown): string | undefined {
    try {
      return this.registry.registerVariant(plugin).id;
    } catch (error) {
      this.token++;
      this.host.pluginFailed(`this plugin cannot be played: ${message(error)}`, error);
      return undefined;
    }
  }

  /** Starts from a portable position (docs/notation.md) of any registered variant. */
  loadPosition(position: unknown): Promise<void> {
    const token = ++this.token;
    const variant = typeof position === 'object' && position !== null ? (position as { variant?: unknown }).variant : undefined;
    if (typeof variant !== 'string') {
      this.host.fail('a position names its variant: { "variant": "maria", … }');
      return this.pending;
    }
    this.pending = this.variant(variant).then(
      (plugin) => {
        if (token !== this.token) return;
        try {
          this.host.begin(GameSession.fromPosition(plugin, position, this.host.options));
        } catch (error) {
          this.host.fail(message(error));
        }
      },
      (error: unknown) => {
        if (token === this.token) this.host.fail(message(error));
      },
    );
    return this.pending;
  }
}
