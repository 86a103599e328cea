#!/usr/bin/env node
// Fails the app's build when one of its own strings is missing: every key of the English catalogue
// (src/l10n/words/en.json) must have a non-empty string, with the same {placeholders}, in every
// other language's catalogue, and no language may carry a key English lacks (a stale or misspelt one).
// The element's strings are checked by packages/element/scripts/check-translations.mjs.
//   node scripts/check-translations.mjs [words-dir]   (default: src/l10n/words beside this script)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');

export function missingTranslations(dir) {
  const read = (name) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
  const english = read('en.json');
  const problems = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json') && file !== 'en.json').sort()) {
    const locale = name.replace(/\.json$/, '');
    const words = read(name);
    for (const [key, source] of Object.entries(english)) {
      const target = words[key];
      if (typeof target !== 'string' || target.trim() === '') problems.push(`${locale}: "${key}" has no translation (add it to ${join(dir, name)})`);
      else if (placeholders(target) !== placeholders(source)) problems.push(`${locale}: "${key}" must use the placeholders of the English text: ${source}`);
    }
    for (const key of Object.keys(words)) if (!(key in english)) problems.push(`${locale}: "${key}" is not an English key`);
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'l10n', 'words'));
  const problems = missingTranslations(dir);
  if (problems.length > 0) {
    console.error(`✗ ${problems.length} missing translation${problems.length === 1 ? '' : 's'} in the play app:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('✓ every app string is translated');
}
