import { css } from 'lit';

/**
 * Sizes follow the board's width: `--card-w` is the width of one of `--slots` equal slots (the top
 * row needs ten: stock, waste and eight foundations), capped by `--ft-card-max-width`. A pile's
 * font size is a fifth of the card width, so everything on a card is sized in `em`. Columns are
 * size containers: a card's offset is the smaller of the normal fan and what fits the column's
 * height (`100cqh`), so a tall column compresses instead of leaving the board.
 */
export const styles = css`
  :host {
    --ft-table: #0f5c36;
    --ft-table-text: #f4f7f4;
    --ft-card-face: #fffef9;
    --ft-card-border: #6b6b6b;
    --ft-card-back: #1d4f91;
    --ft-card-back-stripe: #2f6cc0;
    --ft-red: #c1121f;
    --ft-black: #1b1b1b;
    --ft-clubs: var(--ft-black);
    --ft-diamonds: var(--ft-red);
    --ft-focus: #ffd166;
    --ft-hint: #7ee0ff;
    --ft-gap: 0.35rem;
    display: block;
    box-sizing: border-box;
    height: var(--ft-height, 100svh);
    min-height: 18rem;
    color: var(--ft-table-text);
    background: var(--ft-table);
    font-family: system-ui, sans-serif;
  }
  :host([four-colour]) {
    --ft-clubs: #0a7a2f;
    --ft-diamonds: #1454c6;
  }
  * {
    box-sizing: border-box;
  }
  .board {
    position: relative;
    container-type: inline-size;
    --card-w: min(var(--ft-card-max-width, 8rem), (100cqw - (var(--slots) + 1) * var(--ft-gap)) / var(--slots));
    display: grid;
    grid-template-rows: auto auto auto 1fr auto;
    gap: var(--ft-gap);
    height: 100%;
    padding: var(--ft-gap);
  }
  .bar {
    grid-row: 1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.5rem;
    font-size: 0.85rem;
  }
  .bar .title {
    font-weight: 600;
    margin-inline-end: auto;
  }
  .bar a {
    color: inherit;
  }
  .time {
    font-variant-numeric: tabular-nums;
  }
  .bar button {
    font: inherit;
    padding: 0.15rem 0.55rem;
    border-radius: 0.3rem;
    border: 1px solid color-mix(in srgb, var(--ft-table-text) 45%, transparent);
    background: color-mix(in srgb, var(--ft-table) 70%, black);
    color: inherit;
    cursor: pointer;
  }
  .bar button:disabled {
    opacity: 0.5;
    cursor: default;
  }
  .error {
    grid-row: 2;
    padding: 0.3rem 0.6rem;
    border-radius: 0.3rem;
    background: #fde2e1;
    color: #7a0c12;
    font-size: 0.85rem;
  }
  .top,
  .tableau {
    display: grid;
    gap: var(--ft-gap);
    justify-content: center;
  }
  .top {
    grid-row: 3;
    grid-template-columns: repeat(2, var(--card-w)) minmax(0, 1fr) repeat(8, var(--card-w));
    justify-content: stretch;
    max-width: calc(var(--slots) * (var(--card-w) + var(--ft-gap)));
    width: 100%;
    margin-inline: auto;
  }
  .tableau {
    grid-row: 4;
    grid-template-columns: repeat(var(--cols), var(--card-w));
    min-height: 0;
  }
  .pile {
    position: relative;
    width: var(--card-w);
    font-size: calc(var(--card-w) / 5);
    --corner: max(1.2em, 10px);
    --fan: calc(var(--corner) * 1.3);
  }
  .top .pile {
    height: calc(var(--card-w) * 1.4);
  }
  .column {
    container-type: size;
    height: 100%;
  }
  .card,
  .placeholder {
    position: absolute;
    inset-inline: 0;
    top: 0;
    height: 7em;
    border-radius: 0.6em;
  }
  .column .card {
    top: calc(var(--i) * max(1px, min(var(--fan), (100cqh - 7em) / max(var(--n) - 1, 1))));
  }
  .card {
    border: 1px solid var(--ft-card-border);
    box-shadow: 0 1px 2px rgb(0 0 0 / 35%);
  }
  .face {
    background: var(--ft-card-face);
    color: var(--ft-black);
    cursor: pointer;
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
  .corner {
    position: absolute;
    top: 0.15em;
    left: 0.2em;
    display: flex;
    align-items: center;
    font-size: var(--corner);
    line-height: 1;
    font-weight: 700;
    letter-spacing: -0.06em;
  }
  .corner .suit {
    width: 0.85em;
    height: 0.85em;
    fill: currentColor;
    margin-inline-start: 0.05em;
  }
  .pip {
    position: absolute;
    left: 20%;
    right: 20%;
    bottom: 12%;
    height: 45%;
    width: 60%;
    fill: currentColor;
    opacity: 0.9;
  }
  .back {
    background:
      repeating-linear-gradient(45deg, var(--ft-card-back-stripe) 0 0.25em, transparent 0.25em 0.6em),
      repeating-linear-gradient(-45deg, var(--ft-card-back-stripe) 0 0.25em, var(--ft-card-back) 0.25em 0.6em);
    border: 0.2em solid var(--ft-card-face);
    outline: 1px solid var(--ft-card-border);
    outline-offset: -1px;
  }
  .stock .back {
    cursor: pointer;
  }
  .count {
    position: absolute;
    bottom: 0.3em;
    right: 0.3em;
    font-size: max(0.9em, 9px);
    padding: 0 0.3em;
    border-radius: 0.6em;
    background: rgb(0 0 0 / 55%);
  }
  .placeholder {
    display: grid;
    place-items: center;
    border: 0.12em dashed color-mix(in srgb, var(--ft-table-text) 50%, transparent);
    color: color-mix(in srgb, var(--ft-table-text) 60%, transparent);
    font-size: max(1.6em, 11px);
    font-weight: 700;
    /* A card's height, as .top .pile has it: 7em would be measured in this larger font, and a
       foundation's outline would hang down beside the columns. */
    height: calc(var(--card-w) * 1.4);
  }
  .face {
    touch-action: none;
    transition: transform 160ms ease-out;
  }
  .dragging {
    transform: translate(var(--drag-x, 0), var(--drag-y, 0));
    transition: none;
    z-index: 3;
    pointer-events: none;
    box-shadow: 0 0.6em 1.2em rgb(0 0 0 / 45%);
  }
  .target > .card:last-of-type,
  .target > .placeholder {
    outline: 0.2em solid var(--ft-focus);
    outline-offset: 1px;
  }
  .held {
    transform: translateY(-0.6em);
    box-shadow: 0 0.4em 0.8em rgb(0 0 0 / 45%);
    outline: 0.15em solid var(--ft-focus);
  }
  [tabindex]:focus-visible {
    outline: 0.25em solid var(--ft-focus);
    outline-offset: 1px;
    z-index: 1;
  }
  .status {
    grid-row: 5;
    min-height: 1.3em;
    font-size: 0.85rem;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  @media (prefers-reduced-motion: reduce) {
    .face {
      transition: none;
    }
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --ft-table: #0b3d25;
      --ft-card-face: #f1efe7;
    }
  }
`;
