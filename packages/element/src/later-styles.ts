import { css } from 'lit';
import { cardDetailStyles } from './card-detail-styles.js';
import { feedbackStyles } from './feedback-styles.js';
import { panelStyles } from './panel-styles.js';

/**
 * The styles of what appears only once the player has acted or the board is fitted: what the
 * game says, the hinted move, dragging, the court cards' panels, forced colours and the end
 * panels. None is needed to draw a first, static board (the first-load budget,
 * docs/element.md), so they come with the chunk that draws them (after-first-game.ts) and are
 * adopted after the element's own sheet; each rule outranks or follows every rule of that sheet
 * it meets, so the cascade is unchanged.
 */
export const laterStyles = css`
  :host {
    --ft-court: #b8860b;
    --ft-toast: rgb(12 20 16 / 88%);
    --ft-focus: #ffd166;
    --ft-hint: #7ee0ff;
  }
  ${feedbackStyles}
  ${cardDetailStyles}
  ${panelStyles}
`;
