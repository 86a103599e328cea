import { html, nothing, type TemplateResult } from 'lit';
import { msg, str } from './l10n/msg.js';
import { formatNumber } from './l10n/format.js';
import { currentLanguage } from './l10n/locale.js';
import { pluralOf } from './l10n/plural.js';

/** What the solver's controls show and call: the solver controller, seen from its view. */
export interface SolverViewModel {
  readonly state: 'off' | 'looking' | 'won' | 'lost' | 'unavailable';
  readonly undoTo: number | undefined;
  readonly showing: 'off' | 'running' | 'paused';
  readonly dealing: { readonly count: number } | undefined;
  readonly cancelDealing: () => void;
  readonly showSolution: () => void;
  readonly pause: () => void;
  readonly resume: () => void;
  readonly step: () => void;
  readonly stop: () => void;
  /** After a lost game: the answer about the deal from its start, while or once it is asked. */
  readonly dealState: 'checking' | 'won' | 'lost' | 'unknown' | undefined;
  readonly gameLost: boolean;
  readonly couldIHaveWon: () => void;
  readonly showHow: () => void;
  /** "Can't tell" after the first look: "Look longer" asks once more, for longer. */
  readonly canLookLonger: boolean;
  readonly lookLonger: () => void;
}

/**
 * "Not winnable: undo 3 moves", or "Not winnable" alone while the way back is being looked for, or
 * when no earlier position of the game was proved winnable (a deal lost from its start, say).
 */
export function lostText(back: number | undefined): string {
  if (back === undefined) return msg('Not winnable', { id: 'solver-not-winnable' });
  const n = formatNumber(back);
  return pluralOf(back, currentLanguage()) === 'one'
    ? msg(str`Not winnable: undo ${n} move`, { id: 'solver-not-winnable-undo-one' })
    : msg(str`Not winnable: undo ${n} moves`, { id: 'solver-not-winnable-undo-other' });
}

export function noSolutionText(): string {
  return msg('No solution found from here', { id: 'said-no-solution' });
}

/** A line of the solver's slot: cut short with an ellipsis where the slot is narrow, so whole in its title. */
const line = (text: string): TemplateResult => html`<span part="solver-status" title=${text}>${text}</span>`;

function statusText(solver: SolverViewModel): string | undefined {
  switch (solver.state) {
    case 'looking':
      return msg('Still looking…', { id: 'solver-still-looking' });
    case 'won':
      return msg('Winnable', { id: 'solver-winnable' });
    case 'lost':
      return lostText(solver.undoTo);
    case 'off':
    case 'unavailable':
      return undefined;
  }
}

/** The answer about the deal from its start, in words: the toolbar's line, and what the live region says. */
export function dealAnswerText(state: 'won' | 'lost' | 'unknown'): string {
  switch (state) {
    case 'won':
      return msg('Yes: this deal can be won', { id: 'deal-winnable' });
    case 'lost':
      return msg('No: this deal cannot be won (proved)', { id: 'deal-lost' });
    case 'unknown':
      return msg("Can't tell: no answer in time", { id: 'deal-unknown' });
  }
}

/** "Could I have won?" after a lost game, or its answer about the deal from the start. */
function dealView(solver: SolverViewModel): TemplateResult | typeof nothing {
  switch (solver.dealState) {
    case undefined:
      return solver.gameLost
        ? html`<button type="button" data-solver="could-i-have-won" @click=${solver.couldIHaveWon}>${msg('Could I have won?', { id: 'button-could-i-have-won' })}</button>`
        : nothing;
    case 'checking':
      return line(msg('Checking the deal…', { id: 'deal-checking' }));
    case 'won':
      return html`${line(dealAnswerText('won'))}
        <button type="button" data-solver="show-how" @click=${solver.showHow}>${msg('Show how', { id: 'button-show-how' })}</button>`;
    case 'lost':
      return line(dealAnswerText('lost'));
    case 'unknown':
      return html`${line(dealAnswerText('unknown'))}${
        solver.canLookLonger
          ? html`<button type="button" data-solver="look-longer" @click=${solver.lookLonger}>${msg('Look longer', { id: 'button-look-longer' })}</button>`
          : nothing
      }`;
  }
}

/**
 * The solver's part of the toolbar: the status line (not a live region: only a lost position is
 * announced, through the game's live region), and the "Show solution" button when `canShow` (a
 * solution is known), or its control bar while it plays, or the progress of "winnable deals
 * only"; after a lost game, "Could I have won?" and its answer about the deal.
 */
export function solverView(solver: SolverViewModel, statusOn: boolean, canShow: boolean): TemplateResult {
  if (solver.dealing) {
    return html`${line(msg(str`Checking deal ${formatNumber(solver.dealing.count)}…`, { id: 'solver-dealing' }))}
      <button type="button" @click=${solver.cancelDealing}>${msg('Cancel', { id: 'button-cancel' })}</button>`;
  }
  const text = statusOn ? statusText(solver) : undefined;
  const status = text === undefined ? nothing : line(text);
  if (solver.showing === 'off') {
    const show = canShow
      ? html`<button type="button" data-solver="show" @click=${solver.showSolution}>${msg('Show solution', { id: 'button-show-solution' })}</button>`
      : nothing;
    return html`${status}${show}${dealView(solver)}`;
  }
  const running = solver.showing === 'running';
  return html`${status}<span part="solution-bar" role="group" aria-label=${msg('Solution', { id: 'solution-bar' })}>
    <button type="button" @click=${running ? solver.pause : solver.resume}>${running ? msg('Pause', { id: 'button-pause' }) : msg('Resume', { id: 'button-resume' })}</button>
    <button type="button" @click=${solver.step} ?disabled=${running}>${msg('Step', { id: 'button-step' })}</button>
    <button type="button" @click=${solver.stop}>${msg('Stop', { id: 'button-stop' })}</button>
  </span>`;
}
