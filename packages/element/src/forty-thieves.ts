import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { GameStatus, type Move, type Position } from '@forty-thieves/core';
import { tableau, topRow } from './board-view.js';
import { pileCards, spokenCard } from './describe.js';
import { DragController } from './drag-controller.js';
import { GameController, randomDeal } from './game-controller.js';
import { keyAction, neighbour, topSpot, type KeyAction, type Spot } from './keyboard-nav.js';
import { styles } from './styles.js';

/** `autoplay` and `supermove` are on unless the attribute says "false". */
const onUnlessFalse = { fromAttribute: (value: string | null) => value !== 'false' };

/** The pile spot of the innermost event target that is a pile or a card. */
function spotOf(event: Event): Spot | undefined {
  for (const target of event.composedPath()) {
    if (target instanceof HTMLElement && target.dataset.pile !== undefined) {
      return { pile: target.dataset.pile, index: Number(target.dataset.index ?? -1) };
    }
  }
  return undefined;
}

/**
 * Forty Thieves and its eight relatives as one tag.
 *
 * @example
 * <forty-thieves variant="maria" deal="42"></forty-thieves>
 *
 * @event ft-move - A move was made: `detail.moves`, `detail.autoplayed`, `detail.moveCount`.
 * @event ft-move-reject - A move was refused: `detail.move`, `detail.reason`.
 * @event ft-game-win - All eight foundations are complete.
 * @event ft-game-stuck - No legal move is left.
 * @event ft-game-new - A new game is on the table: `detail.variant`, `detail.deal`.
 *
 * @csspart board - The whole table. @csspart toolbar - Title, move count and buttons.
 * @csspart card - A face-up card. @csspart card-back - A face-down card.
 * @csspart placeholder - An empty pile. @csspart column - A tableau column.
 * @csspart stock @csspart waste @csspart foundation @csspart error @csspart status
 *
 * @cssproperty --ft-table - Table colour. @cssproperty --ft-height - Height of the element (default 100svh).
 * @cssproperty --ft-card-max-width - Largest card width (default 8rem).
 * @cssproperty --ft-red @cssproperty --ft-black @cssproperty --ft-clubs @cssproperty --ft-diamonds - Suit colours.
 */
export class FortyThieves extends LitElement {
  static override styles = styles;

  /** The variant id (see `createBuiltinRegistry`); changing it loads that variant and deals. */
  @property({ reflect: true }) variant = 'forty-thieves';
  /** The deal number; without one a random deal is played. */
  @property({ type: Number }) deal: number | undefined;
  /** Safe autoplay to the foundations (RULES.md); `autoplay="false"` switches it off. */
  @property({ converter: onUnlessFalse }) autoplay = true;
  /** Moving several cards of a run at once in one-card variants; `supermove="false"` switches it off. */
  @property({ converter: onUnlessFalse }) supermove = true;
  /** Green clubs and blue diamonds. */
  @property({ type: Boolean, reflect: true, attribute: 'four-colour' }) fourColour = false;
  /** A third-party variant object (made with core's `defineVariant`); it is checked before play. */
  @property({ attribute: false }) plugin: unknown;

  /** The game logic; the element only draws it and forwards input. */
  readonly game = new GameController(this);
  private readonly drag = new DragController(this, this.game);
  private dealt: { variant: string; deal: number | undefined } | undefined;
  private held: { pile: string; index: number; count: number } | undefined;

