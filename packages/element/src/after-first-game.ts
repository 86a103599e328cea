/**
 * What the element loads once its first game is drawn, as one chunk: the move animations, the end
 * panels, the hints and their styles, and the statistics. None is needed before a player could act, so none delays a
 * playable board.
 */
export { FlipController } from './flip-controller.js';
export { endPanel } from './end-panel.js';
export { bestHint } from './best-guess.js';
export { laterStyles } from './later-styles.js';
export { StatsStore } from './stats.js';
