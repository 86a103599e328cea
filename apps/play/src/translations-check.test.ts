import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without type declarations
import * as translationCheck from '../../../scripts/check-translations.mjs';

/**
 * The one check of every catalogue (scripts/check-translations.mjs; the element's and the app's
 * builds run it first): on the repository itself, then on small made-up catalogues with one
 * fault each, where it must name the fault (docs/localization.md, "Adding a language").
 */
const CHECK = fileURLToPath(new URL('../../../scripts/check-translations.mjs', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'ft-l10n-check-'));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

interface Checked {
  problems: string[];
  notices: string[];
}
type Config = Record<string, unknown>;
const { checkTranslations, variantCatalogue, repositoryCatalogues } = translationCheck as {
  checkTranslations: (config: Config) => Checked;
  variantCatalogue: (id: string, dir: string) => unknown;
  repositoryCatalogues: (root?: string) => Config & { variants: { name: string; dir: string }[] };
};
const check = (config: Config) => checkTranslations(config).problems;

const write = (path: string, value: unknown) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), typeof value === 'string' ? value : JSON.stringify(value));
};

/**
 * A repository of two languages, English and Swedish, whose catalogues are all complete: each
 * language's folder (l10n/<tag>/) and one built-in, maria, with its own words.
 */
function fixture(name: string, languages: Record<string, string> = { en: 'English', sv: 'Svenska' }) {
  const dir = (path: string) => join(root, name, path);
  write(`${name}/languages.json`, languages);
  write(`${name}/element/src/view.ts`, "msg(str`deal ${n}`, { id: 'deal' }); msg('Undo', { id: 'undo' }); msg('spades,hearts', { id: 'suits' });");
  write(`${name}/l10n/en/element.source.json`, { deal: 'deal {0}', suits: 'spades,hearts', undo: 'Undo' });
  write(`${name}/l10n/sv/element.json`, { deal: 'giv {0}', suits: 'spader,hjärter', undo: 'Ångra' });
  write(`${name}/l10n/en/app.json`, { stats: 'Played {played}' });
  write(`${name}/l10n/sv/app.json`, { stats: 'Spelade {played}' });
  write(`${name}/l10n/sv/glossary.json`, { words: { stock: 'talong' }, wrong: [{ word: 'bestånd', why: 'the stock is "talong"' }] });
  write(`${name}/maria/src/listing.json`, { id: 'maria', name: 'Maria', summary: 'Nine columns' });
  write(`${name}/maria/src/english.json`, { aliases: ['Maria Luisa'], rules: 'The stock…' });
  write(`${name}/maria/src/words/sv.json`, { summary: 'Nio kolumner', rules: 'Talongen…' });
  write(`${name}/index.html`, '<p data-l10n="stats">Played</p>');
  return {
    languagesFile: dir('languages.json'),
    languagesDir: dir('l10n'),
    elementSource: dir('element/src'),
    appPage: dir('index.html'),
    variants: [variantCatalogue('maria', dir('maria'))],
  };
}

