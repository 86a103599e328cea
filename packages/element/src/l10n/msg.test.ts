import { afterEach, describe, expect, it } from 'vitest';
import { msg, str, useCatalogue } from './msg.js';

/** The element's own message lookup, in the catalogue format of src/l10n/<language>/element.json. */
afterEach(() => {
  useCatalogue(undefined);
});

describe('msg', () => {
  it('gives the source text while no catalogue is in use, its values filled in', () => {
    expect(msg('Undo', { id: 'button-undo' })).toBe('Undo');
    expect(msg(str`deal ${42}`, { id: 'deal-link' })).toBe('deal 42');
  });

  it('gives the translation by id, with the values in the order the translation puts them', () => {
    useCatalogue({ 'button-undo': 'Ångra', 'card-name': '{1} {0}' });
    expect(msg('Undo', { id: 'button-undo' })).toBe('Ångra');
    expect(msg(str`${'queen'} of ${'hearts'}`, { id: 'card-name' })).toBe('hearts queen');
  });

  it('leaves a place the template has no value for as written, rather than writing "undefined"', () => {
    useCatalogue({ 'deal-link': 'giv {0} {1}' });
    expect(msg(str`deal ${42}`, { id: 'deal-link' })).toBe('giv 42 {1}');
  });

  it('falls back to the source text for an id the catalogue lacks, or a message without an id', () => {
    useCatalogue({ 'button-undo': 'Ångra' });
    expect(msg('Redo', { id: 'button-redo' })).toBe('Redo');
    expect(msg('Undo')).toBe('Undo');
  });
});
