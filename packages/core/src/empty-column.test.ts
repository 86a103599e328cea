/**
 * The optional `emptyColumn` plugin field. Expectations come from the field's documented rules
 * (variant.ts): 'kings-only' lets only a King, or a movable sequence headed by one, into an empty
 * column; 'waste-only' lets only the waste's top card in; left out, docs/rules.md's "any card" holds.
 */
import { describe, expect, it } from 'vitest';
import { nextSafeMove } from './autoplay.js';
import { clickTargets } from './click-targets.js';
import { VariantDefinitionError, defineVariant } from './define-variant.js';
import { checkMove } from './legality.js';
import { parseMove } from './notation.js';
import { ruleTables } from './rule-tables.js';
import { craftBoard, craftGame, kingsOnly, kingsOnlySequence, moveTexts, oneCard, wasteOnly } from './test-plugins.js';
import type { Board } from './board.js';
import type { VariantPlugin } from './variant.js';

function verdict(board: Board, text: string): string {
  const parsed = parseMove(text);
  if (!parsed.ok) throw new Error(parsed.error);
  const check = checkMove(board, parsed.move);
  return check.ok ? 'ok' : check.reason;
}

/** c0 and c1 hold cards, c2…c9 are empty; the waste shows `waste`. */
const layout = (c0: string, c1: string, waste: string) => ({ columns: [c0, c1], waste });

describe('emptyColumn in defineVariant', () => {
  const base = {
    apiVersion: 1 as const,
    id: 'my-variant',
    name: 'My Variant',
    layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
    build: oneCard.build,
    sequenceMove: 'single' as const,
    stock: { dealCount: 1, redeals: 0 },
    rules: 'Build down in suit.',
  };

  it.each(['any', 'kings-only', 'waste-only'] as const)('accepts %s', (policy) => {
    expect(defineVariant({ ...base, emptyColumn: policy }).emptyColumn).toBe(policy);
  });

  it.each(['kings', 'King', '', 3, null])('rejects %j, naming the field and the three policies', (value) => {
    let error: unknown;
    try {
      defineVariant({ ...base, emptyColumn: value } as unknown as VariantPlugin);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(VariantDefinitionError);
    expect((error as VariantDefinitionError).field).toBe('emptyColumn');
    expect((error as VariantDefinitionError).message).toMatch(/emptyColumn: must be 'any' .* 'kings-only' .* 'waste-only' .*or left out/);
  });

  it("is 'any' in the rule tables when left out", () => {
    expect(ruleTables(oneCard).emptyColumn).toBe('any');
    expect(ruleTables(kingsOnly).emptyColumn).toBe('kings-only');
  });
});

describe("emptyColumn: 'kings-only'", () => {
  it('lists and accepts only Kings into an empty column, from a column or the waste', () => {
    const board = craftBoard(kingsOnly, layout('5H KS', '7D QC', 'KD'));
    const listed = moveTexts(board);
    expect(listed).toContain('c0-c2');
    expect(listed).toContain('w-c2');
    expect(listed).not.toContain('c1-c2');
    expect(verdict(board, 'c0-c5')).toBe('ok');
    expect(verdict(board, 'w-c9')).toBe('ok');
    expect(verdict(board, 'c1-c4')).toMatch(/only a King.*empty column.*c4 cannot take QC/);
  });

  it('refuses a non-King from the waste with the reason', () => {
    const board = craftBoard(kingsOnly, layout('5H', '7D', 'QH'));
    expect(moveTexts(board).filter((move) => move.startsWith('w-'))).toEqual([]);
    expect(verdict(board, 'w-c3')).toMatch(/only a King/);
  });

  it('moves a sequence into an empty column only when a King heads it', () => {
    // c0: K♠ Q♥ J♠ (a movable run, alternate colours); c1: Q♦ J♣ (a run headed by a Queen).
    const board = craftBoard(kingsOnlySequence, layout('KS QH JS', 'QD JC', ''));
    const listed = moveTexts(board);
    expect(listed).toContain('c0-c2x3');
    expect(listed).not.toContain('c0-c2x2');
    expect(listed).not.toContain('c0-c2');
    expect(listed.filter((move) => move.startsWith('c1-c2'))).toEqual([]);
    expect(verdict(board, 'c0-c7x3')).toBe('ok');
    expect(verdict(board, 'c0-c7x2')).toMatch(/only a King/);
    expect(verdict(board, 'c1-c7x2')).toMatch(/only a King/);
  });

  it('gives no supermove through empty columns, and says why', () => {
    // Same suit, one card at a time: 8♥ 7♥ on c0 could go onto 9♥ through an empty column under 'any'.
    const position = { columns: ['KC 8H 7H', '9H'] };
    expect(craftGame(oneCard, position, { autoplay: false }).play('c0-c1x2').ok).toBe(true);
    const game = craftGame(kingsOnly, position, { autoplay: false });
    const result = game.play('c0-c1x2');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/empty columns take only Kings.*1 card at a time; this run has 2/);
    const click = clickTargets(game.boardSnapshot(), 'c0', 2);
    expect(click.ok).toBe(false);
  });

  it('leaves safe autoplay alone: an Ace still goes home by itself', () => {
    const board = craftBoard(kingsOnly, layout('5H AS', '7D', ''));
    expect(nextSafeMove(board)).toBeGreaterThanOrEqual(0);
  });
});

describe("emptyColumn: 'waste-only'", () => {
  it("lists and accepts only the waste's top card into an empty column", () => {
    const board = craftBoard(wasteOnly, layout('5H KS', '7D', 'QH'));
    const listed = moveTexts(board);
    expect(listed).toContain('w-c2');
    expect(listed.filter((move) => /^c\d-c[2-9]$/.test(move))).toEqual([]);
    expect(verdict(board, 'w-c6')).toBe('ok');
    expect(verdict(board, 'c0-c2')).toMatch(/empty column is filled only from the waste; c2 cannot take KS/);
    expect(verdict(board, 'c1-c9')).toMatch(/only from the waste/);
  });

  it('still builds from column to column and to the foundations', () => {
    const board = craftBoard(wasteOnly, layout('5H 8D', '9D', ''));
    expect(verdict(board, 'c0-c1')).toBe('ok');
  });

  it('gives no supermove through empty columns', () => {
    const game = craftGame(wasteOnly, { columns: ['KC 8H 7H', '9H'] }, { autoplay: false });
    const result = game.play('c0-c1x2');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/empty columns take only the waste/);
  });

  it('offers a waste card an empty column on click, and a column card none', () => {
    const board = craftBoard(wasteOnly, layout('5H KS', '7D', 'QH'));
    const fromWaste = clickTargets(board, 'waste');
    expect(fromWaste.ok && fromWaste.targets.map((t) => t.to)).toEqual(['c2']);
    const fromColumn = clickTargets(board, 'c0');
    expect(fromColumn.ok).toBe(false);
  });
});
