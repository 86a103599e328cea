import { defineVariant, alternateColour } from '@forty-thieves/core';

/** Maria: Nine columns of four; build down in alternate colours, one card at a time; no redeal. */
export const maria = defineVariant({
  apiVersion: 1,
  id: 'maria',
  name: 'Maria',
  aliases: ['Maria Luisa'],
  summary: "Nine columns of four; build down in alternate colours, one card at a time; no redeal.",
  layout: { columns: 9, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: alternateColour,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  rules:
    "Move all 104 cards to the eight foundations, built up in suit from Ace to King.\n" +
    "\n" +
    "Nine columns of four cards are dealt face up; the other 68 cards form the stock. A column's top card can go to a foundation or onto a card one rank higher of the other colour (a red 9 on a black 10). One card moves at a time; any card may go into an empty column.\n" +
    "\n" +
    "Turn the stock's top card onto the waste whenever you like; the waste's top card can be played. There is no redeal.",
});

export default maria;
