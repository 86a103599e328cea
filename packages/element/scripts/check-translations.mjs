#!/usr/bin/env node
// Fails the build when a translation is missing: every message lit-localize extracted into
// xliff/<locale>.xlf must have a non-empty <target> in every target locale of lit-localize.json.
// (lit-localize itself falls back to English without a word, so a player would find the gap.)
//   node scripts/check-translations.mjs [config]   (default: lit-localize.json beside this package)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export function missingTranslations(configPath) {
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  const dir = resolve(dirname(configPath), config.interchange.xliffDir);
  const problems = [];
  for (const locale of config.targetLocales) {
    const file = join(dir, `${locale}.xlf`);
    if (!existsSync(file)) {
      problems.push(`${locale}: ${file} is missing; run lit-localize extract and translate it`);
      continue;
    }
    const xml = readFileSync(file, 'utf8');
    for (const [, id, body] of xml.matchAll(/<trans-unit id="([^"]+)"[^>]*>([\s\S]*?)<\/trans-unit>/g)) {
      const target = /<target>([\s\S]*?)<\/target>/.exec(body);
      if (!target || target[1].trim() === '') problems.push(`${locale}: "${id}" has no translation (add a <target> in ${file})`);
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const configPath = resolve(process.argv[2] ?? join(dirname(new URL(import.meta.url).pathname), '..', 'lit-localize.json'));
  const problems = missingTranslations(configPath);
  if (problems.length > 0) {
    console.error(`✗ ${problems.length} missing translation${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('✓ every message is translated');
}
