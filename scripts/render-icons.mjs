#!/usr/bin/env node
// Renders the play app's PNG icons from its one drawing, apps/play/public/icon.svg, in Debian's
// headless Chromium: 192 and 512 px for the web app manifest, a 512 px maskable one (a full-bleed
// background and the drawing inside the 80 % safe zone, so a launcher's mask never cuts a card) and
// the 180 px apple-touch-icon. Run it after changing the SVG: `node scripts/render-icons.mjs`.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'play', 'public');
const svg = await readFile(join(PUBLIC, 'icon.svg'), 'utf8');
const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
// The drawing's own background colour, square and full-bleed, under the drawing at 80 %.
const background = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#0b6e3a';
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${background}"/><g transform="translate(51.2 51.2) scale(0.8)">${inner}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'icon-maskable-512.png', size: 512, source: maskable },
  { file: 'apple-touch-icon.png', size: 180, source: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, source } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const url = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${url}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: join(PUBLIC, file), omitBackground: true });
    await page.close();
    console.log(`${file}: ${size} × ${size}`);
  }
} finally {
  await browser.close();
}
