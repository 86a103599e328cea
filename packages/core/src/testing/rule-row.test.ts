/**
 * The rule-book row checks: they pass on core's test plugins against rows typed in from what each
 * plugin is meant to be, and each check fails when the row and the plugin disagree on its axis.
 */
import { describe, expect, it } from 'vitest';
import { acesOut, anySingle, drawThree, faceDown, kingsOnly, kingsOnlySequence, oneCard, sameColourSingle, wasteOnly } from '../../test/test-plugins.js';
import type { VariantPlugin } from '../variant.js';
import { ruleRowChecks, type RuleBookRow } from './rule-row.js';

const plain = { columns: 10, cardsPerColumn: 4, faceDown: 0, draw: 1, redeals: 0 } as const;
const ONE_CARD: RuleBookRow = { ...plain, build: 'same-suit', moves: 'single' };
const DRAW_THREE: RuleBookRow = { ...plain, build: 'alternate-colour', moves: 'sequence', draw: 3, redeals: 3 };
const FACE_DOWN: RuleBookRow = { ...plain, faceDown: 3, build: 'alternate-colour', moves: 'sequence' };
const ROWS: [VariantPlugin, RuleBookRow][] = [
  [oneCard, ONE_CARD],
  [anySingle, { ...plain, cardsPerColumn: 3, faceDown: 1, build: 'any-suit-but-own', moves: 'single' }],
  [drawThree, DRAW_THREE],
  [faceDown, FACE_DOWN],
  [acesOut, { ...plain, columns: 13, cardsPerColumn: 3, acesToFoundations: true, build: 'same-suit', moves: 'single' }],
  [kingsOnly, { ...plain, build: 'same-suit', moves: 'single', emptyColumn: 'kings-only' }],
  [kingsOnlySequence, { ...plain, build: 'alternate-colour', moves: 'sequence', emptyColumn: 'kings-only' }],
  [wasteOnly, { ...plain, build: 'same-suit', moves: 'single', emptyColumn: 'waste-only' }],
];

/** The names of the checks that throw for `plugin` held to `row`. */
function failing(plugin: VariantPlugin, row: RuleBookRow): string[] {
  return ruleRowChecks(plugin, row).flatMap((check) => {
    try {
      check.run();
      return [];
    } catch {
      return [check.name];
    }
  });
}

describe('ruleRowChecks', () => {
  for (const [plugin, row] of ROWS) {
    describe(plugin.name, () => {
      for (const check of ruleRowChecks(plugin, row)) it(check.name, check.run, check.timeout);
    });
  }

  it('checks face-down cards turning up for rows with face-down cards, and their refusal for rows without', () => {
    const names = (plugin: VariantPlugin, row: RuleBookRow) =>
      ruleRowChecks(plugin, row)
        .map((c) => c.name)
        .join('\n');
    expect(names(oneCard, ONE_CARD)).not.toMatch(/turns a face-down card up/);
    expect(names(oneCard, ONE_CARD)).toMatch(/refuses a position with face-down cards, as it deals none/);
    expect(names(faceDown, FACE_DOWN)).toMatch(/turns a face-down card up/);
    expect(names(faceDown, FACE_DOWN)).not.toMatch(/refuses a position with face-down cards/);
  });

  it('fails the check of each axis the plugin does not follow', () => {
    const row = ONE_CARD;
    expect(failing(oneCard, { ...row, cardsPerColumn: 5 })).toEqual([expect.stringMatching(/^deals 10 columns of 5/)]);
    expect(failing(oneCard, { ...row, acesToFoundations: true })).toContain('deals 10 columns of 4 with 0 face down and leaves 56 in the stock');
    // A wrong build rule also breaks the runs the move checks build by it.
    expect(failing(oneCard, { ...row, build: 'any-suit-but-own' })).toContain('builds down by any-suit-but-own on every pair of suits, one rank lower only');
    expect(failing(sameColourSingle, { ...row, build: 'alternate-colour' })).toContain(
      'builds down by alternate-colour on every pair of suits, one rank lower only',
    );
    expect(failing(oneCard, { ...row, moves: 'sequence' })).toEqual([expect.stringMatching(/^moves a built run/)]);
    expect(failing(drawThree, { ...DRAW_THREE, moves: 'single' })).toEqual([expect.stringMatching(/^moves one card/)]);
    expect(failing(oneCard, { ...row, draw: 3 })).toEqual([expect.stringMatching(/^turns the stock 3 cards/)]);
    expect(failing(drawThree, { ...DRAW_THREE, redeals: 2 })).toEqual([
      expect.stringMatching(/^deals|^turns the stock/),
      expect.stringMatching(/^turns the stock/),
    ]);
    expect(failing(oneCard, { ...row, emptyColumn: 'kings-only' })).toEqual([expect.stringMatching(/^moves one card/)]);
    expect(failing(kingsOnly, { ...row, emptyColumn: 'any' })).toEqual([expect.stringMatching(/^moves one card/)]);
  });
});
