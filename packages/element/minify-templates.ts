import type { Plugin } from 'vite';

/**
 * Vite's minifier leaves the text inside template literals alone, so the element's Lit `css`
 * stylesheet ships with its indentation. This squeezes it (comments, runs of white space, the
 * space around braces, semicolons, colons and commas) before the bundle is built, which is the
 * difference between the standalone bundle being inside its 30 KB gzip budget or not. Only
 * `css` templates are touched: white space in `html` templates can be meaningful text.
 */
export function minifyCssTemplates(): Plugin {
  return {
    name: 'forty-thieves:minify-css-templates',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/packages\/element\/src\/[^/]+\.ts$/.test(id) || !code.includes('css`')) return null;
      return { code: code.replace(/\bcss`([^`]*)`/g, (_, body: string) => `css\`${squeezeCss(body)}\``), map: null };
    },
  };
}

/** The same stylesheet in fewer bytes; selectors keep their descendant spaces (`a :hover` ≠ `a:hover`). */
export function squeezeCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * Vite wraps every dynamic `import()` in its preload helper, which adds `<link rel=modulepreload>`
 * for the chunk's own imports. The variant chunks import only the chunk the entry already loaded
 * and with `modulePreload: false` and no CSS their lists stay empty, so the wrapper does nothing
 * here. Unwrapping it (before Vite fills in the lists) lets the minifier drop the helper.
 */
export function unwrapEmptyPreloads(): Plugin {
  return {
    name: 'forty-thieves:unwrap-empty-preloads',
    renderChunk: {
      order: 'post',
      handler(code) {
        const unwrapped = code.replace(/\b__vitePreload\(\s*\(\)\s*=>\s*(import\("[^"]+"\))\s*,\s*__VITE_PRELOAD__\w*\s*\)/g, '$1');
        return unwrapped === code ? null : { code: unwrapped, map: null };
      },
    },
  };
}
