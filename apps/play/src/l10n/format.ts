import type { Language } from '@forty-thieves/element/l10n';

/** Numbers, percentages and times the way the chosen language writes them (Intl). */
export function formatNumber(n: number, language: Language): string {
  return new Intl.NumberFormat(language).format(n);
}

/** A whole percentage, e.g. "50%" in English, "50 %" in Swedish. */
export function formatPercent(whole: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(whole / 100);
}

/** A duration as minutes and seconds, "4:07", with the language's digits. */
export function formatDuration(ms: number, language: Language): string {
  const seconds = Math.floor(ms / 1000);
  const two = new Intl.NumberFormat(language, { minimumIntegerDigits: 2, useGrouping: false });
  return `${formatNumber(Math.floor(seconds / 60), language)}:${two.format(seconds % 60)}`;
}
