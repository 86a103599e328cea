import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without type declarations
import { translationProblems } from '../../../scripts/check-translations.mjs';

/**
 * The one check of every catalogue (scripts/check-translations.mjs; the element's and the app's
 * builds run it first): on the repository itself, then on small made-up catalogues with one
 * fault each, where it must name the fault (docs/localization.md, "Adding a language").
 */
const CHECK = fileURLToPath(new URL('../../../scripts/check-translations.mjs', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'ft-l10n-check-'));

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

type Problems = (config: unknown) => string[];
const check = translationProblems as Problems;

const write = (path: string, value: unknown) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), typeof value === 'string' ? value : JSON.stringify(value));
};

/** A repository of two languages, English and Swedish, whose catalogues are all complete. */
function fixture(name: string, languages: Record<string, string> = { en: 'English', sv: 'Svenska' }) {
  const dir = (path: string) => join(root, name, path);
  write(`${name}/languages.json`, languages);
  write(`${name}/element/src/view.ts`, "msg(str`deal ${n}`, { id: 'deal' }); msg('Undo', { id: 'undo' }); msg('spades,hearts', { id: 'suits' });");
  write(`${name}/element/words/en.json`, { deal: 'deal {0}', suits: 'spades,hearts', undo: 'Undo' });
  write(`${name}/element/words/sv.json`, { deal: 'giv {0}', suits: 'spader,hjärter', undo: 'Ångra' });
  write(`${name}/app/en.json`, { stats: 'Played {played}' });
  write(`${name}/app/sv.json`, { stats: 'Spelade {played}' });
  write(`${name}/maria-listing.json`, { id: 'maria', name: 'Maria', summary: 'Nine columns' });
  write(`${name}/maria/en.json`, { aliases: ['Maria Luisa'], rules: 'The stock…' });
  write(`${name}/maria/sv.json`, { summary: 'Nio kolumner', rules: 'Talongen…' });
  write(`${name}/glossary/sv.json`, { words: { stock: 'talong' }, wrong: [{ word: 'bestånd', why: 'the stock is "talong"' }] });
  write(`${name}/index.html`, '<p data-l10n="stats">Played</p>');
  return {
    languagesFile: dir('languages.json'),
    elementSource: dir('element/src'),
    glossaryDir: dir('glossary'),
    appPage: dir('index.html'),
    catalogues: [
      { name: 'element', dir: dir('element/words'), placeholder: /\{(\d+)\}/g },
      { name: 'play app', dir: dir('app'), placeholder: /\{(\w+)\}/g },
      { name: 'variant maria', dir: dir('maria'), listing: dir('maria-listing.json'), placeholder: /\{(\w+)\}/g, variant: true },
    ],
  };
}

describe('the translation check', () => {
  it('passes on the repository: every catalogue in every language of the list', () => {
    expect(execFileSync(process.execPath, [CHECK], { encoding: 'utf8' })).toMatch(/every catalogue is translated into every language/);
  });

  it('passes on a complete made-up repository, a variant keeping its English name', () => {
    expect(check(fixture('complete'))).toEqual([]);
  });

  it('names the file a new language lacks in each catalogue folder, and its missing glossary', () => {
    const config = fixture('new-language', { en: 'English', sv: 'Svenska', da: 'Dansk' });
    const problems = check(config).join('\n');
    for (const folder of ['element/words', 'app', 'maria']) expect(problems).toContain(`new-language/${folder}/da.json is missing`);
    expect(problems).toContain('new-language/glossary/da.json is missing');
  });

  it('names a language file that the list lacks', () => {
    const config = fixture('unlisted');
    write('unlisted/app/de.json', { stats: 'Gespielt {played}' });
    write('unlisted/glossary/de.json', { words: {}, wrong: [] });
    const problems = check(config);
    expect(problems.join('\n')).toMatch(/play app: .*unlisted\/app\/de\.json is for "de", which is not in/);
    expect(problems.join('\n')).toMatch(/glossary: .*unlisted\/glossary\/de\.json is for "de"/);
  });

  it('names a missing, empty, extra or re-placeheld string, an English catalogue behind the code, and a page key no catalogue has', () => {
    const config = fixture('faults');
    write('faults/element/words/sv.json', { deal: 'giv', suits: 'spader', undo: 'Ångra', stale: 'gammal' });
    write('faults/app/sv.json', { stats: ' ' });
    write('faults/maria/sv.json', { name: 'Maria', rules: 'Talongen…' });
    write('faults/element/src/more.ts', "msg('Redo', { id: 'redo' });");
    write('faults/index.html', '<p data-l10n="stats">Played</p><button data-l10n="reload">Reload</button>');
    const problems = check(config);
    expect(problems).toContainEqual(expect.stringMatching(/element: "deal" in .*sv\.json must use the placeholders of the English text: deal \{0\}/));
    expect(problems).toContainEqual(expect.stringMatching(/element: "stale" in .*sv\.json is not an English key/));
    expect(problems).toContainEqual(expect.stringMatching(/element: "suits" in .*sv\.json must list 2 words separated by commas/));
    expect(problems).toContainEqual(expect.stringMatching(/play app: "stats" has no sv translation/));
    expect(problems).toContainEqual(expect.stringMatching(/variant maria: "summary" has no sv translation/));
    expect(problems).toContainEqual(expect.stringMatching(/element: .*en\.json is not the text of the element's msg\(\) calls/));
    expect(problems).toContainEqual(expect.stringMatching(/play app: .*index\.html shows data-l10n="reload", which .*en\.json lacks/));
  });

  it('names a glossary’s wrong word where it is used, and a game word used nowhere', () => {
    const config = fixture('glossary');
    write('glossary/maria/sv.json', { summary: 'Nio kolumner', rules: 'Beståndet…' });
    const problems = check(config);
    expect(problems).toContainEqual('sv: variant maria rules: "bestånd": the stock is "talong"');
    expect(problems).toContainEqual('sv: the glossary\'s word for stock, "talong", is used nowhere');
  });
});
