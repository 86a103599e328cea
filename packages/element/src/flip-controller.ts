import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** More cards than this moving at once is a new deal or a restart, not a move: no animation. */
const MAX_ANIMATED = 24;
const DURATION = 180;

/** What the FLIP controller reads of the game: counters of changes and of games put on the table. */
export interface Versioned {
  readonly version: number;
  readonly games: number;
}

/**
 * Move animations by FLIP (first, last, invert, play): before a render that follows a change to
 * the game, the face-up cards' places are noted by card; after it, each card that now stands
 * somewhere else starts at its old place and slides to the new one (a card just drawn slides from
 * the stock). Web Animations on `transform` only, so the browser composites them without layout;
 * nothing moves under `prefers-reduced-motion: reduce`.
 */
export class FlipController implements ReactiveController {
  private first = new Map<string, DOMRect[]>();
  private spots = new Map<string, string>();
  private stock: DOMRect | undefined;
  private seen = -1;
  private seenGames = -1;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly game: Versioned,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    this.first.clear();
    this.spots.clear();
    const root = this.host.shadowRoot;
    if (!root || this.game.version === this.seen || !this.motionAllowed()) return;
    for (const card of root.querySelectorAll<HTMLElement>('.card.face[data-card]')) {
      const text = card.dataset.card ?? '';
      const rects = this.first.get(text) ?? [];
      rects.push(card.getBoundingClientRect());
      this.first.set(text, rects);
      this.spots.set(`${card.dataset.pile ?? ''}:${card.dataset.index ?? ''}`, text);
    }
    this.stock = root.querySelector('[data-drop="stock"]')?.getBoundingClientRect();
  }

  hostUpdated(): void {
    // A new deal, a loaded position or a resumed game is not a move: it appears at once.
    const changed = this.game.version !== this.seen && this.game.games === this.seenGames;
    this.seen = this.game.version;
    this.seenGames = this.game.games;
    const root = this.host.shadowRoot;
    if (!changed || !root || this.first.size === 0) return;
    const moves: [HTMLElement, number, number][] = [];
    for (const card of root.querySelectorAll<HTMLElement>('.card.face[data-card]')) {
      const text = card.dataset.card ?? '';
      if (this.spots.get(`${card.dataset.pile ?? ''}:${card.dataset.index ?? ''}`) === text) continue;
      const last = card.getBoundingClientRect();
      const from = this.nearest(this.first.get(text), last) ?? (card.dataset.pile === 'waste' ? this.stock : undefined);
      if (!from) continue;
      const dx = from.left - last.left;
      const dy = from.top - last.top;
      if (Math.abs(dx) + Math.abs(dy) >= 1) moves.push([card, dx, dy]);
    }
    this.first.clear();
    if (moves.length > MAX_ANIMATED) return;
    for (const [card, dx, dy] of moves) {
      card.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { duration: DURATION, easing: 'ease-out' });
    }
  }

  /** Of the places where a card with this face stood (two decks: maybe two), the closest. */
  private nearest(rects: DOMRect[] | undefined, to: DOMRect): DOMRect | undefined {
    let best: DOMRect | undefined;
    let bestDistance = Infinity;
    for (const rect of rects ?? []) {
      const distance = Math.hypot(rect.left - to.left, rect.top - to.top);
      if (distance < bestDistance) {
        best = rect;
        bestDistance = distance;
      }
    }
    return best;
  }

  private motionAllowed(): boolean {
    return !globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches;
  }
}
