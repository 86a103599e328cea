import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isColumnId, isFoundationId, pileIndex, type Move, type Position } from '@forty-thieves/core';
import { msg, str } from './l10n/msg.js';
import { pileCards, spokenCard } from './describe.js';
import type { GameController } from './game-controller.js';
import { keyAction, neighbour, topSpot, type KeyAction } from './keyboard-nav.js';
import { spotOf, type Spot } from './spot.js';

/** The element's commands the keys reach. */
export interface KeyboardHost extends ReactiveControllerHost, HTMLElement {
  newGame(): Promise<void>;
  undo(): boolean;
  redo(): boolean;
  hint(): Move | undefined;
  toggleHelp(): void;
}

/**
 * Keyboard play for `<forty-thieves>` (keys in {@link keyAction}): cards picked up with Enter or
 * Space are held here until they are put down on another pile (a move for the game controller) or
 * put back with Escape; after every action the focus returns to a card of the pile it was on,
 * since a move may have removed the focused card.
 */
export class KeyboardController implements ReactiveController {
  /** Cards picked up: from `pile`, the card at `index` and those on it. */
  held: { pile: string; index: number; count: number } | undefined;
  /** Where the focus goes after the next render. */
  private nextFocus: Spot | undefined;
  /** The card or pile that had the focus when the render began. */
  private focusedBefore: (Spot & { ring: boolean }) | undefined;

  constructor(
    private readonly host: KeyboardHost,
    private readonly game: GameController,
  ) {
    host.addController(this);
  }

  readonly onKeyDown = (event: KeyboardEvent): void => {
    const action = keyAction(event);
    const spot = spotOf(event);
    const position = this.game.session?.position();
    if (!action || !position) return;
    const needsPile = action !== 'undo' && action !== 'redo' && action !== 'hint' && action !== 'new' && action !== 'help';
    if (needsPile && !spot) return;
    event.preventDefault();
    this.act(action, spot, position);
  };

  /** Forgets cards in hand (any other way of playing puts them back). */
  drop(): void {
    this.held = undefined;
  }

  hostUpdate(): void {
    const active = this.host.shadowRoot?.activeElement;
    const pile = active instanceof HTMLElement ? active.dataset.pile : undefined;
    this.focusedBefore =
      pile === undefined ? undefined : { pile, index: Number((active as HTMLElement).dataset.index), ring: (active as HTMLElement).matches(':focus-visible') };
  }

  hostUpdated(): void {
    const root = this.host.shadowRoot;
    // A card clicked, tapped or dragged away, or taken by autoplay or an undo, is removed with the
    // focus on it: the focus stays on the board, on the pile it was on, so U or Ctrl+Z still undo.
    const lost = root?.activeElement === null ? this.focusedBefore : undefined;
    const spot = this.nextFocus ?? (lost && { pile: lost.pile, index: Infinity });
    // A focus taken off a card that went away keeps its look: no ring after a click or a tap.
    const options = this.nextFocus ? undefined : { focusVisible: lost?.ring };
    this.nextFocus = undefined;
    if (!spot || !root) return;
    const exact = root.querySelector<HTMLElement>(`[data-pile="${spot.pile}"][data-index="${spot.index}"][tabindex]`);
    const fallback = root.querySelector<HTMLElement>(`[data-pile="${spot.pile}"][tabindex="0"]`);
    (exact ?? fallback)?.focus(options);
  }

  private act(action: KeyAction, spot: Spot | undefined, position: Position): void {
    if (action === 'undo' || action === 'redo' || action === 'new') {
      if (action === 'undo') this.host.undo();
      else if (action === 'redo') this.host.redo();
      else void this.host.newGame();
      // The pile's top card, not the card that had the focus: covered now, it would be drawn over
      // the cards put back on it (a focused card is raised, to be seen whole).
      if (spot) this.nextFocus = { pile: spot.pile, index: Infinity };
    } else if (action === 'hint') this.host.hint();
    else if (action === 'help') {
      this.host.toggleHelp();
      return;
    } else if (!spot) return;
    else if (action === 'cancel') this.putBack();
    else if (action === 'activate') this.activate(spot, position);
    else this.nextFocus = neighbour(position, spot, action);
    if (spot) this.nextFocus ??= spot;
    this.host.requestUpdate();
  }

  private activate(spot: Spot, position: Position): void {
    const held = this.held;
    if (spot.pile === 'stock') {
      this.held = undefined;
      this.game.clickCard('stock', 1, 1);
    } else if (!held) {
      this.pickUp(spot, position);
    } else if (held.pile === spot.pile) {
      this.putBack();
    } else if (this.game.play({ from: held.pile, to: spot.pile, count: held.count })) {
      // A refused put-down keeps the cards in hand, so another pile can be tried.
      this.held = undefined;
      this.nextFocus = topSpot(this.game.session?.position() ?? position, spot.pile);
    }
  }

  private pickUp(spot: Spot, position: Position): void {
    const cards = pileCards(position, spot.pile);
    const faceDown = isColumnId(spot.pile) ? (position.columns[pileIndex(spot.pile)]?.down.length ?? 0) : 0;
    if (isFoundationId(spot.pile) || spot.index < 0) {
      this.game.voice.say(() =>
        spot.index < 0 ? msg('Nothing to pick up here', { id: 'key-nothing' }) : msg('Cards never leave a foundation', { id: 'key-foundation' }),
      );
    } else if (spot.index < faceDown) {
      this.game.voice.say(() => msg('That card is face down', { id: 'key-face-down' }));
    } else {
      const count = cards.length - spot.index;
      this.held = { pile: spot.pile, index: spot.index, count };
      const picked = cards[spot.index];
      const on = count - 1;
      this.game.voice.say(() => {
        const card = spokenCard(picked);
        return count === 1
          ? msg(str`Picked up ${card}: choose a pile and press Enter, or Escape to put it back`, { id: 'key-picked-up' })
          : on === 1
            ? msg(str`Picked up ${card} and the card on it: choose a pile and press Enter, or Escape to put it back`, { id: 'key-picked-up-one' })
            : msg(str`Picked up ${card} and the ${on} cards on it: choose a pile and press Enter, or Escape to put it back`, { id: 'key-picked-up-run' });
      });
    }
  }

  private putBack(): void {
    if (!this.held) return;
    this.held = undefined;
    this.game.voice.say(() => msg('Put back', { id: 'put-back' }));
  }
}
