import { css } from 'lit';

/**
 * The styles of what appears only once the player has acted: a refused move's reason, the hinted
 * move and the end panels.
 * Adopted with the chunk that draws them (after-first-game.ts), after the element's own sheet;
 * both rules outrank or follow every rule of that sheet they meet, so the cascade is unchanged.
 */
export const laterStyles = css`
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
  .panel {
    position: absolute;
    inset: 30% 10% auto;
    margin-inline: auto;
    max-width: 22rem;
    padding: 1rem;
    border-radius: 0.6rem;
    background: rgb(0 0 0 / 80%);
    text-align: center;
    z-index: 2;
  }
`;
