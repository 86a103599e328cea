import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** The element package's folder. */
export const ELEMENT_PACKAGE = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds the standalone bundle from the sources into a fresh temporary folder (the caller removes
 * it), in the production mode that `pnpm build` uses whatever mode the test runner is in.
 */
export async function buildStandalone(): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'ft-standalone-'));
  await build({
    configFile: join(ELEMENT_PACKAGE, 'vite.standalone.config.ts'),
    root: ELEMENT_PACKAGE,
    mode: 'production',
    build: { outDir: out, emptyOutDir: true },
  });
  return out;
}
