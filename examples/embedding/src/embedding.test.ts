import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GameSession } from '@forty-thieves/core';
import { chromiumOptions, serveStatic, type StaticSite } from '@forty-thieves/static-server';
import maria from '@forty-thieves/variant-maria';
import { chromium, type BrowserContext } from 'playwright';
import { build, defaultClientConditions } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The snippets of docs/embedding.md, each a page in this folder: plain HTML with the standalone
 * bundle in a folder of its own, and React, Vue and Svelte apps built by Vite with each framework's
 * own plugin (the versions pinned in package.json). Every page is served under a strict
 * Content-Security-Policy and must show deal 42 of Maria as the rule book deals it, pass the
 * element's `ft-move` event to the framework, and cause no policy violation.
 */
const HERE = fileURLToPath(new URL('..', import.meta.url));
const REPO = join(HERE, '..', '..');
const ELEMENT = join(REPO, 'packages', 'element');
const ROOT = join(REPO, 'docs', 'embedding.md');
const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'";
const FRAMEWORKS = ['react', 'vue', 'svelte'] as const;

let out = '';
let profile = '';
let site: StaticSite | undefined;
let context: BrowserContext | undefined;

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'ft-embedding-'));
  profile = await mkdtemp(join(tmpdir(), 'ft-profile-'));
  // The standalone bundle as `pnpm build` makes it, for the plain page's /vendor/ folder.
  await build({
    configFile: join(ELEMENT, 'vite.standalone.config.ts'),
    root: ELEMENT,
    mode: 'production',
    build: { outDir: join(out, 'vendor'), emptyOutDir: true },
  });
  // Each app with its own vite.config.js. Only two things differ from a host's build: the
  // workspace packages resolve to their sources (as in every test here), and the assets are
  // addressed relative to the page so that one server holds all the pages.
  for (const framework of FRAMEWORKS) {
    await build({
      configFile: join(HERE, framework, 'vite.config.js'),
      root: join(HERE, framework),
      mode: 'production',
      logLevel: 'warn',
      base: './',
      resolve: { conditions: ['source', ...defaultClientConditions] },
      build: { outDir: join(out, framework), emptyOutDir: true },
    });
  }
  site = await serveStatic({
    folders: {
      '/html/': join(HERE, 'html'),
      '/vendor/forty-thieves/': join(out, 'vendor'),
      ...Object.fromEntries(FRAMEWORKS.map((framework) => [`/${framework}/`, join(out, framework)])),
    },
    headers: { 'content-security-policy': STRICT_CSP },
  });
  context = await chromium.launchPersistentContext(profile, chromiumOptions());
}, 600_000);

afterAll(async () => {
  await context?.close();
  await site?.close();
  await rm(out, { recursive: true, force: true });
  await rm(profile, { recursive: true, force: true });
});

/** Maria's deal 42 as core deals it: the cards of each column, bottom first. */
function dealtColumns(): string[][] {
  return GameSession.deal(maria, 42)
    .position()
    .columns.map((column) => [...column.down, ...column.up]);
}

describe('the embedding snippets of docs/embedding.md', () => {
  for (const page of ['html', ...FRAMEWORKS] as const) {
    it(`${page}: deals Maria 42 under a strict CSP, plays a move and hears ft-move`, async () => {
      if (!context || !site) throw new Error('no browser');
      const tab = await context.newPage();
      const logged: string[] = [];
      tab.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) logged.push(message.text());
      });
      // Added by the browser's debugging protocol, which the page's policy does not govern.
      await tab.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { violations: seen });
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      await tab.goto(`${site.origin}/${page}/`);
      const board = await tab.waitForFunction(() => {
        const columns = [...(document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]') ?? [])];
        const cards = columns.map((column) => [...column.querySelectorAll('[data-card]')].map((card) => card.getAttribute('data-card') ?? ''));
        return cards.length > 0 && cards.every((column) => column.length > 0) ? cards : undefined;
      });
      expect(await board.jsonValue()).toEqual(dealtColumns());

      // The hint's move, played through the element's API: the page hears ft-move. Hints come
      // with what the element loads once the first game is drawn: `ready` settles when it has.
      const moveCount = await tab.evaluate(async () => {
        const element = document.querySelector<HTMLElement & { ready: Promise<void>; hint(): unknown; play(move: unknown): boolean; moveCount: number }>(
          'forty-thieves',
        );
        await element?.ready;
        const move = element?.hint();
        if (!element || !move || !element.play(move)) throw new Error('no move was played');
        return element.moveCount;
      });
      expect(moveCount).toBeGreaterThan(0);
      if (page !== 'html') await tab.waitForFunction((count) => document.querySelector('p')?.textContent === `Moves: ${count}`, moveCount);

      expect(await tab.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
      expect(logged).toEqual([]);
      await tab.close();
    }, 120_000);
  }

  it('shows in docs/embedding.md exactly the files tested here', async () => {
    const doc = await readFile(ROOT, 'utf8');
    // A snippet is a fenced block right after a comment naming its file: <!-- examples/embedding/… -->
    const snippets = [...doc.matchAll(/<!-- (examples\/embedding\/\S+) -->\n```\w*\n([\s\S]*?)```/g)];
    const files = snippets.map(([, file]) => file);
    expect(files).toEqual(
      expect.arrayContaining([
        'examples/embedding/html/index.html',
        'examples/embedding/react/App.jsx',
        'examples/embedding/vue/App.vue',
        'examples/embedding/vue/vite.config.js',
        'examples/embedding/svelte/App.svelte',
      ]),
    );
    for (const [, file, text] of snippets) {
      if (!file) continue;
      expect(text, file).toBe(await readFile(join(REPO, file), 'utf8'));
    }
  });
});
