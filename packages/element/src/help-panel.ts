import { html, nothing, type TemplateResult } from 'lit';
import { msg } from './l10n/msg.js';

/** The element as the help panel sees it. */
export interface HelpPanelHost extends HTMLElement {
  helpOpen: boolean;
  closeHelp(): void;
  requestUpdate(): void;
  readonly updateComplete: Promise<boolean>;
}

/** Where the focus was when the help opened, per element, to go back to when it closes. */
const focusBefore = new WeakMap<HelpPanelHost, HTMLElement>();

/** Opens the help (the focus to its Close button) or closes it (the focus back where it was). */
export function setHelp(host: HelpPanelHost, open: boolean): void {
  if (open === host.helpOpen) return;
  if (open) {
    const active = host.shadowRoot?.activeElement;
    if (active instanceof HTMLElement) focusBefore.set(host, active);
  }
  host.helpOpen = open;
  host.requestUpdate();
  const back = focusBefore.get(host);
  if (!open) focusBefore.delete(host);
  void host.updateComplete.then(() => {
    const target = open ? host.shadowRoot?.querySelector<HTMLElement>('.help [data-close]') : back;
    if (target?.isConnected) target.focus();
  });
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
    <button type="button" class="primary" data-close @click=${() => {
      host.closeHelp();
    }}>${msg('Close', { id: 'button-close' })}</button>
  </div>`;
}
