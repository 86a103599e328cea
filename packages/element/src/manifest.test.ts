import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import tsupConfig from '../tsup.config.js';

/**
 * custom-elements.json is generated from the element's JSDoc (the API contract) by `pnpm run
 * analyze` with custom-elements-manifest.config.mjs, and published in the package, which holds
 * dist/ and not src/. This builds the package's modules and the manifest into a temporary folder
 * laid out like the package, and compares the manifest with the sources and the built files.
 */
const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const CEM = join(PACKAGE, '..', '..', 'node_modules', '.bin', 'cem');

interface Named {
  name: string;
  kind?: string;
  privacy?: string;
  static?: boolean;
}
interface ManifestEvent extends Named {
  type?: { text: string; references?: { name: string; module?: string }[] };
}
interface Declaration {
  name: string;
  tagName?: string;
  attributes?: Named[];
  events?: ManifestEvent[];
  members: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}
interface Manifest {
  modules: { path: string; declarations?: Declaration[]; exports?: { kind: string; name: string; declaration: { name: string; module?: string } }[] }[];
}

const packageJson = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as {
  files: string[];
  customElements: string;
  exports: Record<string, unknown>;
  publishConfig?: { exports?: Record<string, unknown> };
};
let root = '';
let manifest: Manifest = { modules: [] };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ft-cem-'));
  const options = Array.isArray(tsupConfig) || typeof tsupConfig === 'function' ? undefined : tsupConfig;
  if (!options?.entry) throw new Error('tsup.config.ts no longer has one options object with entries; update this test');
  const entry = Array.isArray(options.entry) ? options.entry.map((file) => join(PACKAGE, file)) : undefined;
  if (!entry) throw new Error('tsup.config.ts no longer lists its entries as an array; update this test');
  await build({
    ...options,
    entry,
    tsconfig: join(PACKAGE, 'tsconfig.json'),
    config: false,
    dts: false,
    sourcemap: false,
    silent: true,
    outDir: join(root, 'dist'),
  });
  // The analyzer rewrites package.json's "customElements" to the manifest it wrote (here in /tmp):
  // the file is put back as it was, so a test run leaves the package unchanged. It takes --outdir
  // relative to the folder it runs in, even when it is absolute.
  const packageText = readFileSync(join(PACKAGE, 'package.json'), 'utf8');
  try {
    execFileSync(CEM, ['analyze', '--outdir', relative(PACKAGE, join(root, 'dist'))], { cwd: PACKAGE, stdio: 'pipe' });
  } finally {
    writeFileSync(join(PACKAGE, 'package.json'), packageText);
  }
  manifest = JSON.parse(readFileSync(join(root, packageJson.customElements), 'utf8')) as Manifest;
}, 120_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const names = (list: Named[] | undefined) => (list ?? []).map((item) => item.name).sort();
const element = () => manifest.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === 'forty-thieves');

/** The element's events as its sources define them: name and detail type of each src/events/ class. */
function eventClasses(): Map<string, { name: string; detail: string }> {
  const events = new Map<string, { name: string; detail: string }>();
  for (const file of readdirSync(join(PACKAGE, 'src', 'events'))) {
    const text = readFileSync(join(PACKAGE, 'src', 'events', file), 'utf8');
    const found = /export class (\w+) extends CustomEvent<(\w+)>[\s\S]*?super\('([\w-]+)'/.exec(text);
    if (!found?.[1] || !found[2] || !found[3]) throw new Error(`src/events/${file} declares no CustomEvent subclass this test can read`);
    events.set(found[1], { name: found[3], detail: found[2] });
  }
  return events;
}

/** The name of every event the element's modules dispatch (tests and the event classes aside). */
function dispatchedEvents(): Set<string> {
  const classes = eventClasses();
  const dispatched = new Set<string>();
  const sources = readdirSync(join(PACKAGE, 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.includes('test') && !file.startsWith('events/') && !file.startsWith('generated'),
  );
  for (const file of sources) {
    const text = readFileSync(join(PACKAGE, 'src', file), 'utf8');
    for (const [, name] of text.matchAll(/\bnew (Ft\w+Event)\(/g)) {
      const event = name === undefined ? undefined : classes.get(name);
      if (!event) throw new Error(`src/${file} constructs a ${name ?? '?'}, which is not one of the element's event classes in src/events/`);
      dispatched.add(event.name);
    }
  }
  return dispatched;
}

describe('custom-elements.json', () => {
  it('documents the tag, its attributes, events, methods, parts and custom properties', () => {
    expect(element()).toBeDefined();
    expect(names(element()?.attributes)).toEqual([
      'autoplay',
      'deal',
      'four-colour',
      'lang',
      'solver-status',
      'storage-key',
      'supermove',
      'variant',
      'winnable-only',
    ]);
    const methods = (element()?.members ?? []).filter((member) => member.kind === 'method' && member.privacy === undefined && member.static !== true);
    expect(names(methods)).toEqual(expect.arrayContaining(['hint', 'loadPosition', 'newGame', 'play', 'redo', 'restart', 'showSolution', 'undo']));
    expect(names(element()?.cssParts)).toEqual(
      expect.arrayContaining(['board', 'card', 'card-back', 'column', 'foundation', 'placeholder', 'solution-bar', 'solver-status', 'stock', 'waste']),
    );
    expect(names(element()?.cssProperties)).toEqual(expect.arrayContaining(['--ft-table', '--ft-height', '--ft-card-max-width', '--ft-red']));
  });

  it('lists every event the element dispatches, typed by its detail, the type exported by the package', () => {
    const dispatched = dispatchedEvents();
    const listed = element()?.events ?? [];
    expect(names(listed)).toEqual([...dispatched].sort());
    const index = readFileSync(join(PACKAGE, 'src', 'index.ts'), 'utf8');
    for (const { name, detail } of eventClasses().values()) {
      const event = listed.find((item) => item.name === name);
      expect(event?.type?.text, name).toBe(`CustomEvent<${detail}>`);
      expect(event?.type?.references).toEqual([expect.objectContaining({ name: detail, module: 'dist/index.js' })]);
      expect(index, `src/index.ts exports ${detail}`).toMatch(new RegExp(`\\btype ${detail}\\b`));
    }
  });

  it('names only modules the published package holds, and is itself in the package’s exports', () => {
    const paths = manifest.modules.flatMap((module) => [
      module.path,
      ...(module.exports ?? []).flatMap((exported) => exported.declaration.module ?? []),
      ...(module.declarations ?? []).flatMap((declaration) =>
        (declaration.events ?? []).flatMap((event) => event.type?.references ?? []).flatMap((reference) => reference.module ?? []),
      ),
    ]);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of new Set(paths)) {
      expect(existsSync(join(root, path)), `${path} is built`).toBe(true);
      expect(
        packageJson.files.some((folder) => path.startsWith(`${folder}/`)),
        `${path} is in "files"`,
      ).toBe(true);
    }
    const definition = manifest.modules.flatMap((module) =>
      (module.exports ?? []).filter((exported) => exported.kind === 'custom-element-definition').map(() => module.path),
    );
    expect(definition).toEqual(['dist/define.js']);
    // The exports in the workspace and, when publishing replaces them, the published ones.
    for (const exports of [packageJson.exports, packageJson.publishConfig?.exports ?? packageJson.exports]) {
      expect(exports['./custom-elements.json']).toBe(`./${packageJson.customElements}`);
      expect(exports['./package.json']).toBe('./package.json');
    }
  });
});
