import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinVariants } from '@forty-thieves/builtin-variants';
import { chromiumOptions, serveStatic, type StaticSite } from '@forty-thieves/static-server';
import fc from 'fast-check';
import { chromium, type BrowserContext, type Page } from 'playwright';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesWithEnglishCatalogue } from '../../../packages/element/src/testing/english-catalogue.js';

/** The play app built with Vite and served on the loopback address, in Debian's Chromium. */
const APP = fileURLToPath(new URL('..', import.meta.url));
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let out = '';
let profile = '';
let site: StaticSite | undefined;
let origin = '';
let context: BrowserContext | undefined;

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'ft-play-'));
  profile = await mkdtemp(join(tmpdir(), 'ft-play-profile-'));
  await build({ configFile: join(APP, 'vite.config.ts'), root: APP, build: { outDir: out, emptyOutDir: true } });
  site = await serveStatic({ folders: { '/': out } });
  origin = site.origin;
  context = await chromium.launchPersistentContext(profile, chromiumOptions({ viewport: { width: 1100, height: 800 } }));
}, 120_000);

afterAll(async () => {
  await context?.close();
  // The offline test has closed it already.
  await site?.close();
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

const elementLang = (page: Page) => page.evaluate(() => document.querySelector('forty-thieves')?.lang);
const stockLabel = (page: Page) =>
  page.evaluate(() => document.querySelector('forty-thieves')?.shadowRoot?.querySelector('[part~="stock"] [aria-label]')?.getAttribute('aria-label'));

/** Opens the settings dialog from the app bar, unless it is open. */
async function openSettings(page: Page): Promise<void> {
  if (!(await page.locator('#settings-dialog').evaluate((dialog) => (dialog as HTMLDialogElement).open))) await page.click('#open-settings');
}
async function pick(page: Page, selector: string, value: string): Promise<void> {
  await openSettings(page);
  await page.selectOption(selector, value);
}
async function tick(page: Page, selector: string): Promise<void> {
  await openSettings(page);
  await page.check(selector);
}

const columns = (page: Page) => page.evaluate(() => document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length);

/**
 * Makes a move, builds a new version of the service worker and checks that it is announced, not
 * swapped, until the player asks; then that the reload resumes the same game on the new worker.
 */
async function updateAndReload(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.evaluate(() => document.querySelector('forty-thieves')?.play({ from: 'stock', to: 'waste' }));
  const before = await page.evaluate(() => JSON.stringify(document.querySelector('forty-thieves')?.position));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // A new build: any byte of the service worker changed makes the browser install it beside the old.
  await appendFile(join(out, 'sw.js'), '\n// the next version\n');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await page.locator('#update').waitFor({ state: 'visible' });
  expect(await page.locator('#update-reload').textContent()).toBe('Reload to update');
  // Announced, not swapped: the same document, the same game, the new worker waiting.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
  expect(await page.evaluate(() => JSON.stringify(document.querySelector('forty-thieves')?.position))).toBe(before);
  await Promise.all([page.waitForEvent('load'), page.click('#update-reload')]);
  // Seen once on a loaded machine: the reloaded page had no move. Say what it had instead.
  await page
    .waitForFunction(() => (document.querySelector('forty-thieves')?.moveCount ?? 0) > 0)
    .catch(async (error: unknown) => {
      const seen = await page.evaluate(() => {
        const game = document.querySelector('forty-thieves');
        return JSON.stringify({ error: game?.error, position: game?.position, stored: Object.keys(localStorage) });
      });
      throw new Error(`the reloaded page resumed no move: ${seen}`, { cause: error });
    });
  expect(await page.evaluate(() => JSON.stringify(document.querySelector('forty-thieves')?.position))).toBe(before);
  expect(await page.isHidden('#update')).toBe(true);
  // The new worker took over with the reload.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  await page.close();
}

describe('the play app', () => {
  it('writes what the first board needs into the page itself, compiled eagerly, and has the head ask for another variant at once', async () => {
    const html = await readFile(join(out, 'index.html'), 'utf8');
    // The entry is an inline module script: the page alone draws the first board, no second request.
    expect(html).not.toMatch(/<script[^>]+src=/);
    const code = /<script type="module">([^]*?)<\/script>/.exec(html)?.[1];
    if (code === undefined) throw new Error('no inline entry in index.html');
    // V8's explicit compile hint counts only as the script's first line.
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    // Forty Thieves (its rules text) is in the entry: a first visit's board waits for no chunk.
    expect(code).toContain('Napoleon at St. Helena');
    // Its imports are addressed from the site's root, not from the page's address.
    expect(code).toMatch(/import\(`\/assets\/after-first-game-[\w-]+\.js`\)/);
    expect(code).not.toMatch(/["'`]\.\//);
    // Maria in the address: the head's script preloads her chunk beside the entry. It comes after
    // the entry: a script before it slowed a cold Forty Thieves load (docs/benchmarks.md).
    const preload = html.search(/"maria":"\/assets\/src-[\w-]+\.js"/);
    expect(preload).toBeGreaterThan(html.indexOf('</script>', html.indexOf('<script type="module">')));
    expect(preload).toBeLessThan(html.indexOf('</head>'));
    // The element's English words are its code: no chunk of them is built, as none would be fetched.
    expect(filesWithEnglishCatalogue(out)).toEqual([]);
  });

  it('lists the built-in variants and the two example plugins, and switches between them without reloading the page', async () => {
    const page = await open('?variant=forty-thieves&deal=5');
    // The picker is built once the board is playable and the page idle, or when the settings open.
    await openSettings(page);
    expect(await page.locator('#variant option').count()).toBe(builtinVariants.length + 2);
    expect(await page.locator('#summary').textContent()).toMatch(/Ten columns of four/);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await pick(page, '#variant', 'lucas');
    await page.waitForFunction(() => document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length === 13);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(new URL(page.url()).searchParams.get('variant')).toBe('lucas');
    expect(await page.locator('#rules').textContent()).toMatch(/Aces/);
    await page.close();
  }, 60_000);

  it('opens a third-party plugin (Josephine) the address names as the first board, and names it in the picker', async () => {
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    // The first game put on the table: Josephine's deal, not another game first.
    await page.addInitScript(() => {
      document.addEventListener('ft-game-new', (event) => Object.assign(window, { firstGame: event.detail }), { once: true });
    });
    await page.goto(`${origin}/?variant=josephine&deal=3`);
    await page.waitForFunction(() => (document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length ?? 0) > 0);
    expect(await page.evaluate(() => (window as { firstGame?: unknown }).firstGame)).toEqual({ variant: 'josephine', deal: 3 });
    expect(await page.evaluate(() => document.querySelector('forty-thieves')?.variantPlugin?.id)).toBe('josephine');
    expect(await columns(page)).toBe(10);
    expect(await page.evaluate(() => document.querySelector('forty-thieves')?.error)).toBeUndefined();
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('#variant')?.value === 'josephine');
    expect(await page.locator('#variant option:checked').textContent()).toBe('Josephine');
    expect(await page.locator('#summary').textContent()).toMatch(/sequence moves/);
    expect(new URL(page.url()).search).toBe('?variant=josephine&deal=3');
    await page.close();
  }, 60_000);

  it('plays a third-party plugin from the picker (Forty and Eight), resumed after a reload', async () => {
    const page = await open('?variant=maria&deal=2');
    await pick(page, '#variant', 'forty-and-eight');
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
    await openSettings(page);
    expect(await page.inputValue('#deal')).toBe('42');
    await page.fill('#deal', '1234');
    // Changing an option on the way does not wipe the number being typed.
    await page.click('#four-colour');
    expect(await page.inputValue('#deal')).toBe('1234');
    await page.click('#four-colour');
    await page.press('#deal', 'Enter');
    await page.waitForFunction(() => document.querySelector('forty-thieves')?.position?.deal === 1234);
    expect(new URL(page.url()).search).toBe('?variant=maria&deal=1234');
    await page.close();
  }, 60_000);

  it('resumes the game after a reload and keeps the settings', async () => {
    const page = await open('?variant=streets&deal=9');
    await page.evaluate(() => document.querySelector('forty-thieves')?.play({ from: 'stock', to: 'waste' }));
    await tick(page, '#four-colour');
    await tick(page, '#winnable-only');
    const before = await page.evaluate(() => JSON.stringify(document.querySelector('forty-thieves')?.position));
    await page.reload();
    await page.waitForFunction(() => (document.querySelector('forty-thieves')?.moveCount ?? 0) > 0);
    expect(await page.evaluate(() => JSON.stringify(document.querySelector('forty-thieves')?.position))).toBe(before);
    expect(await page.isChecked('#four-colour')).toBe(true);
    expect(await page.evaluate(() => document.querySelector('forty-thieves')?.hasAttribute('four-colour'))).toBe(true);
    expect(await page.isChecked('#winnable-only')).toBe(true);
    expect(await page.evaluate(() => document.querySelector('forty-thieves')?.winnableOnly)).toBe(true);
    await page.close();
  }, 60_000);

  it('reads neither an empty ?deal= nor ?deal=0x10 as a deal number', async () => {
    for (const query of ['?variant=maria&deal=', '?variant=maria&deal=0x10']) {
      const page = await open(query);
      const deal = await page.evaluate(() => document.querySelector('forty-thieves')?.position?.deal);
      // Deal 0 or 16 only by the chance of one random deal in 2^31.
      expect(deal).not.toBe(query.endsWith('=') ? 0 : 16);
      expect(await page.evaluate(() => document.querySelector('forty-thieves')?.error)).toBeUndefined();
      await page.close();
    }
  }, 60_000);

  it('deals a playable game whatever its keys in localStorage hold, and loses no stored value', async () => {
    const page = await open('?variant=maria&deal=3');
    const saved = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    const keys = ['forty-thieves-play', 'forty-thieves-play:stats', 'forty-thieves-play:settings'];
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.constantFrom(
        '{"format":"forty-thieves/play-settings","autoplay":true,"supermove":true,"fourColour":false,"language":"tlh"}',
        '{"format":"forty-thieves/element-game","schema":1,"game":{"format":"forty-thieves/game"},"depth":-1}',
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.tuple(text, text, text), async (values) => {
        const written: [string, string][] = [...keys.map((key, i): [string, string] => [key, values[i] ?? '']), ['the-page:own', 'kept']];
        await page.evaluate((entries) => {
          localStorage.clear();
          for (const [key, value] of entries) localStorage.setItem(key, value);
        }, written);
        await page.goto(`${origin}/`);
        await page.waitForFunction(() => (document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length ?? 0) > 0);
        expect(await page.evaluate(() => document.querySelector('forty-thieves')?.error)).toBeUndefined();
        const now = new Map<string, string>(await page.evaluate(() => Object.entries(localStorage) as [string, string][]));
        for (const [key, value] of written) {
          const family = [...now].filter(([k]) => k === key || k.startsWith(`${key}:set-aside`)).map(([, v]) => v);
          expect(family, `${key}: ${value} is gone`).toContain(value);
        }
      }),
      { seed: 14, numRuns: 6 },
    );
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of JSON.parse(entries) as [string, string][]) localStorage.setItem(key, value);
    }, saved);
    await page.close();
  }, 120_000);

  it('is installable: the manifest names PNG icons of 192 and 512 px and a maskable one, each file that size', async () => {
    const manifest = JSON.parse(await readFile(join(out, 'manifest.webmanifest'), 'utf8')) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of [...pngs, { src: 'apple-touch-icon.png', sizes: '180x180' }]) {
      const png = await readFile(join(out, icon.src));
      // A PNG's IHDR chunk gives its width and height, big-endian, at bytes 16 and 20.
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

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

  it('switches the app and the element to Swedish from the language picker, and keeps the choice after a reload', async () => {
    const page = await open('?variant=forty-thieves&deal=7');
    await openSettings(page);
    const names = await page.locator('#language option').allTextContents();
    expect(names).toEqual(['English', 'Svenska', 'Norsk bokmål', 'Íslenska', 'Lëtzebuergesch']);
    await page.evaluate(() => document.querySelector('forty-thieves')?.play({ from: 'stock', to: 'waste' }));
    await pick(page, '#language', 'sv');
    await page.waitForFunction(() => (document.querySelector('#rules')?.textContent ?? '').includes('grundhög'));
    // The rules, the summary, the picker's variant names and the page's own labels in Swedish.
    expect(await page.locator('#rules').textContent()).toMatch(/^Flytta alla 104 kort till de åtta grundhögarna/);
    expect(await page.locator('#summary').textContent()).toMatch(/^Tio kolumner med fyra kort/);
    expect(await page.locator('#variant option[value="forty-thieves"]').textContent()).toBe('Fyrtio tjuvar');
    expect(await page.locator('[data-l10n="language"]').textContent()).toBe('Språk');
    expect(await page.locator('#rules-heading').textContent()).toBe('Regler och statistik');
    expect(await page.getAttribute('.toggles', 'aria-label')).toBe('inställningar');
    // The element speaks Swedish too, and the game in progress stays on the table.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    expect(await elementLang(page)).toBe('sv');
    await page.waitForFunction(() =>
      /talong/.test(document.querySelector('forty-thieves')?.shadowRoot?.querySelector('[part~="stock"] [aria-label]')?.getAttribute('aria-label') ?? ''),
    );
    expect(await page.evaluate(() => document.querySelector('forty-thieves')?.moveCount)).toBe(1);
    await page.reload();
    await page.waitForFunction(() => (document.querySelector('#rules')?.textContent ?? '').includes('grundhög'));
    expect(await page.inputValue('#language')).toBe('sv');
    expect(await elementLang(page)).toBe('sv');
    expect(await stockLabel(page)).toMatch(/talong/);
    // The settings' controls, built after this load, speak Swedish too.
    await openSettings(page);
    expect(await page.locator('[data-l10n="language"]').textContent()).toBe('Språk');
    expect(await page.locator('#variant option[value="forty-thieves"]').textContent()).toBe('Fyrtio tjuvar');
    // Back to English for the tests that follow (they share the browser profile).
    await pick(page, '#language', 'en');
    await page.waitForFunction(() => (document.querySelector('#rules')?.textContent ?? '').startsWith('Move all'));
    await page.close();
  }, 60_000);

  it.each([
    ['nb', 'Flytt alle de 104 kortene til de åtte grunnbunkene', 'Førti tyver'],
    ['lb', 'Leet all 104 Kaarten op déi aacht Fundamenter', 'Véierzeg Déif'],
    ['is', 'Færðu öll 104 spilin á grunnbunkana átta', 'Fjörutíu þjófar'],
  ])(
    'shows the rules panel in %s when that language is picked',
    async (lang, rules, name) => {
      const page = await open('?variant=forty-thieves&deal=7');
      await pick(page, '#language', lang);
      await page.waitForFunction((start) => (document.querySelector('#rules')?.textContent ?? '').startsWith(start), rules);
      expect(await elementLang(page)).toBe(lang);
      expect(await page.locator('#variant option[value="forty-thieves"]').textContent()).toBe(name);
      // Back to English for the tests that follow (they share the browser profile).
      await pick(page, '#language', 'en');
      await page.waitForFunction(() => (document.querySelector('#rules')?.textContent ?? '').startsWith('Move all'));
      await page.close();
    },
    60_000,
  );

  it('lays the board out below a styled app bar: no scrolling, most of the height, on a phone and a desktop', async () => {
    if (!context) throw new Error('no browser');
    for (const [width, height] of [
      [390, 844],
      [844, 390],
      [1280, 800],
      [1920, 1080],
    ] as const) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      await page.goto(`${origin}/?variant=lucas&deal=3`);
      await page.waitForFunction(() => (document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length ?? 0) === 13);
      const figures = await page.evaluate(() => {
        const bar = document.querySelector('.appbar')?.getBoundingClientRect();
        const element = document.querySelector('forty-thieves');
        const board = element?.shadowRoot?.querySelector('.board')?.getBoundingClientRect();
        const cards = [...(element?.shadowRoot?.querySelectorAll('.card, .placeholder') ?? [])].map((card) => card.getBoundingClientRect());
        return {
          // Below the app bar, or beside it where it is a rail (a phone held sideways).
          barBottom: bar && bar.width >= innerWidth - 1 ? bar.bottom : 0,
          boardHeight: board?.height ?? 0,
          lowest: Math.max(...cards.map((card) => card.bottom)),
          rightmost: Math.max(...cards.map((card) => card.right)),
          scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
          buttons: [...document.querySelectorAll('.appbar button')].map((button) => button.getBoundingClientRect().height),
        };
      });
      expect(figures.scroll).toEqual([width, height]);
      expect(figures.lowest).toBeLessThanOrEqual(height);
      expect(figures.rightmost).toBeLessThanOrEqual(width);
      expect(figures.boardHeight / (height - figures.barBottom)).toBeGreaterThanOrEqual(0.85);
      for (const button of figures.buttons) expect(button).toBeGreaterThanOrEqual(30);
      await page.close();
    }
  }, 120_000);

  // docs/element.md, "Type scale": every family, weight and size of text laid out costs the first
  // load a font lookup (docs/benchmarks.md), so the first screen keeps to one family, one weight,
  // one size for the words and two for the cards in each layout.
  it('draws its first screen in one family, one weight (700), and at most three fonts per layout', async () => {
    if (!context) throw new Error('no browser');
    for (const [width, height] of [
      [390, 844],
      [844, 390],
      [1280, 800],
    ] as const) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      await page.goto(`${origin}/?variant=forty-thieves&deal=1`);
      // With the later chunk's styles (the court cards' panels, the toast) and the solver's line.
      await page.waitForFunction(() => {
        const root = document.querySelector('forty-thieves')?.shadowRoot;
        const court = root?.querySelector('.court-art');
        return court && getComputedStyle(court).display !== 'none' && root?.querySelector('[part~="solver-status"]');
      });
      const fonts = await page.evaluate(() => {
        const found = new Map<string, string>();
        const roots: (Document | ShadowRoot)[] = [document];
        for (let root = roots.pop(); root; root = roots.pop()) {
          for (const element of root.querySelectorAll('*')) {
            if (element.shadowRoot) roots.push(element.shadowRoot);
            const words = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
            const before = getComputedStyle(element, '::before').content;
            const generated = before !== 'none' && before !== 'normal' && before !== '""';
            // Text laid out costs its font even hidden or clipped; an element not rendered does not.
            if ((!words && !generated) || element.getClientRects().length === 0) continue;
            const style = getComputedStyle(element);
            const font = `${style.fontFamily} ${style.fontWeight} ${style.fontSize}`;
            if (!found.has(font)) found.set(font, `${element.localName}.${[...element.classList].join('.')}`);
          }
        }
        return [...found].map(([font, example]) => ({ font, example }));
      });
      const [families, weights] = [0, 1].map((at) => new Set(fonts.map(({ font }) => font.split(/ (?=\d)/)[at])));
      expect([...(families ?? [])], `${width}×${height}`).toEqual(['system-ui, sans-serif']);
      expect([...(weights ?? [])], `${width}×${height}: ${JSON.stringify(fonts)}`).toEqual(['700']);
      expect(fonts.length, `${width}×${height}: ${JSON.stringify(fonts)}`).toBeLessThanOrEqual(3);
      await page.close();
    }
  }, 120_000);

  it('keeps the settings in a dialog, and the skip link goes straight to the cards', async () => {
    const page = await open('?variant=maria&deal=5');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('skip');
    await page.keyboard.press('Enter');
    const focused = await page.evaluate(() => document.querySelector('forty-thieves')?.shadowRoot?.activeElement?.getAttribute('data-pile'));
    expect(focused).toBe('stock');
    expect(await page.isVisible('#variant')).toBe(false);
    await page.click('#open-settings');
    expect(await page.isVisible('#variant')).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.isVisible('#variant')).toBe(false);
    await page.click('#open-rules');
    expect(await page.isVisible('#rules')).toBe(true);
    const rules = await page.locator('#rules-dialog .body').boundingBox();
    // The rules never touch the window's edge.
    expect(rules?.x ?? 0).toBeGreaterThanOrEqual(8);
    await page.close();
  }, 60_000);

  it('has no form control in the page when its parsing ends; the settings join their dialog once the board is playable', async () => {
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    // Form controls present when parsing ends are looked over for autofill before the first board.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { controlsAtParseEnd: number }).controlsAtParseEnd = document.querySelectorAll('input, select, textarea, form').length;
      });
    });
    await page.goto(`${origin}/?variant=maria&deal=5`);
    expect(await page.evaluate(() => (window as unknown as { controlsAtParseEnd?: number }).controlsAtParseEnd)).toBe(0);
    // Then, unopened, the dialog gets its controls (set up while detached: the stored settings and both pickers).
    await page.waitForFunction(() => document.querySelectorAll('#settings-dialog select, #settings-dialog input').length === 8, undefined, { timeout: 20_000 });
    // The picker shows the game once the element has reported it (ft-game-new), which may come after the controls are built.
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('#variant')?.value === 'maria', undefined, { timeout: 20_000 });
    expect(await page.inputValue('#deal')).toBe('5');
    expect(await page.locator('#language option').count()).toBe(5);
    await page.click('#open-settings');
    expect(await page.locator('#settings-dialog .body').count()).toBe(1);
    expect(await page.isVisible('#deal')).toBe(true);
    await page.close();
  }, 60_000);

  it('switches to the dark theme from the settings and keeps it', async () => {
    const page = await open('?variant=maria&deal=5');
    const table = () => page.evaluate(() => getComputedStyle(document.querySelector('forty-thieves') as Element).backgroundColor);
    await pick(page, '#theme', 'light');
    const light = await table();
    await pick(page, '#theme', 'dark');
    expect(await table()).not.toBe(light);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('forty-thieves')?.style.colorScheme === 'dark');
    await pick(page, '#theme', 'system');
    await page.close();
  }, 60_000);

  it('draws the edge of every dialog, button and prompt of the page in forced colours', async () => {
    const page = await open('?variant=maria&deal=5');
    await page.emulateMedia({ forcedColors: 'active' });
    await openSettings(page);
    await page.evaluate(() => {
      (document.getElementById('rules-dialog') as HTMLDialogElement).show();
      (document.getElementById('update') as HTMLElement).hidden = false;
    });
    // Box shadows and backgrounds are dropped in forced colours: a border is all that shows an edge.
    const edgeless = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('dialog, dialog button, #update, #update button')]
        .filter((node) => {
          const style = getComputedStyle(node);
          return style.borderTopStyle === 'none' || parseFloat(style.borderTopWidth) < 1 || style.borderTopColor === 'rgba(0, 0, 0, 0)';
        })
        .map((node) => node.id || node.textContent.trim() || node.tagName),
    );
    expect(edgeless).toEqual([]);
    await page.close();
  }, 60_000);

  it('announces a new version with a reload-to-update prompt and swaps it only when the player asks', async () => {
    await updateAndReload(await open('?variant=number-ten&deal=4'));
  }, 60_000);

  it('reloads to update from the page of a first visit too, which no worker controlled when it registered', async () => {
    const fresh = await mkdtemp(join(tmpdir(), 'ft-play-first-visit-'));
    const firstVisit = await chromium.launchPersistentContext(fresh, chromiumOptions({ viewport: { width: 1100, height: 800 } }));
    try {
      const page = await firstVisit.newPage();
      await page.goto(`${origin}/?variant=number-ten&deal=4`);
      await page.waitForFunction(() => (document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length ?? 0) > 0);
      await updateAndReload(page);
    } finally {
      await firstVisit.close();
      await rm(fresh, { recursive: true, force: true });
    }
  }, 60_000);

  // Last: it stops the server, so nothing but the service worker can answer.
  it('plays with the network cut off after the first visit, even a variant and a language never loaded online', async () => {
    const page = await open('?variant=maria&deal=11');
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null);
    if (!context) throw new Error('no browser');
    await context.setOffline(true);
    await site?.close();
    await page.reload();
    await page.waitForFunction(() => document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length === 9);
    const moves = await page.evaluate(() => document.querySelector('forty-thieves')?.moveCount ?? 0);
    await page.evaluate(() => document.querySelector('forty-thieves')?.play({ from: 'stock', to: 'waste' }));
    expect(await page.evaluate(() => document.querySelector('forty-thieves')?.moveCount)).toBe(moves + 1);
    // Limited (twelve columns) and Icelandic were never asked for online: their chunks come from the precache.
    await pick(page, '#variant', 'limited');
    await page.waitForFunction(() => document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length === 12);
    await pick(page, '#language', 'is');
    await page.waitForFunction(() => (document.querySelector('#rules')?.textContent ?? '').startsWith('Færðu öll 104 spilin'));
    expect(await elementLang(page)).toBe('is');
    await page.close();
  }, 60_000);
});
