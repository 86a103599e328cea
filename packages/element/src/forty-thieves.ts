import { LitElement, type PropertyValues, type TemplateResult } from 'lit';
import type { GameStatus, Move, Position, VariantListing, VariantPlugin } from '@forty-thieves/core';
import { LayoutController } from './layout-controller.js';
import { LanguageController } from './l10n/language-controller.js';
import type { VariantStats } from './variant-stats.js';
import { GameController } from './game-controller.js';
import { DealRequests } from './deal-requests.js';
import { pageRegistry } from './page-registry.js';
import { styles } from './styles.js';
import { arrangementStyles } from './arrangement-styles.js';
import { countClasses } from './count-classes.js';
import type { SolverController } from './solver-controller.js';
import { shownPosition, tableView } from './table-view.js';
import { LaterParts } from './later-parts.js';

/** `autoplay` and `supermove` are on unless the attribute says "false". */
const onUnlessFalse = { fromAttribute: (value: string | null) => value !== 'false' };

/**
 * Forty Thieves and its eight relatives as one tag: cards drawn in CSS and SVG, click, drag and
 * keyboard play, screen-reader names and announcements. The game logic is core's session, reached
 * through a thin controller; see docs/element.md.
 *
 * @example
 * <forty-thieves variant="maria" deal="42"></forty-thieves>
 *
 * @tag forty-thieves
 *
 * @event {CustomEvent<FtMoveDetail>} ft-move - A move was made: `detail.moves`, `detail.autoplayed`, `detail.moveCount`.
 * @event {CustomEvent<FtMoveRejectDetail>} ft-move-reject - A move was refused: `detail.move`, `detail.reason`.
 * @event {CustomEvent<FtGameWinDetail>} ft-game-win - All eight foundations are complete: `detail.moveCount`, `detail.time`, `detail.assisted`.
 * @event {CustomEvent<FtGameStuckDetail>} ft-game-stuck - No useful move is left (the clock stops; undo plays on): `detail.moveCount`, `detail.time`.
 * @event {CustomEvent<FtGameNewDetail>} ft-game-new - A new game is on the table: `detail.variant`, `detail.deal`.
 * @event {CustomEvent<FtPluginErrorDetail>} ft-plugin-error - A third-party plugin failed validation (the game on the table stays): `detail.field`, `detail.message`.
 *
 * @csspart board - The whole table.
 * @csspart toolbar - Title, deal link, move count, timer and buttons.
 * @csspart deal-link - The link that reopens this deal.
 * @csspart time - The timer.
 * @csspart error - Why the last load failed.
 * @csspart stock - The stock pile.
 * @csspart waste - The waste pile.
 * @csspart foundation - One of the eight foundations.
 * @csspart column - A tableau column.
 * @csspart card - A face-up card.
 * @csspart card-back - A face-down card.
 * @csspart placeholder - An empty pile.
 * @csspart status - What the game says, as a toast over the foot of the board.
 * @csspart solver-status - The solver's status line ("Winnable", "Not winnable: undo N moves", "Still looking…"), or the progress of winnable-only dealing.
 * @csspart solution-bar - Pause, step and stop while "Show solution" plays.
 * @csspart panel - The win or "no moves left" panel, the keyboard help and the statistics view.
 * @csspart stats - The statistics line in the win panel.
 * @csspart stats-view - The statistics of every variant (`showStats()`).
 * @csspart left-toast - The offer to take back a game just left for another (counted as lost meanwhile).
 *
 * @cssproperty [--ft-height=100svh] - Height of the element.
 * @cssproperty [--ft-card-max-width=8rem] - Largest card width.
 * @cssproperty [--ft-table=light-dark(#0f5c36, #0b3122)] - Table colour.
 * @cssproperty [--ft-table-text=#f4f7f4] - Text on the table.
 * @cssproperty [--ft-card-face=#fffef9] - Face of a card.
 * @cssproperty [--ft-card-border=#6b6b6b] - Edge of a card.
 * @cssproperty [--ft-card-back=#1d4f91] - Back of a card.
 * @cssproperty [--ft-card-back-stripe=#2f6cc0] - Pattern on the back.
 * @cssproperty [--ft-red=#c1121f] - Hearts (and diamonds in the two-colour deck).
 * @cssproperty [--ft-black=#1b1b1b] - Spades (and clubs in the two-colour deck).
 * @cssproperty --ft-clubs - Clubs (green in the four-colour deck).
 * @cssproperty --ft-diamonds - Diamonds (blue in the four-colour deck).
 * @cssproperty [--ft-court=#b8860b] - The frame of a Jack, Queen or King.
 * @cssproperty [--ft-focus=#ffd166] - Focus ring, cards in hand, drop targets.
 * @cssproperty [--ft-hint=#7ee0ff] - The hinted move.
 * @cssproperty [--ft-bar=rgb(0 0 0 / 22%)] - Behind the toolbar.
 * @cssproperty [--ft-button=rgb(255 255 255 / 12%)] - Toolbar buttons.
 * @cssproperty [--ft-toast=rgb(12 20 16 / 88%)] - Behind what the game says (the status toast).
 * @cssproperty [--ft-gap=clamp(2px, 0.5cqw, 6px)] - Space between piles.
 */
