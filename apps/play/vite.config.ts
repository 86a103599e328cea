import { defineConfig } from 'vite';

// Built from the workspace's TypeScript sources (the "source" condition), like the tests; always
// Lit's production build. Served on the loopback address only.
export default defineConfig({
  resolve: { conditions: ['source', 'module', 'browser', 'production'] },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  logLevel: 'warn',
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
});
