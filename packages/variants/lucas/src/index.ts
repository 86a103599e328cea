import { defineVariant, sameSuit } from '@forty-thieves/core';

/** Lucas: The eight Aces start on the foundations; thirteen columns of three; build down in suit. */
export const lucas = defineVariant({
  apiVersion: 1,
  id: 'lucas',
  name: 'Lucas',
  summary: "The eight Aces start on the foundations; thirteen columns of three; build down in suit.",
  layout: { columns: 13, cardsPerColumn: 3, faceDown: 0, acesToFoundations: true },
  build: sameSuit,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  rules:
    "Move all 104 cards to the eight foundations, built up in suit from Ace to King.\n" +
    "\n" +
    "The eight Aces are taken out before the deal and start the foundations. Thirteen columns of three cards are dealt face up from the other 96; the remaining 57 form the stock. A column's top card can go to a foundation or onto a card one rank higher of the same suit. One card moves at a time; any card may go into an empty column.\n" +
    "\n" +
    "Turn the stock's top card onto the waste whenever you like; the waste's top card can be played. There is no redeal.",
});

export default lucas;
