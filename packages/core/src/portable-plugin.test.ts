import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_COUNT, cardFace, rankOf } from './cards.js';
import { VariantDefinitionError, defineVariant } from './define-variant.js';
import { MAX_MOVES } from './board.js';
import { PORTABLE_PLUGIN_FORMAT, pluginFromPortable, portablePlugin, type PortablePlugin } from './portable-plugin.js';
import { boardFromPosition } from './position.js';
import { predicateName } from './predicates.js';
import { ruleTables } from './rule-tables.js';
import { acesOut, altSequence, altSingle, anySingle, drawThree, faceDown, kingsOnly, oneCard, sameColourSingle } from '../test/test-plugins.js';
import { playoutArb, walk } from './testing/playout.js';
import type { VariantPlugin } from './variant.js';

/** A predicate that also looks at the rank, with translations and aliases: every optional field travels. */
const oddEven = defineVariant({
  apiVersion: 1,
  id: 'test-odd-even',
  name: 'Test Odd Even',
  aliases: ['Odd and Even'],
  summary: 'Same suit on odd ranks, alternate colour on even ones.',
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 1, acesToFoundations: false },
  build: (moving, target) => (moving.rank % 2 === 1 ? moving.suit === target.suit : moving.colour !== target.colour),
  sequenceMove: 'sequence',
  stock: { dealCount: 1, redeals: 1 },
  emptyColumn: 'kings-only',
  rules: 'A plugin made for core tests.',
  translations: { sv: { name: 'Udda och jämna' } },
});

const PLUGINS: readonly VariantPlugin[] = [oneCard, altSingle, anySingle, altSequence, drawThree, faceDown, acesOut, sameColourSingle, kingsOnly, oddEven];

/** The portable form after the trip a postMessage makes. */
const travelled = (plugin: VariantPlugin): VariantPlugin => pluginFromPortable(structuredClone(portablePlugin(plugin)));

describe('portablePlugin and pluginFromPortable', () => {
  it.each(PLUGINS.map((plugin) => [plugin.id, plugin] as const))(
    'rebuild %s: same fields, same predicate on every pair the engine asks, same tables',
    (_id, plugin) => {
      const rebuilt = travelled(plugin);
      const { build: _build, ...fields } = plugin;
      expect(rebuilt).toEqual(expect.objectContaining(fields));
      expect(predicateName(rebuilt.build)).toBe(predicateName(plugin.build));
      for (let moving = 0; moving < CARD_COUNT; moving++) {
        for (let target = 0; target < CARD_COUNT; target++) {
          if (rankOf(target) !== rankOf(moving) + 1) continue;
          expect(rebuilt.build(cardFace(moving), cardFace(target)), `${moving} on ${target}`).toBe(plugin.build(cardFace(moving), cardFace(target)));
        }
      }
      const [ours, theirs] = [ruleTables(rebuilt), ruleTables(plugin)];
      expect(ours).toEqual(theirs);
    },
  );

  it('survive JSON as well as a structured clone', () => {
    const portable = portablePlugin(oddEven);
    expect(JSON.parse(JSON.stringify(portable))).toEqual(portable);
    expect(portable.format).toBe(PORTABLE_PLUGIN_FORMAT);
    // Odd ranks build in suit, even ranks on the other colour.
    expect(portable.builds['9H']).toBe('H');
    expect(portable.builds['8H']).toBe('SC');
  });

  it('generate the same moves as the original on random positions of every test plugin', () => {
    const out = new Int32Array(MAX_MOVES);
    for (const plugin of PLUGINS) {
      const rebuilt = travelled(plugin);
      fc.assert(
        fc.property(playoutArb(120), (playout) => {
          for (const { position, codes } of walk(plugin, playout)) {
            const twin = boardFromPosition(rebuilt, position);
            expect(Array.from(out.subarray(0, twin.generateMoves(out)))).toEqual(codes);
          }
        }),
        { seed: 4242, numRuns: 15 },
      );
    }
  });

  it('leave the data it was given unfrozen and unshared', () => {
    const portable = portablePlugin(altSingle);
    pluginFromPortable(portable);
    expect(Object.isFrozen(portable.layout)).toBe(false);
  });
});

describe('malformed portable data', () => {
  const good = (): Record<string, unknown> => ({ ...portablePlugin(oddEven) });
  const refusal = (data: unknown): VariantDefinitionError => {
    try {
      pluginFromPortable(data);
    } catch (error) {
      if (error instanceof VariantDefinitionError) return error;
      throw error;
    }
    throw new Error('accepted');
  };

  it('is refused with the field and the fix', () => {
    expect(refusal(oddEven).message).toMatch(/format: .*"forty-thieves\/portable-plugin".*portablePlugin\(plugin\)/);
    expect(refusal('maria').field).toBe('format');
    expect(refusal({ ...good(), builds: undefined }).message).toMatch(/builds: must be an object from each card Ace to Queen/);
    const { QC: _qc, ...fewer } = portablePlugin(oddEven).builds;
    expect(refusal({ ...good(), builds: fewer }).message).toMatch(/builds: lacks QC; every card from Ace to Queen needs an entry/);
    expect(refusal({ ...good(), builds: { ...fewer, QC: 'SX' } }).message).toMatch(/"QC" must map to the suits .*"SX"/);
    expect(refusal({ ...good(), builds: { ...fewer, QC: 'CS' } }).field).toBe('builds');
    expect(refusal({ ...good(), builds: { ...fewer, QC: '', KS: 'S' } }).message).toMatch(/"KS" is not a card from Ace to Queen/);
    expect(refusal({ ...good(), buildName: 3 }).field).toBe('buildName');
    expect(refusal({ ...good(), layout: { columns: 40, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false } }).field).toBe('layout.columns');
    expect(refusal({ ...good(), colour: 'blue' }).message).toMatch(/colour: is not a field of plugin API version 1/);
    expect(refusal({ ...good(), stock: { dealCount: 1n, redeals: 0 } }).message).toMatch(/must be plain JSON data/);
  });

  it('refuses to write out a predicate that does not answer true or false', () => {
    const sloppy = { ...oneCard, build: () => 1 as unknown as boolean } as VariantPlugin;
    expect(() => portablePlugin(sloppy)).toThrow(/build: returned number; it must return true or false/);
    const throwing = {
      ...oneCard,
      build: () => {
        throw new Error('no cards today');
      },
    } as VariantPlugin;
    expect(() => portablePlugin(throwing)).toThrow(/variant "test-one-card": build: threw Error: no cards today; it must return true or false/);
  });

  it('types the data as a PortablePlugin', () => {
    const portable: PortablePlugin = portablePlugin(oneCard);
    expect(Object.keys(portable.builds)).toHaveLength(48);
    expect(portable.builds['9H']).toBe('H');
  });
});
