/**
 * The rules engine of the Forty Thieves family: cards, seeded deals, the variant plugin interface
 * and `defineVariant`, the one implementation of every rule (`Board`), the game session, saved
 * games and the variant registry. The rules themselves: docs/rules.md.
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
export {
  alternateColour,
  anySuitButOwn,
  predicateName,
  sameSuit,
  type BuildPredicate,
  type NamedBuildPredicate,
} from './predicates.js';
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
export { Board, MAX_MOVES, PILE_CAPACITY } from './board.js';
export { FLIP_BIT, FOUNDATION_BASE, STOCK, WASTE, codeCount, codeFrom, codeMove, codeTo, encodeMove, type MoveCode } from './move-code.js';
export { checkMove, type MoveCheck } from './legality.js';
export { RefusalCode, type Refusal } from './refusal.js';
export {
  decodeMove,
  formatMove,
  isDraw,
  isRedeal,
  parseMove,
  pileName,
  pileNumber,
  type Move,
  type ParsedMove,
} from './notation.js';
export { MAX_DEAL, dealBoard, isDealNumber, shuffle, unshuffledDeck } from './deal.js';
export { PositionError, boardFromPosition, positionOf, type ColumnPosition, type Position } from './position.js';
export { foundationFor, isSafeToFoundation, nextSafeMove, safeFoundationCards } from './autoplay.js';
export { planSupermove, supermoveCapacity, type SupermovePlan } from './supermove.js';
export { GameSession, GameStatus, type PlayResult, type PlayedStep, type SessionOptions } from './session.js';
export { SAVE_FORMAT, SAVE_SCHEMA, SaveError, loadGame, saveGame, savedVariant, type SavedGame } from './save.js';
export { UnknownVariantError, VariantRegistry, type VariantListing, type VariantLoader } from './registry.js';
export { clickTargets, type ClickOptions, type ClickTargets } from './click-targets.js';
export { HINT_SCORES, scoreMove, suggestMove } from './hint.js';
