import { css } from 'lit';

/**
 * The table. Sizes come from layout.ts: `--fit-w` on the play area is the largest card width at
 * which every pile fits its width *and* height (set by LayoutController before the piles are
 * first laid out). The card width is the font size of each group of piles, and a pile's a
 * fifth of it, so a pile and its cards are drawn in `em`; a card's corner index is `--corner`
 * (never under 12 px), and a column's overlap is the space it has shared among its cards, between
 * `--fan-min` (the corner index still shows whole) and `--fan-max`, as in layout.ts.
 *
 * Themes: light and dark follow `color-scheme` (the page's, or `color-scheme: dark` set on the
 * element) through `light-dark()`; forced colours draw red suits as outlines and black suits
 * solid, and keep the back of a card patterned.
 *
 * Type scale (docs/element.md): one family and weight (700; the sheets of panel-styles.ts 400),
 * the words in one size (0.875rem), the cards in two (`--corner`, the foundations' mark): each
 * other family, weight or size would cost the first load a font lookup.
 */
export const styles = css`
  :host {
    color-scheme: light dark;
    --ft-table: light-dark(#0f5c36, #0b3122);
    --ft-table-text: #f4f7f4;
    --ft-card-face: light-dark(#fffef9, #e8e5da);
    --ft-card-border: light-dark(#6b6b6b, #1c1c1c);
    --ft-card-back: light-dark(#1d4f91, #183f73);
    --ft-card-back-stripe: light-dark(#2f6cc0, #275a9e);
    --ft-red: #c1121f;
    --ft-black: #1b1b1b;
    --ft-clubs: var(--ft-black);
    --ft-diamonds: var(--ft-red);
    --ft-bar: rgb(0 0 0 / 22%);
    --ft-button: rgb(255 255 255 / 12%);
    display: block;
    box-sizing: border-box;
    height: var(--ft-height, 100svh);
    min-height: 18rem;
    color: var(--ft-table-text);
    background:
      radial-gradient(ellipse at 50% 25%, color-mix(in srgb, var(--ft-table) 82%, white), transparent 70%),
      var(--ft-table);
    font-family: system-ui, sans-serif;
    font-weight: 700;
  }
  :host([four-colour]) {
    --ft-clubs: #0a7a2f;
    --ft-diamonds: #1454c6;
  }
  * {
    box-sizing: border-box;
  }
  .board {
    --g: var(--ft-gap, clamp(2px, 0.5cqw, 6px));
    position: relative;
    container-type: size;
    display: grid;
    grid-template-rows: auto auto minmax(0, 1fr);
    grid-template-columns: minmax(0, 1fr);
    gap: var(--g);
    height: 100%;
    padding: var(--g);
  }

  /* The toolbar: the game's name and figures, then its buttons; two rows on a narrow board. */
  .bar {
    grid-row: 1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.4rem;
    padding: 0.25rem 0.35rem;
    border-radius: 0.6rem;
    background: var(--ft-bar);
    font-size: 0.875rem;
  }
  /* Before the first game, while its language loads: no English words first (docs/element.md). */
  .hush {
    visibility: hidden;
  }
  .bar .title {
    font-weight: 700; /* even where a page sets the element's words lighter */
    /* Small basis: shrinks to an ellipsis before the toolbar wraps; takes spare room first, up to its whole width. */
    flex: 99 1 6rem;
    max-width: max-content;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .bar a {
    color: inherit;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  .bar button {
    font: inherit;
    font-weight: 700;
    min-height: 2.25rem;
    min-width: 2.75rem;
    padding: 0.2rem 0.7rem;
    border-radius: 0.5rem;
    border: 1px solid rgb(255 255 255 / 22%);
    background: var(--ft-button);
    color: inherit;
    cursor: pointer;
  }
  .bar button:disabled {
    opacity: 0.45;
    cursor: default;
  }
  .error {
    grid-row: 2;
    padding: 0.3rem 0.6rem;
    border-radius: 0.3rem;
    background: #fde2e1;
    color: #7a0c12;
    font-size: 0.875rem;
  }

  /* The piles: a row above the columns, or (data-arrangement="side") beside them. */
  .play {
    grid-row: 3;
    container-type: size;
    display: grid;
    gap: var(--g);
    min-height: 0;
    --card-w: min(var(--ft-card-max-width, 8rem), var(--fit-w));
    /* --ft-card-max-width in px for LayoutController (a grid has no columns: nothing else changes). */
    column-width: var(--ft-card-max-width);
    grid-template-rows: calc(var(--card-w) * 1.4) minmax(0, 1fr);
    grid-template-columns: minmax(0, 1fr);
  }
  /* The card width is resolved here, once for each group of piles, as its font size: below, a
     pile and its cards are measured in em. */
  .top,
  .tableau {
    display: grid;
    gap: var(--g);
    font-size: var(--card-w);
  }
  /* The row has the columns' tracks, so each pile sits over a column: stock and waste over the
     first two, the foundations over the last eight (a spacer track between them would add a gap
     and push the last foundation past the last column). */
  .top {
    grid-template-columns: repeat(var(--slots), 1em);
    width: calc(var(--slots) * 1em + (var(--slots) - 1) * var(--g));
    justify-self: center;
  }
  /* The side arrangement (arrangement-styles.ts) places the foundations its own way. */
  .top > .waste + .pile {
    grid-column-start: -9;
  }
  .tableau {
    grid-template-columns: repeat(var(--cols), 1em);
    justify-content: center;
    min-height: 0;
  }
  /* A fifth of the card width (its group's font size); --corner and the fans are used in a card,
     whose em is the pile's. */
  .pile {
    position: relative;
    width: 5em;
    font-size: 0.2em;
    --corner: max(12px, 0.85em + 2px);
    --fan-min: calc(var(--corner) + 3px);
    --fan-max: max(var(--fan-min) * 1.3, 4.75em);
  }
  .top .pile {
    height: 7em;
  }
  /* Not a size container: one per column made the board's first layout resolve the cards' styles
     column by column. The containment a container had is kept; the cards' fan takes the column's
     height as the percentage in top (of the column, their containing block). */
  .column {
    contain: size style;
    height: 100%;
  }
  .card,
  .placeholder {
    position: absolute;
    inset-inline: 0;
    top: 0;
    height: 7em;
    border-radius: max(0.5em, 3px);
  }
  /* The column's height shared among the cards it keeps room for (--reserve, layout.ts, set with
     the fit; else a fresh deal's, MIN_RESERVE) or its own if more, never looser than --fan-max:
     every column fans alike until one outgrows it. */
  .column .card {
    top: calc(var(--i) * max(1px, min(var(--fan-max), (100% - 7em) / (max(var(--n), var(--reserve, 8)) - 1))));
  }
  .card {
    border: 1px solid var(--ft-card-border);
    box-shadow: 0 1px 2px rgb(0 0 0 / 35%);
  }
  .face {
    background: var(--ft-card-face);
    color: var(--ft-black);
    overflow: hidden;
  }
  .suit-H {
    color: var(--ft-red);
  }
  .suit-D {
    color: var(--ft-diamonds);
  }
  .suit-C {
    color: var(--ft-clubs);
  }
  /* The index: all a covered card shows, so its top edge (1 px in) to its foot fits --fan-min. */
  .corner {
    position: absolute;
    top: 1px;
    left: max(1px, 0.08em);
    display: flex;
    align-items: center;
    /* Its own font size: --corner is in the card's em, which is not the index's. */
    height: 1em;
    font-size: var(--corner);
    line-height: 1;
    font-weight: 700;
    letter-spacing: -0.04em;
    font-variant-numeric: tabular-nums;
  }
  .ten .corner {
    letter-spacing: -0.12em;
  }
  .corner .suit {
    width: 0.72em;
    height: 0.72em;
    fill: currentColor;
    margin-inline-start: 0.06em;
    flex: none;
  }
  .pip {
    position: absolute;
    left: 20%;
    width: 60%;
    bottom: 10%;
    height: 48%;
    fill: currentColor;
  }
  .back {
    background:
      repeating-linear-gradient(45deg, var(--ft-card-back-stripe) 0 0.25em, transparent 0.25em 0.6em),
      repeating-linear-gradient(-45deg, var(--ft-card-back-stripe) 0 0.25em, var(--ft-card-back) 0.25em 0.6em);
    border: max(2px, 0.2em) solid var(--ft-card-face);
    outline: 1px solid var(--ft-card-border);
    outline-offset: -1px;
  }
  /* The stock's count is an index as a corner is, in its size and weight (docs/element.md, "Type
     scale"), so snug that two digits fit a card of 26 px. */
  .count {
    position: absolute;
    bottom: 0.2em;
    right: 0.2em;
    font-size: var(--corner);
    font-weight: 700;
    padding: 0 0.2em;
    border-radius: 0.6em;
    background: rgb(0 0 0 / 60%);
    color: #fff;
  }
  /* An empty pile: a card's outline (7em, as a card); the mark has its own size, the outline not. */
  .placeholder {
    display: grid;
    place-items: center;
    border: max(1px, 0.1em) dashed color-mix(in srgb, var(--ft-table-text) 55%, transparent);
    background: rgb(0 0 0 / 10%);
    color: color-mix(in srgb, var(--ft-table-text) 65%, transparent);
    font-weight: 700;
  }
  .placeholder > .mark {
    font-size: max(1.6em, 12px);
  }

  /* The court panels and the toast are drawn by later-styles.ts, which comes with the first game. */
  .court-art,
  .status {
    display: none;
  }
  /* The words' one size (smaller on a short board: arrangement-styles.ts). */
  .status,
  .sr-only {
    font-size: 0.875rem;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    /* Hidden, but laid out: in any other size it would cost a font lookup (the type scale above). */
    white-space: nowrap;
  }
`;
