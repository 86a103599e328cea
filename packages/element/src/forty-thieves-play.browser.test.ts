import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cardAt, cardsOf, mount, nextEvent, position, record, shadow, upTo } from './testing/fixtures.js';

/**
 * Forty Thieves builds down in suit, one card at a time (docs/rules.md). Kings fill the columns that
 * should stay out of the way: nothing goes on a king's column but a queen of its suit.
 */
const FILLER = [['KS'], ['KS'], ['KD'], ['KD'], ['KC'], ['KC']];

async function table(partial: Parameters<typeof position>[1], attributes: Record<string, string> = {}) {
  const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false', ...attributes });
  await element.loadPosition(position('forty-thieves', partial));
  await element.updateComplete;
  return element;
}

describe('click / tap to move (docs/rules.md "Click / tap to move")', () => {
  it('sends a card to a non-empty column before an empty one, and a second click cycles', async () => {
    // 7♥ cannot go home (hearts are at 5), it goes on 8♥ before the empty column 3.
    const element = await table({ columns: [['QC', '7H'], ['9S', '8H'], [], ['JC'], ...FILLER], foundations: [upTo('H', '5')] });
    const moves = record(element, 'ft-move');
    await userEvent.click(cardAt(element, 'c0', 1));
    expect(cardsOf(element, 'c1')).toEqual(['9S', '8H', '7H']);
    expect(moves.map((event) => event.detail.moves)).toEqual([[{ from: 'c0', to: 'c1', count: 1 }]]);
    await userEvent.click(cardAt(element, 'c1', 2));
    expect(cardsOf(element, 'c1')).toEqual(['9S', '8H']);
    expect(cardsOf(element, 'c2')).toEqual(['7H']);
    await userEvent.click(cardAt(element, 'c2', 0));
    expect(cardsOf(element, 'c1')).toEqual(['9S', '8H', '7H']);
    expect(cardsOf(element, 'c2')).toEqual([]);
    expect(element.moveCount).toBe(1);
  });

  it('sends a card to its foundation first when that is safe', async () => {
    // Both 6♥ are home, and in same-suit only 6♥ could sit on 7♥: safe.
    const element = await table({ columns: [['QC', '7H'], ['9S', '8H'], [], ['JC'], ...FILLER], foundations: [upTo('H', '6'), upTo('H', '6')] });
    await userEvent.click(cardAt(element, 'c0', 1));
    expect(cardsOf(element, 'f0')).toEqual(upTo('H', '7'));
    expect(cardsOf(element, 'c1')).toEqual(['9S', '8H']);
  });

  it('sends a card to the foundation on a double-click even when a column comes first', async () => {
    // Only one 6♥ is home, so 7♥ to the foundation is legal but not safe: a click prefers 8♥.
    const element = await table({ columns: [['QC', '7H'], ['9S', '8H'], [], ['JC'], ...FILLER], foundations: [upTo('H', '6'), upTo('H', '5')] });
    await userEvent.dblClick(cardAt(element, 'c0', 1));
    expect(cardsOf(element, 'f0')).toEqual(upTo('H', '7'));
    expect(cardsOf(element, 'c1')).toEqual(['9S', '8H']);
    expect(cardsOf(element, 'c0')).toEqual(['QC']);
  });

  it('moves a built run through an empty column as single moves (supermove)', async () => {
    // 6♠ 5♠ onto 7♠ with one empty column spare: two single moves' worth, recorded as three moves.
    const element = await table({ columns: [['QC', '6S', '5S'], ['7S'], [], ['JC'], ...FILLER] });
    const moved = nextEvent(element, 'ft-move');
    // Click the visible corner: the card's middle lies under 5♠.
    await userEvent.click(cardAt(element, 'c0', 1), { position: { x: 6, y: 4 } });
    expect((await moved).detail.moves).toHaveLength(3);
    expect(cardsOf(element, 'c1')).toEqual(['7S', '6S', '5S']);
    expect(cardsOf(element, 'c0')).toEqual(['QC']);
    expect(element.moveCount).toBe(3);
  });

  it('refuses a card with nowhere to go, with the reason, and changes nothing', async () => {
    const element = await table({ columns: [['QC', '7H'], ['9S', '8S'], ['JD'], ['JC'], ...FILLER] });
    const before = element.position;
    const rejected = nextEvent(element, 'ft-move-reject');
    await userEvent.click(cardAt(element, 'c0', 1));
    const event = await rejected;
    expect(event.detail.move.from).toBe('c0');
    expect(event.detail.reason.length).toBeGreaterThan(10);
    expect(element.position).toEqual(before);
    expect(shadow(element).querySelector('[role="status"]')?.textContent).toContain(event.detail.reason);
  });

  it('draws one card when the stock is clicked', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '11', autoplay: 'false' });
    const top = cardsOf(element, 'stock').at(-1);
    await userEvent.click(cardAt(element, 'stock'));
    expect(cardsOf(element, 'stock')).toHaveLength(63);
    expect(cardsOf(element, 'waste')).toEqual([top]);
  });

  it('deals three in Little Forty and turns the waste over when the stock is empty', async () => {
    const element = await mount({ variant: 'little-forty', deal: '11', autoplay: 'false' });
    const stock = cardsOf(element, 'stock');
    await userEvent.click(cardAt(element, 'stock'));
    // The third card taken ends on top of the waste.
    expect(cardsOf(element, 'waste')).toEqual(stock.slice(-3).reverse());
    await element.loadPosition(
      position('little-forty', {
        columns: [['KS'], ['KS'], ['KH'], ['KH'], ['KD'], ['KD'], ['KC'], ['KC'], ['QS'], ['QS']],
        waste: ['5D', '6D', '7D'],
        restTo: 9,
        redealsLeft: 3,
      }),
    );
    await element.updateComplete;
    await userEvent.click(cardAt(element, 'stock'));
    // The card turned first (bottom of the waste) is the top of the stock again.
    expect(cardsOf(element, 'stock')).toEqual(['7D', '6D', '5D']);
    expect(cardsOf(element, 'waste')).toEqual([]);
    expect(element.position?.redealsLeft).toBe(2);
  });
});

