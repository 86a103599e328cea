import { GameSession, saveGame } from '@forty-thieves/core';
import { builtinVariants } from '@forty-thieves/builtin-variants';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shadow } from './testing/fixtures.js';
import './define.js';
import type { FortyThieves } from './forty-thieves.js';

/**
 * Random contents for every key the element uses (its game, its statistics, the set-aside copies)
 * beside a key of the page's own: the element always deals a playable game, and nothing stored is
 * lost — each value is still under its key or a set-aside copy of it, or was replaced by the
 * element's own newer data of the same kind. Fixed seed, bounded runs (docs/element.md, "Stored data").
 */
const KEY = 'ft-fuzz';
const PAGE_KEY = 'the-page:own';
const FORMATS: Record<string, string> = { [KEY]: 'forty-thieves/element-game', [`${KEY}:stats`]: 'forty-thieves/stats' };

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

async function storedGame(): Promise<unknown> {
  const listing = builtinVariants.find((variant) => variant.id === 'maria');
  if (!listing) throw new Error('no maria');
  const module = await listing.load();
  const plugin = 'default' in module ? module.default : module;
  const game = GameSession.deal(plugin, 42, { autoplay: false, supermove: true });
  game.play('draw');
  game.play('draw');
  return { format: 'forty-thieves/element-game', schema: 1, game: saveGame(game), depth: 2, elapsed: 5000 };
}

const STATS = {
  format: 'forty-thieves/stats',
  schema: 1,
  variants: { maria: { played: 3, won: 1, currentStreak: 1, bestStreak: 1, bestTime: 1000, fewestMoves: 200 } },
};

/** A JSON value with one field somewhere replaced by `value` (or removed). */
function mutate(base: unknown, path: readonly number[], value: unknown, remove: boolean): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const step of path) {
    const keys = Object.keys(node);
    if (keys.length === 0) break;
    const key = keys[step % keys.length] ?? '';
    const child = node[key];
    if (typeof child !== 'object' || child === null || path.indexOf(step) === path.length - 1) {
      if (remove) Reflect.deleteProperty(node, key);
      else node[key] = value;
      return copy;
    }
    node = child as Record<string, unknown>;
  }
  return copy;
}

describe('random storage contents', () => {
  it('always deal a playable game, and lose no stored value', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const game = await storedGame();
    const valueFor = (base: unknown) =>
      fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
        fc.constant(JSON.stringify(base)),
        fc
          .tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), fc.boolean())
          .map(([path, value, remove]) => JSON.stringify(mutate(base, path, value, remove))),
        fc.constantFrom(
          '{"format":"forty-thieves/element-game","schema":1,"depth":0,"elapsed":1e309}',
          `{"format":"forty-thieves/stats","schema":1,"variants":{"constructor":{"played":1}}}`,
        ),
      );
    const contents = fc.record(
      {
        game: valueFor(game),
        stats: valueFor(STATS),
        copies: fc.integer({ min: 0, max: 5 }),
        statsCopies: fc.integer({ min: 0, max: 5 }),
        variant: fc.constantFrom(undefined, 'maria', 'lucas'),
      },
      { requiredKeys: ['copies', 'statsCopies'] },
    );
    await fc.assert(
      fc.asyncProperty(contents, async ({ game: gameText, stats, copies, statsCopies, variant }) => {
        localStorage.clear();
        document.body.replaceChildren();
        const written = new Map<string, string>([[PAGE_KEY, 'the page keeps this']]);
        if (gameText !== undefined) written.set(KEY, gameText);
        if (stats !== undefined) written.set(`${KEY}:stats`, stats);
        for (let n = 1; n <= copies; n++) written.set(n === 1 ? `${KEY}:set-aside` : `${KEY}:set-aside:${n}`, `old game copy ${n}`);
        for (let n = 1; n <= statsCopies; n++) written.set(n === 1 ? `${KEY}:stats:set-aside` : `${KEY}:stats:set-aside:${n}`, `old stats copy ${n}`);
        for (const [key, value] of written) localStorage.setItem(key, value);

        const element: FortyThieves = document.createElement('forty-thieves');
        element.setAttribute('storage-key', KEY);
        if (variant !== undefined) element.setAttribute('variant', variant);
        document.body.append(element);
        await expect.poll(() => element.position, { timeout: 30_000 }).toBeDefined();
        await element.ready;
        // A playable game: a position of a known variant, drawn, with legal moves or a finished status.
        const position = element.position;
        if (!position) throw new Error('no game');
        if (variant !== undefined) expect(position.variant).toBe(variant);
        expect(shadow(element).querySelectorAll('[part~="column"]')).toHaveLength(position.columns.length);
        expect(element.error).toBeUndefined();
        expect(element.play({ from: 'stock', to: 'waste' }) || element.status !== 'playing' || position.stock.length === 0).toBe(true);
        element.remove();

        // Nothing lost.
        const now = new Map<string, string>();
        for (let i = 0; i < localStorage.length; i++) {
          const key = localStorage.key(i) ?? '';
          now.set(key, localStorage.getItem(key) ?? '');
        }
        for (const [key, value] of written) {
          const family = [...now].filter(([k]) => k === key || k.startsWith(`${key}:set-aside`)).map(([, v]) => v);
          if (family.includes(value)) continue;
          // Replaced by the element's own newer data of the same kind: a valid value read and saved again.
          const format = FORMATS[key];
          const current = now.get(key);
          expect(format, `${key}: ${value} is gone`).toBeDefined();
          expect((JSON.parse(current ?? 'null') as { format?: unknown } | null)?.format, `${key}: ${value} is gone`).toBe(format);
          expect((JSON.parse(value) as { format?: unknown }).format).toBe(format);
        }
        expect(now.get(PAGE_KEY)).toBe('the page keeps this');
      }),
      { seed: 14, numRuns: 40 },
    );
  });
});
