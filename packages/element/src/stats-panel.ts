import { css, html, nothing, type TemplateResult } from 'lit';
import { msg, str } from './l10n/msg.js';
import { formatDuration, formatNumber } from './l10n/format.js';
import { builtinTranslations } from './l10n/locale.js';
import { formatPercent, winRate } from './end-panel.js';
import { pageRegistry } from './page-registry.js';
import type { StatsStore } from './stats.js';
import type { VariantStats } from './variant-stats.js';

/** The element as the statistics view sees it. */
export interface StatsPanelHost {
  /** Open; `confirming` is the variant id (or `*` for all) whose reset waits for a second click. */
  statsView: { confirming?: string } | undefined;
  readonly game: { readonly loader: { readonly stats: StatsStore | undefined } };
  requestUpdate(): void;
}

/** The average of won games without help, or null before the first. */
function average(stats: VariantStats, total: number): number | null {
  return stats.timedWins === 0 ? null : total / stats.timedWins;
}

/** The figures of one variant, in the order of the view's columns. */
export function statsFigures(stats: VariantStats): string[] {
  const time = (ms: number | null) => (ms === null ? '–' : formatDuration(ms));
  const moves = average(stats, stats.totalMoves);
  return [
    formatNumber(stats.played),
    formatNumber(stats.won),
    formatPercent(winRate(stats)),
    `${formatNumber(stats.currentStreak)} / ${formatNumber(stats.bestStreak)}`,
    time(stats.bestTime),
    stats.fewestMoves === null ? '–' : formatNumber(stats.fewestMoves),
    time(average(stats, stats.totalTime)),
    moves === null ? '–' : formatNumber(Math.round(moves)),
  ];
}

/** The statistics view's table and the left game's toast (adopted with the later styles). */
export const statsStyles = css`
  .panel.stats-view {
    width: min(52rem, calc(100% - 1rem));
    container-type: inline-size;
  }
  .stats-view table {
    border-collapse: collapse;
    width: 100%;
    font-variant-numeric: tabular-nums;
  }
  .stats-view th,
  .stats-view td {
    padding: 0.25rem 0.4rem;
    border-block-end: 1px solid rgb(0 0 0 / 12%);
    text-align: end;
  }
  .stats-view th[scope='row'],
  .stats-view thead th:first-child {
    text-align: start;
  }
  /* Too narrow for ten columns (a phone): each variant becomes a block of labelled figures, so
     nothing needs a sideways swipe. The explicit roles keep it a table for a screen reader. */
  @container (max-width: 48rem) {
    .stats-view table,
    .stats-view tbody {
      display: block;
    }
    .stats-view thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    .stats-view tr {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
      column-gap: 1rem;
      padding-block: 0.3rem;
      border-block-end: 1px solid rgb(0 0 0 / 12%);
    }
    .stats-view th[scope='row'] {
      grid-column: 1 / -1;
    }
    .stats-view th,
    .stats-view td {
      display: flex;
      justify-content: space-between;
      gap: 0.5rem;
      border: 0;
    }
    .stats-view td[data-label]::before {
      content: attr(data-label) / '';
      text-align: start;
      opacity: 0.75;
    }
  }
  /* The offer to take a left game back: a toast above the status toast, with its one button. */
  .left-toast {
    position: absolute;
    inset-inline: 0;
    bottom: calc(var(--g) * 3 + 3rem);
    z-index: 7;
    width: fit-content;
    max-width: calc(100% - 2rem);
    margin-inline: auto;
    display: flex;
    align-items: center;
    gap: 0.8rem;
    padding: 0.4rem 0.5rem 0.4rem 0.9rem;
    /* Transparent: the toast's and its button's edges in forced colours, which drop backgrounds and shadows. */
    border: 1px solid transparent;
    border-radius: 0.8rem;
    background: var(--ft-toast);
    color: #fff;
    box-shadow: 0 0.3rem 1rem rgb(0 0 0 / 35%);
    /* The offer stays until the next move or game; the toast steps aside after ten seconds. */
    animation: ft-left-toast 10s linear forwards;
  }
  @keyframes ft-left-toast {
    0%,
    96% {
      opacity: 1;
      visibility: visible;
    }
    100% {
      opacity: 0;
      visibility: hidden;
    }
  }
  .left-toast button {
    font: inherit;
    font-weight: 700;
    min-height: 2.4rem;
    padding: 0 0.9rem;
    border-radius: 0.5rem;
    border: 1px solid transparent;
    background: var(--ft-focus);
    color: #1b1b1b;
    cursor: pointer;
  }
  .stats-view td button {
    min-height: 2rem;
    padding: 0 0.6rem;
    font-weight: 400;
  }
`;