export class FortyThieves extends LitElement {
  static override styles = [styles, arrangementStyles, countClasses];
  // A static map, not decorators: the decorator helpers cost half a kilobyte of the 30 KB budget.
  static override properties = {
    variant: { reflect: true },
    // Only plain digits: "0x10", "1e3" or "" must not quietly become another deal.
    deal: { converter: (value: string | null) => (value === null ? undefined : /^\d+$/.test(value) ? Number(value) : NaN) },
    autoplay: { converter: onUnlessFalse },
    supermove: { converter: onUnlessFalse },
    fourColour: { type: Boolean, reflect: true, attribute: 'four-colour' },
    plugin: { attribute: false },
    storageKey: { attribute: 'storage-key' },
    solverStatus: { attribute: 'solver-status', converter: onUnlessFalse },
    winnableOnly: { type: Boolean, attribute: 'winnable-only' },
  };

  /** The variant id (see `createBuiltinRegistry`); changing it loads that variant and deals. */
  variant = 'forty-thieves';
  /** The deal number; without one a random deal is played. */
  deal: number | undefined;
  /** Safe autoplay to the foundations (docs/rules.md); `autoplay="false"` switches it off. */
  autoplay = true;
  /** Moving several cards of a run at once in one-card variants; `supermove="false"` switches it off. */
  supermove = true;
  /** Green clubs and blue diamonds. */
  fourColour = false;
  /** A third-party variant object (made with core's `defineVariant`); it is checked before play. */
  plugin: unknown;
  /**
   * Where to keep the game and the statistics in localStorage; without it nothing is saved. With
   * it the game is saved after every move and a reload resumes it, undo history included (two
   * games on one page need two keys).
   */
  storageKey: string | undefined;
  /** The solver's status line, checked in a Web Worker after each move; `solver-status="false"` switches it off. */
  solverStatus = true;
  /** "New" deals until the solver proves a deal winnable, showing progress and a Cancel button. */
  winnableOnly = false;
  /**
   * Adds a third-party variant (made with core's `defineVariant`) to the registry every element on
   * the page shares, so `variant="<its id>"` plays it anywhere; an id registered again is replaced.
   * A malformed plugin throws core's `VariantDefinitionError` (naming the field) and nothing is registered.
   */
  static registerVariant(plugin: unknown): VariantPlugin {
    return pageRegistry().registerVariant(plugin);
  }

  /** Every variant the page's elements can play, built-in and registered, for a picker (none is loaded). */
  static variants(): VariantListing[] {
    return pageRegistry().list();
  }

  /** The adapter over core's game session; the element only draws it and forwards input. @internal */
  readonly game = new GameController(this);
  private readonly language = new LanguageController(this);
  /** What comes after the first game is drawn: keyboard play, dragging, panels, the solver. @internal */
  readonly later: LaterParts = new LaterParts(this);
  /**
   * The fitted layout (layout.ts), in this first chunk so that the first board is drawn once,
   * fitted: its piles are not laid out until it has set the card width (docs/element.md). @internal
   */
  readonly layout = new LayoutController(this, () => shownPosition(this.game));
  /** The keyboard help is open (`?`, or the toolbar's "?" button). @internal */
  helpOpen = false;
  /** The statistics view is open (`showStats()`); `confirming` waits for a reset's second click. @internal */
  statsView: { confirming?: string } | undefined;

  protected override updated(): void {
    this.later.load();
  }

  /** The solver's side of the game (hints from solutions, "Show solution"); loaded after the first game. @internal */
  get solver(): SolverController | undefined {
    return this.later.solver;
  }

  private readonly requests = new DealRequests(this);

