#!/usr/bin/env node
// One check for every catalogue of the game's words (docs/localization.md). A language is its line
// in packages/element/src/l10n/languages.ts and its folder beside it, packages/element/src/l10n/<tag>/,
// holding the element's words (element.json), the play app's (app.json) and its glossary
// (glossary.json). Each built-in variant carries its own: English in src/listing.json and
// src/english.json, each other language it speaks in src/words/<tag>.json. For every listed language:
//   - its folder holds all three files (English: element.source.json and app.json), and there is no folder,
//     nor a variant's words file, for a language not in the list;
//   - every catalogue that exists has the same keys as English, none missing, empty or extra, with
//     the English text's placeholders, and a list of words ("ace,2,…,king") as many words long;
//   - the element's English catalogue is the text of its msg() calls (run with --write-english to
//     write it after changing a message), and every data-l10n key of the play app's page is a key
//     of the app's catalogue;
//   - none of the glossary's wrong words anywhere in the language, and each of its game words somewhere.
// A built-in that lacks a listed language is a notice, not a failure: its players read the English
// until someone translates it, as with a third-party plugin.
// Exits 1 with one line per problem.   node scripts/check-translations.mjs [--write-english]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractMessages } from '../packages/element/scripts/messages.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The files of a language's folder, by catalogue. */
export const LANGUAGE_FILES = { element: 'element.json', 'play app': 'app.json', glossary: 'glossary.json' };
/**
 * English's element catalogue, written from the msg() calls: named apart from the translations'
 * element.json, since the element loads `./<language>/element.json` by a template-literal import
 * that the bundlers turn into one chunk per matching file, and English, which is in the code, is
 * never fetched (docs/localization.md).
 */
export const SOURCE_ELEMENT = 'element.source.json';
/** How each catalogue writes a placeholder: the element's `{0}` (a str`` value by place), the others' `{name}`. */
const PLACEHOLDER = { element: /\{(\d+)\}/g, 'play app': /\{(\w+)\}/g };

/** A built-in variant's catalogue in its package folder `dir` (packages/variants/<id>). */
export function variantCatalogue(id, dir) {
  return {
    name: `variant ${id}`,
    dir: join(dir, 'src', 'words'),
    // Its English: the name and summary a picker shows (listing.json), the rest the plugin reads (english.json).
    listing: join(dir, 'src', 'listing.json'),
    english: join(dir, 'src', 'english.json'),
    placeholder: /\{(\w+)\}/g,
  };
}

/** The catalogues of the repository at `root`: where they are and how their placeholders look. */
export function repositoryCatalogues(root = ROOT) {
  // The built-ins: the variant packages builtin-variants depends on (a package made with
  // new-variant joins them, and this check, with its line in builtin-variants).
  const builtin = join(root, 'packages/builtin-variants/package.json');
  const listed = existsSync(builtin) ? Object.keys(readJson(builtin).dependencies ?? {}).filter((name) => name.startsWith('@forty-thieves/variant-')) : [];
  return {
    languagesFile: join(root, 'packages/element/src/l10n/languages.ts'),
    languagesDir: join(root, 'packages/element/src/l10n'),
    elementSource: join(root, 'packages/element/src'),
    // The play app's page names each string it shows by its key (data-l10n="…").
    appPage: join(root, 'apps/play/index.html'),
    variants: listed
      .map((name) => name.slice('@forty-thieves/variant-'.length))
      .sort()
      .map((id) => variantCatalogue(id, join(root, 'packages', 'variants', id))),
  };
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** A listing's words: all but its id. */
const words = ({ id: _id, ...rest }) => rest;

/** The language tags of the list: a JSON object's keys, or the `tag: 'Name',` lines of languages.ts. */
export function listedLanguages(file) {
  if (file.endsWith('.json')) return Object.keys(readJson(file));
  return [...readFileSync(file, 'utf8').matchAll(/^\s+'?([a-z]{2,3}(?:-[A-Za-z0-9]+)*)'?: '[^']+',?$/gm)].map((m) => m[1]);
}
const placeholders = (text, pattern) =>
  [...text.matchAll(pattern)]
    .map((m) => m[1])
    .sort()
    .join(',');
/** A message that is a list of words ("ace,2,…,king"): commas, no spaces. */
const isList = (text) => typeof text === 'string' && /^[^\s,]+(?:,[^\s,]+)+$/.test(text);
const isEmpty = (value) =>
  Array.isArray(value) ? value.length === 0 || value.some((v) => typeof v !== 'string' || v.trim() === '') : typeof value !== 'string' || value.trim() === '';
/** Every string of a catalogue, by key (a variant's other names joined). */
const strings = (words) => Object.entries(words).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : String(value)]);
const jsonFiles = (dir) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []);
const folders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * A wrong word at the start of a word ("aksje" also catches "aksjen"): in any case when the glossary
 * writes it in lower case, as written when it has a capital.
 */
