#!/usr/bin/env node
// Renders the README's picture, docs/images/play-app.png, from the real built play app
// (apps/play/dist, run `pnpm build` first) in Debian's headless Chromium: Maria, deal 42, thirty
// moves into the game, each one the element's own hint. Nothing is drawn by hand. Run it after a
// change to how the game looks: `node scripts/render-screenshot.mjs` (CHROMIUM_PATH picks another
// Chromium). The viewport is kept modest so the PNG stays small (about 220 KB).
/* global document -- the functions handed to page.evaluate run in the page */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { preview } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const app = join(root, 'apps', 'play');
const out = join(root, 'docs', 'images', 'play-app.png');
const MOVES = 30;
const VIEWPORT = { width: 1000, height: 700 };

if (!existsSync(join(app, 'dist', 'index.html'))) {
  console.error('The play app is not built yet: run `pnpm build` first.');
  process.exit(1);
}

const server = await preview({
  root: app,
  configFile: join(app, 'vite.config.ts'),
  logLevel: 'warn',
  preview: { host: '127.0.0.1', port: 0, strictPort: false },
});
const address = server.httpServer.address();
if (address === null || typeof address !== 'object') throw new Error('the preview server has no port');
const profile = mkdtempSync(join(tmpdir(), 'ft-screenshot-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  // Debian's Chromium, kept off every outside host (as packages/static-server's chromiumOptions).
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  viewport: VIEWPORT,
  deviceScaleFactor: 1,
  colorScheme: 'light',
  reducedMotion: 'reduce',
  locale: 'en-GB',
});
try {
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${address.port}/?variant=maria&deal=42`);
  await page.waitForFunction(() => (document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length ?? 0) === 9);
  const status = () =>
    page.waitForFunction(
      () => {
        const text = document.querySelector('forty-thieves')?.shadowRoot?.querySelector('[part="solver-status"]')?.textContent.trim() ?? '';
        return text !== '' && !text.startsWith('Checking') ? text : undefined;
      },
      undefined,
      { timeout: 60_000 },
    );
  // One move at a time, each after the solver's verdict on the position it leaves, so every hint
  // is the next move of a solution when there is one.
  let played = 0;
  for (; played < MOVES; played++) {
    await status();
    const moved = await page.evaluate(async () => {
      const game = document.querySelector('forty-thieves');
      const move = game.hint();
      if (move === undefined || !game.play(move)) return false;
      await game.updateComplete;
      return true;
    });
    if (!moved) break;
  }
  const verdict = await (await status()).jsonValue();
  // Let the board and the status line settle before the picture.
  await page.evaluate(() => document.querySelector('forty-thieves').ready);
  await page.waitForTimeout(500);
  await page.screenshot({ path: out, animations: 'disabled', scale: 'css' });
  console.log(
    `${out}: ${VIEWPORT.width} × ${VIEWPORT.height}, Maria deal 42 after ${played} hinted moves ("${verdict}"), ${statSync(out).size.toLocaleString('en-US')} bytes`,
  );
} finally {
  await context.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  rmSync(profile, { recursive: true, force: true });
}
