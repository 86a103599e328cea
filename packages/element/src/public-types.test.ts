import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The published types (dist/*.d.ts, built by `pnpm build`) hold the element's public surface only
 * (docs/element.md): its class, its events and their details, and the types of its properties.
 * The controllers behind it are `@internal`, which tsup.config.ts strips from the declarations.
 */
const DIST = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { exports: Record<string, { types?: string } | string> };

/** Every declaration file the package's type entries reach, by their relative imports. */
function declarationFiles(): Map<string, string> {
  const files = new Map<string, string>();
  // The element's two entries; `./l10n` is the languages' API, with types of its own.
  const entries = ['.', './define']
    .map((key) => manifest.exports[key])
    .flatMap((target) => (typeof target === 'object' && target.types ? [join(DIST, '..', target.types)] : []));
  const visit = (file: string) => {
    if (files.has(file)) return;
    if (!existsSync(file)) throw new Error(`${file} is missing: run pnpm build first`);
    const text = readFileSync(file, 'utf8');
    files.set(file, text);
    for (const [, path] of text.matchAll(/from '(\.[^']+)\.js'/g)) visit(join(dirname(file), `${path ?? ''}.d.ts`));
  };
  entries.forEach(visit);
  return files;
}

/** Lit's lifecycle that the element overrides: public in the class's type, but no API of its own. */
const LIT = ['styles', 'properties', 'observedAttributes', 'attributeChangedCallback', 'connectedCallback'];

describe("the element's published types", () => {
  const files = declarationFiles();
  const all = [...files.values()].join('\n');

  it('declare only the element, its events and their details, and the stats type', () => {
    const declared = [...all.matchAll(/^(?:declare )?(?:class|interface|type) (\w+)/gm)].map((found) => found[1] ?? '');
    const allowed = (name: string) =>
      name === 'FortyThieves' || name === 'VariantStats' || /^Ft\w+(Event|Detail)$/.test(name) || name === 'HTMLElementTagNameMap';
    expect(declared.length).toBeGreaterThan(10);
    expect(declared.filter((name) => !allowed(name))).toEqual([]);
    expect(all).not.toMatch(/GameController|GameLoader|StorageSlot|SolverController|LaterParts|KeyboardController/);
  });

  it('give the element no public member beyond those custom-elements.json documents', () => {
    const body = /declare class FortyThieves extends LitElement \{\n([\s\S]*?)\n\}/.exec(all)?.[1];
    if (body === undefined) throw new Error('no declaration of FortyThieves in the published types');
    // Members start at four spaces; private and protected ones are not the page's to use.
    const members = [...body.matchAll(/^ {4}(?!private |protected )(?:static |readonly |get |set |async )*(\w+)/gm)].map((found) => found[1] ?? '');
    const documented = JSON.parse(readFileSync(join(DIST, 'custom-elements.json'), 'utf8')) as {
      modules: { declarations?: { tagName?: string; members?: { name: string; privacy?: string }[] }[] }[];
    };
    const element = documented.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === 'forty-thieves');
    const listed = (element?.members ?? []).filter((member) => member.privacy !== 'private' && member.privacy !== 'protected').map((member) => member.name);
    expect(members).toEqual(expect.arrayContaining(['play', 'undo', 'position', 'newGame']));
    expect(members.filter((name) => !listed.includes(name) && !LIT.includes(name))).toEqual([]);
    expect(members).not.toContain('game');
  });
});
