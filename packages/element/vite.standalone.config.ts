import { defineConfig } from 'vite';
import { minifyCssTemplates, minifyHtmlTemplates, unwrapEmptyPreloads } from './minify-templates.js';
import { workerWithoutWords } from './worker-without-words.js';

/**
 * The standalone bundle: one ES module that a plain HTML page loads with `<script type="module">`,
 * Lit and core included, each built-in variant a lazy chunk beside it. Built from the sources
 * (the "source" condition), like the tests, and always Lit's production build whatever NODE_ENV
 * says (the test that builds it runs under NODE_ENV=test). Not library mode: that keeps whitespace
 * so bundlers can re-bundle it, and this file is for pages with no build step.
 */
export default defineConfig({
  resolve: { conditions: ['source', 'module', 'browser', 'production'] },
  plugins: [minifyCssTemplates(), minifyHtmlTemplates(), unwrapEmptyPreloads()],
  logLevel: 'warn',
  // The solver worker's URL relative to the module that starts it, so a page may serve the bundle
  // from any folder.
  // Only the worker's: relative URLs everywhere would bring back Vite's preload helper (~700 B).
  experimental: { renderBuiltUrl: (file) => (file.includes('solver-worker') ? { relative: true } : undefined) },
  // The solver worker loads variants by dynamic import, which only an ES module worker can split.
  worker: { format: 'es', plugins: () => [workerWithoutWords()] },
  build: {
    outDir: 'dist/standalone',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: false,
    // Terser over the whole module scope packs tighter than Vite's default, and drops the parameters
    // a function never reads; nothing reads a function's length. Statements stay apart (no `a,b`
    // sequences) and two passes are enough: gzip packs that output tighter on the entry than three
    // passes with sequences (docs/element.md).
    minify: 'terser',
    terserOptions: { module: true, toplevel: true, compress: { passes: 2, keep_fargs: false, sequences: false } },
    rolldownOptions: {
      input: 'src/define.ts',
      // The entry may export more than `FortyThieves`, so Rolldown merges into it what it shares with
      // the lazy chunks instead of splitting that into small chunks that each gzip alone (docs/element.md).
      preserveEntrySignatures: 'allow-extension',
      output: { entryFileNames: 'forty-thieves.js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
