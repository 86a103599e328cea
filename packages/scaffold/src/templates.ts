import { builtinFiles, builtinManifest, builtinPublishConfig, type Publishing } from './builtin-templates.js';
import { camelOf, titleOf } from './variant-id.js';

/** Where the new package sits in the repository, as the templates need it. */
export interface Placement {
  /** The variant id, kebab-case. */
  readonly id: string;
  /** The package directory, relative to the repository root, `/`-separated (`packages/variants/my-thieves`). */
  readonly dir: string;
  /** Set for a built-in: published with the others, so it carries what they carry. */
  readonly builtin?: Publishing;
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** The package's files by relative path: a valid, playable plugin and its tests, ready to build. */
export function variantFiles({ id, dir, builtin }: Placement): Record<string, string> {
  const toRoot = dir
    .split('/')
    .map(() => '..')
    .join('/');
  const name = titleOf(id);
  const constant = camelOf(id);
  const published = builtin === undefined ? { private: true, description: `${name}: a Forty Thieves variant plugin.` } : builtinManifest(id, dir, builtin);
  return {
    ...(builtin === undefined ? {} : builtinFiles(id, builtin)),
    'package.json': json({
      name: `@forty-thieves/variant-${id}`,
      version: '0.1.0',
      ...published,
      license: 'MIT',
      type: 'module',
      sideEffects: false,
      exports: {
        '.': { source: './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
        './listing': { source: './src/listing.ts', types: './dist/listing.d.ts', import: './dist/listing.js' },
      },
      main: './dist/index.js',
      types: './dist/index.d.ts',
      files: ['dist'],
      ...(builtin === undefined ? {} : { publishConfig: builtinPublishConfig }),
      scripts: {
        build: 'tsup',
        typecheck: 'tsc -p tsconfig.json',
        test: `vitest run --root ${toRoot} --project node ${dir}`,
      },
      dependencies: { '@forty-thieves/core': 'workspace:*' },
      devDependencies: { 'fast-check': '4.11.0' },
    }),
    'tsconfig.json': json({ extends: `${toRoot}/tsconfig.base.json`, include: ['src', 'tsup.config.ts'] }),
    'tsup.config.ts': `import { defineConfig } from 'tsup';

export default defineConfig({
  // listing is the ./listing subpath (what builtin-variants lists); its words.ts is a chunk it loads.
  entry: ['src/index.ts', 'src/listing.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
});
`,
    'src/listing.json': json({ id, name, summary: 'Ten columns of four; build down in suit, one card at a time; no redeal.' }),
    'src/english.json': json({
      rules:
        'Move all 104 cards to the eight foundations, built up in suit from Ace to King.\n\n' +
        "Ten columns of four cards are dealt face up; the other 64 cards form the stock. A column's top card can go to a foundation or onto a card one rank higher of the same suit. One card moves at a time; any card may go into an empty column.\n\n" +
        "Turn the stock one card at a time onto the waste whenever you like; the waste's top card can be played. There is no redeal.",
    }),
    'src/listing.ts': `import listing from './listing.json';

/**
 * ${name} in a list of variants: its id, English name and summary, a loader for its plugin and
 * one for its words in other languages (words.ts), each its own chunk.
 */
export default { ...listing, load: () => import('./index.js'), words: () => import('./words.js') };
`,
    'src/words.ts': `/**
 * ${name}'s name, other names, summary and rules in \`language\`: words/<language>.json (name and
 * aliases optional, summary and rules), each its own chunk. Adding a file there is all a language
 * takes; without one a language rejects, and a player reads the English (docs/localization.md).
 */
export default (language: string): Promise<{ default: unknown }> => import(\`./words/\${language}.json\`);
`,
    'src/index.ts': `import { defineVariant, sameSuit } from '@forty-thieves/core';
import listing from './listing.json';
import english from './english.json';

/**
 * ${name}: a variant plugin. It starts as Forty Thieves; change the fields to your game's rules
 * (docs/writing-a-variant.md explains each one) and say the same in english.json's \`rules\`.
 * Its name and summary are in listing.json, its words in other languages in words/ (docs/localization.md).
 */
export const ${constant} = defineVariant({
  apiVersion: 1,
  id: listing.id,
  name: listing.name,
  summary: listing.summary,
  // How the tableau is dealt: columns × cards, how many of each column's bottom cards face down,
  // and whether the eight Aces start on the foundations.
  layout: { columns: 10, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
  // Which card may sit on one a rank higher: sameSuit, alternateColour, anySuitButOwn, or your own (moving, target) => boolean.
  build: sameSuit,
  // 'single' (one card per move) or 'sequence' (built runs move in part or whole).
  sequenceMove: 'single',
  // Cards turned per draw, and how many times the waste may be turned back into the stock.
  stock: { dealCount: 1, redeals: 0 },
  // Optional: what an empty column takes, 'any' (the default), 'kings-only' or 'waste-only'.
  // emptyColumn: 'any',
  rules: english.rules,
});

export default ${constant};
`,
    'src/index.test.ts': `import { ruleRowChecks, variantProperties, type RuleBookRow } from '@forty-thieves/core/testing';
import { describe, it } from 'vitest';
import { ${constant} } from './index.js';

// The invariants every plugin must keep, from core's test kit: the stated layout, the 104 cards,
// undo, the move list, session undo/redo and save → load.
describe('${name}: the invariants of every plugin', () => {
  for (const property of variantProperties(${constant})) it(property.name, property.run, property.timeout);
});

// Your rules text as a row of the rule book, typed in from the text (not copied from the plugin):
// the kit checks the deal, the build rule on every pair of suits, one card or sequences, the
// waste, the stock and its redeals against it. Change it with the rules text.
const ROW: RuleBookRow = { columns: 10, cardsPerColumn: 4, faceDown: 0, build: 'same-suit', moves: 'single', draw: 1, redeals: 0 };

describe('${name}: its rules', () => {
  for (const check of ruleRowChecks(${constant}, ROW)) it(check.name, check.run, check.timeout);
  // Then test what else makes your variant different, with sketchGame and listedMoves.
});
`,
  };
}
