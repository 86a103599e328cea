import { msg, str } from '@lit/localize';
import { formatTime } from '../game-clock.js';
import { currentLanguage } from './locale.js';

/** A count in the language's digits and grouping ("1 234", "1,234"). */
export function formatNumber(n: number): string {
  return new Intl.NumberFormat(currentLanguage()).format(n);
}

/** A duration "4:07" with the language's digits (every language here writes a clock time so). */
export function formatDuration(ms: number): string {
  const digits = new Intl.NumberFormat(currentLanguage(), { useGrouping: false });
  return formatTime(ms).replace(/\d+/g, (part) => digits.format(Number(part)).padStart(part.length, digits.format(0)));
}

/** "1 move" / "12 moves". */
export function movesText(n: number): string {
  const count = formatNumber(n);
  return new Intl.PluralRules(currentLanguage()).select(n) === 'one' ? msg(str`${count} move`, { id: 'moves-one' }) : msg(str`${count} moves`, { id: 'moves-other' });
}

