import { defineVariant, sameSuit } from '@forty-thieves/core';

/** Limited: Twelve columns of three; build down in suit, one card at a time; no redeal. */
export const limited = defineVariant({
  apiVersion: 1,
  id: 'limited',
  name: 'Limited',
  summary: "Twelve columns of three; build down in suit, one card at a time; no redeal.",
  layout: { columns: 12, cardsPerColumn: 3, faceDown: 0, acesToFoundations: false },
  build: sameSuit,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  rules:
    "Move all 104 cards to the eight foundations, built up in suit from Ace to King.\n" +
    "\n" +
    "Twelve columns of three cards are dealt face up; the other 68 cards form the stock. A column's top card can go to a foundation or onto a card one rank higher of the same suit. One card moves at a time; any card may go into an empty column.\n" +
    "\n" +
    "Turn the stock's top card onto the waste whenever you like; the waste's top card can be played. There is no redeal.",
});

export default limited;
