import { GameSession, VariantDefinitionError } from '@forty-thieves/core';
import { describe, expect, it } from 'vitest';
import josephine from '../../../examples/variant-josephine/src/index.js';
import { FortyThieves } from './forty-thieves.js';
import { mount, nextEvent, record, shadow } from './testing/fixtures.js';

/** Third-party plugins in the element, registered for the page or handed to one element. */
describe('third-party plugins', () => {
  it('plays the Josephine example registered with FortyThieves.registerVariant: a move, then undo', async () => {
    expect(FortyThieves.registerVariant(josephine).id).toBe('josephine');
    expect(FortyThieves.variants().map((listing) => listing.id)).toEqual(expect.arrayContaining(['forty-thieves', 'maria', 'josephine']));
    const element = await mount({ variant: 'josephine', deal: '1' });
    expect(element.position?.variant).toBe('josephine');
    // Ten columns of four (Josephine's layout), every card face up.
    expect(shadow(element).querySelectorAll('[part~="column"]')).toHaveLength(10);
    const before = element.position;
    const move = GameSession.fromPosition(josephine, before, { autoplay: false })
      .legalMoves()
      .find((legal) => legal.from.startsWith('c') && legal.to.startsWith('c'));
    if (!move) throw new Error('deal 1 of Josephine has no column move');
    const moved = nextEvent(element, 'ft-move');
    expect(element.play(move)).toBe(true);
    expect((await moved).detail.moves[0]).toMatchObject({ from: move.from, to: move.to });
    expect(element.position).not.toEqual(before);
    expect(element.undo()).toBe(true);
    expect(element.position).toEqual(before);
  });

  it('refuses a plugin that fails validation: the error is shown and dispatched, the game stays', async () => {
    const element = await mount({ variant: 'maria', deal: '3' });
    const before = element.position;
    const errors = record(element, 'ft-plugin-error');
    const dealt = record(element, 'ft-game-new');
    element.plugin = { ...josephine, id: 'josephine-broken', layout: { ...josephine.layout, columns: 40 } };
    await element.updateComplete;
    expect(errors).toHaveLength(1);
    expect(errors[0]?.detail.field).toBe('layout.columns');
    expect(errors[0]?.detail.message).toMatch(/layout\.columns/);
    expect(errors[0]?.bubbles && errors[0].composed).toBe(true);
    expect(shadow(element).querySelector('[part="error"]')?.textContent).toContain(errors[0]?.detail.message ?? '?');
    expect(dealt).toHaveLength(0);
    expect(element.position).toEqual(before);
    expect(() => FortyThieves.registerVariant({ ...josephine, id: 'Not Kebab' })).toThrow(VariantDefinitionError);
    expect(FortyThieves.variants().some((listing) => listing.id === 'Not Kebab')).toBe(false);
  });
});
