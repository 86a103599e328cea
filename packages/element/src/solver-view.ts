import { html, nothing, type TemplateResult } from 'lit';
import { str } from '@lit/localize';
import { msg } from './l10n/msg.js';
import { formatNumber } from './l10n/format.js';
import { currentLanguage } from './l10n/locale.js';
import type { SolverController } from './solver-controller.js';

/** "Not winnable from here — undo to 3 moves ago", or without the number when none was found. */
export function lostText(back: number | undefined): string {
  if (back === undefined) return msg('Not winnable from here', { id: 'solver-lost' });
  const n = formatNumber(back);
  return new Intl.PluralRules(currentLanguage()).select(back) === 'one'
    ? msg(str`Not winnable from here — undo to ${n} move ago`, { id: 'solver-lost-undo-one' })
    : msg(str`Not winnable from here — undo to ${n} moves ago`, { id: 'solver-lost-undo-other' });
}

export function noSolutionText(): string {
  return msg('No solution found from here', { id: 'said-no-solution' });
}

function statusText(solver: SolverController): string | undefined {
  switch (solver.state) {
    case 'checking':
      return msg('Checking…', { id: 'solver-checking' });
    case 'won':
      return msg('Winnable', { id: 'solver-winnable' });
    case 'lost':
      return lostText(solver.undoTo);
    case 'unknown':
      return msg("Can't tell", { id: 'solver-unknown' });
    case 'off':
      return undefined;
  }
}

/** "Could I have won?" after a lost game, or its answer about the deal from the start. */
function dealView(solver: SolverController): TemplateResult | typeof nothing {
  switch (solver.dealState) {
    case undefined:
      return solver.gameLost ? html`<button type="button" data-solver="could-i-have-won" @click=${solver.couldIHaveWon}>${msg('Could I have won?', { id: 'button-could-i-have-won' })}</button>` : nothing;
    case 'checking':
      return html`<span part="solver-status">${msg('Checking the deal…', { id: 'deal-checking' })}</span>`;
    case 'won':
      return html`<span part="solver-status">${msg('Yes: this deal can be won', { id: 'deal-winnable' })}</span>
        <button type="button" data-solver="show-how" @click=${solver.showHow}>${msg('Show how', { id: 'button-show-how' })}</button>`;
    case 'lost':
      return html`<span part="solver-status">${msg('No: this deal cannot be won (proved)', { id: 'deal-lost' })}</span>`;
    case 'unknown':
      return html`<span part="solver-status">${msg("Can't tell: no answer in time", { id: 'deal-unknown' })}</span>`;
  }
}

/**
 * The solver's part of the toolbar: the status line (not a live region: only a lost position is
 * announced, through the game's live region), and the "Show solution" button, or its control bar
 * while it plays, or the progress of "winnable deals only"; after a lost game, "Could I have won?"
 * and its answer about the deal.
 */
export function solverView(solver: SolverController, statusOn: boolean): TemplateResult {
  if (solver.dealing) {
    return html`<span part="solver-status">${msg(str`Checking deal ${formatNumber(solver.dealing.count)}…`, { id: 'solver-dealing' })}</span>
      <button type="button" @click=${solver.cancelDealing}>${msg('Cancel', { id: 'button-cancel' })}</button>`;
  }
  const text = statusOn ? statusText(solver) : undefined;
  const status = text === undefined ? nothing : html`<span part="solver-status">${text}</span>`;
  if (solver.showing === 'off') return html`${status}<button type="button" data-solver="show" @click=${solver.showSolution}>${msg('Show solution', { id: 'button-show-solution' })}</button>${dealView(solver)}`;
  const running = solver.showing === 'running';
  return html`${status}<span part="solution-bar" role="group" aria-label=${msg('Solution', { id: 'solution-bar' })}>
    <button type="button" @click=${running ? solver.pause : solver.resume}>${running ? msg('Pause', { id: 'button-pause' }) : msg('Resume', { id: 'button-resume' })}</button>
    <button type="button" @click=${solver.step} ?disabled=${running}>${msg('Step', { id: 'button-step' })}</button>
    <button type="button" @click=${solver.stop}>${msg('Stop', { id: 'button-stop' })}</button>
  </span>`;
}
