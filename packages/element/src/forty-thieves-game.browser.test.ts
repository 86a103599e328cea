import { defineVariant, sameSuit } from '@forty-thieves/core';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cardAt, cardsOf, mount, nextEvent, position, record, shadow, upTo } from './testing/fixtures.js';

const columnCount = (element: HTMLElement) => element.shadowRoot?.querySelectorAll('[part~="column"]').length;
const SUITS = ['S', 'H', 'D', 'C'];

describe('switching variants at run time', () => {
  it('loads the new variant and deals it', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '3' });
    const dealt = nextEvent(element, 'ft-game-new');
    element.variant = 'maria';
    expect((await dealt).detail).toEqual({ variant: 'maria', deal: 3 });
    await element.updateComplete;
    expect(columnCount(element)).toBe(9);
    const again = nextEvent(element, 'ft-game-new');
    element.setAttribute('variant', 'lucas');
    expect((await again).detail.variant).toBe('lucas');
    await element.updateComplete;
    expect(columnCount(element)).toBe(13);
  });

  it('shows an unknown variant as an error and keeps the game on the table', async () => {
    const element = await mount({ variant: 'maria', deal: '3' });
    const before = element.position;
    const dealt = record(element, 'ft-game-new');
    element.variant = 'no-such-game';
    await element.updateComplete;
    await element.ready;
    await element.updateComplete;
    expect(dealt).toHaveLength(0);
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).toMatch(/unknown variant "no-such-game"/);
    expect(element.position).toEqual(before);
    expect(columnCount(element)).toBe(9);
  });

  it('plays a third-party plugin object, and refuses a malformed one with the reason', async () => {
    const element = await mount({ variant: 'maria', deal: '3' });
    const elevens = defineVariant({
      apiVersion: 1,
      id: 'elevens-test',
      name: 'Elevens Test',
      layout: { columns: 11, cardsPerColumn: 3, faceDown: 0, acesToFoundations: false },
      build: sameSuit,
      sequenceMove: 'single',
      stock: { dealCount: 1, redeals: 0 },
      rules: 'Eleven columns of three, built down in suit.',
    });
    const dealt = nextEvent(element, 'ft-game-new');
    element.plugin = elevens;
    expect((await dealt).detail.variant).toBe('elevens-test');
    await element.updateComplete;
    expect(columnCount(element)).toBe(11);
    // An empty column says what may go there: any card, as docs/rules.md's common rule has it.
    await element.loadPosition(position('elevens-test', { columns: [['KS'], [], ['KH'], ['KH'], ['KD'], ['KD'], ['KC'], ['KC'], ['QS'], ['QS'], ['QH']] }));
    await element.updateComplete;
    expect(cardAt(element, 'c1').getAttribute('aria-label')).toBe('column 2, empty: any card may go here');
    const kings = nextEvent(element, 'ft-game-new');
    element.plugin = defineVariant({ ...elevens, id: 'kings-test', emptyColumn: 'kings-only' });
    await kings;
    await element.loadPosition(position('kings-test', { columns: [['KS'], [], ['KH'], ['KH'], ['KD'], ['KD'], ['KC'], ['KC'], ['QS'], ['QS'], ['QH']] }));
    await element.updateComplete;
    expect(cardAt(element, 'c1').getAttribute('aria-label')).toBe('column 2, empty: only a King may go here');
    expect(cardAt(element, 'c1').textContent.trim()).toBe('K');
    const before = element.position;
    element.plugin = { apiVersion: 1, id: 'broken', name: 'Broken' };
    await element.updateComplete;
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).toMatch(/layout/);
    expect(element.position).toEqual(before);
  });
});

describe('the end of a game', () => {
  it('reaches ft-game-win from a nearly won position, by clicks with autoplay', async () => {
    // Every foundation is complete but one of diamonds, at the Jack; Q♦ lies under K♦.
    const foundations = SUITS.flatMap((suit) => [upTo(suit, 'K'), upTo(suit, 'K')]);
    foundations[4] = upTo('D', 'J');
    const element = await mount({ variant: 'forty-thieves', deal: '1' });
    await element.loadPosition(position('forty-thieves', { columns: [['QD', 'KD'], [], [], [], [], [], [], [], [], []], foundations }));
    await element.updateComplete;
    const won = record(element, 'ft-game-win');
    // K♦ cannot go home yet and no column takes a King: it goes to an empty column, and then
    // Q♦, now free and safe, goes home by itself.
    await userEvent.click(cardAt(element, 'c0', 1));
    expect(cardsOf(element, 'c1')).toEqual(['KD']);
    expect(cardsOf(element, 'f4')).toEqual(upTo('D', 'Q'));
    expect(won).toHaveLength(0);
    await userEvent.click(cardAt(element, 'c1', 0));
    expect(won).toHaveLength(1);
    expect(won[0]?.detail).toEqual({ variant: 'forty-thieves', deal: null, moveCount: 3, time: expect.any(Number) as number, assisted: false });
    expect(element.status).toBe('won');
    await element.updateComplete;
    expect(shadow(element).querySelector('[part~="panel"]')?.textContent).toMatch(/You won/);
  });

  it('emits ft-game-stuck when no legal move remains', async () => {
    // Aces home; the columns show eight Kings and two Fives; the stock's last card, 7♣, fits nowhere.
    const element = await mount({ variant: 'forty-thieves', deal: '1' });
    await element.loadPosition(
      position('forty-thieves', {
        columns: [['KS'], ['KS'], ['KH'], ['KH'], ['KD'], ['KD'], ['KC'], ['KC'], ['5S'], ['5H']],
        foundations: SUITS.flatMap((suit) => [['A' + suit], ['A' + suit]]),
        stock: ['7C'],
        restTo: 0,
      }),
    );
    await element.updateComplete;
    expect(element.status).toBe('playing');
    const stuck = nextEvent(element, 'ft-game-stuck');
    await userEvent.click(cardAt(element, 'stock'));
    expect((await stuck).detail.moveCount).toBe(1);
    await element.updateComplete;
    expect(shadow(element).querySelector('[part~="panel"]')?.textContent).toMatch(/No moves left/);
    expect(shadow(element).querySelector('[role="status"]')?.textContent).toMatch(/No moves left/);
    // Undo brings the game back to life.
    expect(element.undo()).toBe(true);
    expect(element.status).toBe('playing');
  });
});
