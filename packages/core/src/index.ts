/**
 * `@forty-thieves/core`: for plugin authors and players. Cards, build predicates, the plugin
 * interface and its checks, the game session, saved games, the move notation and the variant
 * registry. Search code uses `@forty-thieves/core/engine`; plugin tests `@forty-thieves/core/testing`.
 * The rules themselves: docs/rules.md.
 *
 * @module @forty-thieves/core
 */
export {
  CARD_COUNT,
  KING,
  RANKS,
  SUITS,
  SUIT_NAMES,
  cardFace,
  cardName,
  formatCard,
  isRed,
  makeCard,
  parseCard,
  rankOf,
  suitOf,
  type Card,
  type CardFace,
  type Colour,
  type Suit,
} from './cards.js';
export { alternateColour, anySuitButOwn, predicateName, sameSuit, type BuildPredicate, type NamedBuildPredicate } from './predicates.js';
export {
  PLUGIN_API_VERSION,
  type DealLayout,
  type EmptyColumnPolicy,
  type SequenceMovePolicy,
  type StockPolicy,
  type VariantPlugin,
  type VariantTranslation,
} from './variant.js';
export { variantText, type VariantText } from './variant-text.js';
export { MAX_COLUMNS, VariantDefinitionError, defineVariant, validateVariant } from './define-variant.js';
export { PORTABLE_PLUGIN_FORMAT, pluginFromPortable, portablePlugin, type PortablePlugin } from './portable-plugin.js';
export { RefusalCode, type Refusal } from './refusal.js';
export {
  columnId,
  formatMove,
  foundationId,
  isColumnId,
  isDraw,
  isFoundationId,
  isRedeal,
  parseMove,
  parsePile,
  pileIndex,
  pileName,
  pileNumber,
  type ColumnId,
  type FoundationId,
  type Move,
  type MoveInput,
  type ParsedMove,
  type PileId,
} from './notation.js';
export { MAX_DEAL, isDealNumber, randomDeal } from './deal.js';
export { PositionError, type ColumnPosition, type Position } from './position.js';
export { GameSession } from './session.js';
export { GameStatus, type PlayMade, type PlayRefused, type PlayResult, type PlayedStep, type SessionOptions } from './session-types.js';
export { SAVE_FORMAT, SAVE_SCHEMA, SaveError, saveGame, type SavedGame } from './save.js';
export { loadGame, savedVariant } from './load.js';
export { UnknownVariantError, VariantRegistry, type VariantListing, type VariantLoader } from './registry.js';
export type { ClickTargets } from './click-targets.js';
export { ClickCycle, type ClickResult } from './click-cycle.js';
