import { defineVariant, alternateColour } from '@forty-thieves/core';

/** Number Ten: Ten columns of four, the bottom two face down; build down in alternate colours, move sequences. */
export const numberTen = defineVariant({
  apiVersion: 1,
  id: 'number-ten',
  name: 'Number Ten',
  summary: "Ten columns of four, the bottom two face down; build down in alternate colours, move sequences.",
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 2, acesToFoundations: false },
  build: alternateColour,
  sequenceMove: 'sequence',
  stock: { dealCount: 1, redeals: 0 },
  rules:
    "Move all 104 cards to the eight foundations, built up in suit from Ace to King.\n" +
    "\n" +
    "Ten columns of four cards are dealt; the bottom two of each column are face down and turn face up when uncovered. The other 64 cards form the stock. Build down in alternate colours (a red 9 on a black 10). A run of face-up cards built that way may move together, in part or whole, onto a card that accepts its bottom card or into an empty column.\n" +
    "\n" +
    "Turn the stock's top card onto the waste whenever you like; the waste's top card can be played. There is no redeal.",
});

export default numberTen;
