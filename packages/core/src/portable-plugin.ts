import { askBuild } from './build-answers.js';
import { CARD_COUNT, KING, RANKS, SUITS, formatCard, makeCard, rankOf } from './cards.js';
import { VariantDefinitionError, defineVariant, isRecord } from './define-variant.js';
import { predicateName, type BuildPredicate, type NamedBuildPredicate } from './predicates.js';
import type { VariantPlugin } from './variant.js';

/** The `format` of a {@link PortablePlugin}, so data of another kind is refused by name. */
export const PORTABLE_PLUGIN_FORMAT = 'forty-thieves/portable-plugin';

/**
 * A plugin as plain data, for `postMessage` (a Web Worker, worker_threads) or JSON: every field of
 * the plugin except `build`, whose predicate is written out as a table over exactly the pairs the
 * engine ever asks about — a moving card and a card one rank higher (rule-tables.ts never asks
 * about any other pair). `builds["9H"]` lists the suits of the Tens a 9♥ may be built on (`"SC"`,
 * or `""` for none); every card from Ace to Queen of every suit has an entry.
 */
export interface PortablePlugin extends Omit<VariantPlugin, 'build'> {
  readonly format: typeof PORTABLE_PLUGIN_FORMAT;
  /** The predicate's name (`same-suit`, `alternate-colour`, `any-suit-but-own`, or `custom`), for refusal reasons. */
  readonly buildName: string;
  readonly builds: Readonly<Record<string, string>>;
}

/** Moving cards the engine asks about: Ace … Queen of every suit (a King is never built on anything). */
function movingCards(): string[] {
  const cards: string[] = [];
  for (let suit = 0; suit < SUITS.length; suit++) for (let rank = 1; rank < KING; rank++) cards.push(formatCard(makeCard(suit, rank)));
  return cards;
}

/**
 * The plugin as structured-cloneable data (see {@link PortablePlugin}); rebuild it with
 * {@link pluginFromPortable}. Asks the predicate about 192 pairs; a predicate that throws or
 * does not answer true or false fails here with a {@link VariantDefinitionError}.
 */
export function portablePlugin(plugin: VariantPlugin): PortablePlugin {
  const { build, ...fields } = plugin;
  const answers = askBuild(build);
  if (typeof answers === 'string') throw new VariantDefinitionError('build', answers, plugin.id);
  const builds: Record<string, string> = {};
  for (let card = 0; card < CARD_COUNT; card++) {
    if (rankOf(card) === KING) continue;
    let suits = '';
    for (let targetSuit = 0; targetSuit < 4; targetSuit++) if (answers[card * 4 + targetSuit] === 1) suits += SUITS[targetSuit] ?? '';
    builds[formatCard(card)] = suits;
  }
  // A structured clone of the other fields, so the data shares nothing with the (frozen) plugin.
  return { ...(JSON.parse(JSON.stringify(fields)) as Omit<VariantPlugin, 'build'>), format: PORTABLE_PLUGIN_FORMAT, buildName: predicateName(build), builds };
}

/** The table as `accepts[moving card][target suit]`, refusing anything but the 48 cards and suit letters. */
function readBuilds(builds: unknown, id: string | undefined): Map<string, string> {
  const fail = (message: string): never => {
    throw new VariantDefinitionError('builds', message, id);
  };
  if (!isRecord(builds))
    fail('must be an object from each card Ace to Queen ("AS" … "QC") to the suits it may be built on ("SC"); make it with portablePlugin(plugin)');
  const table = new Map<string, string>();
  const expected = new Set(movingCards());
  for (const [card, suits] of Object.entries(builds as Record<string, unknown>)) {
    if (!expected.has(card)) fail(`"${card}" is not a card from Ace to Queen in the notation ("9H", "TD"); a King is never built on anything`);
    if (typeof suits !== 'string' || !/^S?H?D?C?$/.test(suits)) {
      fail(`"${card}" must map to the suits it may be built on, in the order S H D C ("SC", or "" for none), got ${JSON.stringify(suits)}`);
    }
    table.set(card, suits as string);
  }
  const missing = [...expected].filter((card) => !table.has(card));
  if (missing.length > 0)
    fail(`lacks ${missing.slice(0, 4).join(', ')}${missing.length > 4 ? ` and ${missing.length - 4} more` : ''}; every card from Ace to Queen needs an entry`);
  return table;
}

/**
 * Rebuilds a plugin from {@link portablePlugin}'s data, checked by `defineVariant`. Its predicate
 * answers from the table: exactly as the original for a moving card and a card one rank higher,
 * false for any other pair (which the engine never asks about). Malformed data throws a
 * {@link VariantDefinitionError} naming the field and the fix.
 */
export function pluginFromPortable(data: unknown): VariantPlugin {
  if (!isRecord(data) || data.format !== PORTABLE_PLUGIN_FORMAT) {
    throw new VariantDefinitionError(
      'format',
      `a portable plugin is an object with format "${PORTABLE_PLUGIN_FORMAT}", got ${isRecord(data) ? JSON.stringify(data.format) : typeof data}; make it with portablePlugin(plugin)`,
    );
  }
  // A copy: defineVariant freezes what it is given, and the caller's data should stay its own.
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  } catch (error) {
    throw new VariantDefinitionError('plugin', `a portable plugin must be plain JSON data (${String(error)}); make it with portablePlugin(plugin)`);
  }
  const { buildName, builds } = data;
  delete fields.format;
  delete fields.buildName;
  delete fields.builds;
  const id = typeof fields.id === 'string' ? fields.id : undefined;
  if (typeof buildName !== 'string' || buildName === '')
    throw new VariantDefinitionError('buildName', `must be the predicate's name ("same-suit", "custom"…), got ${JSON.stringify(buildName)}`, id);
  const table = readBuilds(builds, id);
  const predicate: BuildPredicate = (moving, target) =>
    target.rank === moving.rank + 1 && (table.get(`${RANKS[moving.rank - 1] ?? '?'}${moving.suit}`)?.includes(target.suit) ?? false);
  const build: NamedBuildPredicate = Object.assign(predicate, { predicateName: buildName });
  // defineVariant checks every other field (and refuses unknown ones) as for any plugin.
  return defineVariant({ ...fields, build } as unknown as VariantPlugin);
}
