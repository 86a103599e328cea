import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtinVariants } from '@forty-thieves/builtin-variants';
import { chromiumOptions, serveStatic, type StaticSite } from '@forty-thieves/static-server';
import { chromium, type BrowserContext } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from './l10n/languages.js';
import { filesWithEnglishCatalogue } from './testing/english-catalogue.js';
import { buildStandalone } from './testing/standalone-build.js';

/**
 * The standalone bundle on a plain HTML page with no build step, in Debian's Chromium through
 * Playwright: the bundle is built into a temporary folder and served on the loopback address.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Two games</title></head>
<body style="margin: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 8px">
  <forty-thieves id="left" variant="maria" deal="42" storage-key="left" style="--ft-height: 420px"></forty-thieves>
  <forty-thieves id="right" variant="lucas" deal="7" style="--ft-height: 420px"></forty-thieves>
  <script type="module" src="./forty-thieves.js"></script>
</body>
</html>`;

/** A shop's page in one folder, the bundle in another: every URL the bundle makes must be relative to itself. */
const ELSEWHERE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>A page elsewhere</title></head>
<body><forty-thieves variant="lucas" deal="7"></forty-thieves>
  <script type="module" src="../vendor/forty-thieves/forty-thieves.js"></script>
</body>
</html>`;
const VENDOR = '/vendor/forty-thieves/';

let out = '';
let profile = '';
let site: StaticSite | undefined;
let origin = '';
let context: BrowserContext | undefined;

beforeAll(async () => {
  out = await buildStandalone();
  profile = await mkdtemp(join(tmpdir(), 'ft-profile-'));
  await writeFile(join(out, 'index.html'), PAGE);
  site = await serveStatic({ folders: { '/': out, [VENDOR]: out }, pages: { '/shop/game.html': ELSEWHERE } });
  origin = site.origin;
  context = await chromium.launchPersistentContext(profile, chromiumOptions());
}, 120_000);

afterAll(async () => {
  await context?.close();
  await site?.close();
  await rm(out, { recursive: true, force: true });
  await rm(profile, { recursive: true, force: true });
});

describe('the standalone bundle', () => {
  it('runs two games side by side on a plain HTML page, loading only the variants they play', async () => {
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    const chunks: string[] = [];
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin) elsewhere.push(url.href);
      if (url.pathname.startsWith('/chunks/src-')) chunks.push(url.pathname);
    });
    await page.goto(`${origin}/`);
    const columns = (id: string) =>
      page
        .waitForFunction((which) => document.getElementById(which)?.shadowRoot?.querySelectorAll('[part~="column"]').length ?? 0, id)
        .then((handle) => handle.jsonValue());
    expect(await columns('left')).toBe(9);
    expect(await columns('right')).toBe(13);
    expect(chunks).toHaveLength(2);
    await page.evaluate(() => document.getElementById('left')?.setAttribute('variant', 'streets'));
    await page.waitForFunction(() => document.getElementById('left')?.shadowRoot?.querySelectorAll('[part~="column"]').length === 10);
    expect(chunks).toHaveLength(3);
    expect(elsewhere).toEqual([]);
    await page.close();
  }, 60_000);

  it('runs from a folder of its own under a page elsewhere, its solver worker too', async () => {
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    const missing: string[] = [];
    const outside: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.status() >= 400) missing.push(path);
      if (!path.startsWith('/shop/') && !path.startsWith(VENDOR)) outside.push(path);
    });
    await page.goto(`${origin}/shop/game.html`);
    // "Winnable" needs the solver's chunk and its worker, both found beside the bundle.
    const status = await page.waitForFunction(
      () => {
        const text = document.querySelector('forty-thieves')?.shadowRoot?.querySelector('[part="solver-status"]')?.textContent.trim();
        return text === 'Winnable' ? text : undefined;
      },
      undefined,
      { timeout: 30_000 },
    );
    expect(await status.jsonValue()).toBe('Winnable');
    expect(missing).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 60_000);

  it('stays within the size budget: what a page fetches before its board is playable ≤ 30,000 B gzip, each variant chunk ≤ 2,000 B', async () => {
    if (!context) throw new Error('no browser');
    const gzipped = async (file: string) => gzipSync(await readFile(join(out, file)), { level: 9 }).length;
    // Every file the page has fetched when the first game is drawn (its handlers attached in that
    // render): the entry and whatever it loads first. Both games are on the page, one saving to
    // localStorage, so the storage code counts too. What the element asks for once the board is
    // drawn is still on its way then, and the variant chunks have their own budget.
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener(
        'ft-game-new',
        (event) => {
          void (event.target as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete.then(() => {
            Object.assign(window, { fetchedFirst: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname) });
          });
        },
        { once: true },
      );
    });
    await page.goto(`${origin}/`);
    const handle = await page.waitForFunction(() => (window as { fetchedFirst?: string[] }).fetchedFirst);
    const before = ((await handle.jsonValue()) ?? []).filter((path) => path.endsWith('.js'));
    await page.close();
    const variantChunk = (path: string) => path.startsWith('/chunks/src-');
    expect(before).toContain('/forty-thieves.js');
    expect(before.filter(variantChunk).length).toBeGreaterThan(0);
    const sizes = await Promise.all(before.filter((path) => !variantChunk(path)).map((path) => gzipped(path.slice(1))));
    // The first-load budget (docs/element.md). Move animations, the end panels, hints and the solver load once the board
    // is drawn, and a language's words only when chosen (docs/element.md), so none counts here.
    const total = sizes.reduce((a, b) => a + b, 0);
    console.info(`first load: ${before.filter((path) => !variantChunk(path)).join(' ')}: ${total} B gzip`);
    expect(total).toBeLessThanOrEqual(30_000);
    const chunkFiles = await readdir(join(out, 'chunks'));
    const variants = chunkFiles.filter((name) => name.startsWith('src-'));
    expect(variants).toHaveLength(builtinVariants.length);
    // Each translated language's catalogue is a chunk of its own, found by its folder
    // (src/l10n/<tag>/element.json); English is in the code, so no chunk of its words is built.
    expect(chunkFiles.filter((name) => name.startsWith('element-'))).toHaveLength(LANGUAGES.length - 1);
    expect(filesWithEnglishCatalogue(out)).toEqual([]);
    for (const name of variants) expect(await gzipped(`chunks/${name}`)).toBeLessThanOrEqual(2_000);
  }, 60_000);

  it("builds the solver worker with the built-ins' plugins and none of their words (it never speaks)", async () => {
    const workerFiles = await readdir(join(out, 'assets'));
    expect(workerFiles.filter((name) => name.startsWith('src-'))).toHaveLength(builtinVariants.length);
    const spoken = new RegExp(`^(words|element|${LANGUAGES.join('|')})-`);
    expect(workerFiles.filter((name) => spoken.test(name))).toEqual([]);
  });
});
