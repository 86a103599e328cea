import { defineVariant, anySuitButOwn } from '@forty-thieves/core';

/** Little Forty: Ten columns of four; build down in any suit but its own, move sequences; deal three at a time, three redeals. */
export const littleForty = defineVariant({
  apiVersion: 1,
  id: 'little-forty',
  name: 'Little Forty',
  summary: "Ten columns of four; build down in any suit but its own, move sequences; deal three at a time, three redeals.",
  // Version 1 built down in alternate colours, a misreading of the source rules; version 2 builds
  // in any suit but its own. Games saved under version 1 are replayed under version 2 (docs/rules.md).
  rulesVersion: 2,
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: anySuitButOwn,
  sequenceMove: 'sequence',
  stock: { dealCount: 3, redeals: 3 },
  rules:
    "Move all 104 cards to the eight foundations, built up in suit from Ace to King.\n" +
    "\n" +
    "Ten columns of four cards are dealt face up; the other 64 cards form the stock. Build down in any suit but the card's own (9 of hearts on 10 of diamonds, spades or clubs is fine, on 10 of hearts it is not). A run of cards built that way may move together, in part or whole, onto a card that accepts its bottom card or into an empty column; any card or run may go into an empty column.\n" +
    "\n" +
    "Each deal turns three cards from the stock onto the waste (fewer if fewer remain); only the waste's top card can be played. When the stock is empty the waste may be turned over to form a new stock, three times.",
});

export default littleForty;
