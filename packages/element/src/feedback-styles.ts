import { css } from 'lit';

/**
 * What the game says and shows while it is played: the status toast, a refused move's reason,
 * the hinted move, a dragged or keyboard-held card and a drop target. Part of later-styles.ts.
 */
export const feedbackStyles = css`
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
    text-align: center;
    box-shadow: 0 0.3rem 1rem rgb(0 0 0 / 35%);
    pointer-events: none;
  }
  .status.quiet {
    display: none;
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
  /* What only a pointer, a finger or the keyboard needs: it comes before any could act here. */
  .board {
    /* A drag must never select text: a selection would start a native drag that takes the pointer. */
    user-select: none;
    -webkit-user-select: none;
    -webkit-touch-callout: none;
  }
  .face,
  .stock .back {
    cursor: pointer;
  }
  .face {
    touch-action: none;
    transition: transform 160ms ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    .face {
      transition: none;
    }
  }
  [tabindex]:focus-visible {
    outline: max(2px, 0.25em) solid var(--ft-focus);
    outline-offset: 1px;
    z-index: 1;
  }
  .bar button:focus-visible,
  .bar a:focus-visible {
    outline: 0.15rem solid var(--ft-focus);
    outline-offset: 1px;
  }
  .bar button:hover:not(:disabled) {
    background: rgb(255 255 255 / 22%);
  }
  [part~='solver-status'] {
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
    .status {
      border: 1px solid CanvasText;
    }
  }
`;
