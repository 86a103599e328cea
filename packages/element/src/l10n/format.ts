import { msg, str } from '@lit/localize';
import { formatTime } from '../game-clock.js';
import { winRate, type VariantStats } from '../stats.js';
import { currentLanguage } from './locale.js';

/** A count in the language's digits and grouping ("1 234", "1,234"). */
export function formatNumber(n: number): string {
  return new Intl.NumberFormat(currentLanguage()).format(n);
}

/** A whole percentage as the language writes it ("50%", "50 %"). */
export function formatPercent(whole: number): string {
  return new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 0 }).format(whole / 100);
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

/** The statistics line of the win panel. */
export function statsText(stats: VariantStats): string {
  const won = formatNumber(stats.won);
  const played = formatNumber(stats.played);
  const rate = formatPercent(winRate(stats));
  const streak = formatNumber(stats.currentStreak);
  const best = formatNumber(stats.bestStreak);
  const line = msg(str`Won ${won} of ${played} (${rate}) · streak ${streak}, best ${best}`, { id: 'stats-line' });
  return stats.bestTime === null ? line : `${line} · ${msg(str`best time ${formatDuration(stats.bestTime)}`, { id: 'stats-best-time' })}`;
}