  /** Settles when the latest requested game is on the table (or its load failed). */
  get ready(): Promise<void> {
    return this.game.ready;
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

  /** A new random deal of the variant being played. */
  newGame(): Promise<void> {
    const variant = this.game.session?.plugin.id ?? this.variant;
    const deal = randomDeal();
    this.dealt = { variant, deal };
    this.variant = variant;
    this.deal = deal;
    this.held = undefined;
    return this.game.start(variant, deal);
  }

  restart(): void {
    this.held = undefined;
    this.game.restart();
  }

  undo(): boolean {
    this.held = undefined;
    return this.game.undo();
  }

  redo(): boolean {
    this.held = undefined;
    return this.game.redo();
  }

  /** Highlights and announces a suggested move (core's `suggestMove` heuristic) and returns it. */
  hint(): Move | undefined {
    return this.game.hint();
  }

  /** Plays a move in the portable notation; false (and `ft-move-reject`) when the rules refuse it. */
  play(move: Move): boolean {
    this.held = undefined;
    return this.game.play(move);
  }

  /** Starts from a portable position of any registered variant; a bad one is shown and refused. */
  async loadPosition(position: unknown): Promise<void> {
    await this.game.loadPosition(position);
    const session = this.game.session;
    if (this.game.error === undefined && session) {
      this.dealt = { variant: session.plugin.id, deal: this.deal };
      this.variant = session.plugin.id;
      this.held = undefined;
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('autoplay') || changed.has('supermove')) this.game.setOptions({ autoplay: this.autoplay, supermove: this.supermove });
    let force = false;
    if (changed.has('plugin') && this.plugin !== undefined) {
      const id = this.game.registerPlugin(this.plugin);
      if (id !== undefined) this.variant = id;
      force = id !== undefined;
    }
    const wanted = this.dealt === undefined || this.dealt.variant !== this.variant || this.dealt.deal !== this.deal;
    if (force || ((changed.has('variant') || changed.has('deal')) && wanted)) {
      this.dealt = { variant: this.variant, deal: this.deal };
      this.held = undefined;
      void this.game.start(this.variant, this.deal ?? randomDeal());
    }
  }

  protected override render(): TemplateResult {
    const session = this.game.session;
    const position = session?.position();
    const columns = position?.columns.length ?? 10;
    const status = this.game.status;
    return html`<div class="board" part="board" style="--cols: ${columns}; --slots: ${Math.max(columns, 10)}"
      @click=${this.onClick} @keydown=${this.onKeyDown} @pointerdown=${this.drag.onPointerDown}
      @pointermove=${this.drag.onPointerMove} @pointerup=${this.drag.onPointerUp} @pointercancel=${this.drag.onPointerCancel}>
      <div class="bar" part="toolbar">
        <span class="title">${session ? `${session.plugin.name}${session.deal === null ? '' : ` · deal ${session.deal}`}` : 'Loading…'}</span>
        <span class="moves">${this.moveCount} move${this.moveCount === 1 ? "" : "s"}</span>
        <button type="button" @click=${this.onNew}>New</button>
        <button type="button" @click=${this.onRestart}>Restart</button>
        <button type="button" @click=${this.onUndo} ?disabled=${!this.game.canUndo}>Undo</button>
        <button type="button" @click=${this.onRedo} ?disabled=${!session?.canRedo}>Redo</button>
        <button type="button" @click=${this.onHint}>Hint</button>
      </div>
      ${this.game.error === undefined ? nothing : html`<div class="error" part="error" role="alert">${this.game.error}</div>`}
      ${position ? topRow({ position, held: this.held, hint: this.game.hintMove, drag: this.drag.view }) : html`<div></div>`}
      ${position ? tableau({ position, held: this.held, hint: this.game.hintMove, drag: this.drag.view }) : html`<div></div>`}
      <div class="status" part="status" aria-hidden="true">${this.game.announcement}</div>
      <div class="sr-only" role="status" aria-live="polite">${this.game.announcement}</div>
      ${this.panel(status)}
    </div>`;
  }

  private panel(status: GameStatus): TemplateResult | typeof nothing {
    if (status === GameStatus.Won) {
      return html`<div class="panel" part="panel" role="group" aria-label="You won">
        <p>You won in ${this.moveCount} moves!</p>
        <button type="button" @click=${this.onNew}>New deal</button>
      </div>`;
    }
    if (status === GameStatus.Stuck) {
      return html`<div class="panel" part="panel" role="group" aria-label="No moves left">
        <p>No moves left.</p>
        <button type="button" @click=${this.onUndo} ?disabled=${!this.game.canUndo}>Undo</button>
        <button type="button" @click=${this.onRestart}>Restart</button>
        <button type="button" @click=${this.onNew}>New deal</button>
      </div>`;
    }
    return nothing;
  }

  private readonly onNew = (): void => void this.newGame();
  private readonly onRestart = (): void => {
    this.restart();
  };
  private readonly onUndo = (): void => void this.undo();
  private readonly onRedo = (): void => void this.redo();
  private readonly onHint = (): void => void this.hint();

  private readonly onClick = (event: MouseEvent): void => {
    const spot = spotOf(event);
    if (this.drag.takeSwallowedClick() || !spot) return;
    this.held = undefined;
    if (spot.pile === 'stock') this.game.clickStock();
    else if (spot.index >= 0 || event.detail >= 2) this.game.clickCard(spot.pile, spot.index, event.detail);
  };

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const action = keyAction(event);
    const spot = spotOf(event);
    const position = this.game.position();
    if (!action || !position) return;
    const needsPile = action !== 'undo' && action !== 'redo' && action !== 'hint' && action !== 'new';
    if (needsPile && !spot) return;
    event.preventDefault();
    this.act(action, spot, position);
  };

