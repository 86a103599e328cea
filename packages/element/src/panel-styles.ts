import { css } from 'lit';

/**
 * The end panels (won, lost) and the keyboard help: a card-like sheet over the middle of the
 * board, and the foundations' hop on a win. Part of later-styles.ts.
 */
export const panelStyles = css`
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
    /* A sheet to read, in the regular weight; the table's words are bold (styles.ts, the type scale). */
    font-weight: 400;
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
    font-weight: 700;
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
    font: 700 0.85em ui-monospace, monospace;
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
`;
