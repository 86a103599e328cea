import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { GameSession, RefusalCode, alternateColour, defineVariant, type Position, type Refusal, type VariantPlugin } from '@forty-thieves/core';
import { sketchPosition, type PositionSketch } from '@forty-thieves/core/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spokenCard } from './card-words.js';
import { LANGUAGES, type Language } from './languages.js';
import { useCatalogue, type Catalogue } from './msg.js';
import { refusalWords, spokenCardObject } from './refusal-text.js';

/**
 * Every refusal core can give (RefusalCode, packages/core/src/refusal.ts), each from a move core
 * really refuses in a real position, said in every language the element speaks: in words a player
 * reads, the cards named as cards ("the 7 of spades"), never in the notation ("7S", "c2").
 */
const registry = createBuiltinRegistry();
const plugins: Record<string, VariantPlugin> = {};
/** A variant made for a test: `columns` columns, empty ones filled by its `emptyColumn` policy. */
const testVariant = (emptyColumn: 'any' | 'kings-only' | 'waste-only', columns = 4) =>
  defineVariant({
    apiVersion: 1,
    id: `test-${emptyColumn}-${columns}`,
    name: `Test ${emptyColumn}`,
    layout: { columns, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
    build: alternateColour,
    sequenceMove: 'single',
    stock: { dealCount: 1, redeals: 0 },
    emptyColumn,
    rules: 'A variant for this test: empty columns take only what its policy allows.',
  });

beforeAll(async () => {
  for (const id of ['maria', 'little-forty', 'number-ten']) plugins[id] = await registry.loadVariant(id);
  plugins.kings = testVariant('kings-only');
  plugins.waste = testVariant('waste-only');
  // Two columns: a click on an empty one has a single place to try, so no reason is about the source.
  plugins.two = testVariant('any', 2);
});

/** The stock's cards moved onto the waste: a stock played out. */
const stockPlayedOut = (position: Position): Position => ({ ...position, waste: [...position.waste, ...position.stock], stock: [] });
/** Stock and waste both empty: their cards spread over the columns, face up. */
const nothingLeftToDeal = (position: Position): Position => {
  const rest = [...position.stock, ...position.waste];
  const size = Math.ceil(rest.length / position.columns.length);
  const columns = position.columns.map((column, i) => ({ down: column.down, up: [...column.up, ...rest.slice(i * size, (i + 1) * size)] }));
  return { ...position, columns, stock: [], waste: [] };
};

interface Scene {
  variant: string;
  sketch?: PositionSketch;
  change?: (position: Position) => Position;
  supermove?: boolean;
  refuse: (game: GameSession) => { ok: boolean; refusal?: Refusal | undefined };
}

/** Seven columns filled with cards that take nothing here, so no column is empty. */
const FULL = ['', '', 'KD', 'KD', 'KC', 'KC', 'QS', 'QS', 'QH'];

const SCENES: Record<string, Scene[]> = {
  'not-a-pile': [{ variant: 'maria', refuse: (g) => g.play({ from: 'x9', to: 'c1' }) }],
  'no-such-column': [{ variant: 'maria', refuse: (g) => g.play({ from: 'c12', to: 'c1' }) }],
  'stock-draws-to-waste': [{ variant: 'maria', refuse: (g) => g.play({ from: 'stock', to: 'c1' }) }],
  'stock-empty': [
    { variant: 'maria', change: stockPlayedOut, refuse: (g) => g.play({ from: 'stock', to: 'waste' }) },
    { variant: 'little-forty', change: stockPlayedOut, refuse: (g) => g.play({ from: 'stock', to: 'waste' }) },
  ],
  'redeal-only': [{ variant: 'maria', sketch: { columns: ['7S'] }, refuse: (g) => g.play({ from: 'c0', to: 'stock' }) }],
  'stock-not-empty': [{ variant: 'little-forty', sketch: { waste: '3H' }, refuse: (g) => g.play({ from: 'waste', to: 'stock' }) }],
  'no-redeal': [{ variant: 'maria', change: stockPlayedOut, refuse: (g) => g.play({ from: 'waste', to: 'stock' }) }],
  'no-redeals-left': [{ variant: 'little-forty', sketch: { redealsLeft: 0 }, change: stockPlayedOut, refuse: (g) => g.play({ from: 'waste', to: 'stock' }) }],
  'nothing-to-redeal': [{ variant: 'little-forty', change: nothingLeftToDeal, refuse: (g) => g.play({ from: 'waste', to: 'stock' }) }],
  'only-stock-to-waste': [{ variant: 'maria', sketch: { columns: ['7S'] }, refuse: (g) => g.play({ from: 'c0', to: 'waste' }) }],
  'bad-count': [{ variant: 'maria', sketch: { columns: ['7S', '8H'] }, refuse: (g) => g.play({ from: 'c0', to: 'c1', count: 0 }) }],
  'not-a-move': [{ variant: 'maria', refuse: (g) => g.play('hello there') }],
  'same-pile': [{ variant: 'maria', sketch: { columns: ['7S'] }, refuse: (g) => g.play({ from: 'c0', to: 'c0' }) }],
  'foundation-source': [{ variant: 'maria', sketch: { foundations: ['AS'], columns: ['', '2C'] }, refuse: (g) => g.play({ from: 'f0', to: 'c1' }) }],
  'waste-empty': [{ variant: 'maria', sketch: { columns: ['', '8S'] }, refuse: (g) => g.play({ from: 'waste', to: 'c1' }) }],
  'waste-top-only': [{ variant: 'maria', sketch: { waste: '3H 4H', columns: ['', '5S'] }, refuse: (g) => g.play({ from: 'waste', to: 'c1', count: 2 }) }],
  'column-empty': [{ variant: 'maria', sketch: { columns: ['', '8S'] }, refuse: (g) => g.play({ from: 'c0', to: 'c1' }) }],
  'one-card-at-a-time': [
    { variant: 'maria', supermove: false, sketch: { columns: ['9H 8S', 'TS'] }, refuse: (g) => g.play({ from: 'c0', to: 'c1', count: 2 }) },
  ],
  'not-face-up': [
    { variant: 'number-ten', sketch: { columns: [{ down: '2C 3C', up: '9H' }, 'TS'] }, refuse: (g) => g.play({ from: 'c0', to: 'c1', count: 2 }) },
  ],
  'not-a-sequence': [{ variant: 'number-ten', sketch: { columns: ['9H 5S', 'TS'] }, refuse: (g) => g.play({ from: 'c0', to: 'c1', count: 2 }) }],
  'foundation-one-at-a-time': [{ variant: 'number-ten', sketch: { columns: ['2C AH'] }, refuse: (g) => g.play({ from: 'c0', to: 'f0', count: 2 }) }],
  'foundation-not-empty': [{ variant: 'maria', sketch: { foundations: ['AS'], columns: ['AH'] }, refuse: (g) => g.play({ from: 'c0', to: 'f0' }) }],
  'foundation-needs-ace': [{ variant: 'maria', sketch: { columns: ['7S'] }, refuse: (g) => g.play({ from: 'c0', to: 'f0' }) }],
  'foundation-wrong-card': [{ variant: 'maria', sketch: { foundations: ['4S'], columns: ['7S'] }, refuse: (g) => g.play({ from: 'c0', to: 'f0' }) }],
  'rank-mismatch': [{ variant: 'maria', sketch: { columns: ['7S', 'QC'] }, refuse: (g) => g.play({ from: 'c0', to: 'c1' }) }],
  'build-mismatch': [{ variant: 'maria', sketch: { columns: ['9H', 'TH'] }, refuse: (g) => g.play({ from: 'c0', to: 'c1' }) }],
  'empty-kings-only': [{ variant: 'kings', sketch: { columns: ['7S', ''] }, refuse: (g) => g.play({ from: 'c0', to: 'c1' }) }],
  'empty-waste-only': [{ variant: 'waste', sketch: { columns: ['7S', ''] }, refuse: (g) => g.play({ from: 'c0', to: 'c1' }) }],
  'not-one-run': [{ variant: 'maria', sketch: { columns: ['9H 5S', 'TS'] }, refuse: (g) => g.play({ from: 'c0', to: 'c1', count: 2 }) }],
  'supermove-policy': [{ variant: 'kings', sketch: { columns: ['9C 8H 7C', '9S', ''] }, refuse: (g) => g.play({ from: 'c0', to: 'c1', count: 2 }) }],
  'supermove-limit': [
    { variant: 'maria', sketch: { columns: ['TC 9H 8C 7H', 'TS', ...FULL.slice(2)] }, refuse: (g) => g.play({ from: 'c0', to: 'c1', count: 3 }) },
    { variant: 'maria', sketch: { columns: ['TC 9H 8C 7H', '', ...FULL.slice(2)] }, refuse: (g) => g.play({ from: 'c0', to: 'c1', count: 3 }) },
  ],
  'click-source': [{ variant: 'maria', sketch: { foundations: ['AS'] }, refuse: (g) => g.targets('f0') }],
  'no-card': [{ variant: 'two', sketch: { columns: ['', '8S'] }, refuse: (g) => g.targets('c0') }],
  nowhere: [
    { variant: 'maria', sketch: { columns: ['7S', '2D', ...FULL.slice(2)] }, refuse: (g) => g.targets('c0') },
    { variant: 'number-ten', sketch: { columns: ['8H 7S', '2D', ...FULL.slice(2), 'QH'] }, refuse: (g) => g.targets('c0', 2) },
  ],
};

/** The refusals of every scene, with the move that drew each. */
function refusals(): { scene: string; refusal: Refusal; english: string }[] {
  return Object.entries(SCENES).flatMap(([code, scenes]) =>
    scenes.map((scene, i) => {
      const plugin = plugins[scene.variant];
      if (!plugin) throw new Error(`no variant ${scene.variant}`);
      const position = (scene.change ?? ((p: Position) => p))(sketchPosition(plugin, scene.sketch ?? {}));
      const game = GameSession.fromPosition(plugin, position, { autoplay: false, supermove: scene.supermove ?? true });
      const result = scene.refuse(game) as { ok: boolean; refusal?: Refusal; reason?: string };
      expect(result.ok, `${code} #${i}`).toBe(false);
      expect(result.refusal?.code, `${code} #${i}: ${result.reason ?? ''}`).toBe(code);
      return { scene: `${code} #${i}`, refusal: result.refusal as Refusal, english: result.reason ?? '' };
    }),
  );
}

const catalogues: Partial<Record<Language, Catalogue>> = {};
async function speak(language: Language): Promise<void> {
  if (language === 'en') {
    useCatalogue(undefined);
    return;
  }
  catalogues[language] ??= ((await import(`./${language}/element.json`)) as { default: Catalogue }).default;
  useCatalogue(catalogues[language]);
}

afterEach(() => {
  useCatalogue(undefined);
});

const CARD_PARAMS = ['card', 'target', 'below', 'shown', 'upper', 'lower'];
/** A card in the notation ("7S", "TD", "10H"), or a pile ("c2", "f0"), as a word of its own. */
const NOTATION = /(?<![\p{L}\p{N}])(?:(?:[A2-9TJQK]|10)[SHDC]|[cf]\d{1,2})(?![\p{L}\p{N}])/u;
const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

describe('the refusals in words', () => {
  it('has a scene for every refusal core can give', () => {
    expect(Object.keys(SCENES).sort()).toEqual(Object.values(RefusalCode).sort());
  });

  it.each(LANGUAGES)('%s: every refusal names its cards in words, with no notation and no word twice in a row', async (language) => {
    await speak(language);
    for (const { scene, refusal, english } of refusals()) {
      const text = refusalWords(refusal, language) ?? '';
      expect(text.trim(), scene).not.toBe('');
      expect(text, `${scene}: ${text}`).not.toMatch(NOTATION);
      const list = words(text);
      for (let i = 1; i < list.length; i++) expect(list[i], `${scene}: "${list[i] ?? ''}" twice in "${text}"`).not.toBe(list[i - 1]);
      for (const key of CARD_PARAMS) {
        const card = refusal.params[key];
        if (typeof card !== 'string') continue;
        const named = [spokenCard(card), spokenCardObject(card)];
        expect(
          named.some((name) => text.includes(name)),
          `${scene}: ${key} ${card} as ${named.join(' / ')} in "${text}"`,
        ).toBe(true);
      }
      if (language !== 'en') expect(text, `${scene} is translated`).not.toBe(english);
    }
  });

  it('reads in English as a player says it, the rule book’s words', async () => {
    await speak('en');
    const said = Object.fromEntries(refusals().map(({ scene, refusal }) => [scene, refusalWords(refusal, 'en')]));
    expect(said['rank-mismatch #0']).toBe('the 7 of spades cannot go on the queen of clubs, which is not one rank higher');
    expect(said['build-mismatch #0']).toBe('the 9 of hearts cannot go on the 10 of hearts: this variant builds down in alternate colours');
    expect(said['foundation-wrong-card #0']).toBe('the 7 of spades goes on the 6 of spades, but foundation 1 shows the 4 of spades');
    expect(said['not-face-up #0']).toBe('column 1 has only 1 card face up');
    expect(said['supermove-limit #0']).toBe('with 0 empty columns at most 1 card can move onto a column; this run has 3 cards');
    expect(said['nowhere #1']).toBe('no foundation or column can take the 2 cards from the 8 of hearts up now');
    expect(said['no-such-column #0']).toBe('this variant has no column 13; its columns are 1 to 9');
  });

  it('says the Icelandic card after "á" in the accusative, as Icelandic players do', async () => {
    await speak('is');
    const said = Object.fromEntries(refusals().map(({ scene, refusal }) => [scene, refusalWords(refusal, 'is')]));
    expect(said['rank-mismatch #0']).toContain('spaðasjöa má ekki fara á laufdrottningu');
  });

  it('leaves a code it does not know to core’s English (a newer core)', () => {
    expect(refusalWords({ code: 'some-new-code' as Refusal['code'], params: {} }, 'sv')).toBeUndefined();
  });
});
