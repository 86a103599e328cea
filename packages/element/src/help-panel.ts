import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '@lit/localize';

/** The element as the help panel sees it. */
export interface HelpPanelHost {
  readonly helpOpen: boolean;
  closeHelp(): void;
}

/**
 * The keyboard help (`?` or the toolbar's "?" button): every key of keyboard-nav.ts in words. A
 * non-modal panel over the board; Escape or Close shuts it and the focus goes back where it was.
 */
export function helpPanel(host: HelpPanelHost): TemplateResult | typeof nothing {
  if (!host.helpOpen) return nothing;
  const keys: [string, string][] = [
    ['Tab, ← →', msg('move between piles', { id: 'help-move' })],
    ['↑ ↓', msg('walk the face-up cards of a column, to take several', { id: 'help-walk' })],
    ['Enter, Space', msg('pick up, put down, or draw from the stock', { id: 'help-activate' })],
    ['Esc', msg('put the cards back', { id: 'help-escape' })],
    ['U, Ctrl+Z', msg('undo', { id: 'help-undo' })],
    ['Ctrl+Y', msg('redo', { id: 'help-redo' })],
    ['H', msg('hint', { id: 'help-hint' })],
    ['N', msg('new game', { id: 'help-new' })],
    ['?', msg('this help', { id: 'help-help' })],
  ];
  return html`<div class="panel help" part="panel help" role="dialog" aria-labelledby="help-title">
    <h2 id="help-title">${msg('Keyboard', { id: 'help-title' })}</h2>
    <dl>${keys.map(([key, what]) => html`<dt><kbd>${key}</kbd></dt><dd>${what}</dd>`)}</dl>
    <button type="button" class="primary" data-close @click=${() => { host.closeHelp(); }}>${msg('Close', { id: 'button-close' })}</button>
  </div>`;
}
