/**
 * Fuzzing saved games (docs/notation.md, "Saved games"): real saved games of every built-in
 * variant, mutated at random — a field replaced, removed or nested deep, moves changed, the text
 * cut or garbled — and `loadGame` either loads the result or throws a `SaveError`; nothing else
 * ever escapes it. Fixed seed, bounded runs.
 */
import { GameSession, SaveError, loadGame, saveGame, type VariantPlugin } from '@forty-thieves/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from './index.js';

const registry = createBuiltinRegistry();
const plugins: VariantPlugin[] = await Promise.all(registry.ids().map((id) => registry.loadVariant(id)));

/** A real saved game: a deal played `steps` random legal moves on (some undone, so redo has steps too). */
function realSave(plugin: VariantPlugin, deal: number, steps: number, undone: number, picks: readonly number[]): unknown {
  const game = GameSession.deal(plugin, deal, { autoplay: deal % 2 === 0, supermove: true });
  for (let i = 0; i < steps; i++) {
    const moves = game.legalMoves();
    const move = moves[(picks[i] ?? 0) % Math.max(1, moves.length)];
    if (!move) break;
    game.play(move);
  }
  for (let i = 0; i < undone; i++) game.undo();
  return JSON.parse(JSON.stringify(saveGame(game))) as unknown;
}

const deepValue = fc.integer({ min: 1, max: 3_000 }).map((depth) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
});
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  deepValue,
  fc.constantFrom(-1, 1.5, 2 ** 31, Number.POSITIVE_INFINITY, '', 'c0-f0', 'draw', ['draw'], [['c0-f0']], null),
);

type Mutation = { kind: 'replace' | 'remove'; path: number[]; value: unknown } | { kind: 'cut'; at: number } | { kind: 'garble'; at: number; char: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constantFrom('replace' as const, 'remove' as const), path: fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), value: anyValue }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('garble' as const), at: fc.nat(), char: fc.string({ minLength: 1, maxLength: 1 }) }),
);

/** Walks `path` (indices into each level's keys) and replaces or removes what it ends on. */
function mutateValue(save: unknown, path: readonly number[], value: unknown, remove: boolean): unknown {
  const copy = JSON.parse(JSON.stringify(save)) as unknown;
  let node = copy as Record<string, unknown> | unknown[];
  for (let i = 0; i < path.length; i++) {
    const keys = Object.keys(node);
    if (keys.length === 0) return copy;
    const key = keys[(path[i] ?? 0) % keys.length] ?? '';
    const child = (node as Record<string, unknown>)[key];
    if (i === path.length - 1 || typeof child !== 'object' || child === null) {
      if (remove && Array.isArray(node)) node.splice(Number(key), 1);
      else if (remove) Reflect.deleteProperty(node, key);
      else (node as Record<string, unknown>)[key] = value;
      return copy;
    }
    node = child as Record<string, unknown>;
  }
  return copy;
}

function mutate(save: unknown, m: Mutation): unknown {
  if (m.kind === 'cut' || m.kind === 'garble') {
    const text = typeof save === 'string' ? save : JSON.stringify(save);
    const at = m.at % (text.length + 1);
    return m.kind === 'cut' ? text.slice(0, at) : `${text.slice(0, at)}${m.char}${text.slice(at + 1)}`;
  }
  return typeof save === 'object' && save !== null ? mutateValue(save, m.path, m.value, m.kind === 'remove') : save;
}

describe('saved-game fuzzing', () => {
  it('loadGame loads a mutated real save or throws SaveError, nothing else', () => {
    const input = fc.record({
      variant: fc.nat({ max: plugins.length - 1 }),
      deal: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      steps: fc.integer({ min: 0, max: 30 }),
      undone: fc.integer({ min: 0, max: 3 }),
      picks: fc.array(fc.nat(), { minLength: 30, maxLength: 30 }),
      mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
      asText: fc.boolean(),
    });
    fc.assert(
      fc.property(input, ({ variant, deal, steps, undone, picks, mutations, asText }) => {
        const plugin = plugins[variant];
        if (!plugin) throw new Error('no plugin');
        let save: unknown = realSave(plugin, deal, steps, undone, picks);
        for (const m of mutations) save = mutate(typeof save === 'string' ? safeParse(save) : save, m);
        const given = asText && typeof save !== 'string' ? JSON.stringify(save) : save;
        try {
          const game = loadGame(plugin, given);
          // What loads is a game of this variant that can go on.
          expect(game.plugin).toBe(plugin);
          expect(Array.isArray(game.legalMoves())).toBe(true);
        } catch (error) {
          if (!(error instanceof SaveError)) throw new Error(`loadGame threw ${String(error)} (not a SaveError)`, { cause: error });
          expect(error.message).toMatch(/\S/);
        }
      }),
      { seed: 14, numRuns: 400 },
    );
  });
});

/** Text that may no longer be JSON stays text for the next mutation. */
function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
