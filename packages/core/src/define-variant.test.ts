import { describe, expect, it } from 'vitest';
import { VariantDefinitionError, defineVariant, validateVariant } from './define-variant.js';
import { parseCard } from './cards.js';
import { ruleTables } from './rule-tables.js';
import { alternateColour, sameSuit } from './predicates.js';
import type { VariantPlugin } from './variant.js';

/** A well-formed plugin as plain data, to break one field at a time. */
function good(): Record<string, unknown> {
  return {
    apiVersion: 1,
    id: 'my-variant',
    name: 'My Variant',
    aliases: ['Mine'],
    summary: 'One line.',
    layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
    build: sameSuit,
    sequenceMove: 'single',
    stock: { dealCount: 1, redeals: 0 },
    rules: 'Build down in suit.',
  };
}

function withField(path: string, value: unknown): Record<string, unknown> {
  const plugin = good();
  const [head, tail] = path.split('.');
  if (head === undefined) throw new Error('empty path');
  if (tail === undefined) {
    if (value === undefined) Reflect.deleteProperty(plugin, head);
    else plugin[head] = value;
  } else {
    const inner = { ...(plugin[head] as Record<string, unknown>) };
    if (value === undefined) Reflect.deleteProperty(inner, tail);
    else inner[tail] = value;
    plugin[head] = inner;
  }
  return plugin;
}

function rejection(raw: unknown): VariantDefinitionError {
  try {
    defineVariant(raw as VariantPlugin);
  } catch (error) {
    expect(error).toBeInstanceOf(VariantDefinitionError);
    if (error instanceof VariantDefinitionError) return error;
  }
  throw new Error('defineVariant accepted a malformed plugin');
}

function expectRejected(raw: unknown, field: string, fix: RegExp): void {
  const error = rejection(raw);
  expect(error.field).toBe(field);
  expect(error.message).toContain(`${field}: `);
  expect(error.message).toMatch(fix);
}

