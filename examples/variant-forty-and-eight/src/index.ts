import { defineVariant, sameSuit } from '@forty-thieves/core';

/**
 * Forty and Eight: eight columns of five, one card at a time, one redeal. Written only against the
 * published API of `@forty-thieves/core`, as a third-party plugin would be.
 */
export const fortyAndEight = defineVariant({
  apiVersion: 1,
  id: 'forty-and-eight',
  name: 'Forty and Eight',
  summary: 'Eight columns of five; build down in suit, one card at a time; one redeal.',
  layout: { columns: 8, cardsPerColumn: 5, faceDown: 0, acesToFoundations: false },
  build: sameSuit,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 1 },
  rules:
    'Move all 104 cards to the eight foundations, built up in suit from Ace to King.\n' +
    '\n' +
    "Forty cards are dealt face up in eight columns of five; the other 64 form the stock. A column's top card can go to a foundation or onto a card one rank higher of the same suit. One card moves at a time; any card may go into an empty column.\n" +
    '\n' +
    "Turn the stock one card at a time onto the waste; the waste's top card can be played. When the stock is empty, the waste may be turned over once to form a new stock (one redeal).",
});

export default fortyAndEight;
