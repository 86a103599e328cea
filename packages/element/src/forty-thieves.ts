import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { GameStatus, type Move, type Position, type VariantListing, type VariantPlugin } from '@forty-thieves/core';
import { tableau, topRow } from './board-view.js';
import type { DragController } from './drag-controller.js';
import type { LayoutController } from './layout-controller.js';
import { str } from '@lit/localize';
import { msg } from './l10n/msg.js';
import { formatDuration, movesText } from './l10n/format.js';
import type { endPanel } from './end-panel.js';
import type { helpPanel, setHelp } from './help-panel.js';
import { LanguageController } from './l10n/language-controller.js';
import { variantWords } from './l10n/variant-words.js';
import { useRefusalTemplates } from './l10n/refusal-words.js';
import type { VariantStats } from './stats.js';
import { GameController } from './game-controller.js';
import { randomDeal } from './game-loader.js';
import { KeyboardController } from './keyboard-controller.js';
import { pageRegistry } from './page-registry.js';
import { spotOf } from './keyboard-nav.js';
import { styles } from './styles.js';
import type { SolverController } from './solver-controller.js';
import { cssVars } from './css-vars.js';

/** `autoplay` and `supermove` are on unless the attribute says "false". */
const onUnlessFalse = { fromAttribute: (value: string | null) => value !== 'false' };

