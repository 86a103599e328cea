export { FtMoveEvent, type FtMoveDetail } from './events/ft-move.js';
export { FtMoveRejectEvent, type FtMoveRejectDetail } from './events/ft-move-reject.js';
export { FtGameWinEvent, type FtGameWinDetail } from './events/ft-game-win.js';
export { FtGameStuckEvent, type FtGameStuckDetail } from './events/ft-game-stuck.js';
export { FtGameNewEvent, type FtGameNewDetail } from './events/ft-game-new.js';
export { FtPluginErrorEvent, type FtPluginErrorDetail } from './events/ft-plugin-error.js';
