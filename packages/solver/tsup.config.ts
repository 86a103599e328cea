import { defineConfig } from 'tsup';

// Three entries: the search (no Node APIs, fit for a Web Worker), the Web Worker glue and the worker_threads glue.
export default defineConfig({
  entry: ['src/index.ts', 'src/web-worker.ts', 'src/node-worker.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
});
