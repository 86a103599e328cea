import { describe, expect, it } from 'vitest';
import type { Position } from '@forty-thieves/core';
import { mount, twoDrawsFromStuck } from './testing/fixtures.js';
import { said } from './testing/solver-positions.js';

/**
 * The words of the stock. A hint of a draw or a redeal is advice, in every language: "draw from
 * the stock", never the words said after a move ("drew …"); heuristic hints (solver-status="false"),
 * on positions where a draw, then a redeal, is the only move (docs/element.md, "Hints"). A draw is
 * said with the card drawn, even when autoplay has sent it home at once.
 */

/** Kings and fives on the columns, the aces home: nothing moves but the stock (two cards). */
const onlyDraws = twoDrawsFromStuck;

/** The same in Little Forty, its stock empty and its waste to turn over once more. */
const onlyRedeal = (): Position => ({ ...twoDrawsFromStuck(), variant: 'little-forty', stock: [], waste: ['7C', '9C'], redealsLeft: 1 });

const WORDS: Record<string, [string, string]> = {
  en: ['Hint (best guess): draw from the stock', 'Hint (best guess): turn the waste over to form the stock again'],
  sv: ['Tips (bästa gissning): vänd ett kort från talongen', 'Tips (bästa gissning): vänd kasthögen till en ny talong'],
  nb: ['Tips (beste gjetning): snu et kort fra talongen', 'Tips (beste gjetning): snu kastebunken til en ny talong'],
  is: ['Vísbending (besta ágiskun): snúðu spili úr stokknum', 'Vísbending (besta ágiskun): snúðu kastbunkanum við í nýjan stokk'],
  lb: ['Tipp (bescht Schätzung): dréit eng Kaart vum Talon ëm', 'Tipp (bescht Schätzung): dréit den Oflag zu engem neien Talon ëm'],
};

describe('a hint of the stock', () => {
  for (const [lang, [draw, redeal]] of Object.entries(WORDS)) {
    it(`is advice in ${lang}`, async () => {
      const element = await mount({ variant: 'forty-thieves', deal: '1', 'solver-status': 'false', lang });
      await element.loadPosition(onlyDraws());
      expect(element.hint()).toEqual(expect.objectContaining({ from: 'stock' }));
      await element.updateComplete;
      expect(said(element)).toBe(draw);
      await element.loadPosition(onlyRedeal());
      expect(element.hint()).toEqual(expect.objectContaining({ to: 'stock' }));
      await element.updateComplete;
      expect(said(element)).toBe(redeal);
    });
  }
});

describe('a draw', () => {
  it('names the card drawn, also when autoplay sent it home at once, in words true of one card', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', 'solver-status': 'false' });
    // A 2♠ from under the first column's king to the top of the stock (its end: cards are drawn from there).
    const start = onlyDraws();
    const first = start.columns[0]?.up ?? [];
    first.splice(first.indexOf('2S'), 1);
    await element.loadPosition({ ...start, stock: [...start.stock, '2S'] });
    expect(element.error).toBeUndefined();
    expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
    await element.updateComplete;
    expect(element.position?.waste).toEqual([]);
    expect(said(element)).toBe('Drew 2 of spades; 1 card moved to the foundations by autoplay');
    expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
    await element.updateComplete;
    expect(said(element)).toMatch(/^Drew 9 of clubs/);
  });
});
