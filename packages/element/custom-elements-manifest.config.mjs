// @custom-elements-manifest/analyzer's settings for `pnpm run analyze` (and src/manifest.test.ts).
// The manifest is read by editors and tools from the published package, which holds dist/ and not
// src/, so every module path it names is rewritten to the built file that exports the same thing.
import { readFileSync } from 'node:fs';

/** Each analysed source module, and the built module of the package that exports what it declares. */
export const SHIPPED_MODULES = {
  'src/forty-thieves.ts': 'dist/index.js',
  'src/define.ts': 'dist/define.js',
};

/** The type names the package's main module exports (src/index.ts), for the events' type references. */
function exportedTypeNames() {
  const index = readFileSync(new URL('./src/index.ts', import.meta.url), 'utf8');
  return new Set([...index.matchAll(/export \{([^}]*)\}/g)].flatMap(([, names]) => names.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim())));
}

/** The built module for a source path as the analyzer writes it: `src/a.ts`, or `/src/a.js` in a definition. */
function shippedPath(path) {
  const source = path.replace(/^\//, '').replace(/\.js$/, '.ts');
  const shipped = SHIPPED_MODULES[source];
  if (shipped === undefined)
    throw new Error(`custom-elements.json: ${path} has no built module; add it to SHIPPED_MODULES in custom-elements-manifest.config.mjs`);
  return shipped;
}

/** Rewrites every `path` and `module` that names a source file. */
function rewritePaths(value) {
  if (Array.isArray(value)) return value.forEach(rewritePaths);
  if (value === null || typeof value !== 'object') return;
  for (const key of Object.keys(value)) {
    if ((key === 'path' || key === 'module') && typeof value[key] === 'string' && /^\/?src\//.test(value[key])) value[key] = shippedPath(value[key]);
    else rewritePaths(value[key]);
  }
}

/** Points each event type's names (`CustomEvent<FtMoveDetail>`) at the module that exports them. */
function referenceEventTypes(manifest) {
  const exported = exportedTypeNames();
  for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) {
    for (const event of declaration.events ?? []) {
      const text = event.type?.text;
      if (text === undefined)
        throw new Error(`custom-elements.json: the event ${event.name} has no type; write @event {CustomEvent<…Detail>} ${event.name} in the JSDoc`);
      event.type.references = [...text.matchAll(/\w+/g)]
        .filter(([name]) => exported.has(name))
        .map((match) => ({ name: match[0], module: SHIPPED_MODULES['src/forty-thieves.ts'], start: match.index, end: match.index + match[0].length }));
    }
  }
}

/** Points each export at the module that declares it (define.js re-exports the class index.js declares). */
function pointExportsAtDeclarations(manifest) {
  const declaredIn = new Map(manifest.modules.flatMap((module) => (module.declarations ?? []).map((declaration) => [declaration.name, module.path])));
  for (const exported of manifest.modules.flatMap((module) => module.exports ?? [])) {
    const home = declaredIn.get(exported.declaration.name);
    if (home !== undefined) exported.declaration.module = home;
  }
}

export default {
  globs: ['src/forty-thieves.ts', 'src/define.ts'],
  outdir: 'dist',
  litelement: true,
  plugins: [
    {
      name: 'forty-thieves:shipped-paths',
      packageLinkPhase({ customElementsManifest }) {
        referenceEventTypes(customElementsManifest);
        rewritePaths(customElementsManifest);
        pointExportsAtDeclarations(customElementsManifest);
      },
    },
  ],
};
