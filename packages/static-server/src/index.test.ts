import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFor, serveStatic, type StaticSite } from './index.js';

let dir = '';
let site: StaticSite | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ft-static-'));
  await mkdir(join(dir, 'chunks'));
  await writeFile(join(dir, 'index.html'), '<p>index</p>');
  await writeFile(join(dir, 'chunks', 'a.js'), 'export {}');
  site = await serveStatic({ folders: { '/': dir, '/vendor/': dir }, pages: { '/shop/page.html': '<p>shop</p>' } });
});

afterAll(async () => {
  await site?.close();
  await rm(dir, { recursive: true, force: true });
});

async function get(path: string): Promise<[number, string, string | null]> {
  const response = await fetch(`${site?.origin ?? ''}${path}`);
  return [response.status, await response.text(), response.headers.get('content-type')];
}

describe('serveStatic', () => {
  it('serves files by folder prefix, index.html for a folder, and pages given as text', async () => {
    expect(await get('/')).toEqual([200, '<p>index</p>', 'text/html']);
    expect(await get('/chunks/a.js')).toEqual([200, 'export {}', 'text/javascript']);
    expect(await get('/vendor/chunks/a.js')).toEqual([200, 'export {}', 'text/javascript']);
    expect(await get('/shop/page.html')).toEqual([200, '<p>shop</p>', 'text/html']);
  });

  it('answers 404 for a missing file, and never serves outside its folders', async () => {
    expect((await get('/chunks/b.js'))[0]).toBe(404);
    expect(fileFor({ '/vendor/': dir }, '/vendor/../../etc/passwd')).toBeUndefined();
    expect(fileFor({ '/vendor/': dir }, '/other/a.js')).toBeUndefined();
    expect(fileFor({ '/vendor/': dir }, '/vendor/chunks/a.js')).toBe(join(dir, 'chunks', 'a.js'));
  });

  it('answers a file as it is now, or with readOnce as it was when first asked for, looking again for one it did not find', async () => {
    const fresh = await serveStatic({ folders: { '/': dir } });
    try {
      await writeFile(join(dir, 'now.js'), 'export const a = 1;');
      expect(await (await fetch(`${fresh.origin}/now.js`)).text()).toBe('export const a = 1;');
      await writeFile(join(dir, 'now.js'), 'export const a = 2;');
      expect(await (await fetch(`${fresh.origin}/now.js`)).text()).toBe('export const a = 2;');
    } finally {
      await fresh.close();
    }
    const other = await serveStatic({ folders: { '/': dir }, readOnce: true });
    try {
      const ask = async (path: string) => {
        const response = await fetch(`${other.origin}${path}`);
        return [response.status, await response.text()];
      };
      await writeFile(join(dir, 'later.js'), 'export const a = 1;');
      expect(await ask('/later.js')).toEqual([200, 'export const a = 1;']);
      await writeFile(join(dir, 'later.js'), 'export const a = 2;');
      expect(await ask('/later.js')).toEqual([200, 'export const a = 1;']);
      expect((await ask('/new.js'))[0]).toBe(404);
      await writeFile(join(dir, 'new.js'), 'export {}');
      expect(await ask('/new.js')).toEqual([200, 'export {}']);
    } finally {
      await other.close();
    }
  });

  it('sends the headers it is given with pages, files and 404s alike', async () => {
    const policy = "default-src 'self'";
    const strict = await serveStatic({ folders: { '/': dir }, pages: { '/page.html': '<p>page</p>' }, headers: { 'content-security-policy': policy } });
    try {
      for (const path of ['/page.html', '/chunks/a.js', '/missing.js']) {
        expect((await fetch(`${strict.origin}${path}`)).headers.get('content-security-policy')).toBe(policy);
      }
      expect((await fetch(`${site?.origin ?? ''}/`)).headers.get('content-security-policy')).toBeNull();
    } finally {
      await strict.close();
    }
  });

  it('closes once, and again without complaint', async () => {
    const other = await serveStatic({ folders: { '/': dir } });
    await other.close();
    await other.close();
    expect(other.server.listening).toBe(false);
  });
});
