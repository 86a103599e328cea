import { html, nothing, type TemplateResult } from 'lit';
import { GameStatus } from '@forty-thieves/core';
import { msg, str } from './l10n/msg.js';
import { formatDuration, formatNumber, movesText } from './l10n/format.js';
import { currentLanguage } from './l10n/locale.js';
import type { VariantStats } from './variant-stats.js';

/**
 * The panels at the end of a game: "You won" with the statistics, or "No moves left" with the
 * moves and time the game came to, undo, restart and a new deal (the buttons say what can be
 * done, so the panel does not say it again; the live region does, game-words.ts). A chunk of its
 * own, loaded once the first game is drawn: no game can end before a player could move, and a
 * stored game that had already ended shows its panel as soon as this arrives.
 */

/** The element as the panels see it: what they show, and what their buttons do. */
export interface EndPanelHost {
  readonly status: GameStatus;
  readonly moveCount: number;
  /** Read only for the win panel: the statistics live in localStorage. */
  readonly stats: VariantStats | undefined;
  readonly game: {
    readonly clock: { elapsed(): number };
    readonly session: { readonly assisted: boolean; readonly canUndo: boolean } | undefined;
    readonly left: unknown;
  };
  newGame(): Promise<void>;
  undo(): boolean;
  restart(): void;
  showStats(): void;
  takeBackLeft(): void;
}

/** Won games as a whole percentage of played ones (0 before any game). */
export function winRate(stats: VariantStats): number {
  return stats.played === 0 ? 0 : Math.round((stats.won / stats.played) * 100);
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

function statsButton(host: EndPanelHost): TemplateResult {
  return html`<button type="button" data-stats @click=${() => {
    host.showStats();
  }}>${msg('Statistics', { id: 'stats-title' })}</button>`;
}

/**
 * The offer to take back the game just left for another (counted as lost meanwhile): shown for a
 * few seconds after New, a variant or a deal asked for, and gone with the new game's first move.
 */
export function leftToast(host: EndPanelHost): TemplateResult | typeof nothing {
  if (host.game.left === undefined) return nothing;
  return html`<div class="left-toast" part="left-toast" role="status">
    <span>${msg('Game left: counted as lost.', { id: 'left-counted' })}</span>
    <button type="button" @click=${() => {
      host.takeBackLeft();
    }}>${msg('Undo', { id: 'button-undo' })}</button>
  </div>`;
}

/**
 * The win or "no moves left" panel; nothing while the game goes on. A win is celebrated by the
 * foundations (later-styles.ts: a wave of hops, none under reduced motion).
 */
export function endPanel(host: EndPanelHost): TemplateResult | typeof nothing {
  const onNew = () => void host.newGame();
  const time = formatDuration(host.game.clock.elapsed());
  if (host.status === GameStatus.Won) {
    return html`<div class="panel won" part="panel" role="group" aria-label=${msg('You won', { id: 'panel-won' })}>
      <h2>${msg('You won', { id: 'panel-won' })}</h2>
      <p>${msg(str`You won in ${formatNumber(host.moveCount)} moves!`, { id: 'said-won' })} · <span class="time">${time}</span></p>
      ${host.game.session?.assisted === true ? html`<p class="assisted">${msg('Won with help (a hint or the solution): no record is set.', { id: 'panel-won-assisted' })}</p>` : nothing}
      ${statsLine(host.stats)}
      <div class="actions">${statsButton(host)}<button type="button" class="primary" @click=${onNew}>${msg('New deal', { id: 'button-new-deal' })}</button></div>
    </div>`;
  }
  if (host.status === GameStatus.Stuck) {
    return html`<div class="panel stuck" part="panel" role="group" aria-label=${msg('No moves left', { id: 'panel-stuck' })}>
      <h2>${msg('No moves left', { id: 'panel-stuck' })}</h2>
      <p>${movesText(host.moveCount)} · <span class="time">${time}</span></p>
      <div class="actions">
        <button type="button" @click=${() => host.undo()} ?disabled=${host.game.session?.canUndo !== true}>${msg('Undo', { id: 'button-undo' })}</button>
        <button type="button" @click=${() => {
          host.restart();
        }}>${msg('Restart', { id: 'button-restart' })}</button>
        ${statsButton(host)}
        <button type="button" class="primary" @click=${onNew}>${msg('New deal', { id: 'button-new-deal' })}</button>
      </div>
    </div>`;
  }
  return nothing;
}
