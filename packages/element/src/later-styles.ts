import { css } from 'lit';

/**
 * The styles of what appears only once the player has acted: a refused move's reason, the hinted
 * move and the end panels.
 * Adopted with the chunk that draws them (after-first-game.ts), after the element's own sheet;
 * both rules outrank or follow every rule of that sheet they meet, so the cascade is unchanged.
 */
export const laterStyles = css`
  :host {
    --ft-court: #b8860b;
    --ft-toast: rgb(12 20 16 / 88%);
  }
  /* What the game says: a toast over the foot of the board, on every viewport. */
  .status {
    display: block;
    position: absolute;
    inset-inline: 0;
    bottom: calc(var(--g) * 3);
    z-index: 5;
    width: fit-content;
    max-width: min(32rem, calc(100% - 2rem));
    margin-inline: auto;
    padding: 0.45rem 0.9rem;
    border-radius: 0.8rem;
    background: var(--ft-toast);
    color: #fff;
    font-size: 0.9rem;
    text-align: center;
    box-shadow: 0 0.3rem 1rem rgb(0 0 0 / 35%);
    pointer-events: none;
  }
  .status.quiet {
    display: none;
  }
  /* Jack, Queen and King: a framed panel with the letter, unlike any number card. */
  .court-art {
    position: absolute;
    inset: 45% 14% 6%;
    display: grid;
    place-items: center;
    grid-template-rows: 1fr auto;
    border: max(1px, 0.12em) solid var(--ft-court);
    border-radius: 0.3em;
    background: repeating-linear-gradient(135deg, color-mix(in srgb, currentColor 10%, transparent) 0 0.2em, transparent 0.2em 0.5em);
    font-family: Georgia, 'Times New Roman', serif;
    font-size: 1.6em;
    font-weight: 700;
    line-height: 1;
    padding-block: 0.05em;
  }
  /* The letter as generated content: a drawing, not a second rank in the card's visible text. */
  .court-art::before {
    content: attr(data-rank);
  }
  /* Covered, only the index shows: no sliver of the frame below it. */
  .column .card:not(:last-child) .court-art {
    visibility: hidden;
  }
  .court-art svg {
    width: 0.55em;
    height: 0.55em;
    fill: currentColor;
  }
  /* What the game says fades after a while (before .refused, which fades sooner). */
  .status {
    animation: ft-toast 6s ease-in forwards;
  }
  @media (prefers-reduced-motion: reduce) {
    .status {
      animation-timing-function: steps(1, end);
    }
  }
  /* A refused move's reason: readable at once, then fading before the controller removes it. */
  .refused {
    color: var(--ft-focus);
    animation: ft-fade 4s ease-in forwards;
  }
  @keyframes ft-fade {
    75% {
      opacity: 1;
    }
    100% {
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .refused {
      animation: none;
    }
  }
  .hinted > .card:last-of-type,
  .hinted > .placeholder {
    outline: 0.2em solid var(--ft-hint);
    outline-offset: 1px;
  }
  /* The end panels and the keyboard help: a card-like sheet over the middle of the board. */
  .panel {
    position: absolute;
    inset-inline: 0;
    top: 50%;
    transform: translateY(-50%);
    margin-inline: auto;
    width: min(24rem, calc(100% - 2rem));
    max-height: calc(100% - 2rem);
    overflow: auto;
    padding: 1.1rem 1.4rem 1.3rem;
    border-radius: 1rem;
    background: var(--ft-card-face);
    color: #1b1b1b;
    box-shadow: 0 1rem 2.5rem rgb(0 0 0 / 50%);
    text-align: center;
    z-index: 6;
    user-select: text;
    animation: ft-pop 260ms ease-out;
  }
  .panel h2 {
    margin: 0 0 0.35rem;
    font-size: 1.45rem;
  }
  .panel.won h2 {
    color: var(--ft-table);
  }
  .panel p {
    margin: 0.3rem 0;
  }
  .panel .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.5rem;
    margin-top: 0.8rem;
  }
  .panel button {
    font: inherit;
    font-weight: 600;
    min-height: 2.6rem;
    padding: 0 1.1rem;
    border-radius: 0.55rem;
    border: 1px solid rgb(0 0 0 / 25%);
    background: #f1f1ec;
    color: #1b1b1b;
    cursor: pointer;
  }
  .panel button.primary {
    background: var(--ft-table);
    border-color: transparent;
    color: #fff;
  }
  .panel button:disabled {
    opacity: 0.5;
  }
  .panel button:focus-visible {
    outline: 0.2rem solid var(--ft-focus);
    outline-offset: 2px;
  }
  .help dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.35rem 0.8rem;
    margin: 0.6rem 0 0;
    text-align: start;
  }
  .help dt {
    text-align: end;
  }
  .help dd {
    margin: 0;
  }
  kbd {
    font: 600 0.85em ui-monospace, monospace;
    padding: 0.05em 0.4em;
    border: 1px solid rgb(0 0 0 / 30%);
    border-block-end-width: 2px;
    border-radius: 0.3em;
    background: #fff;
    white-space: nowrap;
  }
  @keyframes ft-pop {
    from {
      opacity: 0;
      transform: translateY(-50%) scale(0.92);
    }
  }
  /* A win: the foundations hop one after another, twice. */
  .won .foundation .card {
    animation: ft-hop 620ms ease-out 2 both;
    animation-delay: calc(var(--f, 0) * 90ms);
  }
  .won .foundation:nth-child(5) { --f: 1; }
  .won .foundation:nth-child(6) { --f: 2; }
  .won .foundation:nth-child(7) { --f: 3; }
  .won .foundation:nth-child(8) { --f: 4; }
  .won .foundation:nth-child(9) { --f: 5; }
  .won .foundation:nth-child(10) { --f: 6; }
  .won .foundation:nth-child(11) { --f: 7; }
  @keyframes ft-hop {
    40% {
      transform: translateY(-0.9em) rotate(-4deg);
    }
    70% {
      transform: translateY(0.1em);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .panel,
    .won .foundation .card {
      animation: none;
    }
  }
  @media (forced-colors: active) {
    .panel {
      border: 2px solid CanvasText;
    }
  }

  /* Moved here from styles.ts: nothing a first, static board needs (the 30 KB budget). */
  .bar button:hover:not(:disabled) {
    background: rgb(255 255 255 / 22%);
  }
  [part~='solver-status'] {
    font-size: 0.8rem;
    opacity: 0.9;
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
    outline: max(2px, 0.2em) solid var(--ft-focus);
    outline-offset: 1px;
  }
  .held {
    transform: translateY(-0.6em);
    box-shadow: 0 0.4em 0.8em rgb(0 0 0 / 45%);
    outline: max(2px, 0.15em) solid var(--ft-focus);
  }
  @keyframes ft-toast {
    85% {
      opacity: 1;
    }
    100% {
      opacity: 0;
    }
  }
  @media (forced-colors: active) {
    .card {
      border-color: CanvasText;
    }
    /* Red suits as outlines, black suits solid: told apart without colour. */
    .suit-H svg,
    .suit-D svg {
      fill: Canvas;
      stroke: CanvasText;
      stroke-width: 1.6;
    }
    .suit-H .rank,
    .suit-D .rank {
      text-decoration: underline;
      text-underline-offset: 0.08em;
    }
    .back {
      forced-color-adjust: none;
      background: repeating-linear-gradient(45deg, CanvasText 0 2px, Canvas 2px 6px);
      border-color: Canvas;
      outline-color: CanvasText;
    }
    .status {
      border: 1px solid CanvasText;
    }
  }
  /* The side arrangement (layout.ts), set by LayoutController, which comes with this sheet. */
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
  [data-arrangement='side'] .spacer {
    display: none;
  }
  [data-arrangement='side'] .foundation:nth-child(even) {
    grid-column: 3;
  }
  [data-arrangement='side'] .foundation:nth-child(odd) {
    grid-column: 4;
  }
  [data-arrangement='side'] .tableau {
    grid-row: 1;
    grid-column: 2;
    margin-inline: var(--g);
  }

  /* The toolbar on narrow and short boards. */
  .figure {
    font-variant-numeric: tabular-nums;
    padding: 0.1rem 0.5rem;
    border-radius: 999px;
    background: rgb(0 0 0 / 20%);
    white-space: nowrap;
  }
  /* A narrow board: the name and figures on one row, the game's buttons evenly on the next,
     "Show solution" (or its bar) across the last. */
  @container (max-width: 560px) {
    .bar {
      padding: 0.2rem;
    }
    .bar::after {
      content: '';
      order: 1;
      flex-basis: 100%;
    }
    .buttons {
      display: contents;
    }
    .bar button {
      order: 2;
      flex: 1 1 0;
      min-width: 0;
      padding-inline: 0.2rem;
    }
    .bar [data-solver],
    [part~='solution-bar'] {
      order: 3;
      flex: 1 1 100%;
    }
  }
  /* A phone held sideways: every pixel of height goes to the columns, so one slim row. */
  @container (max-height: 480px) {
    .bar {
      font-size: 0.8rem;
      padding-block: 0.15rem;
    }
    .bar button {
      min-height: 2rem;
      min-width: 0;
      padding-inline: 0.5rem;
    }
  }
`;
