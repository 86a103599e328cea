import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const ARCHITECTURE = join(SRC, '..', '..', '..', 'docs', 'architecture.md');

/**
 * The element's game plumbing: its adapter over core's session, the loading of games, and what it
 * keeps in localStorage. docs/architecture.md ("The element") lists the same files; core owns the
 * game, so these stay small.
 */
const PLUMBING = ['game-controller.ts', 'game-loader.ts', 'game-store.ts', 'stats.ts', 'storage-slot.ts'];
const BUDGET = 400;

function nonBlankLines(file: string): number {
  return readFileSync(join(SRC, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '').length;
}

describe('the element is a thin adapter over core', () => {
  it(`keeps its game plumbing within ${BUDGET} non-blank lines`, () => {
    const lines = Object.fromEntries(PLUMBING.map((file) => [file, nonBlankLines(file)]));
    const total = Object.values(lines).reduce((sum, n) => sum + n, 0);
    expect(total, JSON.stringify(lines)).toBeLessThanOrEqual(BUDGET);
  });

  it('lists the same plumbing files as docs/architecture.md', () => {
    const docs = readFileSync(ARCHITECTURE, 'utf8');
    const section = /<!-- plumbing -->([\s\S]*?)<!-- \/plumbing -->/.exec(docs)?.[1] ?? '';
    const listed = [...section.matchAll(/`([a-z-]+\.ts)`/g)].map((match) => match[1]);
    expect(listed).toEqual(PLUMBING);
  });
});
