import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumOptions } from '@forty-thieves/static-server';
import { chromium } from 'playwright';
import { MARK } from './element-bench.js';

/**
 * The play app's first board as a page with no script, for `pnpm bench element-trace`: the
 * document as it stands when the first board is drawn (before the chunks loaded after it: they are
 * refused here), the element's shadow root written out as declarative shadow DOM with the
 * stylesheet it has then, the page's scripts dropped, and the static page's mark (the first frame
 * after parsing). Traced beside the app and the static page, it tells what that DOM and CSS cost
 * the browser alone, the part no change to the script can save.
 */
export async function firstBoardSnapshot(origin: string, path: string): Promise<string> {
  const profile = await mkdtemp(join(tmpdir(), 'ft-snapshot-'));
  const context = await chromium.launchPersistentContext(profile, chromiumOptions({ viewport: { width: 1280, height: 800 } }));
  try {
    const page = await context.newPage();
    await page.route(/\/assets\/(after-first-game|solver-controller)-/, (route) => route.abort());
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => (document.querySelector('forty-thieves')?.shadowRoot?.querySelectorAll('[part~="column"]').length ?? 0) > 0);
    return await page.evaluate((mark) => {
      const root = document.querySelector('forty-thieves')?.shadowRoot;
      if (!root) throw new Error('the page has no <forty-thieves> with a shadow root');
      const css = root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')).join('\n');
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      for (const script of copy.querySelectorAll('script')) script.remove();
      const host = copy.querySelector('forty-thieves');
      if (!host) throw new Error('the copy has no <forty-thieves>');
      // Lit's markers are comments; the parser would only skip them.
      host.innerHTML = `<template shadowrootmode="open"><style>${css}</style>${root.innerHTML.replace(/<!--[^>]*-->/g, '')}</template>`;
      const marker = `<script>requestAnimationFrame(()=>performance.mark(${JSON.stringify(mark)}))</script>`;
      return `<!doctype html>${copy.outerHTML.replace('</body>', `${marker}</body>`)}`;
    }, MARK);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
