import { defineConfig } from 'tsup';

// The search (no Node APIs, fit for a Web Worker), the Web Worker glue, the worker_threads glue, and
// the brute-force soundness check (the bench and `forty-thieves verify-lost` use it).
export default defineConfig({
  entry: ['src/index.ts', 'src/web-worker.ts', 'src/node-worker.ts', 'src/soundness-check.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
});
