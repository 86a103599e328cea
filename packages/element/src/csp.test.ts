import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumOptions, serveStatic, type StaticSite } from '@forty-thieves/static-server';
import { chromium, type BrowserContext, type ConsoleMessage, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandalone } from './testing/standalone-build.js';

/**
 * The standalone bundle on a page served with a strict Content-Security-Policy (docs/embedding.md):
 * no inline script, no inline style, nothing from another origin. Every `securitypolicyviolation`
 * event is counted by a classic script the page loads first, and the board's layout is measured,
 * because a blocked style leaves a board that renders but is drawn wrong.
 */
export const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'";

// The page itself keeps the policy: its styles and its watcher are files of its own origin.
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>A strict page</title>
  <script src="./watch-csp.js"></script>
  <link rel="stylesheet" href="./page.css">
</head>
<body>
  <forty-thieves variant="maria" deal="42"></forty-thieves>
  <script type="module" src="./forty-thieves.js"></script>
</body>
</html>`;
const PAGE_CSS = 'body { margin: 0; } forty-thieves { width: 900px; --ft-height: 640px; }';
const WATCH_CSP = `window.violations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.violations.push(event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sample);
});`;

let out = '';
let profile = '';
let site: StaticSite | undefined;
let context: BrowserContext | undefined;

beforeAll(async () => {
  out = await buildStandalone();
  profile = await mkdtemp(join(tmpdir(), 'ft-profile-'));
  await writeFile(join(out, 'index.html'), PAGE);
  await writeFile(join(out, 'page.css'), PAGE_CSS);
  await writeFile(join(out, 'watch-csp.js'), WATCH_CSP);
  site = await serveStatic({ folders: { '/': out }, headers: { 'content-security-policy': STRICT_CSP } });
  context = await chromium.launchPersistentContext(profile, chromiumOptions());
}, 120_000);

afterAll(async () => {
  await context?.close();
  await site?.close();
  await rm(out, { recursive: true, force: true });
  await rm(profile, { recursive: true, force: true });
});

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The boxes of every column's cards (face down and face up, in pile order), column by column. */
function columnBoxes(page: Page): Promise<{ column: Box; cards: Box[] }[]> {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return { left, top, width, height };
    };
    const root = document.querySelector('forty-thieves')?.shadowRoot;
    return [...(root?.querySelectorAll('[part~="column"]') ?? [])].map((column) => ({
      column: box(column),
      cards: [...column.querySelectorAll('.card')].sort((a, b) => Number(a.getAttribute('data-index')) - Number(b.getAttribute('data-index'))).map(box),
    }));
  });
}

describe('the element under a strict Content-Security-Policy', () => {
  it('draws, plays and checks its deal with no violation, each column fanned downwards and the columns side by side', async () => {
    if (!context || !site) throw new Error('no browser');
    const page = await context.newPage();
    // What Chromium logs about the policy, from the page and from the solver's worker (whose
    // events the page's watcher cannot hear).
    // Errors too: a solver that cannot start says so in the console.
    const logged: string[] = [];
    const workers: string[] = [];
    const heed = (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.text().includes('Content Security Policy')) logged.push(message.text());
    };
    page.on('console', heed);
    page.on('pageerror', (error) => logged.push(error.message));
    page.on('worker', (worker) => {
      workers.push(new URL(worker.url()).pathname);
      worker.on('console', heed);
    });
    await page.goto(`${site.origin}/`);
    await page.waitForFunction(() => document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"] .card').length === 9 * 4);
    // The solver's chunk and worker under the policy: the status line shows. "Winnable" when the
    // solver finishes quickly; on a loaded machine it may still be looking ("Still looking…"),
    // which is no failure here as long as the worker started and nothing logged an error.
    const status = await page.waitForFunction(
      () => {
        const text = document.querySelector('forty-thieves')?.shadowRoot?.querySelector('[part="solver-status"]')?.textContent.trim();
        return text === 'Winnable' || text === 'Still looking…' ? text : undefined;
      },
      undefined,
      { timeout: 60_000 },
    );
    expect(['Winnable', 'Still looking…']).toContain(await status.jsonValue());
    await expect.poll(() => workers, { timeout: 60_000 }).toEqual([expect.stringMatching(/^\/assets\/solver-worker-[\w-]+\.js$/)]);

    const columns = await columnBoxes(page);
    expect(columns).toHaveLength(9);
    for (const [c, { column, cards }] of columns.entries()) {
      // Maria deals four cards to each of nine columns (docs/rules.md), each drawn lower than the one under it.
      expect(cards, `column ${c}`).toHaveLength(4);
      for (let i = 1; i < cards.length; i++) {
        const [above, below] = [cards[i - 1], cards[i]];
        if (!above || !below) throw new Error('a card is missing');
        expect(below.top, `column ${c}, card ${i}`).toBeGreaterThan(above.top);
        expect(below.left).toBe(above.left);
      }
      for (const card of cards) {
        expect(card.width).toBeGreaterThan(0);
        expect(card.width).toBeLessThanOrEqual(column.width + 0.5);
      }
      const next = columns[c + 1];
      if (next) expect(next.column.left, `column ${c + 1} beside column ${c}`).toBeGreaterThanOrEqual(column.left + column.width);
    }
    // Nine columns in a row fit the element's 900 px.
    const last = columns.at(-1)?.column;
    expect((last?.left ?? Infinity) + (last?.width ?? 0)).toBeLessThanOrEqual(900);

    // A hint draws the styles that load after the first game (adopted sheets, not <style>).
    await page.evaluate(async () => {
      const element = document.querySelector<HTMLElement & { ready: Promise<void>; hint(): unknown }>('forty-thieves');
      await element?.ready; // hints come with what loads once the first game is drawn
      element?.hint();
    });
    await page.waitForFunction(() => document.querySelector('forty-thieves')?.shadowRoot?.querySelector('.hinted') !== null);
    // A language's words, a chunk of their own.
    await page.evaluate(() => document.querySelector('forty-thieves')?.setAttribute('lang', 'sv'));
    await page.waitForFunction(() => document.querySelector('forty-thieves')?.shadowRoot?.querySelector('button')?.textContent.trim() === 'Nytt');

    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(logged).toEqual([]);
    await page.close();
  }, 120_000);
});