/**
 * Forty Thieves and its eight relatives as one tag: cards drawn in CSS and SVG, click, drag and
 * keyboard play, screen-reader names and announcements. The game logic is core's, reached through
 * {@link GameController}; see docs/element.md.
 *
 * @example
 * <forty-thieves variant="maria" deal="42"></forty-thieves>
 *
 * @tag forty-thieves
 *
 * @event {CustomEvent<FtMoveDetail>} ft-move - A move was made: `detail.moves`, `detail.autoplayed`, `detail.moveCount`.
 * @event {CustomEvent<FtMoveRejectDetail>} ft-move-reject - A move was refused: `detail.move`, `detail.reason`.
 * @event {CustomEvent<FtGameWinDetail>} ft-game-win - All eight foundations are complete: `detail.moveCount`, `detail.time`.
 * @event {CustomEvent<FtGameStuckDetail>} ft-game-stuck - No legal move is left: `detail.moveCount`, `detail.time`.
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
 * @csspart panel - The win or "no moves left" panel.
 * @csspart stats - The statistics line in the win panel.
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
  static override styles = styles;
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
   * Where to keep the game in localStorage; without it nothing is saved. With it the game is
   * saved after every move and a reload resumes it, undo history included (two games on one page
   * need two keys).
   */
  storageKey: string | undefined;
  /**
   * The solver's status line ("Winnable", "Not winnable: undo N moves", "Still looking…"),
   * checked in a Web Worker after each move; `solver-status="false"`
   * switches it off (hints, "Show solution" and winnable deals still ask the solver).
   */
  solverStatus = true;
  /** "New" deals until the solver proves a deal winnable, showing progress and a Cancel button. */
  winnableOnly = false;
  /** The solver's side of the game (hints from solutions, "Show solution"); loaded after the element, so undefined at first. */
  solver: SolverController | undefined;

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

  /** The game logic; the element only draws it and forwards input. */
  readonly game = new GameController(this);
  private readonly language = new LanguageController(this);
  /**
   * Pointer drag and drop; it comes with the chunk loaded once the first game is drawn (a press in
   * the moment before is a click, which works from the first frame).
   */
  private drag: DragController | undefined;
  private readonly keys = new KeyboardController(this, this.game);
  /**
   * Card size and arrangement from the element's width and height (layout.ts); it comes with the
   * chunk loaded once the first game is drawn, which is drawn meanwhile by the CSS fallback.
   */
  layout: LayoutController | undefined;

  /**
   * Once the first game is drawn (or its load failed), what no player needs sooner: the move
   * animations, the end panels, the hints and their styles (after-first-game.ts; a move made
   * before they arrive is simply not animated), and the solver's side of the game (its worker is
   * another file). Both chunks are fetched only now, so neither delays a playable board nor counts
   * in the 30 KB a page loads first.
   */
  private extrasLoaded: Promise<unknown> | undefined;
  /** The win and "no moves left" panels, once their chunk is in. */
  private endPanel: typeof endPanel | undefined;
  private helpPanel: typeof helpPanel | undefined;
  private setHelp: typeof setHelp | undefined;
  /** The keyboard help is open (`?`, or the toolbar's "?" button). */
  helpOpen = false;

  protected override updated(): void {
    if (this.extrasLoaded || (this.game.games === 0 && this.game.error === undefined)) return;
    // Should it fail to load, moves are simply not animated, the panels not shown, no hint given.
    this.extrasLoaded = import('./after-first-game.js').then((module) => {
      new module.FlipController(this, this.game); // registers itself with the element
      this.layout = new module.LayoutController(this, () => this.game.position());
      this.drag = new module.DragController(this, this.game);
      new module.ToastController(this, this.game);
      this.endPanel = module.endPanel;
      this.helpPanel = module.helpPanel;
      this.setHelp = module.setHelp;
      this.game.hinter = module.bestHint;
      useRefusalTemplates(module.refusalWords);
      this.game.loader.useStats(module.StatsStore);
      const sheet = module.laterStyles.styleSheet;
      if (sheet && this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [...this.shadowRoot.adoptedStyleSheets, sheet];
      this.requestUpdate();
    }, () => undefined);
    void import('./solver-controller.js').then((module) => {
      this.solver = new module.SolverController(this, this.game);
      this.requestUpdate();
    });
  }

  private dealt: { variant: string; deal: number | undefined } | undefined;

  /**
   * Settles when the latest requested game is on the table (or its load failed) in the chosen
   * language, and, after the first game, once the animations, panels and hints are in.
   */
  get ready(): Promise<void> {
    return Promise.all([this.game.ready, this.language.ready, this.extrasLoaded]).then(() => undefined);
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
    return this.game.position();
  }

  get status(): GameStatus {
    return this.game.status;
  }

  get moveCount(): number {
    return this.game.session?.moveCount ?? 0;
  }

  /** The error of the last failed load, if the game on the table is not the one asked for. */
  get error(): string | undefined {
    return this.game.error;
  }

  /** A new random deal of the variant being played; with `winnable-only`, settles once dealing ends. */
  newGame(): Promise<void> {
    return this.winnableOnly && this.solver ? this.solver.dealWinnable(this.dealRandom) : this.dealRandom();
  }

  private readonly dealRandom = (): Promise<void> => {
    const variant = this.game.session?.plugin.id ?? this.variant;
    const deal = randomDeal();
    this.dealt = { variant, deal };
    this.variant = variant;
    this.deal = deal;
    this.keys.drop();
    return this.game.loader.start(variant, deal);
  };

  restart(): void {
    this.keys.drop();
    this.game.restart();
  }

  /** Opens or closes the keyboard help (once the first game is drawn: it comes with the end panels). */
  toggleHelp(): void {
    this.setHelp?.(this, !this.helpOpen);
  }

  closeHelp(): void {
    this.setHelp?.(this, false);
  }

  undo(): boolean {
    this.keys.drop();
    return this.game.undo();
  }

  redo(): boolean {
    this.keys.drop();
    return this.game.redo();
  }

  /**
   * Highlights, announces and returns the next move of a solution when the solver has one for this
   * position, else core's `suggestMove` heuristic; the announcement says which.
   */
  hint(): Move | undefined {
    return this.game.hint(this.solver?.solutionMove());
  }

  /** Plays the solver's solution move by move, with a bar to pause, step and stop. */
  showSolution(): void {
    this.solver?.showSolution();
  }

  /** Plays a move in the portable notation; false (and `ft-move-reject`) when the rules refuse it. */
  play(move: Move): boolean {
    this.keys.drop();
    return this.game.play(move);
  }

  /** Starts from a portable position of any registered variant; a bad one is shown and refused. */
  async loadPosition(position: unknown): Promise<void> {
    await this.game.loader.loadPosition(position);
    const session = this.game.session;
    if (this.game.error === undefined && session) {
      this.dealt = { variant: session.plugin.id, deal: this.deal };
      this.variant = session.plugin.id;
      this.keys.drop();
    }
  }

  /** Statistics of the variant being played (needs `storage-key`; undefined without it). */
  get stats(): VariantStats | undefined {
    return this.game.stats();
  }

  /** A link that reopens this deal (`?variant=maria&deal=42`), for a page that reads those parameters. */
  get dealLink(): string | undefined {
    const session = this.game.session;
    if (!session || session.deal === null) return undefined;
    return `?${new URLSearchParams({ variant: session.plugin.id, deal: String(session.deal) }).toString()}`;
  }

  private ticker: ReturnType<typeof setInterval> | undefined;

  override connectedCallback(): void {
    // Ask for the first game's variant chunk now, before the first render is queued (Lit queues
    // it in super.connectedCallback), so that the chunk is on its way while that render runs.
    if (this.dealt === undefined) {
      this.game.loader.persistTo(this.storageKey);
      this.game.loader.prefetch(this.variant, this.hasAttribute('variant'));
    }
    super.connectedCallback();
    // Redraw the timer once a second while it runs; nothing happens while it is stopped.
    this.ticker = setInterval(this.onTick, 1000);
  }

  override disconnectedCallback(): void {
    clearInterval(this.ticker);
    super.disconnectedCallback();
  }

  private readonly onTick = (): void => {
    if (this.game.clock.running) this.requestUpdate();
  };

  /** After resuming a stored game, `variant` and `deal` say what is on the table. */
  private syncFromGame(): void {
    const session = this.game.session;
    if (!session) return;
    const deal = session.deal ?? undefined;
    this.dealt = { variant: session.plugin.id, deal };
    this.variant = session.plugin.id;
    this.deal = deal;
  }

  /** The deal as the page wrote it, for the message when it is not a deal number. */
  private askedDeal(): unknown {
    return Number.isNaN(this.deal) ? (this.getAttribute('deal') ?? this.deal) : this.deal;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The same key again (as on connection) keeps the stores, and their one warning if storage fails.
    if (changed.has('storageKey') && this.game.loader.store?.key !== this.storageKey) this.game.loader.persistTo(this.storageKey);
    if (changed.has('autoplay') || changed.has('supermove')) this.game.setOptions({ autoplay: this.autoplay, supermove: this.supermove });
    let force = false;
    if (changed.has('plugin') && this.plugin !== undefined) {
      const id = this.game.loader.registerPlugin(this.plugin);
      if (id !== undefined) this.variant = id;
      force = id !== undefined;
    }
    const wanted = this.dealt === undefined || this.dealt.variant !== this.variant || this.dealt.deal !== this.deal;
    if (force || ((changed.has('variant') || changed.has('deal')) && wanted)) {
      const first = this.dealt === undefined;
      this.dealt = { variant: this.variant, deal: this.deal };
      this.keys.drop();
      // Only the first game may come from storage: a variant or deal asked for later is dealt.
      if (first && this.storageKey) {
        void this.game.loader.startOrResume(this.variant, this.deal, this.hasAttribute('variant'), this.askedDeal()).then(() => {
          this.syncFromGame();
        });
      } else {
        void this.game.loader.start(this.variant, this.deal ?? randomDeal(), this.askedDeal());
      }
    }
  }

  protected override render(): TemplateResult {
    const session = this.game.session;
    const position = session?.position();
    const columns = position?.columns.length ?? 10;
    const view = position && { position, held: this.keys.held, hint: this.game.hintMove, drag: this.drag?.view, emptyColumn: session?.plugin.emptyColumn };
    return html`<div class="board ${this.game.status}" part="board" ${cssVars({ '--cols': columns, '--slots': Math.max(columns, 10) })}
      @click=${this.onClick} @keydown=${this.onKeyDown} @pointerdown=${this.onPointerDown}
      @pointermove=${this.onPointerMove} @pointerup=${this.onPointerUp} @pointercancel=${this.onPointerCancel}
      @dragstart=${this.onDragStart}>
      <div class="bar" part="toolbar">
        <span class="title">${session ? variantWords(session.plugin).name : msg('Loading…', { id: 'loading' })}${this.dealLink === undefined ? nothing : html` · <a part="deal-link" href=${this.dealLink}>${msg(str`deal ${session?.deal ?? ''}`, { id: 'deal-link' })}</a>`}</span>
        <span class="moves figure">${movesText(this.moveCount)}</span>
        <span class="time figure" part="time" aria-label=${msg('time played', { id: 'time-played' })}>${formatDuration(this.game.clock.elapsed())}</span>
        <span class="buttons">
          <button type="button" @click=${this.onNew}>${msg('New', { id: 'button-new' })}</button>
          <button type="button" @click=${this.onRestart}>${msg('Restart', { id: 'button-restart' })}</button>
          <button type="button" @click=${this.onUndo} ?disabled=${!this.game.canUndo}>${msg('Undo', { id: 'button-undo' })}</button>
          <button type="button" @click=${this.onRedo} ?disabled=${!session?.canRedo}>${msg('Redo', { id: 'button-redo' })}</button>
          <button type="button" @click=${this.onHint}>${msg('Hint', { id: 'button-hint' })}</button>
          <button type="button" aria-label=${msg('Keyboard help', { id: 'button-keys' })} aria-expanded=${this.helpOpen ? 'true' : 'false'} @click=${this.onHelp}>?</button>
        </span>
        ${this.solver?.view(this.solverStatus) ?? nothing}
      </div>
      ${this.game.error === undefined ? nothing : html`<div class="error" part="error" role="alert">${this.game.error}</div>`}
      <div class="play">${view ? html`${topRow(view)}${tableau(view)}` : nothing}</div>
      <div class="status${this.game.refused ? ' refused' : ''}${this.game.announcement === '' ? ' quiet' : ''}" part="status" aria-hidden="true">${this.game.announcement}</div>
      <div class="sr-only" role="status" aria-live="polite">${this.game.announcement}</div>
      ${this.endPanel?.(this) ?? nothing}
      ${this.helpPanel?.(this) ?? nothing}
    </div>`;
  }

  private readonly onNew = (): void => void this.newGame();
  private readonly onRestart = (): void => {
    this.restart();
  };
  private readonly onUndo = (): void => void this.undo();
  private readonly onRedo = (): void => void this.redo();
  private readonly onPointerDown = (event: PointerEvent): void => this.drag?.onPointerDown(event);
  private readonly onPointerMove = (event: PointerEvent): void => this.drag?.onPointerMove(event);
  private readonly onPointerUp = (event: PointerEvent): void => this.drag?.onPointerUp(event);
  private readonly onPointerCancel = (event: PointerEvent): void => this.drag?.onPointerCancel(event);
  private readonly onDragStart = (event: DragEvent): void => {
    event.preventDefault();
  };
  private readonly onHelp = (): void => {
    this.toggleHelp();
  };
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    // The help panel is not modal: Escape closes it, any other key plays on.
    if (this.helpOpen && event.key === 'Escape') {
      event.preventDefault();
      this.closeHelp();
      return;
    }
    this.keys.onKeyDown(event);
  };
  private readonly onHint = (): void => void (this.solver ? this.solver.hintSoon() : this.hint());

  private readonly onClick = (event: MouseEvent): void => {
    const spot = spotOf(event);
    if (this.drag?.takeSwallowedClick() === true || !spot) return;
    this.keys.drop();
    if (spot.pile === 'stock') this.game.clickStock();
    else if (spot.index >= 0 || event.detail >= 2) this.game.clickCard(spot.pile, spot.index, event.detail);
  };
}
