import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The element as the statistics view's focus sees it. */
export interface StatsFocusHost extends ReactiveControllerHost, HTMLElement {
  statsView: { confirming?: string } | undefined;
}

/** The focused element, inside shadow roots too (the page's own focus, or the element's). */
function deepActive(): HTMLElement | undefined {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : undefined;
}

/**
 * The statistics view (stats-panel.ts) is a dialog: opened, the focus goes to its Close button,
 * wherever the view was opened from (the win panel's button, or a page's own, outside the element);
 * Escape closes it, and the focus goes back where it was. A reset's button swapped for its "Really
 * reset" (and back) keeps the focus in the view.
 */
export class StatsFocus implements ReactiveController {
  /** The view was in the last render. */
  private shown = false;
  /** Where the focus was when the view opened. */
  private opener: HTMLElement | undefined;
  /** The focus was in the view when the render began. */
  private focusInView = false;

  constructor(private readonly host: StatsFocusHost) {
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
    this.focusInView = this.host.shadowRoot?.activeElement?.closest('.stats-view') != null;
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
  }
}
