import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The element as the focus of its panels sees it. */
export interface PanelFocusHost extends ReactiveControllerHost, HTMLElement {
  statsView: { confirming?: string } | undefined;
}

/** The focused element, inside shadow roots too (the page's own focus, or the element's). */
function deepActive(): HTMLElement | undefined {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : undefined;
}

/**
 * The focus and the panels over the board. The statistics view (stats-panel.ts) is a dialog:
 * opened, the focus goes to its Close button, wherever the view was opened from (the win panel's
 * button, or a page's own, outside the element); Escape closes it, and the focus goes back where it
 * was. A reset's button swapped for its "Really reset" (and back) keeps the focus in the view. The
 * end of a game (end-panel.ts) takes the focus the player had on the board (a card, the solution's
 * bar, which goes): to "New deal" after a win, to the first button that can act ("Undo") at a dead end.
 */
export class PanelFocus implements ReactiveController {
  /** The view was in the last render. */
  private shown = false;
  /** Where the focus was when the view opened. */
  private opener: HTMLElement | undefined;
  /** The focus was in the view when the render began. */
  private focusInView = false;
  /** An end panel was in the last render. */
  private ended = false;
  /** The focus was in the element when the render began. */
  private focusInHost = false;

  constructor(private readonly host: PanelFocusHost) {
    host.addController(this);
    host.addEventListener('keydown', this.onKeyDown);
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.host.statsView) return;
    event.preventDefault();
    this.host.statsView = undefined;
    this.host.requestUpdate();
  };

  hostUpdate(): void {
    const active = this.host.shadowRoot?.activeElement;
    this.focusInHost = active != null;
    this.focusInView = active?.closest('.stats-view') != null;
  }

  hostUpdated(): void {
    const root = this.host.shadowRoot;
    const open = this.host.statsView !== undefined;
    if (open && !this.shown) this.opener = deepActive();
    if (open && (!this.shown || (this.focusInView && root?.activeElement == null)))
      root?.querySelector<HTMLElement>('.stats-view [data-confirm], .stats-view [data-close]')?.focus();
    if (!open && this.shown) {
      // Back to the opener, unless the player has put the focus somewhere else meanwhile.
      const now = deepActive();
      if (this.opener?.isConnected === true && (this.focusInView || now === undefined || now === document.body)) this.opener.focus();
      this.opener = undefined;
    }
    this.shown = open && root?.querySelector('.stats-view') != null;
    const ended = root?.querySelector('.panel.won, .panel.stuck');
    if (ended && !this.ended && this.focusInHost && !this.shown) ended.querySelector<HTMLElement>('.won .primary, .stuck button:not(:disabled)')?.focus();
    this.ended = ended != null;
  }
}
