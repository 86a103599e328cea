import { str } from '@lit/localize';
import { html } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { msg, useCatalogue } from './msg.js';

/** The element's own message lookup, in the catalogue format `lit-localize build` writes. */
afterEach(() => {
  useCatalogue(undefined);
});

describe('msg', () => {
  it('gives the source text while no catalogue is in use, its values filled in', () => {
    expect(msg('Undo', { id: 'button-undo' })).toBe('Undo');
    expect(msg(str`deal ${42}`, { id: 'deal-link' })).toBe('deal 42');
  });

  it('gives the translation by id, with the values in the order the translation puts them', () => {
    useCatalogue({ 'button-undo': 'Ångra', 'card-name': str`${1} ${0}` });
    expect(msg('Undo', { id: 'button-undo' })).toBe('Ångra');
    expect(msg(str`${'queen'} of ${'hearts'}`, { id: 'card-name' })).toBe('hearts queen');
  });

  it('reorders the values of an html template the same way', () => {
    useCatalogue({ both: html`${1} then ${0}` });
    const result = msg(html`${'a'} then ${'b'}`, { id: 'both' });
    expect(result.values).toEqual(['b', 'a']);
  });

  it('falls back to the source text for an id the catalogue lacks, or a message without an id', () => {
    useCatalogue({ 'button-undo': 'Ångra' });
    expect(msg('Redo', { id: 'button-redo' })).toBe('Redo');
    expect(msg('Undo')).toBe('Undo');
  });
});
