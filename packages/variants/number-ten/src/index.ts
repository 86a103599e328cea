import { defineVariant, alternateColour } from '@forty-thieves/core';
import listing from './listing.json';
import english from './english.json';

/**
 * Number Ten, as docs/rules.md defines it. Its words are JSON beside it: its English name and
 * summary in listing.json, its rules and other names in english.json, and each other language
 * in words/<language>.json (docs/localization.md).
 */
export const numberTen = defineVariant({
  apiVersion: 1,
  id: listing.id,
  name: listing.name,
  summary: listing.summary,
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 2, acesToFoundations: false },
  build: alternateColour,
  sequenceMove: 'sequence',
  stock: { dealCount: 1, redeals: 0 },
  rules: english.rules,
});

export default numberTen;
