import { defineVariant, anySuitButOwn } from '@forty-thieves/core';
import listing from './listing.json';
import english from './english.json';

/**
 * Little Forty, as docs/rules.md defines it. Its words are JSON beside it: its English name and
 * summary in listing.json, its rules and other names in english.json, and each other language
 * in words/<language>.json (docs/localization.md).
 */
export const littleForty = defineVariant({
  apiVersion: 1,
  id: listing.id,
  name: listing.name,
  summary: listing.summary,
  // Version 1 built down in alternate colours, a misreading of the source rules; version 2 builds
  // in any suit but its own. Games saved under version 1 are replayed under version 2 (docs/rules.md).
  rulesVersion: 2,
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: anySuitButOwn,
  sequenceMove: 'sequence',
  stock: { dealCount: 3, redeals: 3 },
  rules: english.rules,
});

export default littleForty;
