import { GameSession, dealBoard, positionOf, type Position } from '@forty-thieves/core';
import { listedMoves, refusalOf, sketchGame } from '@forty-thieves/core/testing';
import { describe, expect, it } from 'vitest';
import { littleForty } from './index.js';

// Expectations come from RULES.md's row for Little Forty, not from the plugin:
// 10 columns × 4 cards, none face down, alternate-colour, sequences in part or whole, stock three at a time with three redeals (64 cards).

const dealt = (deal: number): Position => positionOf(dealBoard(littleForty, deal), deal);

describe('Little Forty', () => {
  it('deals 10 columns of 4 face-up cards and leaves 64 in the stock', () => {
    for (const deal of [0, 1, 42, 2147483647]) {
      const position = dealt(deal);
      expect(position.columns.map((c) => [c.down.length, c.up.length])).toEqual(Array.from({ length: 10 }, () => [0, 4]));
      expect(position.stock).toHaveLength(64);
      expect(position.waste).toEqual([]);
      expect(position.foundations).toEqual([[], [], [], [], [], [], [], []]);
      expect(position.redealsLeft).toBe(3);
    }
  });

  it.each([
    ['9H', 'TS', true],
    ['9D', 'TC', true],
    ['9S', 'TH', true],
    ['9C', 'TD', true],
    ['9H', 'TD', false],
    ['9H', 'TH', false],
    ['9S', 'TC', false],
    ['9H', 'JS', false],
  ])('builds down in alternate colours (a red card on a black one): %s on %s is legal: %s', (moving, target, legal) => {
    const game = sketchGame(littleForty, { columns: [target, moving] });
    expect(listedMoves(game).includes('c1-c0')).toBe(legal);
    const result = game.play('c1-c0');
    expect(result.ok).toBe(legal);
    if (!legal) expect(refusalOf(result)).toMatch(/\S/);
  });

  it('moves a built run in part or whole onto a card that takes its bottom card, or into any empty column', () => {
    const game = sketchGame(littleForty, { columns: ['KS TH 9S 8H', 'JC', 'TD', '9C', '', '', 'TH 9D'] });
    const moves = listedMoves(game);
    expect(moves).toEqual(expect.arrayContaining(['c0-c1x3', 'c0-c2x2', 'c0-c3', 'c0-c4x3', 'c0-c4x2', 'c0-c4']));
    // Only the lowest-numbered empty column is listed, but every empty column takes the run.
    expect(moves).not.toContain('c0-c5x3');
    expect(game.play('c0-c5x3').ok).toBe(true);
    game.undo();
    expect(game.play('c0-c1x4').ok).toBe(false); // TH is not built on KS
    expect(game.play('c0-c2x3').ok).toBe(false); // TH does not go on TD
    expect(game.play('c6-c1x2').ok).toBe(false); // 9D on TH is not alternate colour, so not a run
    expect(game.play('c0-c1x3').ok).toBe(true);
    expect(game.position().columns.slice(0, 2)).toEqual([
      { down: [], up: ['KS'] },
      { down: [], up: ['JC', 'TH', '9S', '8H'] },
    ]);
  });

  it('deals three cards at a time, turned one by one so the third card taken is on top, fewer when fewer remain', () => {
    const game = GameSession.deal(littleForty, 42, { autoplay: false });
    const stock = game.position().stock;
    expect(game.play('draw').ok).toBe(true);
    expect(game.position().waste).toEqual(stock.slice(-3).reverse());
    expect(game.position().stock).toEqual(stock.slice(0, -3));
    const wasteSizes = [3];
    while (game.play('draw').ok) wasteSizes.push(game.position().waste.length);
    // 64 cards: 21 deals of three, then one of a single card.
    expect(wasteSizes).toEqual([...Array.from({ length: 21 }, (_, i) => 3 * (i + 1)), 64]);
    expect(game.position().waste).toEqual([...stock].reverse());
  });

  it('plays only the top card of the waste', () => {
    const kings = ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', 'KC'];
    // 9H under the top of the waste would go on TS, but only 5C, the top card, is playable.
    const game = sketchGame(littleForty, { columns: ['TS', ...kings, '2C'], waste: '9H 5C' });
    expect(listedMoves(game).filter((move) => move.startsWith('w-'))).toEqual([]);
    expect(game.play('w-c0').ok).toBe(false);
    expect(game.play({ from: 'waste', to: 'c0', count: 2 }).ok).toBe(false);
  });

  it('turns the waste back into the stock in its physical order three times, and refuses a fourth', () => {
    const game = GameSession.deal(littleForty, 42, { autoplay: false });
    const stock = game.position().stock;
    expect(game.play('redeal').ok).toBe(false); // not while the stock has cards
    for (let redeal = 1; redeal <= 3; redeal++) {
      while (game.play('draw').ok);
      expect(listedMoves(game)).toContain('redeal');
      expect(game.play('redeal').ok).toBe(true);
      // The card turned first is the top of the stock again: the same order as the deal.
      expect(game.position()).toMatchObject({ stock, waste: [], redealsLeft: 3 - redeal });
    }
    while (game.play('draw').ok);
    expect(listedMoves(game)).not.toContain('redeal');
    expect(refusalOf(game.play('redeal'))).toMatch(/redeal/);
  });

  it('deals 1, 42 and 2147483647 exactly as pinned: a deal number means the same layout in every release', () => {
    for (const deal of [1, 42, 2147483647]) expect(dealt(deal)).toEqual(GOLDEN[deal]);
  });
});

