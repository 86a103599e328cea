import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Position } from '@forty-thieves/core';
import { fitTable, reserveFor, type BoardLayout } from './layout.js';

/**
 * Sizes the cards from the play area's width and height and the columns on the table (layout.ts):
 * watches the area with a ResizeObserver and, after every render (a column may have grown), sets
 * `--fit-w`, `--reserve` (the cards a column's height is shared among) and `data-arrangement` on
 * it. In the element's first chunk: the piles are not laid out until `data-arrangement` is set
 * (arrangement-styles.ts), and the area's size does not depend on them. A ResizeObserver reports
 * after layout and before paint, so the first game is fitted from the observer's first report, in
 * the frame that first paints it, and a resize is fitted before it is drawn too.
 */
export class LayoutController implements ReactiveController {
  /** What was applied last, for tests and the screenshots script. */
  layout: BoardLayout | undefined;
  /** The cards a column has room for (layout.ts `reserveFor`), kept between moves. */
  reserve: number | undefined;
  private area: HTMLElement | undefined;
  private size: { width: number; height: number } | undefined;
  /** Columns and the longest column at the last fit: a render that changes neither needs no refit. */
  private shape = '';
  private readonly observer: ResizeObserver;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly position: () => Position | undefined,
  ) {
    host.addController(this);
    this.observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) this.size = { width: box.width, height: box.height };
      this.apply(true);
    });
  }

  hostUpdated(): void {
    const area = this.host.shadowRoot?.querySelector<HTMLElement>('.play') ?? undefined;
    if (area !== this.area) {
      if (this.area) this.observer.unobserve(this.area);
      this.area = area;
      this.size = undefined;
      if (area) this.observer.observe(area);
    }
    this.apply(false);
  }

  hostDisconnected(): void {
    this.observer.disconnect();
    this.area = undefined;
  }

  /** Fits the cards; after a render only when the columns changed shape (`resized`: always). */
  private apply(resized: boolean): void {
    const area = this.area;
    const position = this.position();
    if (!area || !position) return;
    const longest = Math.max(0, ...position.columns.map((column) => column.down.length + column.up.length));
    const shape = `${position.columns.length}:${longest}`;
    if (!resized && shape === this.shape && area.dataset.arrangement !== undefined) return;
    // Another variant starts from scratch; the same one keeps its reserve (hysteresis).
    if (this.shape.split(':')[0] !== String(position.columns.length)) this.reserve = undefined;
    this.shape = shape;
    const reserve = reserveFor(longest, this.reserve);
    const size = this.size;
    // Until the observer's first report the piles wait, unseen: it comes after the page's first
    // layout and before its paint, so the first frame is still the fitted board, and no layout is
    // forced inside the script that draws it (docs/benchmarks.md). Not laid out at all (display:
    // none, or not yet on the page): they wait for it likewise.
    if (!size || size.width === 0 || size.height === 0) return;
    const style = getComputedStyle(area);
    const layout = fitTable({
      width: size.width,
      height: size.height,
      gap: parseFloat(style.rowGap) || 0,
      columns: position.columns.length,
      longest,
      reserve,
      // styles.ts resolves --ft-card-max-width as the area's column-width (in px, or auto when unset).
      maxCardWidth: parseFloat(style.columnWidth) || undefined,
    });
    area.style.setProperty('--reserve', String(reserve));
    this.reserve = reserve;
    if (this.layout?.cardWidth === layout.cardWidth && this.layout.arrangement === layout.arrangement && area.dataset.arrangement === layout.arrangement)
      return;
    this.layout = layout;
    area.style.setProperty('--fit-w', `${layout.cardWidth}px`);
    area.dataset.arrangement = layout.arrangement;
  }
}
