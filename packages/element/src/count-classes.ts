import { unsafeCSS } from 'lit';
import { MAX_COLUMNS } from '@forty-thieves/core';

/** The most cards a pile can hold: two decks. */
const MOST_CARDS = 104;

/**
 * Counts the fan of a column multiplies (styles.ts), as classes: `i3` on a card sets `--i: 3`,
 * its place in its pile, and `n3` on a column `--n: 3`, its cards; and `c9` on the board its
 * columns, `--cols: 9`, and the slots of the row above them, `--slots: 10`. Written into the class
 * attributes those elements have anyway, they cost the first render nothing, where a custom
 * property set through the CSSOM cost each card and column a directive and a style of its own
 * (and the board's a directive the first load need not carry); no `style` attribute either, which
 * a page's Content-Security-Policy may block (docs/embedding.md). Made by a loop, not written
 * out: a few bytes of script, not 226 rules of stylesheet.
 */
export const countClasses = unsafeCSS(
  Array.from(
    { length: MOST_CARDS + 1 },
    (_, n) => `.i${n}{--i:${n}}.n${n}{--n:${n}}${n > 0 && n <= MAX_COLUMNS ? `.c${n}{--cols:${n};--slots:${Math.max(n, 10)}}` : ''}`,
  ).join(''),
);
