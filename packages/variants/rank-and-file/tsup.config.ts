import { defineConfig } from 'tsup';

export default defineConfig({
  // listing is the ./listing subpath (builtin-variants lists it); its words.ts is a chunk it loads.
  entry: ['src/index.ts', 'src/listing.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
});