  /** Settles when the latest requested game is on the table in the chosen language, and the later chunk is in. */
  get ready(): Promise<void> {
    return Promise.all([this.game.loader.pending, this.language.ready, this.later.loaded]).then(() => undefined);
  }

  /** The `lang` attribute (a global HTML attribute) chooses the language; see {@link LanguageController}. */
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang' && this.isConnected) this.language.apply();
  }

  /** The current position (docs/notation.md), or undefined before the first game is dealt. */
  get position(): Position | undefined {
    return this.game.session?.position();
  }

  /** The variant plugin of the game on the table (its names and rules, for a page), or undefined before the first game. */
  get variantPlugin(): VariantPlugin | undefined {
    return this.game.session?.plugin;
  }

  /** `playing`, `won` or `stuck` (no useful move left: undo, restart or deal again). */
  get status(): GameStatus {
    return this.game.session?.status() ?? 'playing';
  }

  /** Rule moves the player made (autoplay counted; the opening autoplay of the deal is not a move). */
  get moveCount(): number {
    return this.game.session?.moveCount ?? 0;
  }

  /** The player had a hint or a shown solution in this game (a win then sets no record). */
  get assisted(): boolean {
    return this.game.session?.assisted ?? false;
  }

  /** The error of the last failed load, if the game on the table is not the one asked for. */
  get error(): string | undefined {
    return this.game.error;
  }

  /** Statistics of the variant being played (needs `storage-key`; undefined without it). */
  get stats(): VariantStats | undefined {
    const session = this.game.session;
    return session && this.game.loader.stats?.of(session.plugin.id);
  }

  /** A link that reopens this deal (`?variant=maria&deal=42`), for a page that reads those parameters. */
  get dealLink(): string | undefined {
    const session = this.game.session;
    if (!session || session.deal === null) return undefined;
    return `?${new URLSearchParams({ variant: session.plugin.id, deal: String(session.deal) })}`;
  }

  /**
   * A new random deal of the variant being played; with `winnable-only`, settles once dealing
   * ends. A game left with moves and no win counts as lost, with a toast offering to take it back.
   */
  newGame(): Promise<void> {
    return this.winnableOnly && this.solver ? this.solver.dealWinnable(this.requests.dealRandom) : this.requests.dealRandom();
  }

  /** Back to the start of this deal (after its opening autoplay); the moves stay redoable, the clock runs on. */
  restart(): void {
    this.later.keys?.drop();
    this.game.restart();
  }

  undo(): boolean {
    this.later.keys?.drop();
    return this.game.step('undo');
  }

  redo(): boolean {
    this.later.keys?.drop();
    return this.game.step('redo');
  }

  /** Highlights, announces and returns the next move of a solution the solver has, else core's hint; marks the game assisted. */
  hint(): Move | undefined {
    return this.later.hint();
  }

  /** Plays the solver's solution move by move, with a bar to pause, step and stop (the game is then assisted). */
  showSolution(): void {
    this.solver?.showSolution();
  }

  /** Plays a move in the portable notation; false (and `ft-move-reject`) when the rules refuse it. */
  play(move: Move): boolean {
    this.later.keys?.drop();
    return this.game.play(move);
  }

  /** Starts from a portable position of any registered variant; a bad one is shown and refused. */
  async loadPosition(position: unknown): Promise<void> {
    await this.game.loader.loadPosition(position);
    if (this.game.error === undefined) this.requests.sync(this.deal);
  }

  /** Takes back the game left last for another (while its toast shows): board, steps and clock as they were, and not counted as lost. */
  takeBackLeft(): void {
    this.game.takeBackLeft();
    this.requests.sync();
  }

  /** Opens or closes the keyboard help (once the first game is drawn: it comes with the end panels). */
  toggleHelp(): void {
    this.later.module?.setHelp(this, !this.helpOpen);
  }

  closeHelp(): void {
    this.later.module?.setHelp(this, false);
  }

  /** Opens the statistics of every variant (once the first game is drawn). */
  showStats(): void {
    this.statsView = {};
    this.requestUpdate();
  }

  override connectedCallback(): void {
    // Ask for the first game's variant chunk now, before the first render is queued (Lit queues
    // it in super.connectedCallback), so that the chunk is on its way while that render runs.
    if (!this.requests.started) {
      this.game.loader.persistTo(this.storageKey);
      this.game.loader.prefetch(this.variant, this.hasAttribute('variant'));
    }
    super.connectedCallback();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.requests.update(changed);
  }

  protected override render(): TemplateResult {
    return tableView(this);
  }
}
