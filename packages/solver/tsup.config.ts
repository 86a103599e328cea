import { defineConfig } from 'tsup';

// Two entries: the search (no Node APIs, fit for a Web Worker) and the worker_threads glue.
export default defineConfig({
  entry: ['src/index.ts', 'src/node-worker.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
});
