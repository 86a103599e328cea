/**
 * What the element loads once its first game is drawn, as one chunk: keyboard play, the move
 * animations, dragging, the end panels, the keyboard help, the hints, the toast, their styles and
 * the statistics, and the words for refusals and moves. None is needed before a player could act
 * (the first board's cards, names and tab stops are drawn by the first chunk; this one is fetched
 * in the render that draws them), so none delays a playable board.
 */
import { FlipController } from './flip-controller.js';
import { DragController } from './drag-controller.js';
import { clickSpot } from './card-click.js';
import { KeyboardController } from './keyboard-controller.js';
import { ToastController } from './toast-controller.js';
import { ClockTicker } from './clock-ticker.js';
import { statsStyles } from './stats-panel.js';
import { PanelFocus } from './panel-focus.js';
import { laterStyles } from './later-styles.js';
import { StatsStore } from './stats.js';
import { refusalWords } from './l10n/refusal-text.js';
import { useRefusalTemplates } from './l10n/refusal-words.js';
import { useStepWords } from './game-words.js';
import { describeStep } from './move-words.js';
import type { LaterHost } from './later-parts.js';

export { overlays, showHint } from './later-view.js';
export { setHelp } from './help-panel.js';

/**
 * Puts this chunk to work on `host`: the controllers register themselves with it, the refusals get
 * their words, the statistics their store, the shadow root these styles. Written here, not in the
 * element's first chunk, which only keeps the two controllers it asks for later.
 */
export function attach(host: LaterHost): { keys: KeyboardController; drag: DragController } {
  new FlipController(host, host.game);
  const keys = new KeyboardController(host, host.game);
  const drag = new DragController(host, host.game, (spot, clicks) => {
    clickSpot(host, spot, clicks);
  });
  new ToastController(host, host.game.voice);
  new PanelFocus(host);
  // The timer shows from here on (a move made before this chunk is in starts the clock all the same).
  new ClockTicker(host, host.game.clock);
  useRefusalTemplates(refusalWords);
  useStepWords(describeStep);
  host.game.loader.useStats(StatsStore);
  const sheets = [laterStyles.styleSheet, statsStyles.styleSheet].filter((sheet) => sheet !== undefined);
  if (host.shadowRoot) host.shadowRoot.adoptedStyleSheets = [...host.shadowRoot.adoptedStyleSheets, ...sheets];
  return { keys, drag };
}
