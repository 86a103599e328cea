import { describe, expect, it } from 'vitest';
import { dealBoard } from './deal.js';
import { defineVariant } from './define-variant.js';
import { PositionError, boardFromPosition, positionOf, type Position } from './position.js';
import { sameSuit } from './predicates.js';
import { acesOut, craft, drawThree, faceDown, oneCard } from '../test/test-plugins.js';

function refusal(plugin: Parameters<typeof boardFromPosition>[0], input: unknown): string {
  try {
    boardFromPosition(plugin, input);
  } catch (error) {
    expect(error).toBeInstanceOf(PositionError);
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('the position was accepted');
}

describe('positions', () => {
  it('round-trip a crafted position with face-down cards, foundations, waste, stock and redeals', () => {
    const position = craft(drawThree, {
      foundations: ['3H', '', 'AS'],
      columns: ['KS QH JS', '', '9D'],
      waste: '4C 5C',
      stock: 'TD JD',
      redealsLeft: 2,
      deal: 12,
    });
    expect(positionOf(boardFromPosition(drawThree, position), 12)).toEqual(position);
    const down = craft(faceDown, {
      columns: [
        { down: 'KS QH', up: 'JS' },
        { down: '2C', up: '3C 4C' },
      ],
    });
    expect(positionOf(boardFromPosition(faceDown, down), null)).toEqual(down);
  });

  it('round-trip every dealt layout', () => {
    for (const plugin of [oneCard, faceDown, acesOut]) {
      const position = positionOf(dealBoard(plugin, 8), 8);
      expect(positionOf(boardFromPosition(plugin, position), 8)).toEqual(position);
    }
  });

  it('refuse face-down cards in a variant that deals none, naming the column', () => {
    const position = positionOf(dealBoard(oneCard, 3), 3);
    const [first, second, ...rest] = position.columns;
    if (!first || !second) throw new Error('no columns');
    const down = { ...position, columns: [first, { down: second.up.slice(0, 2), up: second.up.slice(2) }, ...rest] };
    expect(refusal(oneCard, down)).toBe(`${oneCard.name} deals no face-down cards, but columns[1].down holds some`);
    // All face down (the top would be turned up) is refused too.
    const allDown = { ...position, columns: [first, { down: second.up, up: [] }, ...rest] };
    expect(refusal(oneCard, allDown)).toMatch(/deals no face-down cards/);
  });

  it('turn up the top card of a column dealt entirely face down', () => {
    const position = craft(faceDown, { columns: [{ down: 'KS QH JS', up: '' }] });
    expect(positionOf(boardFromPosition(faceDown, position), null).columns[0]).toEqual({ down: ['KS', 'QH'], up: ['JS'] });
  });

  it('accept a position without aces set out in a variant that sets them out, if it keeps the 104 cards', () => {
    expect(() => boardFromPosition(acesOut, craft(acesOut, {}))).not.toThrow();
  });

  it.each([null, 'position', 42, [], {}])('refuse %j, which is not a position', (input) => {
    expect(refusal(oneCard, input)).toMatch(/^malformed position: /);
  });

  it('refuse a position of another variant or another number of columns', () => {
    expect(refusal(oneCard, { ...craft(oneCard), variant: 'maria' })).toBe('the position is of variant "maria", not "test-one-card"');
    const columns = craft(oneCard).columns.slice(0, 9);
    expect(refusal(oneCard, { ...craft(oneCard), columns })).toBe('Test One Card has 10 columns; the position has 9');
  });

  it('refuse a wrong number of foundations, naming the field', () => {
    const foundations = craft(oneCard).foundations.slice(0, 7);
    expect(refusal(oneCard, { ...craft(oneCard), foundations })).toMatch(/foundations: there must be exactly 8 foundations/);
  });

  it('refuse a text that is not a card and say where it is', () => {
    const position = craft(oneCard, { columns: ['KS'] });
    const column = position.columns[0];
    if (column) column.up = ['ZZ'];
    expect(refusal(oneCard, position)).toBe('columns[0].up[0] is "ZZ", not a card; write cards as rank + suit, e.g. TD or QS');
  });

  it('refuse a foundation that does not run Ace up in one suit', () => {
    const position = craft(oneCard);
    position.foundations[1] = ['AH', '3H'];
    position.stock = position.stock.filter((t, i) => !(t === '2H' && i === position.stock.indexOf('2H')));
    expect(refusal(oneCard, position)).toBe('foundations[1] must run Ace, 2, 3 … up in one suit; position 1 holds 3H');
    position.foundations[1] = ['AH', '2S'];
    expect(refusal(oneCard, position)).toMatch(/position 1 holds 2S/);
  });

  it('refuse a position that loses, adds or duplicates a card', () => {
    const lost: Position = craft(oneCard);
    lost.stock.pop();
    expect(refusal(oneCard, lost)).toMatch(/^a position holds both decks, every card exactly twice; here KC ×1$/);
    const extra: Position = craft(oneCard);
    extra.waste.push('QS');
    expect(refusal(oneCard, extra)).toMatch(/QS ×3/);
  });

  it('refuse more redeals than the variant allows, or a negative number', () => {
    expect(refusal(drawThree, craft(drawThree, { redealsLeft: 4 }))).toBe('redealsLeft is 4 but Test Draw Three allows 3');
    expect(refusal(oneCard, craft(oneCard, { redealsLeft: 1 }))).toBe('redealsLeft is 1 but Test One Card allows 0');
    expect(refusal(drawThree, { ...craft(drawThree), redealsLeft: -1 })).toMatch(/^malformed position: redealsLeft/);
  });

  it('refuse a column holding more cards than there are, with the reason rather than a crash', () => {
    const wide = defineVariant({
      apiVersion: 1,
      id: 'test-wide',
      name: 'Test Wide',
      layout: { columns: 16, cardsPerColumn: 1, faceDown: 0, acesToFoundations: false },
      build: sameSuit,
      sequenceMove: 'single',
      stock: { dealCount: 1, redeals: 0 },
      rules: 'Sixteen columns.',
    });
    const position = craft(wide);
    const last = position.columns[15];
    if (last) last.up = [...position.stock, 'KS', 'KS'];
    position.stock = [];
    expect(refusal(wide, position)).toMatch(/every card exactly twice; here KS ×4/);
  });

  it('count every copy of a card, however many there are', () => {
    const position = craft(oneCard, { columns: ['KS'] });
    const column = position.columns[0];
    if (column) column.up = [...column.up, ...Array<string>(256).fill('AS')];
    expect(refusal(oneCard, position)).toMatch(/every card exactly twice; here AS ×258$/);
  });
});
