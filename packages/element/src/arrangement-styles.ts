import { css } from 'lit';

/**
 * The side arrangement (layout.ts: stock and waste left of the columns, foundations right of
 * them), which LayoutController sets, and the toolbar on narrow and short boards. In the
 * element's first sheets: the first board is drawn fitted, in its arrangement and with its
 * toolbar's final height.
 */
export const arrangementStyles = css`
  /* The piles are not laid out until LayoutController has fitted them and set their arrangement, in
     the render that first draws them: the first board is laid out once, fitted, with no card width
     in container units (docs/benchmarks.md). */
  .play:not([data-arrangement]) > * {
    display: none;
  }
  /* The side arrangement (layout.ts), set by LayoutController. */
  .play[data-arrangement='side'] {
    grid-template-rows: minmax(0, 1fr);
    grid-template-columns: var(--card-w) auto var(--card-w) var(--card-w);
    justify-content: center;
  }
  [data-arrangement='side'] .top {
    grid-row: 1;
    grid-column: 1 / -1;
    width: auto;
    grid-template-columns: subgrid;
    grid-template-rows: repeat(4, calc(var(--card-w) * 1.4));
    align-content: start;
    /* The group spans the columns too: only its piles take the pointer. */
    pointer-events: none;
  }
  [data-arrangement='side'] .top > .pile {
    pointer-events: auto;
  }
  [data-arrangement='side'] .stock {
    grid-area: 1 / 1;
  }
  [data-arrangement='side'] .waste {
    grid-area: 2 / 1;
  }
  /* Stock and waste are the row's first two children: the first foundation is its third. */
  [data-arrangement='side'] .foundation:nth-child(odd) {
    grid-column: 3;
  }
  [data-arrangement='side'] .foundation:nth-child(even) {
    grid-column: 4;
  }
  [data-arrangement='side'] .tableau {
    grid-row: 1;
    grid-column: 2;
    margin-inline: var(--g);
  }

  /* The solver's slot: always there, one row as tall as a button, its width from the toolbar's and
     never from its words, so the board holds still whatever the solver says or offers
     (docs/element.md). Too narrow a row for it: it takes one of its own. What is in it is drawn
     by solver-styles.ts, which comes with the solver. */
  .solver {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    flex: 1 1 24rem;
    min-width: 0;
    height: 2.25rem;
    white-space: nowrap;
  }

  /* The toolbar on narrow and short boards. */
  .figure {
    font-variant-numeric: tabular-nums;
    padding: 0.1rem 0.5rem;
    border-radius: 999px;
    background: rgb(0 0 0 / 20%);
    white-space: nowrap;
  }
  /* A narrow board: the name and figures on one row, the game's buttons evenly on the next, the
     solver's verdict and "Show solution" (or its bar) on the last, so the name and deal keep room. */
  @container (max-width: 560px) {
    .bar {
      padding: 0.2rem;
    }
    .bar::after,
    .bar::before {
      content: '';
      order: 1;
      flex-basis: 100%;
    }
    .bar::before {
      order: 3;
    }
    .solver {
      order: 4;
      flex-basis: 100%;
    }
    .buttons {
      display: contents;
    }
    /* Evenly wide, but each at least as wide as its longest word ("Réckgängeg"): buttons too wide
       for one row take a second, in the languages with long words. */
    .bar button {
      order: 2;
      flex: 1 1 0;
      min-width: min-content;
      padding-inline: 0.2rem;
      line-height: 1.1;
    }
  }
  /* A phone held sideways: every pixel of height goes to the columns, so one slim row. */
  @container (max-height: 480px) {
    .bar {
      font-size: 0.8rem;
      padding-block: 0.15rem;
    }
    /* The same size for the board's other words: one size of text per layout (the type scale). */
    .status,
    .sr-only {
      font-size: 0.8rem;
    }
    .bar button {
      min-height: 2rem;
      min-width: 0;
      padding-inline: 0.5rem;
    }
    /* The name over its deal, two short lines as tall as a button: the row has no room for both on one. */
    .bar .title {
      line-height: 1.15;
    }
    .title .sep {
      display: none;
    }
    .title a {
      display: block;
    }
  }
  /* ...in every language: a long label ("Erëm maachen", "Léisung weisen") or verdict wraps onto two
     short lines within its button or span, as tall as a button, before the row wraps onto a second:
     each item starts as narrow as its longest word and widens, evenly, up to its one-line width. */
  @container (max-height: 480px) and (min-width: 561px) {
    .bar {
      gap: 0.2rem;
      padding-inline: 0.2rem;
    }
    .buttons {
      display: contents;
    }
    .bar > *,
    .bar button {
      flex: 1 1 min-content;
      max-width: max-content;
    }
    .figure {
      padding-inline: 0.3rem;
    }
    .bar button,
    [part~='solver-status'] {
      line-height: 1.1;
    }
    .bar button {
      padding: 0 0.3rem;
    }
    /* The solver's slot keeps a basis of its own, and the larger share of the room left: its words
       wrap within its height, as the buttons' do. */
    .bar > .solver {
      flex: 4 1 8rem;
      max-width: none;
      height: 2rem;
      gap: 0.2rem;
      white-space: normal;
    }
  }
`;