export function wrongWordsIn(text, glossary) {
  return glossary.wrong
    .filter(({ word }) => new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, word === word.toLowerCase() ? 'iu' : 'u').test(text))
    .map(({ word, why }) => `"${word}": ${why}`);
}

/** Checks one translation against its English: the problems, one sentence each. */
function compare(catalogue, english, translated, language, where, { placeholder, variant = false }) {
  const problems = [];
  for (const [key, source] of Object.entries(english)) {
    const target = translated[key];
    // A variant may keep its English name and other names in a language (its players use them).
    if (target === undefined && variant && (key === 'name' || key === 'aliases')) continue;
    if (isEmpty(target)) problems.push(`${catalogue}: "${key}" has no ${language} translation in ${where}`);
    else if (typeof source === 'string' && placeholders(target, placeholder) !== placeholders(source, placeholder))
      problems.push(`${catalogue}: "${key}" in ${where} must use the placeholders of the English text: ${source}`);
    else if (isList(source) && (!isList(target) || target.split(',').length !== source.split(',').length))
      problems.push(`${catalogue}: "${key}" in ${where} must list ${source.split(',').length} words separated by commas, as the English: ${source}`);
  }
  for (const key of Object.keys(translated)) if (!Object.hasOwn(english, key)) problems.push(`${catalogue}: "${key}" in ${where} is not an English key`);
  return problems;
}

/**
 * Every catalogue in `config` (see repositoryCatalogues) checked: `problems`, which fail the check,
 * and `notices` (a built-in that does not speak a listed language yet), one sentence each.
 */
