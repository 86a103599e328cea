import { describe, expect, it } from 'vitest';
import { mount, position } from './testing/fixtures.js';
import { said } from './testing/solver-positions.js';

/**
 * A hint of a draw or a redeal is advice, in every language: "draw from the stock", never the
 * words said after a move ("drew …"). Heuristic hints (solver-status="false"), on positions where
 * a draw, then a redeal, is the only move (docs/element.md, "Hints").
 */

/** Kings and fives on the columns, the aces home: nothing moves but the stock (two cards). */
const onlyDraws = () =>
  position('forty-thieves', {
    columns: [['KS'], ['KS'], ['KH'], ['KH'], ['KD'], ['KD'], ['KC'], ['KC'], ['5S'], ['5H']],
    foundations: ['S', 'S', 'H', 'H', 'D', 'D', 'C', 'C'].map((suit) => [`A${suit}`]),
    stock: ['7C', '9C'],
    restTo: 0,
  });

/** The same in Little Forty, its stock empty and its waste to turn over once more. */
const onlyRedeal = () =>
  position('little-forty', {
    columns: [['KS'], ['KS'], ['KH'], ['KH'], ['KD'], ['KD'], ['KC'], ['KC'], ['5S'], ['5H']],
    foundations: ['S', 'S', 'H', 'H', 'D', 'D', 'C', 'C'].map((suit) => [`A${suit}`]),
    waste: ['7C', '9C'],
    restTo: 0,
    redealsLeft: 1,
  });

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
