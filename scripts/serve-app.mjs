#!/usr/bin/env node
// What `npm start` runs after building: the built play app (apps/play/dist) served by Vite's preview
// server on the loopback address only. PORT picks another port (default 4173); a taken port is an
// error rather than a silent switch, so the address printed is the address served.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const app = join(root, 'apps', 'play');
if (!existsSync(join(app, 'dist', 'index.html'))) {
  console.error('The play app is not built yet: run `pnpm build` (or `npm start`, which builds first).');
  process.exit(1);
}

const host = '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
await preview({ root: app, configFile: join(app, 'vite.config.ts'), preview: { host, port, strictPort: true } });
console.log(`Forty Thieves is served at http://${host}:${port}/ (Ctrl+C stops it; the terminal game is \`pnpm forty-thieves play\`)`);
