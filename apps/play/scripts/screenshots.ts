/**
 * `pnpm screenshots`: the play app as players see it, for review by eye. Renders every variant in
 * the picker (the built-ins and the example plugins) at 390×844, 844×390 and 1280×800, a fresh deal and
 * a late position with a 20-card column, into `screenshots/` at the repo root (git-ignored), and
 * prints per picture the card width, the board's share of the height below the app bar and
 * anything that would need a scroll. Needs the built app (`pnpm build`); serves it on 127.0.0.1
 * and drives Debian's Chromium.
 *   pnpm screenshots [--out <dir>] [--variants maria,lucas] [--deal 7] [--theme light|dark|forced]
 * `--theme` renders the page in a light or dark colour scheme (the system's, as the app follows it)
 * or in forced colours (Windows' high contrast); the file names then end in the theme.
 */
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromiumOptions, serveStatic } from '@forty-thieves/static-server';
import { chromium, type Page } from 'playwright';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DIST = join(ROOT, 'apps/play/dist');
const VIEWPORTS = [
  [390, 844],
  [844, 390],
  [1280, 800],
] as const;

const USAGE = 'usage: pnpm screenshots [--out <dir>] [--variants maria,lucas] [--deal 7] [--theme light|dark|forced]';
const { values } = (() => {
  try {
    return parseArgs({
      options: { out: { type: 'string' }, variants: { type: 'string' }, deal: { type: 'string' }, theme: { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    // A mistyped option: say which and how to call it, not a stack trace.
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const out = resolve(values.out ?? join(ROOT, 'screenshots'));
const deal = values.deal ?? '7';
const theme = values.theme;
if (theme !== undefined && !['light', 'dark', 'forced'].includes(theme)) {
  console.error(`--theme ${theme}: use light, dark or forced\n${USAGE}`);
  process.exit(2);
}

interface Figures {
  cardWidth: number;
  boardShare: number;
  overflow: string[];
}

/** A late position of the variant on the table: foundations begun, a 20-card column, a waste. */
function latePosition(): unknown {
  const element = document.querySelector('forty-thieves') as HTMLElement & {
    position?: { columns: { down: string[]; up: string[] }[]; foundations: string[][]; stock: string[]; waste: string[]; variant: string; redealsLeft: number };
  };
  const now = element.position;
  if (!now) throw new Error('no game on the table');
  const pool = [...now.stock, ...now.waste, ...now.columns.flatMap((c) => [...c.down, ...c.up]), ...now.foundations.flat()];
  const take = (card: string): string | undefined => {
    const at = pool.indexOf(card);
    return at < 0 ? undefined : pool.splice(at, 1)[0];
  };
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
  const foundations = Array.from({ length: 8 }, (_, f) =>
    ranks
      .slice(0, 2 + (f % 3))
      .map((rank) => take(`${rank}${'SHDC'[f % 4] ?? 'S'}`))
      .filter((card): card is string => card !== undefined),
  );
  const run = ranks
    .slice(1)
    .reverse()
    .map((rank, i) => take(`${rank}${'HSDC'[i % 4] ?? 'S'}`))
    .filter((card): card is string => card !== undefined);
  // Face-down cards only as many as the variant deals (none in most: they refuse a position with
  // any), so the picture is one a player can reach; the rest of the column lies face up.
  const lower = pool.splice(0, 20 - run.length);
  const dealtDown = now.columns[0]?.down.length ?? 0;
  const columns = now.columns.map((column, c) =>
    c === 0
      ? { down: lower.slice(0, dealtDown), up: [...lower.slice(dealtDown), ...run] }
      : {
          down: [],
          up: [...column.down, ...column.up]
            .slice(0, 3)
            .map(take)
            .filter((card): card is string => card !== undefined),
        },
  );
  const waste = pool.splice(0, 3);
  return { ...now, deal: null, foundations, columns, waste, stock: pool };
}

async function measure(page: Page): Promise<Figures> {
  return page.evaluate(() => {
    const bar = document.querySelector('.appbar')?.getBoundingClientRect();
    const root = document.querySelector('forty-thieves')?.shadowRoot;
    const board = root?.querySelector('.board')?.getBoundingClientRect();
    const overflow: string[] = [];
    for (const card of root?.querySelectorAll<HTMLElement>('.card, .placeholder') ?? []) {
      const box = card.getBoundingClientRect();
      if (box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5 || box.left < -0.5)
        overflow.push(`${card.dataset.pile ?? '?'}:${card.dataset.index ?? '?'}`);
    }
    if (document.documentElement.scrollHeight > innerHeight || document.documentElement.scrollWidth > innerWidth) overflow.push('page scrolls');
    const card = root?.querySelector('[part~="column"] .card')?.getBoundingClientRect();
    return { cardWidth: card?.width ?? 0, boardShare: (board?.height ?? 0) / (innerHeight - (bar && bar.width >= innerWidth - 1 ? bar.bottom : 0)), overflow };
  });
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`no built app in ${DIST}: run \`pnpm build\` first`);
  await mkdir(out, { recursive: true });
  const site = await serveStatic({ folders: { '/': DIST } });
  const browser = await chromium.launch(chromiumOptions());
  let problems = 0;
  try {
    for (const [width, height] of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: 1,
        hasTouch: width < 900,
        colorScheme: theme === 'dark' ? 'dark' : 'light',
        forcedColors: theme === 'forced' ? 'active' : 'none',
      });
      // tsx names functions with a helper the page lacks: give the page that helper.
      await context.addInitScript('window.__name = (fn) => fn;');
      const page = await context.newPage();
      await page.goto(`${site.origin}/`);
      await page.waitForFunction(() => customElements.get('forty-thieves') !== undefined);
      const every = await page.evaluate(() =>
        (customElements.get('forty-thieves') as unknown as { variants(): { id: string }[] }).variants().map((variant) => variant.id),
      );
      const variants = values.variants ? values.variants.split(',') : every;
      for (const variant of variants) {
        await page.goto(`${site.origin}/?variant=${variant}&deal=${deal}`);
        await page.waitForFunction(
          (id) => (document.querySelector('forty-thieves') as unknown as { position?: { variant: string } } | null)?.position?.variant === id,
          variant,
        );
        await page.evaluate(() => (document.querySelector('forty-thieves') as unknown as { ready: Promise<void> }).ready);
        for (const stage of ['fresh', 'late'] as const) {
          if (stage === 'late') {
            await page.evaluate(
              async (position) => {
                const element = document.querySelector('forty-thieves') as unknown as { loadPosition(p: unknown): Promise<void>; error?: string };
                await element.loadPosition(position);
                if (element.error !== undefined) throw new Error(element.error);
              },
              await page.evaluate(latePosition),
            );
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          }
          // Wait out the toast, as a player would see the table a moment later.
          await page.evaluate(() => {
            for (const animation of document.querySelector('forty-thieves')?.shadowRoot?.querySelector('[part~="status"]')?.getAnimations() ?? [])
              animation.finish();
          });
          const file = join(out, `${variant}-${width}x${height}-${stage}${theme === undefined ? '' : `-${theme}`}.png`);
          await page.screenshot({ path: file });
          const figures = await measure(page);
          if (figures.overflow.length > 0) problems++;
          console.log(
            `${variant.padEnd(16)} ${`${width}×${height}`.padEnd(9)} ${stage.padEnd(5)} card ${figures.cardWidth.toFixed(1).padStart(5)} px  board ${(figures.boardShare * 100).toFixed(0)} % of the height${figures.overflow.length > 0 ? `  OFF SCREEN: ${figures.overflow.join(' ')}` : ''}`,
          );
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
  console.log(`pictures in ${out}${problems > 0 ? `; ${problems} with piles off screen` : ''}`);
  if (problems > 0) process.exitCode = 1;
}

await main();
