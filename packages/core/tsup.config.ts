import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per audience: players and plugin authors, search code (the engine), plugin tests.
  // The test kit is its own entry point, so apps that only play never load fast-check.
  entry: { index: 'src/index.ts', engine: 'src/engine.ts', testing: 'src/testing/index.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
});
