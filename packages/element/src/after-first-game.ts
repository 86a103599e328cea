/**
 * What the element loads once its first game is drawn, as one chunk: the move animations, the
 * fitted layout, dragging, the end panels, the keyboard help, the hints, the toast, their styles
 * and the statistics, and the refusals' words. None is needed before a player could act, so none delays a
 * playable board.
 */
export { FlipController } from './flip-controller.js';
export { LayoutController } from './layout-controller.js';
export { DragController } from './drag-controller.js';
export { ToastController } from './toast-controller.js';
export { ClockTicker } from './clock-ticker.js';
export { statsStyles } from './stats-panel.js';
export { overlays, showHint } from './later-view.js';
export { setHelp } from './help-panel.js';
export { laterStyles } from './later-styles.js';
export { StatsStore } from './stats.js';
export { refusalWords } from './l10n/refusal-text.js';
