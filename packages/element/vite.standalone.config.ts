import { defineConfig } from 'vite';
import { minifyCssTemplates, unwrapEmptyPreloads } from './minify-templates.js';

/**
 * The standalone bundle: one ES module that a plain HTML page loads with `<script type="module">`,
 * Lit and core included, each built-in variant a lazy chunk beside it. Built from the sources
 * (the "source" condition), like the tests, and always Lit's production build whatever NODE_ENV
 * says (the test that builds it runs under NODE_ENV=test). Not library mode: that keeps whitespace
 * so bundlers can re-bundle it, and this file is for pages with no build step.
 */
export default defineConfig({
  resolve: { conditions: ['source', 'module', 'browser', 'production'] },
  plugins: [minifyCssTemplates(), unwrapEmptyPreloads()],
  logLevel: 'warn',
  build: {
    outDir: 'dist/standalone',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      input: 'src/define.ts',
      preserveEntrySignatures: 'exports-only',
      output: { entryFileNames: 'forty-thieves.js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