describe('the translation check', () => {
  it('passes on the repository: every catalogue in every language of the list', () => {
    expect(execFileSync(process.execPath, [CHECK], { encoding: 'utf8' })).toMatch(/every catalogue is translated into every language/);
  });

  it('passes on a complete made-up repository, a variant keeping its English name', () => {
    expect(check(fixture('complete'))).toEqual([]);
  });

  it('takes a new language as one line and one folder: a copy of the repository’s with a made-up one passes, each built-in without it a notice', () => {
    const repo = repositoryCatalogues();
    // The list, one line longer, written as languages.ts writes its lines.
    const list = readFileSync(repo.languagesFile as string, 'utf8').replace(/^(\s+)lb: 'Lëtzebuergesch',$/m, "$&\n$1da: 'Dansk',");
    expect(list).toMatch(/^\s+da: 'Dansk',$/m);
    write('copy/languages.ts', list);
    // Every language's folder, and one more: an existing language's files stand in for its translation.
    cpSync(repo.languagesDir as string, join(root, 'copy/l10n'), { recursive: true, filter: (from) => statSync(from).isDirectory() || from.endsWith('.json') });
    cpSync(join(root, 'copy/l10n/sv'), join(root, 'copy/l10n/da'), { recursive: true });
    const { problems, notices } = checkTranslations({ ...repo, languagesFile: join(root, 'copy/languages.ts'), languagesDir: join(root, 'copy/l10n') });
    expect(problems).toEqual([]);
    expect(notices).toHaveLength(repo.variants.length);
    for (const variant of repo.variants)
      expect(notices).toContain(`${variant.name} speaks no da yet (${relative(ROOT, join(variant.dir, 'da.json'))}): its players read its English`);
    // Without its folder the same line fails, naming each file.
    rmSync(join(root, 'copy/l10n/da'), { recursive: true });
    expect(checkTranslations({ ...repo, languagesFile: join(root, 'copy/languages.ts'), languagesDir: join(root, 'copy/l10n') }).problems).toHaveLength(3);
  });

  it('names each file a new language’s folder lacks, and takes a built-in without it as a notice', () => {
    const config = fixture('new-language', { en: 'English', sv: 'Svenska', da: 'Dansk' });
    const { problems, notices } = checkTranslations(config);
    expect(problems).toContainEqual(
      expect.stringMatching(/^element: .*new-language\/l10n\/da\/element\.json is missing; copy .*l10n\/en\/element\.source\.json and translate it$/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^play app: .*new-language\/l10n\/da\/app\.json is missing/));
    expect(problems).toContainEqual(expect.stringMatching(/^glossary: .*new-language\/l10n\/da\/glossary\.json is missing/));
    expect(problems).toHaveLength(3);
    expect(notices).toEqual([
      expect.stringMatching(/^variant maria speaks no da yet \(.*new-language\/maria\/src\/words\/da\.json\): its players read its English$/),
    ]);
  });

  it('names a language folder or a built-in’s file that the list lacks, a stray file in a language’s folder, and an English element.json', () => {
    const config = fixture('unlisted');
    write('unlisted/l10n/de/app.json', { stats: 'Gespielt {played}' });
    write('unlisted/maria/src/words/de.json', { summary: 'Neun Spalten', rules: 'Der Talon…' });
    write('unlisted/l10n/sv/notes.json', {});
    // English's element words by the translations' name would be built into a chunk no page fetches.
    write('unlisted/l10n/en/element.json', { deal: 'deal {0}', suits: 'spades,hearts', undo: 'Undo' });
    const problems = check(config).join('\n');
    expect(problems).toMatch(/unlisted\/l10n\/de is the folder of "de", which is not in .*languages\.json/);
    expect(problems).toMatch(/variant maria: .*unlisted\/maria\/src\/words\/de\.json is for "de", which is not a translated language/);
    expect(problems).toMatch(/unlisted\/l10n\/sv\/notes\.json is no catalogue/);
    expect(problems).toMatch(
      /unlisted\/l10n\/en\/element\.json would be built into a chunk nothing fetches: English's element words are element\.source\.json/,
    );
  });

  it('names a missing, empty, extra or re-placeheld string, an English catalogue behind the code, and a page key no catalogue has', () => {
    const config = fixture('faults');
    write('faults/l10n/sv/element.json', { deal: 'giv', suits: 'spader', undo: 'Ångra', stale: 'gammal' });
    write('faults/l10n/sv/app.json', { stats: ' ' });
    write('faults/maria/src/words/sv.json', { name: 'Maria', rules: 'Talongen…' });
    write('faults/element/src/more.ts', "msg('Redo', { id: 'redo' });");
    write('faults/index.html', '<p data-l10n="stats">Played</p><button data-l10n="reload">Reload</button>');
    const problems = check(config);
    expect(problems).toContainEqual(expect.stringMatching(/element: "deal" in .*sv\/element\.json must use the placeholders of the English text: deal \{0\}/));
    expect(problems).toContainEqual(expect.stringMatching(/element: "stale" in .*sv\/element\.json is not an English key/));
    expect(problems).toContainEqual(expect.stringMatching(/element: "suits" in .*sv\/element\.json must list 2 words separated by commas/));
    expect(problems).toContainEqual(expect.stringMatching(/play app: "stats" has no sv translation/));
    expect(problems).toContainEqual(expect.stringMatching(/variant maria: "summary" has no sv translation/));
    expect(problems).toContainEqual(expect.stringMatching(/element: .*en\/element\.source\.json is not the text of the element's msg\(\) calls/));
    expect(problems).toContainEqual(expect.stringMatching(/play app: .*index\.html shows data-l10n="reload", which .*en\/app\.json lacks/));
  });

  it('names a glossary’s wrong word where it is used, and a game word used nowhere', () => {
    const config = fixture('glossary');
    write('glossary/maria/src/words/sv.json', { summary: 'Nio kolumner', rules: 'Beståndet…' });
    const problems = check(config);
    expect(problems).toContainEqual('sv: variant maria rules: "bestånd": the stock is "talong"');
    expect(problems).toContainEqual('sv: the glossary\'s word for stock, "talong", is used nowhere');
  });
});
