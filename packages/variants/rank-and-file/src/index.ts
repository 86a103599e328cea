import { defineVariant, alternateColour } from '@forty-thieves/core';

/** Rank and File: Ten columns of four, the bottom three face down; build down in alternate colours, move sequences. */
export const rankAndFile = defineVariant({
  apiVersion: 1,
  id: 'rank-and-file',
  name: 'Rank and File',
  aliases: ['Dress Parade'],
  summary: "Ten columns of four, the bottom three face down; build down in alternate colours, move sequences.",
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 3, acesToFoundations: false },
  build: alternateColour,
  sequenceMove: 'sequence',
  stock: { dealCount: 1, redeals: 0 },
  rules:
    "Move all 104 cards to the eight foundations, built up in suit from Ace to King.\n" +
    "\n" +
    "Ten columns of four cards are dealt; the bottom three of each column are face down and turn face up when uncovered. The other 64 cards form the stock. Build down in alternate colours (a red 9 on a black 10). A run of face-up cards built that way may move together, in part or whole, onto a card that accepts its bottom card or into an empty column.\n" +
    "\n" +
    "Turn the stock's top card onto the waste whenever you like; the waste's top card can be played. There is no redeal.",
});

export default rankAndFile;
