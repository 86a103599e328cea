/**
 * `@forty-thieves/core/engine`: the rules engine for search and analysis code (solvers,
 * benchmarks, tools). A compact mutable `Board` with integer move codes, `generateMoves` without
 * allocation, and the rule functions that work on a board. Playing a game needs none of this:
 * `GameSession` in `@forty-thieves/core` holds the board.
 */
export { Board, MAX_MOVES, PILE_CAPACITY } from './board.js';
export { foundationsAre } from './move-generation.js';
export { FLIP_BIT, FOUNDATION_BASE, STOCK, WASTE, codeCount, codeFrom, codeMove, codeTo, encodeMove, type MoveCode } from './move-code.js';
export { decodeMove } from './notation.js';
export { checkMove, type MoveCheck } from './legality.js';
export { dealBoard, shuffle, unshuffledDeck } from './deal.js';
export { boardFromPosition, positionOf } from './position.js';
export { foundationFor, isSafeToFoundation, nextSafeMove, safeFoundationCards } from './autoplay.js';
export { planSupermove, supermoveCapacity, type SupermovePlan } from './supermove.js';
export { clickTargets, type ClickOptions, type ClickTargets } from './click-targets.js';
export { HINT_SCORES, scoreMove, suggestMove } from './hint.js';
export { USEFUL_SEARCH_LIMIT, gainInColumns, layoutKey, moveProgress, usefulMove } from './useful-move.js';
