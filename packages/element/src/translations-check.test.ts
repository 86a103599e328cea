import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** A missing translation is caught at build time, not discovered by a player. */
const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const CHECK = join(PACKAGE, 'scripts', 'check-translations.mjs');
const fixture = mkdtempSync(join(tmpdir(), 'ft-l10n-'));

afterAll(() => {
  rmSync(fixture, { recursive: true, force: true });
});

function xliff(locale: string, units: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
<file target-language="${locale}" source-language="en" original="lit-localize-inputs" datatype="plaintext"><body>
${units}
</body></file></xliff>`;
}

describe('the translation check in the element build', () => {
  it('passes on the element’s own catalogue: every message has all four languages', () => {
    expect(execFileSync(process.execPath, [CHECK], { encoding: 'utf8' })).toMatch(/every message is translated/);
  });

  it('fails, naming the language and the message, when one string has no translation', () => {
    mkdirSync(join(fixture, 'xliff'));
    writeFileSync(join(fixture, 'lit-localize.json'), JSON.stringify({ sourceLocale: 'en', targetLocales: ['sv', 'lb'], interchange: { format: 'xliff', xliffDir: './xliff/' } }));
    const done = '<trans-unit id="button-new"><source>New</source><target>Nytt</target></trans-unit>';
    writeFileSync(join(fixture, 'xliff', 'sv.xlf'), xliff('sv', done));
    writeFileSync(join(fixture, 'xliff', 'lb.xlf'), xliff('lb', '<trans-unit id="button-new"><source>New</source></trans-unit>'));
    const result = spawnSync(process.execPath, [CHECK, join(fixture, 'lit-localize.json')], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/lb: "button-new" has no translation/);
    expect(result.stderr).not.toMatch(/sv:/);
  });
});
