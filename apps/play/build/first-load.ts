import type { Plugin } from 'vite';

// The play app's first visit, at build time: the plugins that let its first board need one
// request (docs/element.md, "Figures"). vite.config.ts runs them in the order written here.

/**
 * The first board needs the app's entry and its variant. Forty Thieves, the first game of a first
 * visit, is in the entry (src/first-variant.ts); another variant named in the address is a chunk
 * the entry would ask for only once it has run: a chain of two requests. A small inline script at
 * the head's end asks for that chunk at once (`<link rel=modulepreload>`), so it arrives while
 * the rest of the page is read and before the entry (a module script, run once parsing ends)
 * wants it. At the end, not the top: a script before the inline entry made a cold Forty Thieves
 * load a few milliseconds slower, one after it changed nothing for a variant's chunk
 * (docs/benchmarks.md). The chunk names are only known once the bundle is written, so the script
 * is added then.
 */
export function preloadVariant(): Plugin {
  let base = '/';
  return {
    name: 'forty-thieves:preload-variant',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks: Record<string, string> = {};
        for (const chunk of Object.values(context.bundle ?? {})) {
          const id =
            chunk.type === 'chunk' && chunk.isDynamicEntry
              ? /\/packages\/variants\/([a-z-]+)\/src\/index\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1]
              : undefined;
          if (id && chunk.type === 'chunk') chunks[id] = `${base}${chunk.fileName}`;
        }
        if (Object.keys(chunks).length === 0)
          throw new Error('preload-variant: no variant chunk in the bundle (did the variants stop being loaded on demand?)');
        const script = `(()=>{const u=${JSON.stringify(chunks)}[new URLSearchParams(location.search).get("variant")];if(!u)return;const l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.append(l)})()`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

/**
 * V8 compiles a function when it is first called; nearly every function of the entry runs before
 * the first board is playable. The magic comment at the head of the entry (V8's explicit compile
 * hints) has them all compiled at once when the script is (the entry is then written into the
 * page by inlineEntry below, and its first line stays the comment), not one by one as each is
 * first called.
 */
export function compileEntryEagerly(): Plugin {
  return {
    name: 'forty-thieves:compile-entry-eagerly',
    apply: 'build',
    // Last: after minification (which drops comments) and Vite's own additions at the top.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.isEntry);
        if (entries.length !== 1) throw new Error(`compile-entry-eagerly: expected one entry chunk, found ${entries.length}`);
        for (const chunk of entries) if (chunk.type === 'chunk') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}

/** Where the inlined entry leaves its exports for the chunks that import them (the shim below). */
const ENTRY_EXPORTS = '__fortyThievesEntry';

/**
 * A cold first visit fetches the page, then the entry it names: two requests before the first
 * board. The entry is written into the page instead, as an inline module script, so the page
 * alone draws the board. The chunks loaded later import from the entry; its file becomes a
 * small module that hands them the inline script's exports (the inline script, a module, runs
 * to its end before any chunk it imports is evaluated), so every module runs once. The entry's
 * own imports are rewritten against the site's root: an inline script's relative addresses
 * would resolve against the page's address.
 */
export function inlineEntry(): Plugin {
  let base = '/';
  return {
    name: 'forty-thieves:inline-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // Last, after the compile hint is added (the plugin before) and the page is written.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
        const page = bundle['index.html'];
        if (entry?.type !== 'chunk' || page?.type !== 'asset' || typeof page.source !== 'string')
          throw new Error('inline-entry: the bundle has no entry chunk or no index.html');
        const tag = `<script type="module" crossorigin src="${base}${entry.fileName}"></script>`;
        if (!page.source.includes(tag)) throw new Error(`inline-entry: index.html does not load the entry with ${tag}`);
        const exported = /export\s*\{([^}]*)\};?\s*$/.exec(entry.code);
        if (!exported?.[1]) throw new Error('inline-entry: the entry does not end with one export statement');
        const pairs = exported[1].split(',').map((item) => {
          const [local = '', name = local] = item.trim().split(/\s+as\s+/);
          return { local, name };
        });
        const folder = entry.fileName.slice(0, entry.fileName.lastIndexOf('/') + 1);
        const code =
          `${entry.code.slice(0, exported.index)}globalThis.${ENTRY_EXPORTS}={${pairs.map(({ local, name }) => `${JSON.stringify(name)}:${local}`).join(',')}};\n`.replace(
            /(["'`])\.\/([\w.-]+\.js)\1/g,
            (found, quote: string, file: string) => (`${folder}${file}` in bundle ? `${quote}${base}${folder}${file}${quote}` : found),
          );
        // The HTML parser would end the script at "</script" (or be misled after "<!--" by "<script").
        if (/<\/?script|<!--/i.test(code))
          throw new Error('inline-entry: the entry contains "<script", "</script" or "<!--" and cannot be written into the page as it is');
        page.source = page.source.replace(tag, () => `<script type="module">${code}</script>`);
        entry.code = `const m=globalThis.${ENTRY_EXPORTS};if(!m)throw new Error("the page's inline entry has not run");${pairs.map(({ name }, index) => `const e${index}=m[${JSON.stringify(name)}];`).join('')}export{${pairs.map(({ name }, index) => `e${index} as ${name}`).join(',')}};\n`;
      },
    },
  };
}
