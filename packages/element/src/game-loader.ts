import { GameSession, MAX_DEAL, VariantDefinitionError, isDealNumber, randomDeal, saveGame, type VariantRegistry } from '@forty-thieves/core';
import { STORE_FORMAT, STORE_SCHEMA, storedGameProblem, type StoredGame } from './game-store.js';
import type { GameController } from './game-controller.js';
import type { StatsStore } from './stats.js';
import type { GameResult } from './variant-stats.js';
import { StorageSlot } from './storage-slot.js';
import { languageSettled } from './l10n/locale.js';

/** What the loader needs of the game controller. */
export type LoaderHost = Pick<GameController, 'options' | 'session' | 'begin' | 'fail'>;

/**
 * How games reach the table (a deal, a plugin, a position, the stored game) and what is kept of
 * them (the game, the statistics). Only the latest load asked for puts its game on the table.
 */
export class GameLoader {
  store: StorageSlot | undefined;
  /** The statistics, once their code is in (after the first game is drawn); results wait in `unrecorded` till then. */
  stats: StatsStore | undefined;
  private Stats: typeof StatsStore | undefined;
  private unrecorded: [string, GameResult][] = [];
  pending: Promise<void> = Promise.resolve();
  private token = 0;

  constructor(
    private readonly host: LoaderHost,
    readonly registry: VariantRegistry,
  ) {}

  /** Keeps the game and the statistics under `key` (undefined or "": nothing is kept). */
  persistTo(key: string | undefined): void {
    this.store = key ? new StorageSlot(key) : undefined;
    this.useStats(this.Stats);
  }

  useStats(Stats: typeof StatsStore | undefined): void {
    this.Stats = Stats;
    this.stats = this.store && Stats ? new Stats(this.store.key) : undefined;
    if (this.stats) for (const [variant, result] of this.unrecorded.splice(0)) this.stats.record(variant, result);
  }

  save(game: GameSession, elapsed: number): void {
    this.store?.write({ format: STORE_FORMAT, schema: STORE_SCHEMA, game: saveGame(game), elapsed } satisfies StoredGame);
  }

  /** Counts a finished or abandoned game; returns what takes that back. */
  record(variant: string, result: GameResult): () => void {
    const { stats, store } = this;
    const before = stats?.all().get(variant);
    const entry: [string, GameResult] = [variant, result];
    if (stats) stats.record(variant, result);
    else if (store) this.unrecorded.push(entry);
    return () => {
      if (stats) stats.put(variant, before);
      else this.unrecorded = this.unrecorded.filter((e) => e !== entry);
    };
  }

  /** Starts fetching the variant the first game most likely needs (the stored game's, unless `variantFixed`), for the load to reuse. */
  prefetch(variant: string, variantFixed: boolean): void {
    this.registry.loadVariant((variantFixed ? undefined : this.read()?.game.variant) ?? variant).catch(() => undefined);
  }

  private read(): StoredGame | undefined {
    return this.store?.read(storedGameProblem) as StoredGame | undefined;
  }

  /** Resumes the stored game if it fits what was asked, else deals; a stored game that no longer loads is set aside. */
  startOrResume(variant: string, deal: number | undefined, variantFixed: boolean, asked?: unknown): Promise<void> {
    const stored = this.read();
    const fresh = () => this.start(variant, deal ?? randomDeal(), asked);
    if (!stored || (variantFixed && stored.game.variant !== variant) || (deal ?? stored.game.deal) !== stored.game.deal) return fresh();
    // Reading a stored game is a chunk of its own (resume.ts): a fresh page never fetches it.
    const load = Promise.all([this.registry.loadVariant(stored.game.variant), import('./resume.js')]);
    const game = load.then(([plugin, { loadGame }]) => loadGame(plugin, { ...stored.game, options: { ...this.host.options } }));
    return this.latest(game, stored.elapsed ?? 0, (error) => {
      this.store?.setAside(JSON.stringify(stored), error instanceof Error ? error.message : String(error));
      return fresh();
    });
  }

  /** Deals `deal` of `variant`; what is no deal number (`asked`, as the page wrote it) is refused, and the game stays (or a random one is dealt). */
  start(variant: string, deal: number, asked: unknown = deal): Promise<void> {
    if (isDealNumber(deal)) return this.latest(this.registry.loadVariant(variant).then((plugin) => GameSession.deal(plugin, deal, this.host.options)));
    const token = this.host.session ? ++this.token : (void this.start(variant, randomDeal()), this.token);
    // Said once the random deal is on the table, unless another load came after.
    return (this.pending = this.pending.then(() => {
      if (token === this.token) this.host.fail(new Error(`deal "${String(asked)}" is not a whole number from 0 to ${MAX_DEAL}`));
    }));
  }

  /** Registers a third-party variant object and returns its id; a malformed one is shown and gives undefined. */
  registerPlugin(plugin: unknown): string | undefined {
    try {
      return this.registry.registerVariant(plugin).id;
    } catch (error) {
      this.token++;
      this.host.fail(error, true);
      return undefined;
    }
  }

  /** Starts from a portable position (docs/notation.md) of any registered variant. */
  loadPosition(position: unknown): Promise<void> {
    const variant = (position as { variant?: unknown } | null)?.variant;
    if (typeof variant === 'string')
      return this.latest(this.registry.loadVariant(variant).then((plugin) => GameSession.fromPosition(plugin, position, this.host.options)));
    this.host.fail(new Error('a position names its variant: { "variant": "maria", … }'));
    return this.pending;
  }

  /**
   * Puts `game` on the table unless a later load was asked for; a failure is shown (a lazily loaded
   * plugin is checked only now), or handed to `failed`. The game waits for the language being loaded
   * (in parallel with its variant), so that its board and what it says come in that language; on an
   * English page that costs a few microtasks, no task or frame.
   */
  private latest(game: Promise<GameSession>, elapsed?: number, failed?: (error: unknown) => Promise<void>): Promise<void> {
    const token = ++this.token;
    const begin = ([session]: [GameSession, unknown]) => {
      if (token === this.token) this.host.begin(session, elapsed);
    };
    const fail = async (error: unknown) => {
      if (token !== this.token) return;
      if (failed) await failed(error);
      else this.host.fail(error, error instanceof VariantDefinitionError);
    };
    return (this.pending = Promise.all([game, languageSettled()]).then(begin, fail));
  }
}
