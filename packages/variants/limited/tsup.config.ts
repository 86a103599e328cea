import { defineConfig } from 'tsup';

export default defineConfig({
  // listing and words are the ./listing and ./words subpaths (builtin-variants lists them).
  entry: ['src/index.ts', 'src/listing.ts', 'src/words.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
});
