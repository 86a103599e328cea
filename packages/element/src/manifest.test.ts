import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * custom-elements.json is generated from the element's JSDoc (the API contract), so the JSDoc
 * must name everything the element offers: this builds the manifest and compares.
 */
const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const CEM = join(PACKAGE, '..', '..', 'node_modules', '.bin', 'cem');

interface Named {
  name: string;
  kind?: string;
  privacy?: string;
  static?: boolean;
}

describe('custom-elements.json', () => {
  it('documents the tag, its attributes, events, methods, parts and custom properties', () => {
    const out = mkdtempSync(join(tmpdir(), 'ft-cem-'));
    // The analyzer rewrites package.json's "customElements" to the manifest it wrote (here in /tmp):
    // the file is put back as it was, so a test run leaves the package unchanged.
    const packageJson = join(PACKAGE, 'package.json');
    const packageText = readFileSync(packageJson, 'utf8');
    try {
      // The analyzer takes --outdir relative to the folder it runs in, even when it is absolute.
      execFileSync(CEM, ['analyze', '--litelement', '--globs', 'src/forty-thieves.ts', '--outdir', relative(PACKAGE, out)], { cwd: PACKAGE, stdio: 'pipe' });
      const manifest = JSON.parse(readFileSync(join(out, 'custom-elements.json'), 'utf8')) as {
        modules: { declarations: { tagName?: string; attributes?: Named[]; events?: Named[]; members: Named[]; cssParts?: Named[]; cssProperties?: Named[] }[] }[];
      };
      const element = manifest.modules.flatMap((module) => module.declarations).find((declaration) => declaration.tagName === 'forty-thieves');
      expect(element).toBeDefined();
      const names = (list: Named[] | undefined) => (list ?? []).map((item) => item.name).sort();
      expect(names(element?.attributes)).toEqual(['autoplay', 'deal', 'four-colour', 'lang', 'solver-status', 'storage-key', 'supermove', 'variant', 'winnable-only']);
      expect(names(element?.events)).toEqual(['ft-game-new', 'ft-game-stuck', 'ft-game-win', 'ft-move', 'ft-move-reject', 'ft-plugin-error']);
      const methods = (element?.members ?? []).filter((member) => member.kind === 'method' && member.privacy === undefined && member.static !== true);
      expect(names(methods)).toEqual(expect.arrayContaining(['hint', 'loadPosition', 'newGame', 'play', 'redo', 'restart', 'showSolution', 'undo']));
      expect(names(element?.cssParts)).toEqual(expect.arrayContaining(['board', 'card', 'card-back', 'column', 'foundation', 'placeholder', 'solution-bar', 'solver-status', 'stock', 'waste']));
      expect(names(element?.cssProperties)).toEqual(expect.arrayContaining(['--ft-table', '--ft-height', '--ft-card-max-width', '--ft-red']));
    } finally {
      writeFileSync(packageJson, packageText);
      rmSync(out, { recursive: true, force: true });
    }
  });
});
