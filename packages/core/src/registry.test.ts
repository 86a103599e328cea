import { describe, expect, it, vi } from 'vitest';
import { VariantDefinitionError } from './define-variant.js';
import { UnknownVariantError, VariantRegistry, type VariantLoader } from './registry.js';
import { drawThree, oneCard } from '../test/test-plugins.js';
import type { VariantPlugin } from './variant.js';

function loaderOf(module: unknown): ReturnType<typeof vi.fn<VariantLoader>> {
  return vi.fn<VariantLoader>(() => Promise.resolve(module as VariantPlugin));
}

describe('VariantRegistry', () => {
  it('calls a lazy loader only on the first loadVariant, and only once', async () => {
    const registry = new VariantRegistry();
    const load = loaderOf({ default: oneCard });
    registry.registerLoader({ id: 'test-one-card', name: 'Test One Card', summary: 'Same suit.', load });
    expect(load).not.toHaveBeenCalled();
    expect(registry.has('test-one-card')).toBe(true);
    expect(registry.list()).toEqual([{ id: 'test-one-card', name: 'Test One Card', summary: 'Same suit.', loaded: false }]);
    const [first, second] = await Promise.all([registry.loadVariant('test-one-card'), registry.loadVariant('test-one-card')]);
    expect(first).toBe(oneCard);
    expect(second).toBe(oneCard);
    expect(await registry.loadVariant('test-one-card')).toBe(oneCard);
    expect(load).toHaveBeenCalledTimes(1);
    expect(registry.list()[0]?.loaded).toBe(true);
  });

  it('accepts a loader that resolves to the plugin itself rather than a module', async () => {
    const registry = new VariantRegistry();
    registry.registerLoader({ id: 'test-draw-three', name: 'Test Draw Three', load: loaderOf(drawThree) });
    expect(await registry.loadVariant('test-draw-three')).toBe(drawThree);
  });

  it('rejects an unknown id with an error listing the known ones', async () => {
    const registry = new VariantRegistry();
    await expect(registry.loadVariant('maria')).rejects.toThrow('unknown variant "maria"; known variants: none registered');
    registry.registerVariant(oneCard);
    registry.registerLoader({ id: 'test-draw-three', name: 'Test Draw Three', load: loaderOf(drawThree) });
    const error: unknown = await registry.loadVariant('maria').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownVariantError);
    expect(error).toMatchObject({
      id: 'maria',
      known: ['test-one-card', 'test-draw-three'],
      message: 'unknown variant "maria"; known variants: test-one-card, test-draw-three',
    });
  });

  it('registers a third-party plugin at run time and loads it', async () => {
    const registry = new VariantRegistry();
    expect(registry.registerVariant(drawThree)).toBe(drawThree);
    expect(registry.ids()).toEqual(['test-draw-three']);
    expect(registry.list()).toEqual([{ id: 'test-draw-three', name: 'Test Draw Three', loaded: true }]);
    expect(await registry.loadVariant('test-draw-three')).toBe(drawThree);
  });

  it('rejects a malformed plugin with its message and registers nothing', () => {
    const registry = new VariantRegistry();
    const malformed = { ...oneCard, id: 'bad-plugin', stock: { dealCount: 0, redeals: 0 } };
    expect(() => registry.registerVariant(malformed)).toThrow(VariantDefinitionError);
    expect(() => registry.registerVariant(malformed)).toThrow('variant "bad-plugin": stock.dealCount: must be a whole number');
    expect(registry.has('bad-plugin')).toBe(false);
    expect(registry.ids()).toEqual([]);
  });

  it('rejects a loader that gives a malformed plugin, and tries again next time', async () => {
    const registry = new VariantRegistry();
    const load = loaderOf({ default: { ...oneCard, apiVersion: 2 } });
    registry.registerLoader({ id: 'test-one-card', name: 'Test One Card', load });
    await expect(registry.loadVariant('test-one-card')).rejects.toThrow(VariantDefinitionError);
    await expect(registry.loadVariant('test-one-card')).rejects.toThrow(/apiVersion: must be 1/);
    expect(load).toHaveBeenCalledTimes(2);
    expect(registry.list()[0]?.loaded).toBe(false);
  });

  it.each([[undefined], [null], ['maria'], [{ default: undefined }]])('rejects a loader that gives %j instead of a plugin', async (module) => {
    const registry = new VariantRegistry();
    registry.registerLoader({ id: 'test-one-card', name: 'Test One Card', load: loaderOf(module) });
    const error: unknown = await registry.loadVariant('test-one-card').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VariantDefinitionError);
    expect(error).toMatchObject({ field: 'plugin', message: expect.stringMatching(/must be an object made with defineVariant/) as unknown });
  });

  it('rejects a loader that gives a variant of another id', async () => {
    const registry = new VariantRegistry();
    registry.registerLoader({ id: 'test-one-card', name: 'Test One Card', load: loaderOf({ default: drawThree }) });
    await expect(registry.loadVariant('test-one-card')).rejects.toThrow('the loader registered as "test-one-card" gave variant "test-draw-three"');
  });

  it('passes on a failed load and loads on the next try', async () => {
    const registry = new VariantRegistry();
    const load = vi.fn<VariantLoader>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ default: oneCard });
    registry.registerLoader({ id: 'test-one-card', name: 'Test One Card', load });
    await expect(registry.loadVariant('test-one-card')).rejects.toThrow('chunk failed');
    expect(await registry.loadVariant('test-one-card')).toBe(oneCard);
  });
});
