import { defineConfig } from 'tsup';

export default defineConfig({
  // index is side-effect free; define registers the tag (the only file listed in sideEffects).
  // The solver worker is an entry of its own: the element starts it by URL beside its chunks.
  // l10n/index is the @forty-thieves/element/l10n subpath (languages and variant words, no element).
  entry: ['src/index.ts', 'src/define.ts', 'src/solver-worker.ts', 'src/l10n/index.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: { compilerOptions: { ignoreDeprecations: '6.0', stripInternal: true } },
  sourcemap: true,
  clean: true,
});
