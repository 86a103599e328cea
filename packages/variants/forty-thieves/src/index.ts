import { defineVariant, sameSuit } from '@forty-thieves/core';

/** Forty Thieves: Ten columns of four; build down in suit, one card at a time; no redeal. */
export const fortyThieves = defineVariant({
  apiVersion: 1,
  id: 'forty-thieves',
  name: 'Forty Thieves',
  aliases: ['Big Forty', 'Le Cadran', 'Napoleon at St. Helena', 'Roosevelt at San Juan'],
  summary: "Ten columns of four; build down in suit, one card at a time; no redeal.",
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: sameSuit,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  rules:
    "Move all 104 cards to the eight foundations, built up in suit from Ace to King.\n" +
    "\n" +
    "Ten columns of four cards are dealt face up; the other 64 cards form the stock. The top card of each column can go to a foundation or onto a column whose top card is one rank higher and of the same suit. Only one card moves at a time. Any card may go into an empty column.\n" +
    "\n" +
    "Turn the stock's top card onto the waste whenever you like; the waste's top card can be played to a foundation or a column. There is no redeal.",
});

export default fortyThieves;
