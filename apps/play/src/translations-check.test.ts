import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** A missing string of the app is caught by its build (`pnpm build` runs this check first). */
const CHECK = fileURLToPath(new URL('../scripts/check-translations.mjs', import.meta.url));
const fixture = mkdtempSync(join(tmpdir(), 'ft-play-l10n-'));

afterAll(() => {
  rmSync(fixture, { recursive: true, force: true });
});

const write = (locale: string, words: Record<string, string>) => {
  writeFileSync(join(fixture, `${locale}.json`), JSON.stringify(words));
};

describe('the play app’s translation check', () => {
  it('passes on the app’s own catalogue: every string in all five languages', () => {
    expect(execFileSync(process.execPath, [CHECK], { encoding: 'utf8' })).toMatch(/every app string is translated/);
  });

  it('fails, naming the language and the key, when a string is missing, empty or loses a placeholder', () => {
    write('en', { language: 'Language', bestTime: ', best time {time}', later: 'Later' });
    write('sv', { language: 'Språk', bestTime: ', bästa tid {time}', later: 'Senare' });
    write('lb', { language: 'Sprooch', bestTime: ', bescht Zäit', later: ' ' });
    write('nb', { bestTime: ', beste tid {time}', later: 'Senere' });
    const result = spawnSync(process.execPath, [CHECK, fixture], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/nb: "language" has no translation/);
    expect(result.stderr).toMatch(/lb: "later" has no translation/);
    expect(result.stderr).toMatch(/lb: "bestTime" must use the placeholders/);
    expect(result.stderr).not.toMatch(/sv:/);
  });
});
