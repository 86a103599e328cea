import { css } from 'lit';

/**
 * The card faces' finer drawing: the framed Jack, Queen and King, and the faces in forced colours
 * (red suits outlined, black suits solid, the back still patterned). Part of later-styles.ts.
 */
export const cardDetailStyles = css`
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
    /* The foundations' mark's size and weight (docs/element.md, "Type scale"), but no 12 px floor:
       below that the letter and its suit would not fit the panel. */
    font-size: 1.6em;
    font-weight: 700;
    line-height: 1;
    padding-block: 0.05em;
  }
  /* The letter as generated content: a drawing, not a second rank in the card's visible text. */
  .court-art::before {
    content: attr(data-rank);
  }
  .court-art svg {
    width: 0.55em;
    height: 0.55em;
    fill: currentColor;
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
    .suit-H .corner,
    .suit-D .corner {
      text-decoration: underline;
      text-underline-offset: 0.08em;
    }
    .back {
      forced-color-adjust: none;
      background: repeating-linear-gradient(45deg, CanvasText 0 2px, Canvas 2px 6px);
      border-color: Canvas;
      outline-color: CanvasText;
    }
    /* Forced colours keep a background's alpha: the stock's count would show the pattern through. */
    .count {
      background: Canvas;
      color: CanvasText;
      border: 1px solid CanvasText;
    }
  }
`;
