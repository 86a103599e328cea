import { builtinVariants } from '@forty-thieves/builtin-variants';
import { GameSession, VariantRegistry, saveGame, type VariantPlugin } from '@forty-thieves/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameLoader, type LoaderHost } from './game-loader.js';
import { STORE_FORMAT, STORE_SCHEMA } from './game-store.js';
import { StorageSlot } from './storage-slot.js';

const KEY = 'ft-test-prefetch';

afterEach(() => {
  localStorage.clear();
});

/** A loader over a registry whose two variants count how often their package is asked for. */
function loaderWithCountedLoads(): { loader: GameLoader; loads: Record<string, number> } {
  const loads: Record<string, number> = { 'forty-thieves': 0, maria: 0 };
  const registry = new VariantRegistry();
  for (const listing of builtinVariants.filter(({ id }) => id in loads)) {
    registry.registerLoader({ ...listing, load: () => ((loads[listing.id] = (loads[listing.id] ?? 0) + 1), listing.load()) });
  }
  const host: LoaderHost = { options: { autoplay: true, supermove: true }, session: undefined, begin: vi.fn(), fail: vi.fn() };
  return { loader: new GameLoader(host, registry), loads };
}

/** Maria deal 42 stored under KEY, as the element stores a game. */
async function storeMaria(): Promise<void> {
  new StorageSlot(KEY).write({ format: STORE_FORMAT, schema: STORE_SCHEMA, game: saveGame(GameSession.deal(await loadMaria(), 42)), elapsed: 0 });
}

async function loadMaria(): Promise<VariantPlugin> {
  const registry = new VariantRegistry();
  const listing = builtinVariants.find(({ id }) => id === 'maria');
  if (!listing) throw new Error('no Maria among the built-ins');
  registry.registerLoader(listing);
  return registry.loadVariant('maria');
}

describe('fetching the first variant early', () => {
  it('asks for the stored game’s variant, and the load that deals it reuses that request', async () => {
    await storeMaria();
    const { loader, loads } = loaderWithCountedLoads();
    loader.persistTo(KEY);
    loader.prefetch('forty-thieves', false);
    expect(loads).toEqual({ 'forty-thieves': 0, maria: 1 });
    await loader.startOrResume('forty-thieves', undefined, false);
    expect(loads).toEqual({ 'forty-thieves': 0, maria: 1 });
  });

  it('asks for the variant the page names when it fixes one, or when nothing is stored', async () => {
    await storeMaria();
    const fixed = loaderWithCountedLoads();
    fixed.loader.persistTo(KEY);
    fixed.loader.prefetch('forty-thieves', true);
    expect(fixed.loads).toEqual({ 'forty-thieves': 1, maria: 0 });
    const unsaved = loaderWithCountedLoads();
    unsaved.loader.prefetch('maria', false);
    expect(unsaved.loads).toEqual({ 'forty-thieves': 0, maria: 1 });
  });

  it('leaves an unknown variant for the load that follows to report', async () => {
    const { loader } = loaderWithCountedLoads();
    expect(() => {
      loader.prefetch('no-such-variant', true);
    }).not.toThrow();
    // An unhandled rejection would fail the run; give it a turn to surface.
    await new Promise((resolve) => setTimeout(resolve));
  });
});
