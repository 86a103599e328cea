import { msg, str } from './msg.js';
import { formatTime } from '../game-clock.js';
import { currentLanguage } from './locale.js';
import { pluralOf } from './plural.js';

/**
 * A count in the language's digits and grouping ("1 234", "1,234"). Every language the element
 * speaks writes 0–9, and a whole number below 1,000 without grouping (format.test.ts checks each
 * against Intl), so such a count needs no `Intl.NumberFormat`: the first one a page makes costs
 * tens of milliseconds (ICU's number data), which the first render's "0 moves" would pay.
 */
export function formatNumber(n: number): string {
  return Number.isInteger(n) && n >= 0 && n < 1000 ? String(n) : new Intl.NumberFormat(currentLanguage()).format(n);
}

/** A duration "4:07": every language the element speaks writes a clock time so, in digits 0–9. */
export const formatDuration: (ms: number) => string = formatTime;

/** "1 move" / "12 moves". */
export function movesText(n: number): string {
  const count = formatNumber(n);
  return pluralOf(n, currentLanguage()) === 'one' ? msg(str`${count} move`, { id: 'moves-one' }) : msg(str`${count} moves`, { id: 'moves-other' });
}
