import { defineVariant, sameSuit } from '@forty-thieves/core';

/**
 * Napoleon at St Helena (Forty Thieves) with the talon rule for empty columns: only the waste may
 * fill one. It needs core's optional `emptyColumn` field, which the four axes cannot express.
 * Written only against the published API of `@forty-thieves/core`.
 */
export const stHelenaTalon = defineVariant({
  apiVersion: 1,
  id: 'st-helena-talon',
  name: 'St Helena, talon rule',
  aliases: ['Napoleon at St Helena (talon rule)'],
  summary: 'Forty Thieves where an empty column can be filled only from the waste.',
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: sameSuit,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  emptyColumn: 'waste-only',
  rules:
    'Move all 104 cards to the eight foundations, built up in suit from Ace to King.\n' +
    '\n' +
    "Ten columns of four cards are dealt face up; the other 64 cards form the stock. A column's top card can go to a foundation or onto a card one rank higher of the same suit. One card moves at a time.\n" +
    '\n' +
    "An empty column can be filled only with the waste's top card, never with a card from another column. You need not fill it at once.\n" +
    '\n' +
    "Turn the stock one card at a time onto the waste whenever you like; the waste's top card can be played. There is no redeal.\n" +
    '\n' +
    'Source: "Napoleon at St. Helena" in Lady Cadogan\'s Illustrated Games of Solitaire or Patience (new revised edition, 1914; Project Gutenberg #21642): a vacancy may be refilled with any available card, "Note.—Some players only allow the vacancy to be filled from the talon." The talon there is the pile of dealt cards not yet used, the waste here.',
});

export default stHelenaTalon;
