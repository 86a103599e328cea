import { unsafeCSS } from 'lit';

/** The most cards a pile can hold: two decks. */
const MOST_CARDS = 104;

/**
 * Counts the fan of a column multiplies (styles.ts), as classes: `i3` on a card sets `--i: 3`,
 * its place in its pile, and `n3` on a column `--n: 3`, its cards. Written into the class
 * attributes those elements have anyway, they cost the first render nothing, where a custom
 * property set through the CSSOM (css-vars.ts) cost each card and column a directive and a style
 * of its own. Made by a loop, not written out: a few bytes of script, not 210 rules of stylesheet.
 */
export const countClasses = unsafeCSS(Array.from({ length: MOST_CARDS + 1 }, (_, n) => `.i${n}{--i:${n}}.n${n}{--n:${n}}`).join(''));