/**
 * Statistics of every variant played (docs/element.md, "Statistics"): a table with a reset per
 * variant and for all, each asking once more before it forgets anything. Needs a storage key.
 */
export function statsPanel(host: StatsPanelHost): TemplateResult | typeof nothing {
  const view = host.statsView;
  const store = host.game.loader.stats;
  if (!view) return nothing;
  const all = store?.all();
  const names = new Map(
    pageRegistry()
      .list()
      .map((listing) => [listing.id, builtinTranslations()[listing.id]?.name ?? listing.name]),
  );
  const rows = [...(all ?? new Map<string, VariantStats>())].filter(([, stats]) => stats.played > 0);
  const show = (next: StatsPanelHost['statsView']) => {
    host.statsView = next;
    host.requestUpdate();
  };
  const reset = (id: string) => {
    if (id === '*') store?.clear();
    else store?.put(id, undefined);
    show({});
  };
  // `named`: a row's "Reset" is named with its variant, as every row has one; "Reset all" is named by
  // its own words, as a longer name would leave out the words a player sees (and says).
  const resetButton = (id: string, label: string, name: string, named: string | typeof nothing) =>
    view.confirming === id
      ? html`<button type="button" class="primary" data-confirm=${id} aria-label=${msg(str`Really reset the statistics of ${name}?`, { id: 'stats-reset-confirm' })} @click=${() => {
          reset(id);
        }}>${msg('Really reset', { id: 'stats-reset-really' })}</button>`
      : html`<button type="button" data-reset=${id} aria-label=${named} @click=${() => {
          show({ confirming: id });
        }}>${label}</button>`;
  const heads = [
    msg('Played', { id: 'stats-played' }),
    msg('Won', { id: 'stats-won' }),
    msg('Win rate', { id: 'stats-rate' }),
    msg('Streak / best', { id: 'stats-streaks' }),
    msg('Best time', { id: 'stats-best-time-head' }),
    msg('Fewest moves', { id: 'stats-fewest' }),
    msg('Average time', { id: 'stats-average-time' }),
    msg('Average moves', { id: 'stats-average-moves' }),
  ];
  const allName = msg('every variant', { id: 'stats-every-variant' });
  return html`<div class="panel stats-view" part="panel stats-view" role="dialog" aria-labelledby="stats-title">
    <h2 id="stats-title">${msg('Statistics', { id: 'stats-title' })}</h2>
    ${
      all === undefined
        ? html`<p>${msg('Statistics are kept only when the game is saved (a storage key).', { id: 'stats-none-kept' })}</p>`
        : rows.length === 0
          ? html`<p>${msg('No games played yet.', { id: 'stats-none' })}</p>`
          : html`<table role="table">
            <thead role="rowgroup"><tr role="row"><th scope="col" role="columnheader">${msg('Variant', { id: 'stats-variant' })}</th>${heads.map((head) => html`<th scope="col" role="columnheader">${head}</th>`)}<th scope="col" role="columnheader"><span class="sr-only">${msg('Reset', { id: 'stats-reset' })}</span></th></tr></thead>
            <tbody role="rowgroup">${rows.map(([id, stats]) => {
              const name = names.get(id) ?? id;
              return html`<tr role="row" data-variant=${id}><th scope="row" role="rowheader">${name}</th>${statsFigures(stats).map((figure, i) => html`<td role="cell" data-label=${heads[i] ?? ''}>${figure}</td>`)}<td role="cell">${resetButton(id, msg('Reset', { id: 'stats-reset' }), name, msg(str`Reset the statistics of ${name}`, { id: 'stats-reset-label' }))}</td></tr>`;
            })}</tbody>
          </table>`
    }
    <div class="actions">
      ${rows.length > 0 ? resetButton('*', msg('Reset all', { id: 'stats-reset-all' }), allName, nothing) : nothing}
      <button type="button" class="primary" data-close @click=${() => {
        show(undefined);
      }}>${msg('Close', { id: 'button-close' })}</button>
    </div>
  </div>`;
}
