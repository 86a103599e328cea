import { playwright } from '@vitest/browser-playwright';
import { chromiumOptions } from './packages/static-server/src/index.js';
import { createServer, defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';

/** Browser tests: `*.browser.test.ts`, run in real Chromium; everything else runs in Node. */
const BROWSER_TESTS = 'packages/element/src/**/*.browser.test.ts';

// Debian's Chromium, never a downloaded browser (`npm test` finds or installs it and sets
// CHROMIUM_PATH), with the static server's options, which keep it off every outside host.
const { executablePath, args } = chromiumOptions();
const chromium = playwright({ launchOptions: { executablePath, args } });

/**
 * A browser test's way to the CLI: plays the commands in the terminal game, in Node, and answers
 * where the game stands. The CLI's TypeScript sources load through a Vite server of their own (no
 * port, no watcher), as the tests' sources do.
 */
const playInTerminal: BrowserCommand<[variant: string, deal: number, commands: string[]]> = async (_context, variant, deal, commands) => {
  const server = await createServer({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'error',
    resolve: { conditions: ['source', ...defaultServerConditions] },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true },
  });
  try {
    const support = (await server.ssrLoadModule('/apps/cli/src/test-support.ts')) as typeof import('./apps/cli/src/test-support.js');
    return await support.playInTerminal(variant, deal, commands);
  } finally {
    await server.close();
  }
};

// Tests run against the TypeScript sources: every workspace package exports a "source" condition.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    // Tests assert on results and node budgets, never on wall time; these limits only catch a hang,
    // and are generous so a loaded 2-core machine never fails a test that would pass on a quiet one.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/**/src/**/*.test.ts', 'apps/**/src/**/*.test.ts', 'examples/*/src/**/*.test.ts', 'scripts/*.test.mjs'],
          exclude: ['**/node_modules/**', '**/dist/**', BROWSER_TESTS],
        },
      },
      {
        extends: true,
        // Lit's legacy decorators: Vite's transformer reads them from packages/element/tsconfig.json.
        test: {
          name: 'browser',
          include: [BROWSER_TESTS],
          browser: {
            enabled: true,
            provider: chromium,
            headless: true,
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            commands: { playInTerminal },
          },
        },
      },
    ],
  },
});
