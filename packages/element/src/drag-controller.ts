import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { columnId, isColumnId } from '@forty-thieves/core';
import { msg } from './l10n/msg.js';
import { pileCards } from './describe.js';
import type { GameController } from './game-controller.js';

/** Pixels the pointer must travel before a press becomes a drag (below it, it is a click). */
const DRAG_THRESHOLD = 6;

/** What the board draws during a drag. */
export interface DragView {
  readonly pile: string;
  readonly index: number;
  /** Piles where the rules would take the cards: highlighted while dragging. */
  readonly targets: ReadonlySet<string>;
}

interface Press {
  pile: string;
  index: number;
  x: number;
  y: number;
  pointerId: number;
  /** The player pressed Escape: the cards went back, and the rest of this press does nothing. */
  cancelled?: boolean;
}

/**
 * Pointer drag and drop (mouse, touch, pen) for `<forty-thieves>`. A press on a face-up card
 * becomes a drag once the pointer travels a few pixels; the cards follow it through two CSS
 * variables on the board (no re-render per frame), the legal destinations light up, and on
 * release the move goes to the game controller — a refused drop is announced with its reason and
 * the cards slide back. A drag swallows the click that ends it, and only that one: the browser
 * sends it in the same task as the release, or not at all (the card pressed may be gone), so the
 * swallowing ends with that task and the next click — on the stock, say — always counts.
 * Only the player ends a drag: by releasing, or with Escape (the cards go back). Nothing the
 * browser does on its own gets in (text selection and native drags are off on the board; see
 * styles.ts), and a redraw during the drag keeps it.
 */
