import { defineVariant, sameSuit } from '@forty-thieves/core';

/**
 * Josephine: Forty Thieves with sequence moves. Written only against the published API of
 * `@forty-thieves/core`, as a third-party plugin would be.
 */
export const josephine = defineVariant({
  apiVersion: 1,
  id: 'josephine',
  name: 'Josephine',
  summary: 'Forty Thieves with sequence moves: ten columns of four; build down in suit; move runs in part or whole.',
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: sameSuit,
  sequenceMove: 'sequence',
  stock: { dealCount: 1, redeals: 0 },
  rules:
    'Move all 104 cards to the eight foundations, built up in suit from Ace to King.\n' +
    '\n' +
    'Ten columns of four cards are dealt face up; the other 64 cards form the stock. A card can go on a card one rank higher of the same suit (10 of Hearts only on the Jack of Hearts). Unlike Forty Thieves, a run of cards built down in suit may be moved together, in part or in whole, onto a card that takes its bottom card or into an empty column; any card or run may go into an empty column.\n' +
    '\n' +
    "Turn the stock one card at a time onto the waste whenever you like; the waste's top card can be played. There is no redeal.\n" +
    '\n' +
    'Source: the Josephine variant of Napoleon at St Helena (Forty Thieves) as PySolFC plays it: Forty Thieves whose columns move built runs as a unit.',
});

export default josephine;