export function checkTranslations(config = repositoryCatalogues(), { writeEnglish = false } = {}) {
  const problems = [];
  const notices = [];
  const languages = listedLanguages(config.languagesFile);
  if (languages.length === 0) return { problems: [`${config.languagesFile} lists no language`], notices };
  const [source = 'en', ...targets] = languages;
  const listed = relative(ROOT, config.languagesFile);
  const at = (...parts) => join(config.languagesDir, ...parts);
  const shown = (path) => relative(ROOT, path);
  const byLanguage = new Map(targets.map((language) => [language, []]));

  // The language folders: one per listed language, none for another, only the files a language has.
  const sourceFiles = [SOURCE_ELEMENT, LANGUAGE_FILES['play app']];
  for (const folder of folders(config.languagesDir)) {
    if (!languages.includes(folder))
      problems.push(`${shown(at(folder))} is the folder of "${folder}", which is not in ${listed}; add the language there or remove the folder`);
    else if (folder === source)
      for (const name of readdirSync(at(folder)).filter((file) => !sourceFiles.includes(file)))
        problems.push(
          name === LANGUAGE_FILES.element
            ? `${shown(at(folder, name))} would be built into a chunk nothing fetches: English's element words are ${SOURCE_ELEMENT} (docs/localization.md)`
            : `${shown(at(folder, name))} is no catalogue; English's folder holds ${sourceFiles.join(', ')} (docs/localization.md)`,
        );
    else
      for (const name of readdirSync(at(folder)).filter((file) => !Object.values(LANGUAGE_FILES).includes(file)))
        problems.push(
          `${shown(at(folder, name))} is no catalogue; a language's folder holds ${Object.values(LANGUAGE_FILES).join(', ')} (docs/localization.md)`,
        );
  }

  // The element's and the play app's catalogues, in each language's folder.
  for (const catalogue of ['element', 'play app']) {
    const file = (language) => at(language, catalogue === 'element' && language === source ? SOURCE_ELEMENT : LANGUAGE_FILES[catalogue]);
    if (catalogue === 'element' && config.elementSource) {
      const fromCode = extractMessages(config.elementSource);
      if (writeEnglish) writeFileSync(file(source), JSON.stringify(fromCode, null, 2) + '\n');
      else if (!existsSync(file(source)) || JSON.stringify(readJson(file(source))) !== JSON.stringify(fromCode))
        problems.push(`element: ${shown(file(source))} is not the text of the element's msg() calls; run node scripts/check-translations.mjs --write-english`);
    }
    if (!existsSync(file(source))) {
      problems.push(`${catalogue}: ${shown(file(source))} is missing (the English words)`);
      continue;
    }
    const english = readJson(file(source));
    for (const language of targets) {
      if (!existsSync(file(language))) {
        problems.push(`${catalogue}: ${shown(file(language))} is missing; copy ${shown(file(source))} and translate it`);
        continue;
      }
      const translated = readJson(file(language));
      byLanguage.get(language).push(...strings(translated).map(([key, text]) => [`${catalogue} ${key}`, text]));
      problems.push(...compare(catalogue, english, translated, language, shown(file(language)), { placeholder: PLACEHOLDER[catalogue] }));
    }
  }

  // Each built-in: the languages it carries files for, each complete; a listed language it lacks is a notice.
  for (const variant of config.variants ?? []) {
    const english = {
      ...(existsSync(variant.listing) ? words(readJson(variant.listing)) : {}),
      ...(existsSync(variant.english) ? readJson(variant.english) : {}),
    };
    if (!existsSync(variant.english)) problems.push(`${variant.name}: ${shown(variant.english)} is missing (its English rules)`);
    const spoken = jsonFiles(variant.dir).map((name) => name.slice(0, -'.json'.length));
    for (const language of spoken)
      if (!targets.includes(language))
        problems.push(
          `${variant.name}: ${shown(join(variant.dir, `${language}.json`))} is for "${language}", which is not a translated language of ${listed}; add the language there or remove the file`,
        );
    for (const language of targets) {
      const file = join(variant.dir, `${language}.json`);
      if (!spoken.includes(language)) {
        notices.push(`${variant.name} speaks no ${language} yet (${shown(file)}): its players read its English`);
        continue;
      }
      const translated = readJson(file);
      byLanguage.get(language).push(...strings(translated).map(([key, text]) => [`${variant.name} ${key}`, text]));
      problems.push(...compare(variant.name, english, translated, language, shown(file), { placeholder: variant.placeholder, variant: true }));
    }
  }

  const appEnglish = at(source, LANGUAGE_FILES['play app']);
  if (config.appPage && existsSync(config.appPage) && existsSync(appEnglish)) {
    const english = readJson(appEnglish);
    for (const [, key] of readFileSync(config.appPage, 'utf8').matchAll(/data-l10n="([^"]*)"/g))
      if (!Object.hasOwn(english, key)) problems.push(`play app: ${shown(config.appPage)} shows data-l10n="${key}", which ${shown(appEnglish)} lacks`);
  }

  for (const language of targets) {
    const file = at(language, LANGUAGE_FILES.glossary);
    if (!existsSync(file)) {
      problems.push(`glossary: ${shown(file)} is missing; every language has one (docs/localization.md)`);
      continue;
    }
    const glossary = readJson(file);
    const all = byLanguage.get(language);
    for (const [key, text] of all) for (const problem of wrongWordsIn(text, glossary)) problems.push(`${language}: ${key}: ${problem}`);
    const joined = all.map(([, text]) => text.toLowerCase()).join('\n');
    for (const [thing, word] of Object.entries(glossary.words))
      if (!joined.includes(word.toLowerCase())) problems.push(`${language}: the glossary's word for ${thing}, "${word}", is used nowhere`);
  }
  return { problems, notices };
}

/** The problems alone (see checkTranslations). */
export function translationProblems(config = repositoryCatalogues(), options = {}) {
  return checkTranslations(config, options).problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { problems, notices } = checkTranslations(repositoryCatalogues(), { writeEnglish: process.argv.includes('--write-english') });
  if (notices.length > 0) console.log(`ℹ ${notices.length} notice${notices.length === 1 ? '' : 's'}:\n  ${notices.join('\n  ')}`);
  if (problems.length > 0) {
    console.error(`✗ ${problems.length} translation problem${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(notices.length === 0 ? '✓ every catalogue is translated into every language' : '✓ every catalogue there is is complete');
}
