import { css } from 'lit';

/**
 * What the solver's slot holds (arrangement-styles.ts sizes the slot itself, from the first
 * frame): its lines shrink to an ellipsis (on a narrow or short board after a second line), the
 * position's before the deal's answer, each whole in its title and accessible name; its buttons keep
 * their words. It comes with the solver's chunk
 * and is adopted after the element's sheets, whose rules for the toolbar's buttons it outranks.
 */
export const solverStyles = css`
  /* Not the toolbar's narrow rule for its own buttons (grow, and come after the figures). */
  .bar .solver button {
    flex: none;
    order: 0;
  }
  [part~='solution-bar'] {
    display: flex;
    gap: 0.3rem;
  }
  [part~='solver-status'] {
    min-width: 2em;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .solver > :first-child {
    flex-shrink: 9;
  }
  /* A narrow or short board: the deal's answer, once asked, takes the place of the position's line
     (said in the live region when it came), and a line too long for the slot wraps onto a second
     within the slot's height ("Not winnable: undo 1 move" in Icelandic beside "Could I have won?"),
     as the toolbar's buttons' words do, before it ends in an ellipsis. */
  @container (max-width: 560px) or (max-height: 480px) {
    [part~='solver-status']:has(~ [part~='solver-status']) {
      display: none;
    }
    .solver {
      white-space: normal;
    }
    [part~='solver-status'] {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      line-height: 1.1;
    }
  }
  /* A slim row: the buttons' words wrap too, as the toolbar's others do. */
  @container (max-height: 480px) and (min-width: 561px) {
    .solver > *,
    .bar .solver button {
      flex: 1 1 min-content;
      max-width: max-content;
    }
  }
`;