export class DragController implements ReactiveController {
  /** The drag in progress, for the board to draw. */
  view: DragView | undefined;
  private press: Press | undefined;
  private board: HTMLElement | undefined;
  private swallowClick = false;
  /** The touch or pen contact that went down on the stock, while it is down. */
  private stockPress: number | undefined;
  private swallowTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly game: GameController,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.end();
    clearTimeout(this.swallowTimer);
    this.swallowClick = false;
  }

  /**
   * True when `click` is to be ignored: once for the click that follows a drag, and for the click
   * of a touch or pen tap on the stock, which drew on its release (see onPointerUp).
   */
  takeSwallowedClick(click: MouseEvent): boolean {
    const swallow = this.swallowClick || (isTouchOrPen(click) && pileOf(click) === 'stock');
    this.swallowClick = false;
    return swallow;
  }

  readonly onPointerDown = (event: PointerEvent): void => {
    this.stockPress = isTouchOrPen(event) && pileOf(event) === 'stock' ? event.pointerId : undefined;
    if (event.button !== 0 || !event.isPrimary) return;
    const target = pileElementOf(event);
    const pile = target?.dataset.pile;
    if (!target || pile === undefined || !target.classList.contains('face')) return;
    if (pile !== 'waste' && !isColumnId(pile)) return;
    this.board = event.currentTarget instanceof HTMLElement ? event.currentTarget : undefined;
    this.press = { pile, index: Number(target.dataset.index ?? -1), x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    this.swallowClick = false;
  };

  /** A native drag (of a selection, the deal link, a card's text) would take the pointer away: never on the board. */
  readonly onDragStart = (event: DragEvent): void => {
    event.preventDefault();
  };

  readonly onPointerMove = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || press.cancelled || event.pointerId !== press.pointerId || !this.board) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!this.view) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      this.begin(press);
      // Keep receiving the pointer outside the board; a pointer that is already gone cannot be captured.
      try {
        this.board.setPointerCapture(press.pointerId);
      } catch {
        // The drag still works while the pointer stays over the board.
      }
    }
    event.preventDefault();
    this.board.style.setProperty('--drag-x', `${dx}px`);
    this.board.style.setProperty('--drag-y', `${dy}px`);
  };

  readonly onPointerUp = (event: PointerEvent): void => {
    // Chromium sometimes makes no click of a tap that comes right after a touch drag: a tap on the
    // stock draws on its release, and its click, if one comes, is ignored (takeSwallowedClick).
    if (this.stockPress === event.pointerId && pileOf(event) === 'stock') this.game.clickCard('stock', 1, 1);
    this.stockPress = undefined;
    const press = this.press;
    if (!press || event.pointerId !== press.pointerId) return;
    const view = this.view;
    const cancelled = press.cancelled === true;
    const to = view ? this.pileAt(event.clientX, event.clientY) : undefined;
    this.end();
    if (cancelled) this.swallowNextClick();
    if (!view) return;
    this.swallowNextClick();
    const position = this.game.session?.position();
    if (!position) return;
    const count = pileCards(position, view.pile).length - view.index;
    // Dropped off the piles or back where it came from: the cards slide back, nothing is played.
    if (to === undefined || to === view.pile) this.game.voice.say(() => msg('Put back', { id: 'put-back' }));
    else this.game.play({ from: view.pile, to, count });
  };

  /** The browser took the pointer (it should not: see the class comment); the cards go back. */
  readonly onPointerCancel = (event: PointerEvent): void => {
    if (this.press && event.pointerId === this.press.pointerId) this.end();
  };

  /** Escape during a drag puts the cards back; the rest of the press is ignored. */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.view || !this.press) return;
    event.preventDefault();
    event.stopPropagation();
    const press = this.press;
    this.end();
    this.press = { ...press, cancelled: true };
    this.game.voice.say(() => msg('Put back', { id: 'put-back' }));
  };

  /** Ignore the click the browser sends with this release, if it sends one: only in this task. */
  private swallowNextClick(): void {
    this.swallowClick = true;
    clearTimeout(this.swallowTimer);
    this.swallowTimer = setTimeout(() => {
      this.swallowClick = false;
    }, 0);
  }

  private begin(press: Press): void {
    const session = this.game.session;
    const position = session?.position();
    if (!session || !position) return;
    const count = pileCards(position, press.pile).length - press.index;
    const result = session.targets(press.pile, count);
    const targets = new Set<string>();
    if (result.ok) {
      for (const move of result.targets) targets.add(move.to);
      // The list names one empty column; every empty column would take the cards alike.
      if (result.targets.some((move) => isColumnId(move.to) && pileCards(position, move.to).length === 0)) {
        position.columns.forEach((column, c) => {
          if (column.down.length + column.up.length === 0) targets.add(columnId(c));
        });
      }
    }
    this.view = { pile: press.pile, index: press.index, targets };
    // On the window: the focus may be anywhere (a mouse press does not always focus a card).
    window.addEventListener('keydown', this.onKeyDown, true);
    this.host.requestUpdate();
  }

  /** The pile under the pointer (its whole area, not only its cards), ignoring the dragged cards. */
  private pileAt(x: number, y: number): string | undefined {
    const root = this.host.shadowRoot;
    if (!root) return undefined;
    for (const element of root.elementsFromPoint(x, y)) {
      if (element.closest('.dragging')) continue;
      const pile = element.closest<HTMLElement>('[data-drop]')?.dataset.drop;
      if (pile !== undefined) return pile;
    }
    return undefined;
  }

  private end(): void {
    if (this.board && this.press && this.board.hasPointerCapture(this.press.pointerId)) this.board.releasePointerCapture(this.press.pointerId);
    this.board?.style.removeProperty('--drag-x');
    this.board?.style.removeProperty('--drag-y');
    this.press = undefined;
    window.removeEventListener('keydown', this.onKeyDown, true);
    if (this.view) {
      this.view = undefined;
      this.host.requestUpdate();
    }
  }
}

/** Made by a finger or a pen (a click is a PointerEvent in current browsers, with its pointerType). */
function isTouchOrPen(event: MouseEvent): boolean {
  const type = (event as Partial<PointerEvent>).pointerType;
  return type === 'touch' || type === 'pen';
}

/** The nearest element on an event's path that stands for a pile or a card of one (`data-pile`). */
function pileElementOf(event: Event): HTMLElement | undefined {
  return event.composedPath().find((node): node is HTMLElement => node instanceof HTMLElement && node.dataset.pile !== undefined);
}

/** The pile under an event. */
function pileOf(event: Event): string | undefined {
  return pileElementOf(event)?.dataset.pile;
}