// Generated once from the implementation and pinned; never regenerate to make a failing test pass.
const GOLDEN: Record<number, Position> = {
  1: {
    variant: 'little-forty',
    deal: 1,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: [], up: ['3H', '3S', '9S', 'AD'] },
      { down: [], up: ['6D', '7D', '8D', '4S'] },
      { down: [], up: ['2C', '7H', 'TC', '7C'] },
      { down: [], up: ['9S', '5S', '9H', '8D'] },
      { down: [], up: ['AH', '4C', '3S', '5C'] },
      { down: [], up: ['3C', 'KH', '6S', '5H'] },
      { down: [], up: ['AS', '5D', '8H', 'JC'] },
      { down: [], up: ['8H', 'KH', '5H', '7S'] },
      { down: [], up: ['7H', '4D', 'KS', 'QS'] },
      { down: [], up: ['5D', '7D', '4S', 'QC'] },
    ],
    stock: [
      'AC', 'JH', '3C', '4H', 'QH', '6C', 'AH', '4D', '3D', '9H', 'AS', 'KC', 'KS', '9C', 'KD', 'JD',
      '6H', 'TC', 'AC', '2D', 'TD', 'JS', 'TS', '8C', 'JC', '2H', '8C', 'KC', '5C', '8S', '2S', '3D',
      'QC', 'TS', '9C', '7S', 'QD', '4C', '6D', 'AD', '2C', '2H', '6H', '2D', '3H', 'JH', 'QS', '6C',
      'JD', '8S', '2S', 'TD', '9D', 'QH', '4H', '9D', '7C', '5S', 'TH', 'KD', 'JS', '6S', 'QD', 'TH',
    ],
    waste: [],
    redealsLeft: 3,
  },
  42: {
    variant: 'little-forty',
    deal: 42,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: [], up: ['2H', '3S', '7H', '8H'] },
      { down: [], up: ['TH', '8S', '8C', 'TH'] },
      { down: [], up: ['JH', 'AD', '3D', '6H'] },
      { down: [], up: ['4H', '6S', 'KS', '2D'] },
      { down: [], up: ['QD', '3C', '5D', 'KD'] },
      { down: [], up: ['JC', '3C', '8D', '8S'] },
      { down: [], up: ['6C', 'AS', 'TC', '9H'] },
      { down: [], up: ['3H', '8C', 'KH', '9H'] },
      { down: [], up: ['5S', '4D', '6S', '3D'] },
      { down: [], up: ['4C', '2C', '7C', '9C'] },
    ],
    stock: [
      '3S', 'AC', '4H', 'QS', 'AH', 'QH', '3H', 'AD', 'KH', '2C', 'JD', 'TS', '7H', 'TD', 'QH', '5H',
      '2H', '7S', 'QC', 'JS', 'AS', '7C', 'QS', '6D', '2D', '9S', 'KD', '6C', '7D', '4S', '5H', '9C',
      '4C', 'KC', '9D', 'JS', '7D', '4S', '2S', 'QC', '6H', '6D', '5C', '4D', 'AC', 'TC', '9S', '5D',
      '5C', '7S', 'TD', '2S', 'JH', 'AH', 'JD', 'KC', 'KS', '5S', '8H', '9D', 'JC', 'QD', 'TS', '8D',
    ],
    waste: [],
    redealsLeft: 3,
  },
  2147483647: {
    variant: 'little-forty',
    deal: 2147483647,
    foundations: [[], [], [], [], [], [], [], []],
    columns: [
      { down: [], up: ['5C', 'KH', '5S', 'KS'] },
      { down: [], up: ['AS', 'JS', '3S', '9C'] },
      { down: [], up: ['KC', 'TS', '7H', '4C'] },
      { down: [], up: ['4S', '8D', '7D', '8C'] },
      { down: [], up: ['KH', '8C', '2C', '4D'] },
      { down: [], up: ['9C', '6C', 'JC', '3H'] },
      { down: [], up: ['AD', '8S', '5H', '8H'] },
      { down: [], up: ['2D', 'AH', 'JS', '3D'] },
      { down: [], up: ['TD', 'TS', '7S', '5D'] },
      { down: [], up: ['9S', 'TC', '7D', '4H'] },
    ],
    stock: [
      'QC', '2H', 'QC', '6S', 'KD', 'KD', '5H', '9H', '6C', 'KC', '4D', '9D', '3S', 'JH', '6S', '8S',
      'TH', 'JC', '3H', 'AD', 'QS', '4H', '7C', '8H', 'QD', 'JH', '3C', '3C', '5S', 'KS', '2S', '6H',
      '2S', '6D', 'AC', '7H', '5C', 'AC', 'TH', '9H', 'QD', '6H', 'QH', '2C', '8D', '2H', '4C', '4S',
      'AH', 'JD', '6D', '3D', '7S', 'JD', '2D', '5D', '9S', 'TD', '7C', '9D', 'TC', 'QS', 'QH', 'AS',
    ],
    waste: [],
    redealsLeft: 3,
  },
};
