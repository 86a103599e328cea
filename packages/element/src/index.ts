/**
 * The public entry of `@forty-thieves/element`: the element class, its events and their details,
 * and the types of its public properties. Everything else is internal and may change in any release.
 */
export { FortyThieves } from './forty-thieves.js';
export { FtMoveEvent, type FtMoveDetail } from './events/ft-move.js';
export { FtMoveRejectEvent, type FtMoveRejectDetail } from './events/ft-move-reject.js';
export { FtGameWinEvent, type FtGameWinDetail } from './events/ft-game-win.js';
export { FtGameStuckEvent, type FtGameStuckDetail } from './events/ft-game-stuck.js';
export { FtGameNewEvent, type FtGameNewDetail } from './events/ft-game-new.js';
export { FtPluginErrorEvent, type FtPluginErrorDetail } from './events/ft-plugin-error.js';
export type { VariantStats } from './variant-stats.js';
