/**
 * Why the rules refuse a move, as data: a code and its parameters, beside the English `reason`
 * text every refusal has always carried. A user interface in another language puts the code in
 * its own words; the CLI and the engine protocol keep printing `reason`, unchanged.
 *
 * Parameters name cards and piles in the portable notation (`"7H"`, `"c3"`, `"f0"`) and give
 * counts as numbers, so a formatter never has to parse English.
 */
export const RefusalCode = {
  /** `pile` is not a pile name; `last` is the last column's name. */
  NotAPile: 'not-a-pile',
  /** `pile` is a column this variant does not have; `last` is its last column. */
  NoSuchColumn: 'no-such-column',
  StockDrawsToWaste: 'stock-draws-to-waste',
  /** `redeal` is 1 when the waste can be turned over, else 0. */
  StockEmpty: 'stock-empty',
  RedealOnly: 'redeal-only',
  /** `count` cards are still in the stock. */
  StockNotEmpty: 'stock-not-empty',
  NoRedeal: 'no-redeal',
  /** The variant's `redeals` are used up. */
  NoRedealsLeft: 'no-redeals-left',
  NothingToRedeal: 'nothing-to-redeal',
  OnlyStockToWaste: 'only-stock-to-waste',
  /** `count` is not a whole number of at least 1. */
  BadCount: 'bad-count',
  /** `pile` is both source and destination. */
  SamePile: 'same-pile',
  FoundationSource: 'foundation-source',
  WasteEmpty: 'waste-empty',
  WasteTopOnly: 'waste-top-only',
  /** `pile` has no card. */
  ColumnEmpty: 'column-empty',
  OneCardAtATime: 'one-card-at-a-time',
  /** `pile` has only `faceUp` face-up cards. */
  NotFaceUp: 'not-face-up',
  /** The top `count` cards of `pile` are no movable sequence: `upper` is not built on `lower`. */
  NotASequence: 'not-a-sequence',
  FoundationOneAtATime: 'foundation-one-at-a-time',
  /** Foundation `pile` already has cards; `card` is an Ace. */
  FoundationNotEmpty: 'foundation-not-empty',
  /** Foundation `pile` is empty and `card` is no Ace. */
  FoundationNeedsAce: 'foundation-needs-ace',
  /** `card` needs `below` (the card one rank lower of its suit) but foundation `pile` shows `shown`. */
  FoundationWrongCard: 'foundation-wrong-card',
  /** `card` cannot go on `target`: not one rank lower. */
  RankMismatch: 'rank-mismatch',
  /** `card` cannot go on `target`: the variant's `build` predicate refuses it. */
  BuildMismatch: 'build-mismatch',
  /** Empty column `pile` takes only a King (or a run headed by one), not `card`. */
  EmptyKingsOnly: 'empty-kings-only',
  /** Empty column `pile` is filled only from the waste, not with `card`. */
  EmptyWasteOnly: 'empty-waste-only',
  /** The top `count` cards of `pile` are not one built run. */
  NotOneRun: 'not-one-run',
  /** A run of `count` is too long: empty columns of this `policy` cannot hold part of it. */
  SupermovePolicy: 'supermove-policy',
  /** A run of `count` is too long: with `empty` empty columns at most `capacity` move (`into` 1: into an empty column). */
  SupermoveLimit: 'supermove-limit',
  /** Cards are clicked only from a column or the waste, not from `pile`. */
  ClickSource: 'click-source',
  NoCard: 'no-card',
  /** No pile takes the `count` cards from `card` up now. */
  Nowhere: 'nowhere',
  /** `text` is not a move in the text notation. */
  NotAMove: 'not-a-move',
} as const;
export type RefusalCode = (typeof RefusalCode)[keyof typeof RefusalCode];

/** A refusal as data; see {@link RefusalCode} for each code's parameters. */
export interface Refusal {
  readonly code: RefusalCode;
  readonly params: Readonly<Record<string, string | number>>;
}

/** A refusal with its English words: what the rules functions pass around internally. */
export interface Refused {
  readonly reason: string;
  readonly refusal: Refusal;
}

export function refused(reason: string, code: RefusalCode, params: Refusal['params'] = {}): Refused {
  return { reason, refusal: { code, params } };
}
