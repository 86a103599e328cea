import type { Plugin } from 'vite';
import { squeezeHtmlTemplates } from './squeeze-html.js';

/**
 * Vite's minifier leaves the text inside template literals alone, so the element's Lit `css`
 * stylesheet ships with its indentation. This squeezes it (comments, runs of white space, the
 * space around braces, semicolons, colons and commas) before the bundle is built, which is the
 * difference between the standalone bundle being inside its 30 KB gzip budget or not. Only
 * `css` templates are touched: white space in `html` templates can be meaningful text.
 */
export function minifyCssTemplates(): Plugin {
  return elementSourceTransform('forty-thieves:minify-css-templates', 'css`', (code) =>
    code.replace(/\bcss`([^`]*)`/g, (_, body: string) => `css\`${squeezeCss(body)}\``),
  );
}

/**
 * The element's `html` templates keep their source indentation through Vite's minifier too; this
 * writes each indentation run as one space ({@link squeezeHtmlTemplates}), which renders the same.
 */
export function minifyHtmlTemplates(): Plugin {
  return elementSourceTransform('forty-thieves:minify-html-templates', 'html`', squeezeHtmlTemplates);
}

/** A pre-build rewrite of the element's own source modules that contain `marker`. */
function elementSourceTransform(name: string, marker: string, rewrite: (code: string) => string): Plugin {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      if (!/\/packages\/element\/src\/[^/]+\.ts$/.test(id) || !code.includes(marker)) return null;
      const rewritten = rewrite(code);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/**
 * The same stylesheet in fewer bytes; selectors keep their descendant spaces (`a :hover` ≠ `a:hover`).
 * In values, a fraction loses its leading zero (`0.3rem` → `.3rem`) and `*` and `/` the spaces
 * around them (`calc(2 * 3px)`, `rgb(0 0 0 / 22%)`: CSS needs white space only around `+` and
 * `-`); a `*` in a selector is never followed by a number or a function, so it keeps them.
 */
export function squeezeCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .replace(/(?<![\w.#])0\.(\d)/g, '.$1')
    .replace(/(?<=[\w)%]) ([*/]) (?=-?\.?\d|[\w-]*\()/g, '$1')
    .trim();
}

/**
 * Vite wraps every dynamic `import()` in its preload helper, which adds `<link rel=modulepreload>`
 * for the chunk's own imports. With `modulePreload: false` and no CSS the lists stay empty, so the
 * wrapper does nothing here. Unwrapping each call (before Vite fills in the lists, and before the
 * minifier, which then drops the unused helper) leaves the plain `import()`.
 */
export function unwrapEmptyPreloads(): Plugin {
  return {
    name: 'forty-thieves:unwrap-empty-preloads',
    enforce: 'pre',
    // A lazy chunk that itself loads another (a built-in's words) imports the helper from the entry,
    // which must then keep it, unwrapped calls or not; with nothing to preload (the lists above
    // stay empty) a plain call is all it needs to be, not Vite's ~700 bytes.
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: () => 'export const __vitePreload = (load) => load();',
    },
    renderChunk: {
      order: 'pre',
      handler(code) {
        const unwrapped = unwrapPreloadCalls(code);
        return unwrapped === code ? null : { code: unwrapped, map: null };
      },
    },
  };
}

const HELPER = '__vitePreload(';

/** `__vitePreload(loader, __VITE_PRELOAD__…)` → `(loader)()`; calls with a real list are left alone. */
export function unwrapPreloadCalls(code: string): string {
  let out = '';
  let from = 0;
  for (let at = code.indexOf(HELPER); at !== -1; at = code.indexOf(HELPER, from)) {
    const args = splitArguments(code, at + HELPER.length);
    const list = args?.list.trim() ?? '';
    out += code.slice(from, at);
    if (args && (/^__VITE_PRELOAD__\w*$/.test(list) || list === '[]')) {
      out += `(${args.loader})()`;
      from = args.end;
    } else {
      out += HELPER;
      from = at + HELPER.length;
    }
  }
  return out + code.slice(from);
}

/**
 * The first two arguments of the call whose argument list starts at `start` (a third, the
 * importer's URL, comes with relative asset URLs), and where the call ends.
 */
function splitArguments(code: string, start: number): { loader: string; list: string; end: number } | undefined {
  let depth = 0;
  let comma = -1;
  let second = -1;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') {
      // Skip the string (the loaders hold only plain chunk paths, no templates with `${}`).
      const close = code.indexOf(c, i + 1);
      if (close === -1) return undefined;
      i = close;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' && depth === 0)
      return comma === -1 ? undefined : { loader: code.slice(start, comma), list: code.slice(comma + 1, second === -1 ? i : second), end: i + 1 };
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0 && comma === -1) comma = i;
    else if (c === ',' && depth === 0 && second === -1) second = i;
  }
  return undefined;
}
