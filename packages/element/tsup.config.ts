import { defineConfig } from 'tsup';

export default defineConfig({
  // index is side-effect free; define registers the tag (the only file listed in sideEffects).
  entry: ['src/index.ts', 'src/define.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
});
