import { camelOf, titleOf } from './variant-id.js';

/** What a built-in's package needs from the repository to be published with the others (docs/releasing.md). */
export interface Publishing {
  /** The repository's git URL, as the root package.json gives it (`git+https://github.com/…/….git`). */
  readonly repository: string;
  /** The root LICENSE, which every published package carries a copy of. */
  readonly license: string;
}

const exported = (file: string) => ({ types: `./dist/${file}.d.ts`, import: `./dist/${file}.js` });

/** The repository's web address: its git URL without `git+` and `.git`. */
const webOf = (repository: string): string => repository.replace(/^git\+/, '').replace(/\.git$/, '');

/**
 * The manifest fields a built-in has in place of a plugin's `private`: builtin-variants depends on
 * it and is published, so it is published too, with the fields every published package carries.
 */
export function builtinManifest(id: string, dir: string, { repository }: Publishing): Record<string, unknown> {
  const web = webOf(repository);
  return {
    description: `${titleOf(id)}: a built-in Forty Thieves variant plugin, with its words in each language it speaks.`,
    keywords: ['solitaire', 'patience', 'forty-thieves', 'card-game', 'variant', id],
    homepage: `${web}/tree/main/${dir}#readme`,
    bugs: `${web}/issues`,
    repository: { type: 'git', url: repository, directory: dir },
  };
}

/** Where the published package points: its exports without the `source` condition, which the tarball has no src/ for. */
export const builtinPublishConfig = { access: 'public', exports: { '.': exported('index'), './listing': exported('listing') } };

/** The README and LICENSE a published package carries. */
export function builtinFiles(id: string, { repository, license }: Publishing): Record<string, string> {
  const web = webOf(repository);
  const name = titleOf(id);
  const constant = camelOf(id);
  return {
    LICENSE: license,
    'README.md': `# @forty-thieves/variant-${id}

**${name}**, a built-in game of the Forty Thieves family, as a variant plugin for
[\`@forty-thieves/core\`](https://www.npmjs.com/package/@forty-thieves/core)'s rules engine; its rules
are in [the rule book](${web}/blob/main/docs/rules.md).

## Install

\`\`\`sh
npm install @forty-thieves/core @forty-thieves/variant-${id}
\`\`\`

## Example

\`\`\`js
import { GameSession, formatMove } from '@forty-thieves/core';
import ${constant} from '@forty-thieves/variant-${id}';

const game = GameSession.deal(${constant}, 42);   // deal 42 is the same layout in every release
const moves = game.legalMoves();                 // what the rules allow now
console.log(moves.map(formatMove).join(' '));    // in the text notation
console.log(game.play(moves[0]).ok, game.status());
\`\`\`

To play it in a page, use [\`@forty-thieves/element\`](https://www.npmjs.com/package/@forty-thieves/element)
(\`<forty-thieves variant="${id}">\`), which loads this package by itself.

## Docs

- [The rule book](${web}/blob/main/docs/rules.md) (the ${name} row of its table of variants)
- [Writing a variant](${web}/blob/main/docs/writing-a-variant.md): the plugin interface this package implements

MIT licensed.
`,
  };
}
