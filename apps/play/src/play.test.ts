import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The play app built with Vite and served on the loopback address, in Debian's Chromium. */
const APP = fileURLToPath(new URL('..', import.meta.url));
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

let out = '';
let profile = '';
let server: Server | undefined;
let origin = '';
let context: BrowserContext | undefined;

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'ft-play-'));
  profile = await mkdtemp(join(tmpdir(), 'ft-play-profile-'));
  await build({ configFile: join(APP, 'vite.config.ts'), root: APP, build: { outDir: out, emptyOutDir: true } });
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = join(out, path === '/' ? 'index.html' : path);
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        response.end(body);
      },
      () => {
        response.writeHead(404).end();
      },
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', headless: true, args: FLAGS, viewport: { width: 1100, height: 800 } });
}, 120_000);

afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => server?.close(resolve));
  await rm(out, { recursive: true, force: true });
  await rm(profile, { recursive: true, force: true });
});

async function open(query = ''): Promise<Page> {
  if (!context) throw new Error('no browser');
  const page = await context.newPage();
  await page.goto(`${origin}/${query}`);
  await page.waitForFunction(() => (document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length ?? 0) > 0);
  return page;
}

const columns = (page: Page) => page.evaluate(() => document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length);

describe('the play app', () => {
  it('lists the nine variants and the two example plugins, and switches between them without reloading the page', async () => {
    const page = await open('?variant=forty-thieves&deal=5');
    expect(await page.locator('#variant option').count()).toBe(11);
    expect(await page.locator('#summary').textContent()).toMatch(/Ten columns of four/);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.selectOption('#variant', 'lucas');
    await page.waitForFunction(() => document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length === 13);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(new URL(page.url()).searchParams.get('variant')).toBe('lucas');
    expect(await page.locator('#rules').textContent()).toMatch(/Aces/);
    await page.close();
  }, 60_000);

  it('plays a third-party plugin from the picker (Forty and Eight), resumed after a reload', async () => {
    const page = await open('?variant=maria&deal=2');
    await page.selectOption('#variant', 'forty-and-eight');
    // Forty and Eight: eight columns of five (examples/variant-forty-and-eight).
    await page.waitForFunction(() => document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length === 8);
    expect(await page.locator('#summary').textContent()).toMatch(/[Ee]ight columns of five/);
    await page.evaluate(() => document.querySelector('forty-thieves')?.play({ from: 'stock', to: 'waste' }));
    const before = await page.evaluate(() => JSON.stringify(document.querySelector('forty-thieves')?.position));
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => (document.querySelector('forty-thieves')?.moveCount ?? 0) > 0);
    expect(await page.evaluate(() => JSON.stringify(document.querySelector('forty-thieves')?.position))).toBe(before);
    expect(await page.inputValue('#variant')).toBe('forty-and-eight');
    await page.close();
  }, 60_000);

  it('opens the deal a link names, and the deal typed in the box', async () => {
    const page = await open('?variant=maria&deal=42');
    expect(await columns(page)).toBe(9);
    expect(await page.evaluate(() => document.querySelector('forty-thieves')?.position?.deal)).toBe(42);
    await page.fill('#deal', '1234');
    await page.press('#deal', 'Enter');
    await page.waitForFunction(() => document.querySelector('forty-thieves')?.position?.deal === 1234);
    expect(new URL(page.url()).search).toBe('?variant=maria&deal=1234');
    await page.close();
  }, 60_000);

  it('resumes the game after a reload and keeps the settings', async () => {
    const page = await open('?variant=streets&deal=9');
    await page.evaluate(() => document.querySelector('forty-thieves')?.play({ from: 'stock', to: 'waste' }));
    await page.check('#four-colour');
    const before = await page.evaluate(() => JSON.stringify(document.querySelector('forty-thieves')?.position));
    await page.reload();
    await page.waitForFunction(() => (document.querySelector('forty-thieves')?.moveCount ?? 0) > 0);
    expect(await page.evaluate(() => JSON.stringify(document.querySelector('forty-thieves')?.position))).toBe(before);
    expect(await page.isChecked('#four-colour')).toBe(true);
    expect(await page.evaluate(() => document.querySelector('forty-thieves')?.hasAttribute('four-colour'))).toBe(true);
    await page.close();
  }, 60_000);

  it('has no serious or critical accessibility violations (axe-core)', async () => {
    const page = await open('?variant=rank-and-file&deal=3');
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }> } }).axe;
      const result = await axe.run();
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
    });
    expect(violations).toEqual([]);
    await page.close();
  }, 60_000);
});
