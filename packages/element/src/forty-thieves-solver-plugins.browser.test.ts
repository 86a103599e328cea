import { defineVariant, type VariantPlugin } from '@forty-thieves/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import josephine from '../../../examples/variant-josephine/src/index.js';
import { FortyThieves } from './forty-thieves.js';
import type { FortyThieves as Element } from './forty-thieves.js';
import { mount } from './testing/fixtures.js';
import { deadAfterOneDraw, said, solverStatus } from './testing/solver-positions.js';

async function withSolver(element: Element): Promise<void> {
  await expect.poll(() => element.solver).toBeDefined();
}

/**
 * A page's own plugin with a predicate of its own (no name, so the worker could not know it by
 * any built-in's): Forty Thieves' shape, a card on the next rank up of its own suit.
 */
const ownSuit = defineVariant({
  apiVersion: 1,
  id: 'page-own-suit',
  name: 'Page Own Suit',
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  build: (moving, target) => moving.suit === target.suit,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  rules: 'A plugin defined by the page, for the solver tests.',
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the solver with a page's own plugin", () => {
  it('says "Winnable" for the element\'s own plugin, and the hint comes from the solution', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false' });
    await withSolver(element);
    element.plugin = ownSuit;
    await expect.poll(() => element.position?.variant).toBe('page-own-suit');
    await element.loadPosition(deadAfterOneDraw('page-own-suit'));
    await expect.poll(() => solverStatus(element), { timeout: 60_000 }).toBe('Winnable');
    // The only winning first move, found by the worker from the portable plugin.
    expect(element.hint()).toEqual(expect.objectContaining({ from: 'waste', to: 'f4' }));
    await element.updateComplete;
    expect(said(element)).toMatch(/^Hint \(from a solution\): /);
  });

  it('says "Winnable" for a plugin registered on the page (the Josephine example), and "Not winnable" after the losing draw', async () => {
    FortyThieves.registerVariant(josephine);
    const element = await mount({ variant: 'josephine', deal: '1', autoplay: 'false' });
    await withSolver(element);
    await element.loadPosition(deadAfterOneDraw('josephine'));
    await expect.poll(() => solverStatus(element), { timeout: 60_000 }).toBe('Winnable');
    expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
    await expect.poll(() => solverStatus(element), { timeout: 60_000 }).toBe('Not winnable: undo 1 move');
  });

  it('shows no status, with a console error naming the field, when the worker refuses the plugin; the game plays on', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Registered without defineVariant, so not frozen: the page spoils it after the game began.
    const mutable = { ...ownSuit, id: 'page-spoilt', layout: { ...ownSuit.layout }, stock: { ...ownSuit.stock } } as {
      -readonly [K in keyof VariantPlugin]: VariantPlugin[K];
    };
    FortyThieves.registerVariant(mutable);
    const element = await mount({ variant: 'page-spoilt', deal: '1', autoplay: 'false' });
    await withSolver(element);
    await element.ready;
    mutable.rules = '';
    element.play({ from: 'stock', to: 'waste' });
    await expect.poll(() => errors.mock.calls.length, { timeout: 60_000 }).toBeGreaterThan(0);
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/solver cannot check this game, so it shows no status.*variant "page-spoilt": rules: must be a non-empty string/),
    );
    await expect.poll(() => solverStatus(element)).toBeUndefined();
    expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
    expect(element.error).toBeFalsy();
  });
});