describe('keyboard play', () => {
  it('picks a card up with Enter, moves along with the arrows and puts it down with Enter', async () => {
    const element = await table({ columns: [['QC', '7H'], ['JD'], ['9S', '8H'], ['JC'], ...FILLER] });
    cardAt(element, 'c0', 1).focus();
    await userEvent.keyboard('{Enter}');
    expect(shadow(element).querySelector('[role="status"]')?.textContent).toMatch(/picked up 7 of hearts/i);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(cardsOf(element, 'c2')).toEqual(['9S', '8H', '7H']);
    expect(cardsOf(element, 'c0')).toEqual(['QC']);
    // The focus stays on the pile the card went to.
    expect(shadow(element).activeElement?.getAttribute('data-pile')).toBe('c2');
  });

  it('refuses a put-down the rules forbid with ft-move-reject and its reason; Escape puts the card back', async () => {
    const element = await table({ columns: [['QC', '7H'], ['JD'], ['9S', '8H'], ['JC'], ...FILLER] });
    const rejected = record(element, 'ft-move-reject');
    cardAt(element, 'c0', 1).focus();
    await userEvent.keyboard('{Enter}{ArrowRight}{Enter}');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.detail.move).toEqual({ from: 'c0', to: 'c1', count: 1 });
    expect(rejected[0]?.detail.reason).toMatch(/7H|7 of hearts/);
    await userEvent.keyboard('{Escape}{ArrowRight}{Enter}');
    expect(cardsOf(element, 'c0')).toEqual(['QC', '7H']);
    expect(cardsOf(element, 'c2')).toEqual(['9S', '8H']);
  });

  it('draws from the stock with Enter and reaches the piles with Tab', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '11', autoplay: 'false' });
    const top = cardsOf(element, 'stock').at(-1);
    cardAt(element, 'stock').focus();
    await userEvent.keyboard('{Enter}');
    expect(cardsOf(element, 'waste')).toEqual([top]);
    cardAt(element, 'stock').focus();
    await userEvent.keyboard('{Tab}');
    expect(shadow(element).activeElement?.getAttribute('data-pile')).toBe('waste');
    await userEvent.keyboard('{Tab}');
    expect(shadow(element).activeElement?.getAttribute('data-pile')).toBe('f0');
  });

  it('undoes with U and Ctrl+Z and redoes with Ctrl+Y', async () => {
    const element = await table({ columns: [['QC', '7H'], ['JD'], ['9S', '8H'], ['JC'], ...FILLER] });
    expect(element.play({ from: 'c0', to: 'c2' })).toBe(true);
    expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
    cardAt(element, 'c3').focus();
    await userEvent.keyboard('u');
    expect(cardsOf(element, 'waste')).toEqual([]);
    expect(cardsOf(element, 'c2')).toEqual(['9S', '8H', '7H']);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(cardsOf(element, 'c2')).toEqual(['9S', '8H']);
    await userEvent.keyboard('{Control>}y{/Control}');
    expect(cardsOf(element, 'c2')).toEqual(['9S', '8H', '7H']);
  });

  it('deals a new game with N and shows a hint with H', async () => {
    const element = await table({ columns: [['QC', '7H'], ['JD'], ['9S', '8H'], ['JC'], ...FILLER] });
    cardAt(element, 'c3').focus();
    await userEvent.keyboard('h');
    expect(shadow(element).querySelector('[role="status"]')?.textContent).toMatch(/^Hint \((best guess|from a solution)\): /);
    expect(shadow(element).querySelectorAll('.hinted')).toHaveLength(2);
    const dealt = nextEvent(element, 'ft-game-new');
    await userEvent.keyboard('n');
    expect((await dealt).detail.variant).toBe('forty-thieves');
    expect(element.deal).toBe(element.position?.deal);
  });
});

describe('undo and redo', () => {
  it('takes moves back and makes them again, and restart returns to the deal', async () => {
    const element = await mount({ variant: 'maria', deal: '42', autoplay: 'false' });
    const start = element.position;
    expect(element.undo()).toBe(false);
    await userEvent.click(cardAt(element, 'stock'));
    await userEvent.click(cardAt(element, 'stock'));
    const after = element.position;
    expect(element.undo()).toBe(true);
    expect(cardsOf(element, 'waste')).toHaveLength(1);
    expect(element.undo()).toBe(true);
    expect(element.position).toEqual(start);
    expect(element.redo()).toBe(true);
    expect(element.redo()).toBe(true);
    expect(element.position).toEqual(after);
    element.restart();
    expect(element.position).toEqual(start);
    expect(element.redo()).toBe(true);
  });
});
