import { defineConfig } from 'tsup';

// An application, not a library: no type declarations. The workspace packages stay external and
// are resolved at run time from their built dist/ (turbo builds them first).
export default defineConfig({
  // solve-worker is the entry of each `solve --workers N` thread, loaded next to index.js.
  entry: ['src/index.ts', 'src/solve-worker.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  banner: { js: '#!/usr/bin/env node' },
  sourcemap: true,
  clean: true,
});
