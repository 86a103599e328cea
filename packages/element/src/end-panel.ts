import { html, nothing, type TemplateResult } from 'lit';
import { GameStatus } from '@forty-thieves/core';
import { str } from '@lit/localize';
import { msg } from './l10n/msg.js';
import { formatDuration, formatNumber } from './l10n/format.js';
import { currentLanguage } from './l10n/locale.js';
import { winRate, type VariantStats } from './stats.js';

/**
 * The panels at the end of a game: "You won" with the statistics, or "No moves left" with undo,
 * restart and a new deal. A chunk of its own, loaded once the first game is drawn: no game can
 * end before a player could move, and a stored game that had already ended shows its panel as
 * soon as this arrives.
 */

/** The element as the panels see it: what they show, and what their buttons do. */
export interface EndPanelHost {
  readonly status: GameStatus;
  readonly moveCount: number;
  /** Read only for the win panel: the statistics live in localStorage. */
  readonly stats: VariantStats | undefined;
  readonly game: { readonly canUndo: boolean };
  newGame(): Promise<void>;
  undo(): boolean;
  restart(): void;
}

/** A whole percentage as the language writes it ("50%", "50 %"). */
export function formatPercent(whole: number): string {
  return new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 0 }).format(whole / 100);
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

function statsLine(stats: VariantStats | undefined): TemplateResult | typeof nothing {
  return stats ? html`<p part="stats">${statsText(stats)}</p>` : nothing;
}

/** The win or "no moves left" panel; nothing while the game goes on. */
export function endPanel(host: EndPanelHost): TemplateResult | typeof nothing {
  const onNew = () => void host.newGame();
  if (host.status === GameStatus.Won) {
    return html`<div class="panel" part="panel" role="group" aria-label=${msg('You won', { id: 'panel-won' })}>
      <p>${msg(str`You won in ${formatNumber(host.moveCount)} moves!`, { id: 'said-won' })}</p>
      ${statsLine(host.stats)}
      <button type="button" @click=${onNew}>${msg('New deal', { id: 'button-new-deal' })}</button>
    </div>`;
  }
  if (host.status === GameStatus.Stuck) {
    return html`<div class="panel" part="panel" role="group" aria-label=${msg('No moves left', { id: 'panel-stuck' })}>
      <p>${msg('No moves left.', { id: 'panel-stuck-text' })}</p>
      <button type="button" @click=${() => host.undo()} ?disabled=${!host.game.canUndo}>${msg('Undo', { id: 'button-undo' })}</button>
      <button type="button" @click=${() => { host.restart(); }}>${msg('Restart', { id: 'button-restart' })}</button>
      <button type="button" @click=${onNew}>${msg('New deal', { id: 'button-new-deal' })}</button>
    </div>`;
  }
  return nothing;
}
