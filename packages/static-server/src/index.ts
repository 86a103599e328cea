import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/**
 * What the browser tests and benchmarks share: built files served on the loopback address (no
 * network beyond it), and the options that start Debian's Chromium headless (never a downloaded one).
 */

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticSiteOptions {
  /** URL prefixes and the folders served under them, e.g. `{ '/': dist }`; the longest prefix wins. */
  readonly folders: Readonly<Record<string, string>>;
  /** Pages given as text, by exact path, e.g. `{ '/': '<!doctype html>…' }`. */
  readonly pages?: Readonly<Record<string, string>>;
  /** Headers sent with every answer, e.g. a `content-security-policy` the page must live with. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Read each file once and answer it from memory after that, as a page is answered: for timing
   * benches, where a read per request waits on the disk and on this process's thread pool and event
   * loop (busy with Playwright during a page load), which on a loaded machine put tens of
   * milliseconds before a file's first byte that a page given as text never waited
   * (docs/benchmarks.md). A file then stays as it was when first asked for, so tests that change
   * the files they serve (a new build of the service worker) leave it off.
   */
  readonly readOnce?: boolean;
}

export interface StaticSite {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly origin: string;
  readonly server: Server;
  /** Stops serving, dropping kept-alive connections; resolves at once when it already has. */
  close(): Promise<void>;
}

/** The file `path` names under one of `folders`, or undefined (outside every folder, or escaping it). */
export function fileFor(folders: StaticSiteOptions['folders'], path: string): string | undefined {
  const prefix = Object.keys(folders)
    .filter((p) => path.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
  const dir = prefix === undefined ? undefined : folders[prefix];
  if (prefix === undefined || dir === undefined) return undefined;
  const rest = path.slice(prefix.length);
  const file = normalize(join(dir, rest === '' || rest.endsWith('/') ? `${rest}index.html` : rest));
  return file.startsWith(normalize(dir + sep)) ? file : undefined;
}

/** Serves `options` on 127.0.0.1 at a free port: pages first, then files; anything else is a 404. */
export async function serveStatic(options: StaticSiteOptions): Promise<StaticSite> {
  const read = new Map<string, Promise<Buffer>>();
  const contents = (file: string): Promise<Buffer> => {
    if (options.readOnce !== true) return readFile(file);
    let body = read.get(file);
    if (body === undefined) {
      body = readFile(file);
      read.set(file, body);
      // Not found (yet): asked again, it is looked for again.
      body.catch(() => read.delete(file));
    }
    return body;
  };
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(options.headers ?? {})) response.setHeader(name, value);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const page = options.pages?.[path];
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html' }).end(page);
      return;
    }
    const file = fileFor(options.folders, path);
    // A browser asks every page for its icon: "no content" rather than a 404 logged as a page error.
    const missing = (): void => void response.writeHead(path === '/favicon.ico' ? 204 : 404).end();
    if (file === undefined) {
      missing();
      return;
    }
    contents(file).then((body) => response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body), missing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address !== 'object') throw new Error('the static server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    server,
    close: () => {
      if (!server.listening) return Promise.resolve();
      server.closeAllConnections();
      return new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

/** Chromium (`$CHROMIUM_PATH`, set by `npm test`, or Debian's), headless, quiet: nothing it starts reaches the network on its own. */
export function chromiumOptions<T extends object>(extra?: T): { executablePath: string; headless: true; args: string[] } & T {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    ...(extra ?? ({} as T)),
  };
}
