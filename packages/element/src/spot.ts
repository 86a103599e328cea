/**
 * Where a click or a key lands on the board. Apart from keyboard-nav.ts, which comes with the
 * later chunk, as the first board's clicks need this and nothing else of it.
 */

/** A place the keyboard focus can be: a pile and the index of a card in it (-1 for an empty pile). */
export interface Spot {
  readonly pile: string;
  readonly index: number;
}

/** The pile spot of the innermost event target that is a card or a placeholder. */
export function spotOf(event: Event): Spot | undefined {
  for (const target of event.composedPath()) {
    if (target instanceof HTMLElement && target.dataset.pile !== undefined) {
      return { pile: target.dataset.pile, index: Number(target.dataset.index ?? -1) };
    }
  }
  return undefined;
}
