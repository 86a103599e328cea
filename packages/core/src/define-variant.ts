import { askBuild } from './build-answers.js';
import type { CardFace } from './cards.js';
import { PLUGIN_API_VERSION, type EmptyColumnPolicy, type VariantPlugin } from './variant.js';

/** A plugin was rejected; `field` names the offending field, the message says how to fix it. */
export class VariantDefinitionError extends Error {
  override readonly name = 'VariantDefinitionError';
  constructor(
    readonly field: string,
    message: string,
    readonly variantId?: string,
  ) {
    super(`${variantId ? `variant "${variantId}": ` : ''}${field}: ${message}`);
  }
}

export const MAX_COLUMNS = 16;
const TOTAL_CARDS = 104;
const KNOWN_FIELDS = new Set([
  'apiVersion',
  'id',
  'name',
  'aliases',
  'rulesVersion',
  'summary',
  'layout',
  'build',
  'sequenceMove',
  'stock',
  'emptyColumn',
  'rules',
  'translations',
]);
const TRANSLATED_FIELDS = new Set(['name', 'summary', 'rules']);
/** A BCP 47 language tag as pages write it: `sv`, `nb`, `lb`, `de-CH`, `zh-Hant-TW`. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const EMPTY_COLUMN_POLICIES: readonly EmptyColumnPolicy[] = ['any', 'kings-only', 'waste-only'];
const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

type Check = (field: string, ok: boolean, fix: string) => void;

/** A value as it appears in an error message (JSON.stringify gives undefined for undefined). */
function show(value: unknown): string {
  return value === undefined ? 'nothing' : typeof value === 'function' ? 'a function' : JSON.stringify(value);
}

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isInt(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function checkLayout(layout: unknown, check: Check): void {
  check('layout', isRecord(layout), 'must be an object { columns, cardsPerColumn, faceDown, acesToFoundations }');
  if (!isRecord(layout)) return;
  const { columns, cardsPerColumn, faceDown, acesToFoundations } = layout;
  check('layout.columns', isInt(columns, 1, MAX_COLUMNS), `must be a whole number from 1 to ${MAX_COLUMNS}`);
  check('layout.cardsPerColumn', isInt(cardsPerColumn, 1), 'must be a whole number of at least 1');
  check('layout.acesToFoundations', typeof acesToFoundations === 'boolean', 'must be true or false');
  if (!isInt(columns, 1, MAX_COLUMNS) || !isInt(cardsPerColumn, 1)) return;
  check(
    'layout.faceDown',
    isInt(faceDown, 0, cardsPerColumn - 1),
    `must be a whole number from 0 to ${cardsPerColumn - 1}: the top card of every column is dealt face up`,
  );
  const available = TOTAL_CARDS - (acesToFoundations === true ? 8 : 0);
  const needed = columns * cardsPerColumn;
  check(
    'layout',
    needed <= available,
    `needs ${needed} cards (${columns} columns × ${cardsPerColumn}) but only ${available} are available` +
      (acesToFoundations === true ? ' after setting out the aces' : '') +
      '; deal fewer columns or cards per column',
  );
}

function checkBuild(build: unknown, check: Check): void {
  check('build', typeof build === 'function', 'must be a function (moving, target) => boolean; core exports sameSuit, alternateColour and anySuitButOwn');
  if (typeof build !== 'function') return;
  // The engine tabulates the predicate once, so ask it now every pair it will ever ask, and fail here rather than mid-game.
  const problem = askBuild(build as (moving: CardFace, target: CardFace) => unknown);
  if (typeof problem === 'string') check('build', false, problem);
}

function checkStock(stock: unknown, check: Check): void {
  check('stock', isRecord(stock), 'must be an object { dealCount, redeals }');
  if (!isRecord(stock)) return;
  check('stock.dealCount', isInt(stock.dealCount, 1, TOTAL_CARDS), 'must be a whole number of cards per draw, at least 1 (usually 1 or 3)');
  check('stock.redeals', isInt(stock.redeals, 0, 1000), 'must be a whole number of redeals, 0 for none');
}

function checkOptionalStrings(plugin: Record<string, unknown>, check: Check): void {
  const { aliases, summary, rulesVersion } = plugin;
  if (aliases !== undefined) {
    check('aliases', Array.isArray(aliases) && aliases.every((a) => typeof a === 'string' && a.trim() !== ''), 'must be an array of non-empty strings');
  }
  check('rulesVersion', rulesVersion === undefined || isInt(rulesVersion, 1), 'must be a whole number from 1, or left out');
  if (summary !== undefined) {
    check('summary', typeof summary === 'string' && summary.trim() !== '', 'must be a non-empty string (one line for pickers)');
  }
}

function checkTranslations(translations: unknown, check: Check): void {
  check('translations', isRecord(translations), "must be an object by language tag, e.g. { sv: { name: '…', rules: '…' } }, or left out");
  if (!isRecord(translations)) return;
  for (const [lang, words] of Object.entries(translations)) {
    const field = `translations.${lang}`;
    check(field, LANGUAGE_TAG.test(lang), `"${lang}" is not a language tag; use one such as "sv", "nb", "is", "lb" or "de-CH"`);
    check(field, isRecord(words), 'must be an object { name?, summary?, rules? } of strings in that language');
    if (!isRecord(words)) continue;
    for (const [key, text] of Object.entries(words)) {
      check(`${field}.${key}`, TRANSLATED_FIELDS.has(key), 'is not translatable; a translation has only name, summary and rules');
      check(`${field}.${key}`, typeof text === 'string' && text.trim() !== '', 'must be a non-empty string, or left out to show the English text');
    }
  }
}

/**
 * Plugins defineVariant has checked and frozen all the way down: nothing in them can change, so
 * registering one (a page registers the plugins it imports, each already checked when its module
 * ran) need not check it again.
 */
const defined = new WeakSet<object>();

/**
 * Checks a variant plugin and returns it frozen. A malformed plugin throws a
 * {@link VariantDefinitionError} naming the field and the fix, so a mistake shows up when the
 * plugin is defined or registered, never in the middle of a game.
 *
 * @example
 * export default defineVariant({
 *   apiVersion: 1, id: 'maria', name: 'Maria',
 *   layout: { columns: 9, cardsPerColumn: 4, faceDown: 0, acesToFoundations: false },
 *   build: alternateColour, sequenceMove: 'single', stock: { dealCount: 1, redeals: 0 },
 *   rules: 'Build down by alternate colour…',
 * });
 */
export function defineVariant<const T extends VariantPlugin>(plugin: T): T {
  validateVariant(plugin);
  // Frozen all the way down: the engine tabulates a plugin once, so later edits must be impossible.
  Object.freeze(plugin.layout);
  Object.freeze(plugin.stock);
  if (plugin.aliases) Object.freeze(plugin.aliases);
  if (plugin.translations) {
    for (const words of Object.values(plugin.translations)) Object.freeze(words);
    Object.freeze(plugin.translations);
  }
  defined.add(Object.freeze(plugin));
  return plugin;
}

/** Throws a {@link VariantDefinitionError} unless `plugin` is a well-formed {@link VariantPlugin}. */
export function validateVariant(plugin: unknown): asserts plugin is VariantPlugin {
  // A WeakSet answers false for what is no object.
  if (defined.has(plugin as object)) return;
  if (!isRecord(plugin)) {
    throw new VariantDefinitionError('plugin', `must be an object made with defineVariant({...}), got ${plugin === null ? 'null' : typeof plugin}`);
  }
  const id = typeof plugin.id === 'string' ? plugin.id : undefined;
  const check: Check = (field, ok, fix) => {
    if (!ok) throw new VariantDefinitionError(field, fix, id);
  };
  check(
    'apiVersion',
    plugin.apiVersion === PLUGIN_API_VERSION,
    `must be ${PLUGIN_API_VERSION} (this core implements plugin API version ${PLUGIN_API_VERSION}), got ${show(plugin.apiVersion)}`,
  );
  check('id', typeof plugin.id === 'string' && KEBAB_CASE.test(plugin.id), `must be a kebab-case string such as "my-variant", got ${show(plugin.id)}`);
  check('name', typeof plugin.name === 'string' && plugin.name.trim() !== '', 'must be a non-empty string, the name players see');
  checkLayout(plugin.layout, check);
  checkBuild(plugin.build, check);
  check(
    'sequenceMove',
    plugin.sequenceMove === 'single' || plugin.sequenceMove === 'sequence',
    `must be 'single' (one card per move) or 'sequence' (movable sequences in part or whole), got ${show(plugin.sequenceMove)}`,
  );
  checkStock(plugin.stock, check);
  if (plugin.emptyColumn !== undefined) {
    check(
      'emptyColumn',
      EMPTY_COLUMN_POLICIES.includes(plugin.emptyColumn as EmptyColumnPolicy),
      `must be 'any' (any card or sequence), 'kings-only' (a King or a sequence headed by one) or 'waste-only' (only the waste's top card), or left out for 'any'; got ${show(plugin.emptyColumn)}`,
    );
  }
  check('rules', typeof plugin.rules === 'string' && plugin.rules.trim() !== '', 'must be a non-empty string: the rules text shown to players');
  checkOptionalStrings(plugin, check);
  if (plugin.translations !== undefined) checkTranslations(plugin.translations, check);
  for (const key of Object.keys(plugin)) {
    check(key, KNOWN_FIELDS.has(key), `is not a field of plugin API version ${PLUGIN_API_VERSION}; known fields are ${[...KNOWN_FIELDS].join(', ')}`);
  }
}
