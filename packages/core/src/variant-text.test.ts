import { describe, expect, it } from 'vitest';
import { VariantDefinitionError, defineVariant } from './define-variant.js';
import { sameSuit } from './predicates.js';
import type { VariantPlugin } from './variant.js';
import { variantText } from './variant-text.js';

/** A plugin may carry its own translations of its name and rules; without them English is used. */
function plugin(translations: unknown): Record<string, unknown> {
  return {
    apiVersion: 1,
    id: 'my-variant',
    name: 'My Variant',
    summary: 'One line.',
    layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
    build: sameSuit,
    sequenceMove: 'single',
    stock: { dealCount: 1, redeals: 0 },
    rules: 'Build down in suit.',
    translations,
  };
}

function rejected(translations: unknown): VariantDefinitionError {
  try {
    defineVariant(plugin(translations) as unknown as VariantPlugin);
  } catch (error) {
    if (error instanceof VariantDefinitionError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('a plugin translations field', () => {
  const swedish = defineVariant(
    plugin({ sv: { name: 'Min variant', rules: 'Bygg nedåt i färg.' }, 'de-CH': { name: 'Mini Variante' } }) as unknown as VariantPlugin,
  );

  it('gives the words of the language asked for, and English for what it leaves out', () => {
    expect(variantText(swedish, 'sv')).toEqual({ name: 'Min variant', summary: 'One line.', rules: 'Bygg nedåt i färg.' });
    expect(variantText(swedish, 'sv-FI').name).toBe('Min variant');
    expect(variantText(swedish, 'de-CH').name).toBe('Mini Variante');
    expect(variantText(swedish, 'is')).toEqual({ name: 'My Variant', summary: 'One line.', rules: 'Build down in suit.' });
    expect(variantText(swedish, undefined).name).toBe('My Variant');
  });

  it('is frozen with the plugin', () => {
    expect(Object.isFrozen(swedish.translations)).toBe(true);
    expect(Object.isFrozen(swedish.translations?.sv)).toBe(true);
  });

  it.each([
    [['sv'], 'translations', /object by language tag/],
    [{ Swedish: { name: 'x' } }, 'translations.Swedish', /not a language tag.*"sv"/],
    [{ sv: 'Min variant' }, 'translations.sv', /object \{ name\?, summary\?, rules\? \}/],
    [{ sv: { name: '' } }, 'translations.sv.name', /non-empty string, or left out to show the English text/],
    [{ sv: { layout: 'x' } }, 'translations.sv.layout', /only name, summary and rules/],
  ])('rejects %j, naming the field and the fix', (translations, field, fix) => {
    const error = rejected(translations);
    expect(error.field).toBe(field);
    expect(error.message).toMatch(fix);
  });
});
