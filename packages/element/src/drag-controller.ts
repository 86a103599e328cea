import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { columnId, isColumnId } from '@forty-thieves/core';
import { msg } from './l10n/msg.js';
import { pileCards } from './describe.js';
import type { GameController } from './game-controller.js';
import type { Spot } from './spot.js';

/** Pixels the pointer must travel before a press becomes a drag (below it, it is a click or a tap). */
const DRAG_THRESHOLD = 6;

/**
 * A finger's tap is the second of a double-tap when it goes down within this many milliseconds of
 * the last tap's release and this many pixels of where that went down: Chromium's own figures for
 * counting a finger's taps (docs/element.md, "Playing").
 */
const DOUBLE_TAP_MS = 400;
const DOUBLE_TAP_PX = 20;

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
  /** The card or pile pressed (`data-pile`). */
  target: HTMLElement;
  /** A face-up card of the waste or a column: travelling DRAG_THRESHOLD drags it. */
  draggable: boolean;
  /** A finger or a pen: a tap, which acts at its release (see onPointerUp). */
  tap: boolean;
  /**
   * The count of clicks this press makes (2 for a double-click's second): the browser's, where it
   * says it as the press goes down (a pen's mousedown), else counted as Chromium counts a finger's taps.
   */
  clicks: number;
  /** Travelled DRAG_THRESHOLD without being a drag (nothing to drag there): no tap either. */
  moved?: boolean;
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
 * A finger's or a pen's tap (a press that travels less than the threshold) acts at its release,
 * through the same path as a mouse's click (card-click.ts), never at the click the browser may send
 * after it: Chromium sometimes sends none, for a tap right after a touch drag say, and a player's
 * move must never be dropped. The tap focuses the card as a mouse press would, and the
 * mouse-compatible press and the click a touch tap brings after its release are ignored, so one tap
 * is one action. The mouse keeps acting at its click (docs/element.md, "Playing").
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
  /** The last press on the board was a finger's or a pen's: it acts at its release, never at a click. */
  private byTouchOrPen = false;
  /** The last press that was a tap: where it went down, when it was released, and its count of clicks. */
  private lastTap: { x: number; y: number; time: number; clicks: number } | undefined;
  private swallowTimer: ReturnType<typeof setTimeout> | undefined;

  /** `click` plays a click on a spot of the board, as the board's click handler does (card-click.ts). */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly game: GameController,
    private readonly click: (spot: Spot, clicks: number) => void,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.end();
    clearTimeout(this.swallowTimer);
    this.swallowClick = false;
    this.byTouchOrPen = false;
  }

  /**
   * True when the board's click is to be ignored: once for the click that follows a drag, and for
   * the click of a finger's or a pen's press, which acted at its release (see onPointerUp).
   */
  takeSwallowedClick(): boolean {
    const swallow = this.swallowClick || this.byTouchOrPen;
    this.swallowClick = false;
    this.byTouchOrPen = false;
    return swallow;
  }

  readonly onPointerDown = (event: PointerEvent): void => {
    const tap = isTouchOrPen(event);
    this.byTouchOrPen = tap;
    const last = this.lastTap;
    this.lastTap = undefined;
    const board = event.currentTarget instanceof HTMLElement ? event.currentTarget : undefined;
    // Added once per board (the same listener twice is one).
    board?.addEventListener('mousedown', this.onMouseDown);
    if (event.button !== 0 || !event.isPrimary) return;
    const target = pileElementOf(event);
    const pile = target?.dataset.pile;
    if (!target || pile === undefined) return;
    const draggable = target.classList.contains('face') && (pile === 'waste' || isColumnId(pile));
    if (!draggable && !tap) return;
    this.board = board;
    const { clientX: x, clientY: y, pointerId } = event;
    const again = tap && last !== undefined && event.timeStamp - last.time <= DOUBLE_TAP_MS && Math.hypot(x - last.x, y - last.y) < DOUBLE_TAP_PX;
    this.press = { pile, index: Number(target.dataset.index ?? -1), x, y, pointerId, target, draggable, tap, clicks: again ? last.clicks + 1 : 1 };
    this.swallowClick = false;
  };

  /**
   * A pen's press brings its mouse-compatible mousedown while it is down, with the browser's count
   * of clicks: a pen's double-click plays as the mouse's does. Any other mousedown of a finger's or
   * a pen's press does nothing: a finger's tap brings it after its release, once the tap has played,
   * and it would move the focus to whatever now lies under the finger (the tap focused the card it
   * pressed, as a mouse press does).
   */
  private readonly onMouseDown = (event: MouseEvent): void => {
    if (this.press?.tap === true) this.press.clicks = event.detail;
    else if (this.byTouchOrPen) event.preventDefault();
  };

  readonly onPointerMove = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || press.cancelled || event.pointerId !== press.pointerId || !this.board) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!this.view) {
      if (press.moved === true || Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      press.moved = !press.draggable;
      if (press.moved) return;
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
    const press = this.press;
    if (!press || event.pointerId !== press.pointerId) return;
    const view = this.view;
    const cancelled = press.cancelled === true;
    const to = view ? this.pileAt(event.clientX, event.clientY) : undefined;
    const tapped = press.tap && !view && !cancelled && press.moved !== true;
    this.lastTap = tapped ? { x: press.x, y: press.y, time: event.timeStamp, clicks: press.clicks } : undefined;
    this.end();
    if (cancelled) this.swallowNextClick();
    if (tapped) this.tap(press);
    if (!view) return;
    this.swallowNextClick();
    const position = this.game.session?.position();
    if (!position) return;
    const count = pileCards(position, view.pile).length - view.index;
    // Dropped off the piles or back where it came from: the cards slide back, nothing is played.
    if (to === undefined || to === view.pile) this.game.voice.say(() => msg('Put back', { id: 'put-back' }));
    else this.game.play({ from: view.pile, to, count });
  };

  /**
   * A finger's or a pen's tap, at its release: what a mouse's press and click on that card would do
   * (see the class comment). The card is read again: a redraw since the press may have changed it.
   */
  private tap(press: Press): void {
    const { target } = press;
    const pile = target.dataset.pile;
    if (!target.isConnected || pile === undefined) return;
    target.focus({ preventScroll: true, focusVisible: false });
    this.click({ pile, index: Number(target.dataset.index ?? -1) }, press.clicks);
  }

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

/** Made by a finger or a pen. */
function isTouchOrPen(event: PointerEvent): boolean {
  return event.pointerType === 'touch' || event.pointerType === 'pen';
}

/** The nearest element on an event's path that stands for a pile or a card of one (`data-pile`). */
function pileElementOf(event: Event): HTMLElement | undefined {
  return event.composedPath().find((node): node is HTMLElement => node instanceof HTMLElement && node.dataset.pile !== undefined);
}
