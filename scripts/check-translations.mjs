#!/usr/bin/env node
// One check for every catalogue of the game's words (docs/localization.md): the element's
// (packages/element/src/l10n/words), the play app's (apps/play/src/l10n/words), each variant
// built-in variant's (packages/variants/<id>/src/listing.json and src/words) and each language's glossary
// (apps/play/src/l10n/glossary). For every language of packages/element/src/l10n/languages.ts:
//   - each catalogue folder has the language's file, and no file for a language not in the list;
//   - the same keys as English, none missing, empty or extra, with the English text's placeholders,
//     and a list of words ("ace,2,…,king") as many words long;
//   - the element's English catalogue is the text of its msg() calls (run with --write-english to
//     write it after changing a message), and every data-l10n key of the play app's page is a key
//     of the app's catalogue;
//   - none of the glossary's wrong words anywhere in the language, and each of its game words somewhere.
// Exits 1 with one line per problem.   node scripts/check-translations.mjs [--write-english]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractMessages } from '../packages/element/scripts/messages.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The catalogues of the repository at `root`: where they are and how their placeholders look. */
export function repositoryCatalogues(root = ROOT) {
  // The built-ins: the variant packages builtin-variants lists (a package made with new-variant
  // joins them, and this check, with its line there).
  const builtin = join(root, 'packages/builtin-variants/package.json');
  const listed = existsSync(builtin) ? Object.keys(readJson(builtin).dependencies ?? {}).filter((name) => name.startsWith('@forty-thieves/variant-')) : [];
  const variants = join(root, 'packages', 'variants');
  return {
    languagesFile: join(root, 'packages/element/src/l10n/languages.ts'),
    elementSource: join(root, 'packages/element/src'),
    glossaryDir: join(root, 'apps/play/src/l10n/glossary'),
    // The play app's page names each string it shows by its key (data-l10n="…").
    appPage: join(root, 'apps/play/index.html'),
    catalogues: [
      { name: 'element', dir: join(root, 'packages/element/src/l10n/words'), placeholder: /\{(\d+)\}/g },
      { name: 'play app', dir: join(root, 'apps/play/src/l10n/words'), placeholder: /\{(\w+)\}/g },
      ...listed
        .map((name) => name.slice('@forty-thieves/variant-'.length))
        .sort()
        .map((id) => ({
          name: `variant ${id}`,
          dir: join(variants, id, 'src', 'words'),
          // Its English name and summary are in listing.json (what a picker shows), the rest in words/en.json.
          listing: join(variants, id, 'src', 'listing.json'),
          placeholder: /\{(\w+)\}/g,
          variant: true,
        })),
    ],
  };
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** A listing's words: all but its id. */
const words = ({ id: _id, ...rest }) => rest;

/** The language tags of the list: a JSON object's keys, or the `tag: ['Name', …],` lines of languages.ts. */
export function listedLanguages(file) {
  if (file.endsWith('.json')) return Object.keys(readJson(file));
  return [...readFileSync(file, 'utf8').matchAll(/^\s+'?([a-z]{2,3}(?:-[A-Za-z0-9]+)*)'?: \['/gm)].map((m) => m[1]);
}
const placeholders = (text, pattern) => [...text.matchAll(pattern)].map((m) => m[1]).sort().join(',');
/** A message that is a list of words ("ace,2,…,king"): commas, no spaces. */
const isList = (text) => typeof text === 'string' && /^[^\s,]+(?:,[^\s,]+)+$/.test(text);
const isEmpty = (value) => (Array.isArray(value) ? value.length === 0 || value.some((v) => typeof v !== 'string' || v.trim() === '') : typeof value !== 'string' || value.trim() === '');
/** Every string of a catalogue, by key (a variant's other names joined). */
const strings = (words) => Object.entries(words).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : String(value)]);

/**
 * A wrong word at the start of a word ("aksje" also catches "aksjen"): in any case when the glossary
 * writes it in lower case, as written when it has a capital.
 */
export function wrongWordsIn(text, glossary) {
  return glossary.wrong
    .filter(({ word }) => new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, word === word.toLowerCase() ? 'iu' : 'u').test(text))
    .map(({ word, why }) => `"${word}": ${why}`);
}

/** The problems of every catalogue in `config` (see repositoryCatalogues), one sentence each. */
export function translationProblems(config = repositoryCatalogues(), { writeEnglish = false } = {}) {
  const problems = [];
  const languages = listedLanguages(config.languagesFile);
  if (languages.length === 0) return [`${config.languagesFile} lists no language`];
  const [source = 'en', ...targets] = languages;
  const listed = relative(ROOT, config.languagesFile);
  const byLanguage = new Map(targets.map((language) => [language, []]));

  for (const catalogue of config.catalogues) {
    const file = (language) => join(catalogue.dir, `${language}.json`);
    const where = (language) => relative(ROOT, file(language));
    if (!existsSync(catalogue.dir)) {
      problems.push(`${catalogue.name}: the folder ${relative(ROOT, catalogue.dir)} is missing`);
      continue;
    }
    for (const name of readdirSync(catalogue.dir).filter((f) => f.endsWith('.json'))) {
      const language = name.slice(0, -'.json'.length);
      if (!languages.includes(language)) problems.push(`${catalogue.name}: ${relative(ROOT, join(catalogue.dir, name))} is for "${language}", which is not in ${listed}; add the language there or remove the file`);
    }
    if (catalogue.name === 'element' && config.elementSource) {
      const fromCode = extractMessages(config.elementSource);
      if (writeEnglish) writeFileSync(file(source), JSON.stringify(fromCode, null, 2) + '\n');
      else if (!existsSync(file(source)) || JSON.stringify(readJson(file(source))) !== JSON.stringify(fromCode))
        problems.push(`element: ${where(source)} is not the text of the element's msg() calls; run node scripts/check-translations.mjs --write-english`);
    }
    if (!existsSync(file(source))) {
      problems.push(`${catalogue.name}: ${where(source)} is missing (the English words)`);
      continue;
    }
    const english = { ...(catalogue.listing && existsSync(catalogue.listing) ? words(readJson(catalogue.listing)) : {}), ...readJson(file(source)) };
    for (const language of targets) {
      if (!existsSync(file(language))) {
        problems.push(`${catalogue.name}: ${where(language)} is missing; copy ${where(source)} and translate it`);
        continue;
      }
      const translated = readJson(file(language));
      byLanguage.get(language).push(...strings(translated).map(([key, text]) => [`${catalogue.name} ${key}`, text]));
      for (const [key, source] of Object.entries(english)) {
        const target = translated[key];
        // A variant may keep its English name and other names in a language (its players use them).
        if (target === undefined && catalogue.variant && (key === 'name' || key === 'aliases')) continue;
        if (isEmpty(target)) problems.push(`${catalogue.name}: "${key}" has no ${language} translation in ${where(language)}`);
        else if (typeof source === 'string' && placeholders(target, catalogue.placeholder) !== placeholders(source, catalogue.placeholder))
          problems.push(`${catalogue.name}: "${key}" in ${where(language)} must use the placeholders of the English text: ${source}`);
        else if (isList(source) && (!isList(target) || target.split(',').length !== source.split(',').length))
          problems.push(`${catalogue.name}: "${key}" in ${where(language)} must list ${source.split(',').length} words separated by commas, as the English: ${source}`);
      }
      for (const key of Object.keys(translated)) if (!Object.hasOwn(english, key)) problems.push(`${catalogue.name}: "${key}" in ${where(language)} is not an English key`);
    }
  }

  const app = config.catalogues.find((catalogue) => catalogue.name === 'play app');
  if (config.appPage && app && existsSync(config.appPage) && existsSync(join(app.dir, `${source}.json`))) {
    const english = readJson(join(app.dir, `${source}.json`));
    for (const [, key] of readFileSync(config.appPage, 'utf8').matchAll(/data-l10n="([^"]*)"/g))
      if (!Object.hasOwn(english, key)) problems.push(`play app: ${relative(ROOT, config.appPage)} shows data-l10n="${key}", which ${relative(ROOT, join(app.dir, `${source}.json`))} lacks`);
  }

  for (const language of targets) {
    const file = join(config.glossaryDir, `${language}.json`);
    if (!existsSync(file)) {
      problems.push(`glossary: ${relative(ROOT, file)} is missing; every language has one (docs/localization.md)`);
      continue;
    }
    const glossary = readJson(file);
    const all = byLanguage.get(language);
    for (const [key, text] of all) for (const problem of wrongWordsIn(text, glossary)) problems.push(`${language}: ${key}: ${problem}`);
    const joined = all.map(([, text]) => text.toLowerCase()).join('\n');
    for (const [thing, word] of Object.entries(glossary.words)) if (!joined.includes(word.toLowerCase())) problems.push(`${language}: the glossary's word for ${thing}, "${word}", is used nowhere`);
  }
  for (const name of existsSync(config.glossaryDir) ? readdirSync(config.glossaryDir).filter((f) => f.endsWith('.json')) : []) {
    const language = name.slice(0, -'.json'.length);
    if (!targets.includes(language)) problems.push(`glossary: ${relative(ROOT, join(config.glossaryDir, name))} is for "${language}", which is not a translated language of ${listed}`);
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = translationProblems(repositoryCatalogues(), { writeEnglish: process.argv.includes('--write-english') });
  if (problems.length > 0) {
    console.error(`✗ ${problems.length} translation problem${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('✓ every catalogue is translated into every language');
}
