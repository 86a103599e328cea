import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import en from '../../../packages/element/src/l10n/en/app.json';

/**
 * The page is written in English, and a first load in English leaves its words as they are
 * (main.ts redraws them only for another language): so every word index.html carries must be
 * the English catalogue's.
 */
describe('index.html', () => {
  it("carries the English catalogue's words in every translated place", async () => {
    const page = await readFile(new URL('../index.html', import.meta.url), 'utf8');
    const texts = [...page.matchAll(/<[a-z0-9]+[^>]*\sdata-l10n="(\w+)"[^>]*>([^<]*)</g)].map(([, key, text]) => [key, text]);
    const labels = [...page.matchAll(/<[a-z0-9]+[^>]*\saria-label="([^"]*)"[^>]*\sdata-l10n-label="(\w+)"/g)].map(([, text, key]) => [key, text]);
    expect(texts.length).toBeGreaterThan(20);
    expect(labels.length).toBeGreaterThan(0);
    for (const [key, text] of [...texts, ...labels]) expect([key, text]).toEqual([key, en[key as keyof typeof en]]);
    expect(page).toContain(`<title>${en.title}</title>`);
  });
});
