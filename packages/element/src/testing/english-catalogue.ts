import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import english from '../l10n/en/element.source.json';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The JavaScript files under `dir` (a build's output) that carry English's element catalogue,
 * found by its first message as a JSON module's key and value: Rolldown writes `"key":"text"`
 * (or the text in backquotes), esbuild one variable a key, `key_name = "text"`; the code's msg()
 * calls give the text first. English is in the code and never fetched, so a build must have none
 * (docs/localization.md).
 */
export function filesWithEnglishCatalogue(dir: string): string[] {
  const [key = '', text = ''] = Object.entries(english)[0] ?? [];
  const value = `\\s*["'\`]${escaped(text)}["'\`]`;
  const pair = new RegExp(`(?:"${escaped(key)}"\\s*:|\\b${escaped(key.replace(/-/g, '_'))}\\s*=)${value}`);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js') && pair.test(readFileSync(join(dir, name), 'utf8')))
    .sort();
}
