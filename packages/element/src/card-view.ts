import { html, nothing, type TemplateResult } from 'lit';

/** Suit shapes on a 24 × 24 grid, drawn by the package so no image is ever downloaded. */
const SUIT_PATHS: Readonly<Record<string, string>> = {
  S: 'M12 2C9 6 4 9 4 13.5 4 16 6 18 8.5 18c1.3 0 2.4-.5 3-1.3-.2 2-1 3.6-2.5 5.3h6c-1.5-1.7-2.3-3.3-2.5-5.3.6.8 1.7 1.3 3 1.3 2.5 0 4.5-2 4.5-4.5C20 9 15 6 12 2z',
  H: 'M12 21.4l-1.5-1.3C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.5 11.5z',
  D: 'M12 2l8 10-8 10-8-10z',
  C: 'M12 2.5a4.2 4.2 0 0 0-3.4 6.7A4.2 4.2 0 1 0 10.8 16c-.3 2-1.1 3.6-2.6 5.5h7.6c-1.5-1.9-2.3-3.5-2.6-5.5a4.2 4.2 0 1 0 2.2-6.8 4.2 4.2 0 0 0-3.4-6.7z',
};

/** A suit drawn as an SVG: the large one in the middle of a number card, or the small one in a court card's panel. */
function suitIcon(suit: string, className: string): TemplateResult {
  return html`<svg class=${className} viewBox="0 0 24 24" aria-hidden="true"><path d=${SUIT_PATHS[suit]}></path></svg>`;
}

export interface CardView {
  /** The card in notation, e.g. "7H". */
  readonly text: string;
  readonly pile: string;
  readonly index: number;
  readonly label: string;
  /** 0: in the Tab order; -1: reachable by arrows; undefined: not focusable. */
  readonly tabIndex: 0 | -1 | undefined;
  readonly held: boolean;
  /** Following the pointer in a drag. */
  readonly dragging: boolean;
  /**
   * A card lies on it, so it shows its corner index only: its middle (large suit or court panel)
   * is not drawn. On a first board that is thirty of forty cards, each two SVG elements and a
   * template instance fewer.
   */
  readonly covered?: boolean;
}

/**
 * A face-up card: rank and suit in the top-left corner (all that shows when cards overlap) and,
 * when nothing covers it, a large suit in the middle, or for a Jack, Queen or King a framed panel
 * with its letter. Colours come from CSS classes so the four-colour deck is only CSS. The corner's
 * suit is written in the card's template, not a template of its own: a covered card is one
 * template instance.
 */
export function faceUpCard(view: CardView): TemplateResult {
  const rank = view.text.slice(0, 1);
  const suit = view.text.slice(1, 2);
  // No white space between the card's parts: text nodes the layout would only skip, eighty of them on a first board.
  // The rank is the corner's own text, "ten" a class of the card: no element or binding of its own
  // (forty of each fewer on a first board, docs/benchmarks.md).
  return html`<div
    class="card face i${view.index} suit-${suit}${rank === 'T' ? ' ten' : ''}${view.held ? ' held' : ''}${view.dragging ? ' dragging' : ''}"
    part="card"
    role="button"
    aria-label=${view.label}
    tabindex=${view.tabIndex ?? nothing}
    data-pile=${view.pile}
    data-index=${view.index}
    data-card=${view.text}
  ><span class="corner">${rank === 'T' ? '10' : rank}<svg class="suit" viewBox="0 0 24 24" aria-hidden="true"><path d=${SUIT_PATHS[suit]}></path></svg></span>${view.covered ? nothing : 'JQK'.includes(rank) ? html`<span class="court-art" data-rank=${rank} aria-hidden="true">${suitIcon(suit, 'court-suit')}</span>` : suitIcon(suit, 'pip')}</div>`;
}

/** A card lying face down: the back, named so a screen reader can count it. */
export function faceDownCard(pile: string, index: number, label: string): TemplateResult {
  return html`<div class="card back i${index}" part="card-back" role="img" aria-label=${label} data-pile=${pile} data-index=${index}></div>`;
}

/** An empty pile's outline, with a hint of what may go there. */
export function placeholder(pile: string, label: string, mark: string): TemplateResult {
  return html`<div class="placeholder" part="placeholder" role="button" aria-label=${label} tabindex="0" data-pile=${pile} data-index="-1"><span class="mark" aria-hidden="true">${mark}</span></div>`;
}
