import { defineVariant, alternateColour } from '@forty-thieves/core';

/** Little Forty: Ten columns of four; build down in alternate colours, move sequences; deal three at a time, three redeals. */
export const littleForty = defineVariant({
  apiVersion: 1,
  id: 'little-forty',
  name: 'Little Forty',
  summary: "Ten columns of four; build down in alternate colours, move sequences; deal three at a time, three redeals.",
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: alternateColour,
  sequenceMove: 'sequence',
  stock: { dealCount: 3, redeals: 3 },
  rules:
    "Move all 104 cards to the eight foundations, built up in suit from Ace to King.\n" +
    "\n" +
    "Ten columns of four cards are dealt face up; the other 64 cards form the stock. Build down in alternate colours (a red 9 on a black 10). A run of cards built that way may move together, in part or whole, onto a card that accepts its bottom card or into an empty column; any card or run may go into an empty column.\n" +
    "\n" +
    "Each deal turns three cards from the stock onto the waste (fewer if fewer remain); only the waste's top card can be played. When the stock is empty the waste may be turned over to form a new stock, three times.",
});

export default littleForty;