  private act(action: KeyAction, spot: Spot | undefined, position: Position): void {
    if (action === 'undo') this.undo();
    else if (action === 'redo') this.redo();
    else if (action === 'hint') this.hint();
    else if (action === 'new') void this.newGame();
    else if (!spot) return;
    else if (action === 'cancel') this.cancelHold();
    else if (action === 'activate') this.activate(spot, position);
    else this.moveFocus(neighbour(position, spot, action));
    if (spot) this.keepFocus(spot);
  }

  private activate(spot: Spot, position: Position): void {
    const held = this.held;
    if (spot.pile === 'stock') {
      this.held = undefined;
      this.game.clickStock();
    } else if (held) {
      if (held.pile === spot.pile) {
        this.cancelHold();
      } else if (this.game.play({ from: held.pile, to: spot.pile, count: held.count })) {
        this.held = undefined;
        this.moveFocus(topSpot(this.game.position() ?? position, spot.pile));
      }
    } else {
      this.pickUp(spot, position);
    }
    this.requestUpdate();
  }

  private pickUp(spot: Spot, position: Position): void {
    const cards = pileCards(position, spot.pile);
    const column = /^c(\d+)$/.exec(spot.pile);
    const faceDown = column ? (position.columns[Number(column[1])]?.down.length ?? 0) : 0;
    if (spot.pile.startsWith('f') || spot.index < 0) {
      this.game.say(spot.index < 0 ? 'Nothing to pick up here' : 'Cards never leave a foundation');
    } else if (spot.index < faceDown) {
      this.game.say('That card is face down');
    } else {
      const count = cards.length - spot.index;
      this.held = { pile: spot.pile, index: spot.index, count };
      const more = count > 1 ? ` and the ${count - 1} card${count === 2 ? '' : 's'} on it` : '';
      this.game.say(`Picked up ${spokenCard(cards[spot.index])}${more}: choose a pile and press Enter, or Escape to put it back`);
    }
  }

  private cancelHold(): void {
    if (!this.held) return;
    this.held = undefined;
    this.game.say('Put back');
  }

  /** Where the focus should go after the next render. */
  private nextFocus: Spot | undefined;

  private moveFocus(spot: Spot): void {
    this.nextFocus = spot;
    this.requestUpdate();
  }

  /** After a move the focused card may be gone; keep the focus on the same pile. */
  private keepFocus(spot: Spot): void {
    this.nextFocus ??= spot;
    this.requestUpdate();
  }

  protected override updated(): void {
    const spot = this.nextFocus;
    this.nextFocus = undefined;
    if (!spot || !this.shadowRoot) return;
    const root = this.shadowRoot;
    const exact = root.querySelector<HTMLElement>(`[data-pile="${spot.pile}"][data-index="${spot.index}"][tabindex]`);
    const fallback = root.querySelector<HTMLElement>(`[data-pile="${spot.pile}"][tabindex="0"]`);
    (exact ?? fallback)?.focus();
  }
}
