import { defineVariant, anySuitButOwn } from '@forty-thieves/core';

/** Indian: Ten columns of three, the bottom card face down; build down in any suit but its own. */
export const indian = defineVariant({
  apiVersion: 1,
  id: 'indian',
  name: 'Indian',
  summary: "Ten columns of three, the bottom card face down; build down in any suit but its own.",
  layout: { columns: 10, cardsPerColumn: 3, faceDown: 1, acesToFoundations: false },
  build: anySuitButOwn,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  rules:
    "Move all 104 cards to the eight foundations, built up in suit from Ace to King.\n" +
    "\n" +
    "Ten columns of three cards are dealt; the bottom card of each column is face down and turns face up when it is uncovered. The other 74 cards form the stock. A column's top card can go to a foundation or onto a card one rank higher of any other suit (9 of hearts on 10 of diamonds is fine, on 10 of hearts it is not). One card moves at a time; any card may go into an empty column.\n" +
    "\n" +
    "Turn the stock's top card onto the waste whenever you like; the waste's top card can be played. There is no redeal.",
});

export default indian;
