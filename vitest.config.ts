import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Browser tests: `*.browser.test.ts`, run in real Chromium; everything else runs in Node. */
const BROWSER_TESTS = 'packages/element/src/**/*.browser.test.ts';

// Debian's Chromium, never a downloaded browser (`npm test` finds or installs it and sets
// CHROMIUM_PATH); the flags keep it off every outside host.
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
});

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
          },
        },
      },
    ],
  },
});
