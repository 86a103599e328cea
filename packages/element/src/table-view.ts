import { html, nothing, type TemplateResult } from 'lit';
import type { Position } from '@forty-thieves/core';
import { tableau, topRow } from './board-view.js';
import type { DragController } from './drag-controller.js';
import type { GameController } from './game-controller.js';
import type { KeyboardController } from './keyboard-controller.js';
import type { SolverController } from './solver-controller.js';
import { spotOf } from './spot.js';
import { clickSpot } from './card-click.js';
import { formatDuration, movesText } from './l10n/format.js';
import { msg, str } from './l10n/msg.js';
import { languageLoading } from './l10n/locale.js';
import { variantWords } from './l10n/variant-words.js';

/** The element as its template sees it: what it draws and where input goes. */
export interface TableHost {
  readonly game: GameController;
  /** Keyboard play, dragging, and the panels and toasts over the board, once the later chunk is in. */
  readonly later: { readonly keys: KeyboardController | undefined; readonly drag: DragController | undefined; overlays(): unknown };
  readonly dealLink: string | undefined;
  readonly helpOpen: boolean;
  readonly solverStatus: boolean;
  /** The solver's side (status line, hints from solutions), once its chunk is in. */
  readonly solver: SolverController | undefined;
  newGame(): Promise<void>;
  restart(): void;
  undo(): boolean;
  redo(): boolean;
  hint(): unknown;
  toggleHelp(): void;
  closeHelp(): void;
}

/** The handlers of one element's board, made once (Lit then never rebinds them). */
function inputOf(host: TableHost) {
  return {
    click: (event: MouseEvent): void => {
      if (!host.later.drag?.takeSwallowedClick()) clickSpot(host, spotOf(event), event.detail);
    },
    keydown: (event: KeyboardEvent): void => {
      // The help panel is not modal: Escape closes it, any other key plays on.
      if (host.helpOpen && event.key === 'Escape') {
        event.preventDefault();
        host.closeHelp();
      } else host.later.keys?.onKeyDown(event);
    },
    pointerdown: (event: PointerEvent) => host.later.drag?.onPointerDown(event),
    pointermove: (event: PointerEvent) => host.later.drag?.onPointerMove(event),
    pointerup: (event: PointerEvent) => host.later.drag?.onPointerUp(event),
    pointercancel: (event: PointerEvent) => host.later.drag?.onPointerCancel(event),
    // A native drag (of a selection, the deal link, a card's text) would take the pointer away: never on the board.
    dragstart: (event: DragEvent) => {
      event.preventDefault();
    },
  };
}

const inputs = new WeakMap<TableHost, ReturnType<typeof inputOf>>();
const shown = new WeakMap<GameController, [number, Position | undefined]>();

/**
 * The position on the table, made once per change of the game (its `version`, which every game put
 * on the table bumps too): the render and the layout's fit both read it, and a first board made it
 * three times (docs/benchmarks.md). Shared, so read only; `element.position` hands out its own copy.
 */
export function shownPosition(game: GameController): Position | undefined {
  let seen = shown.get(game);
  if (seen?.[0] !== game.version) shown.set(game, (seen = [game.version, game.session?.position()]));
  return seen[1];
}

/** The whole element: toolbar, board, what the game says, and the later chunk's overlays. */
export function tableView(host: TableHost): TemplateResult {
  const game = host.game;
  const session = game.session;
  const position = shownPosition(game);
  const columns = position?.columns.length ?? 10;
  const view = position && {
    position,
    held: host.later.keys?.held,
    hint: game.hintMove,
    drag: host.later.drag?.view,
    emptyColumn: session?.plugin.emptyColumn,
  };
  let input = inputs.get(host);
  if (!input) inputs.set(host, (input = inputOf(host)));
  const link = host.dealLink;
  const button = (label: string, onClick: () => unknown, disabled = false) =>
    html`<button type="button" @click=${onClick} ?disabled=${disabled}>${label}</button>`;
  return html`<div class="board ${session?.status() ?? 'playing'} c${columns}" part="board"
      @click=${input.click} @keydown=${input.keydown} @pointerdown=${input.pointerdown}
      @pointermove=${input.pointermove} @pointerup=${input.pointerup} @pointercancel=${input.pointercancel}
      @dragstart=${input.dragstart}>
      <div class="bar${session || !languageLoading() ? '' : ' hush'}" part="toolbar">
        <span class="title">${session ? variantWords(session.plugin).name : msg('Loading…', { id: 'loading' })}${link === undefined ? nothing : html`<span class="sep"> · </span><a part="deal-link" href=${link}>${msg(str`deal ${session?.deal ?? ''}`, { id: 'deal-link' })}</a>`}</span>
        <span class="moves figure">${movesText(session?.moveCount ?? 0)}</span>
        <span class="time figure" part="time" aria-label=${msg('time played', { id: 'time-played' })}>${formatDuration(game.clock.elapsed())}</span>
        <span class="buttons">
          ${button(msg('New', { id: 'button-new' }), () => void host.newGame())}
          ${button(msg('Restart', { id: 'button-restart' }), () => {
            host.restart();
          })}
          ${button(msg('Undo', { id: 'button-undo' }), () => host.undo(), session?.canUndo !== true)}
          ${button(msg('Redo', { id: 'button-redo' }), () => host.redo(), session?.canRedo !== true)}
          ${button(msg('Hint', { id: 'button-hint' }), () => {
            if (host.solver) void host.solver.hintSoon();
            else host.hint();
          })}
          <button type="button" aria-label=${msg('Keyboard help', { id: 'button-keys' })} aria-expanded=${host.helpOpen ? 'true' : 'false'} @click=${() => {
            host.toggleHelp();
          }}>?</button>
        </span>
        <span class="solver">${host.solver?.view(host.solverStatus) ?? nothing}</span>
      </div>
      ${game.error === undefined ? nothing : html`<div class="error" part="error" role="alert">${game.error}</div>`}
      <div class="play">${view ? html`${topRow(view)}${tableau(view)}` : nothing}</div>
      <div class="status${game.voice.refused ? ' refused' : ''}${game.voice.text === '' ? ' quiet' : ''}" part="status" aria-hidden="true">${game.voice.text}</div>
      <div class="sr-only" role="status" aria-live="polite">${game.voice.text}</div>
      ${host.later.overlays()}
    </div>`;
}