describe('defineVariant', () => {
  it('returns a well-formed plugin unchanged and frozen', () => {
    const raw = good() as unknown as VariantPlugin;
    const plugin = defineVariant(raw);
    expect(plugin).toBe(raw);
    expect(Object.isFrozen(plugin)).toBe(true);
    // The engine tabulates a plugin once; a later edit of its layout or stock would go unseen.
    expect(Object.isFrozen(plugin.layout)).toBe(true);
    expect(Object.isFrozen(plugin.stock)).toBe(true);
  });

  it('accepts optional fields left out, a custom predicate and the largest layouts', () => {
    const plugin = withField('aliases', undefined);
    delete plugin.summary;
    plugin.build = (moving: { colour: string }, target: { colour: string }) => moving.colour === target.colour;
    expect(() => defineVariant(plugin as unknown as VariantPlugin)).not.toThrow();
    // 13 × 8 uses all 104 cards; 16 × 6 uses the 96 left after setting out the aces.
    expect(() => {
      validateVariant({ ...good(), layout: { columns: 13, cardsPerColumn: 8, faceDown: 7, acesToFoundations: false } });
    }).not.toThrow();
    expect(() => {
      validateVariant({ ...good(), layout: { columns: 16, cardsPerColumn: 6, faceDown: 0, acesToFoundations: true } });
    }).not.toThrow();
  });

  it.each([2, 0, '1', undefined])('rejects apiVersion %j, saying which version this core implements', (value) => {
    expectRejected(withField('apiVersion', value), 'apiVersion', /must be 1 \(this core implements plugin API version 1\)/);
  });

  it.each(['Maria', 'my_variant', 'my variant', '-x', 'x-', 'a--b', '1st', '', 42, undefined])('rejects id %j: must be kebab-case', (value) => {
    expectRejected(withField('id', value), 'id', /must be a kebab-case string such as "my-variant"/);
  });

  it.each(['', '   ', 5, undefined])('rejects name %j', (value) => {
    expectRejected(withField('name', value), 'name', /must be a non-empty string/);
  });

  it.each([null, [], 'ten by four', undefined])('rejects layout %j: must be an object with the four fields', (value) => {
    expectRejected(withField('layout', value), 'layout', /must be an object \{ columns, cardsPerColumn, faceDown, acesToFoundations \}/);
  });

  it.each([0, 17, 2.5, '10', undefined])('rejects layout.columns %j', (value) => {
    expectRejected(withField('layout.columns', value), 'layout.columns', /whole number from 1 to 16/);
  });

  it.each([0, -1, 1.5, '4', undefined])('rejects layout.cardsPerColumn %j', (value) => {
    expectRejected(withField('layout.cardsPerColumn', value), 'layout.cardsPerColumn', /whole number of at least 1/);
  });

  it.each([-1, 4, 5, 0.5, '1', undefined])('rejects layout.faceDown %j with 4 cards per column: the top card stays face up', (value) => {
    expectRejected(withField('layout.faceDown', value), 'layout.faceDown', /from 0 to 3: the top card of every column is dealt face up/);
  });

  it.each(['yes', 1, undefined])('rejects layout.acesToFoundations %j', (value) => {
    expectRejected(withField('layout.acesToFoundations', value), 'layout.acesToFoundations', /must be true or false/);
  });

  it('rejects a layout needing more than the 104 cards, and says to deal fewer', () => {
    const raw = { ...good(), layout: { columns: 16, cardsPerColumn: 7, faceDown: 0, acesToFoundations: false } };
    expectRejected(raw, 'layout', /needs 112 cards \(16 columns × 7\) but only 104 are available; deal fewer columns or cards per column/);
  });

  it('counts only the 96 cards left after setting out the aces', () => {
    const raw = { ...good(), layout: { columns: 13, cardsPerColumn: 8, faceDown: 0, acesToFoundations: true } };
    expectRejected(raw, 'layout', /needs 104 cards .* only 96 are available after setting out the aces; deal fewer/);
  });

  it.each(['same-suit', undefined, 42])('rejects build %j that is not a function, naming the predicates core exports', (value) => {
    expectRejected(
      withField('build', value),
      'build',
      /must be a function \(moving, target\) => boolean; core exports sameSuit, alternateColour and anySuitButOwn/,
    );
  });

  it('rejects a build predicate that throws', () => {
    const raw = withField('build', (moving: { rank: number }) => {
      if (moving.rank === 7) throw new Error('no sevens');
      return true;
    });
    expectRejected(raw, 'build', /threw Error: no sevens; it must return true or false for every card on each card one rank higher/);
  });

  it.each([
    ['a number', () => 1, /returned number/],
    ['nothing', () => undefined, /returned undefined/],
    ['a string now and then', (moving: { suit: string }) => (moving.suit === 'C' ? 'yes' : false), /returned string/],
  ])('rejects a build predicate that returns %s', (_what, build, got) => {
    expectRejected(withField('build', build), 'build', got);
    expectRejected(withField('build', build), 'build', /it must return true or false for every card on each card one rank higher/);
  });

  it.each(['sequences', 'one', true, undefined])('rejects sequenceMove %j', (value) => {
    expectRejected(withField('sequenceMove', value), 'sequenceMove', /must be 'single' \(one card per move\) or 'sequence'/);
  });

  it.each([null, 1, undefined])('rejects stock %j', (value) => {
    expectRejected(withField('stock', value), 'stock', /must be an object \{ dealCount, redeals \}/);
  });

  it.each([0, -3, 1.5, '1', 105, undefined])('rejects stock.dealCount %j', (value) => {
    expectRejected(withField('stock.dealCount', value), 'stock.dealCount', /whole number of cards per draw, at least 1/);
  });

  it.each([-1, 0.5, 'three', undefined])('rejects stock.redeals %j', (value) => {
    expectRejected(withField('stock.redeals', value), 'stock.redeals', /whole number of redeals, 0 for none/);
  });

  it.each(['', ' \n ', 7, undefined])('rejects rules %j', (value) => {
    expectRejected(withField('rules', value), 'rules', /non-empty string: the rules text shown to players/);
  });

  it.each([[['ok', '']], ['Mine'], [[3]]])('rejects aliases %j', (value) => {
    expectRejected(withField('aliases', value), 'aliases', /array of non-empty strings/);
  });

  it.each([0, -2, 1.5, '2', null])('rejects rulesVersion %j', (value) => {
    expectRejected(withField('rulesVersion', value), 'rulesVersion', /must be a whole number from 1, or left out/);
  });

  it('accepts a rulesVersion of 1 or more', () => {
    expect(defineVariant(withField('rulesVersion', 2) as unknown as VariantPlugin).rulesVersion).toBe(2);
  });

  it.each(['', 3])('rejects summary %j', (value) => {
    expectRejected(withField('summary', value), 'summary', /non-empty string/);
  });

  it('rejects an unknown field and lists the known ones', () => {
    expectRejected(withField('colour', 'red'), 'colour', /is not a field of plugin API version 1; known fields are apiVersion, id, name, .*rules/);
  });

  it.each([null, 'maria', 3, [good()]])('rejects %j, which is not a plugin object', (value) => {
    expectRejected(value, 'plugin', /must be an object made with defineVariant/);
  });

  it('names the variant in the message when its id is readable', () => {
    const error = rejection(withField('layout.columns', 0));
    expect(error.message).toBe('variant "my-variant": layout.columns: must be a whole number from 1 to 16');
    expect(error.variantId).toBe('my-variant');
    expect(error.name).toBe('VariantDefinitionError');
    expect(error).toBeInstanceOf(Error);
  });

  it('validateVariant checks the same way without freezing', () => {
    const raw = good();
    expect(() => {
      validateVariant(raw);
    }).not.toThrow();
    expect(Object.isFrozen(raw)).toBe(false);
    expect(() => {
      validateVariant({ ...raw, build: alternateColour, sequenceMove: 'all' });
    }).toThrow(VariantDefinitionError);
  });

  it('asks a build predicate once about each pair the engine asks (a card on one a rank higher, docs/rules.md): not again for a plugin defineVariant made, nor for another plugin with the same predicate; a new predicate is', () => {
    // Ace … Queen of four suits, each on the four cards one rank higher: 48 × 4 pairs.
    const enginePairs = new Set<string>();
    for (const suit of 'SHDC')
      for (const targetSuit of 'SHDC') for (let rank = 1; rank <= 12; rank++) enginePairs.add(`${rank}${suit}>${rank + 1}${targetSuit}`);
    const seen = new Set<string>();
    let calls = 0;
    const build = (moving: { rank: number; suit: string }, target: { rank: number; suit: string }) => {
      calls++;
      seen.add(`${moving.rank}${moving.suit}>${target.rank}${target.suit}`);
      return moving.suit === target.suit;
    };
    const plugin = defineVariant({ ...good(), build } as unknown as VariantPlugin);
    expect(calls).toBe(192);
    expect(seen).toEqual(enginePairs);
    validateVariant(plugin);
    expect(calls).toBe(192);
    validateVariant({ ...plugin });
    defineVariant({ ...good(), id: 'another', build } as unknown as VariantPlugin);
    expect(calls).toBe(192);
    const copy = (moving: { rank: number; suit: string }, target: { rank: number; suit: string }) => build(moving, target);
    defineVariant({ ...good(), id: 'a-third', build: copy } as unknown as VariantPlugin);
    expect(calls).toBe(2 * 192);
  });

  it('accepts a predicate that would throw on a pair the engine never asks, and builds as it says', () => {
    const build = (moving: { rank: number; suit: string }, target: { rank: number; suit: string }) => {
      if (target.rank !== moving.rank + 1) throw new Error('asked about cards that never meet');
      return moving.suit !== target.suit;
    };
    const plugin = defineVariant({ ...good(), build } as unknown as VariantPlugin);
    const tables = ruleTables(plugin);
    const accepts = (moving: string, target: string) => tables.accepts[(parseCard(moving) ?? 0) * 52 + (parseCard(target) ?? 0)];
    expect([accepts('9H', 'TS'), accepts('9H', 'TH'), accepts('9H', 'JS'), accepts('QC', 'KD')]).toEqual([1, 0, 0, 1]);
  });

  it('still rejects a plugin whose predicate throws after another plugin passed with a different one', () => {
    defineVariant(good() as unknown as VariantPlugin);
    const throwing = () => {
      throw new Error('no');
    };
    expectRejected({ ...good(), build: throwing }, 'build', /threw Error: no/);
    expectRejected({ ...good(), build: throwing }, 'build', /threw Error: no/);
  });
});
