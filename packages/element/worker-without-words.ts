import type { Plugin } from 'vite';

const NO_WORDS = '\0forty-thieves:no-words';

/**
 * The solver worker plays variants but never speaks: it needs each built-in's plugin, not its
 * words. Each built-in's listing carries a loader for both, so without this the worker's build
 * would carry its own copy of every words chunk (one per built-in and language), fetched by
 * nothing yet precached by the play app. In the worker's build, a built-in's words module is an
 * empty one: a built-in there has no translations, as a third-party plugin may have none.
 */
export function workerWithoutWords(): Plugin {
  return {
    name: 'forty-thieves:worker-without-words',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromListing = importer !== undefined && /\/packages\/variants\/[^/]+\/src\/listing\.ts$/.test(importer);
      return fromListing && source === './words.js' ? NO_WORDS : null;
    },
    load(id) {
      return id === NO_WORDS ? 'export {};' : null;
    },
  };
}
