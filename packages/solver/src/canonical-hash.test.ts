import { describe, expect, it } from 'vitest';
import type { Position } from '@forty-thieves/core';
import { boardFromPosition } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { CanonicalHasher } from './canonical-hash.js';
import { smallPosition } from '../test/test-support.js';

const plugin = await createBuiltinRegistry().loadVariant('forty-thieves');

function hashOf(position: Position): string {
  const hasher = new CanonicalHasher(boardFromPosition(plugin, position));
  hasher.compute();
  return `${hasher.a}:${hasher.b}`;
}

const base = smallPosition(plugin, { columns: ['KH QH', 'JS', '', 'KS 9D'], stock: 'QS KD', waste: 'TD JD QD' });

describe('CanonicalHasher', () => {
  it('is the same for permuted columns', () => {
    const columns = [...base.columns].reverse();
    expect(hashOf({ ...base, columns })).toBe(hashOf(base));
  });

  it('is the same when the two foundations of a suit are swapped or moved', () => {
    const foundations = [...base.foundations].reverse();
    expect(hashOf({ ...base, foundations })).toBe(hashOf(base));
  });

  it('tells apart positions the rules tell apart', () => {
    const seen = new Set([hashOf(base)]);
    const variants: Position[] = [
      smallPosition(plugin, { columns: ['QH KH', 'JS', '', 'KS 9D'], stock: 'QS KD', waste: 'TD JD QD' }),
      smallPosition(plugin, { columns: ['KH QH', 'JS', '', 'KS 9D'], stock: 'KD QS', waste: 'TD JD QD' }),
      smallPosition(plugin, { columns: ['KH QH', 'JS', '', 'KS 9D'], stock: 'QS KD', waste: 'JD TD QD' }),
      smallPosition(plugin, { columns: ['KH QH', 'JS', '', 'KS 9D'], stock: 'QS KD QD', waste: 'TD JD' }),
      smallPosition(plugin, { columns: ['KH', 'QH JS', '', 'KS 9D'], stock: 'QS KD', waste: 'TD JD QD' }),
      smallPosition(plugin, { columns: ['KH QH', 'JS', 'KS 9D', ''], stock: 'QS KD', waste: 'TD JD QD' }),
    ];
    // The last one is a column permutation of the base: it must collide, all others must not.
    const last = variants.pop();
    for (const position of variants) {
      const hash = hashOf(position);
      expect(seen.has(hash)).toBe(false);
      seen.add(hash);
    }
    if (last) expect(hashOf(last)).toBe(hashOf(base));
  });

  it('counts face-down cards: a turned-up card is another position', () => {
    const up = boardFromPosition(plugin, base);
    const down = up.clone();
    down.colDown[0] = 1;
    const a = new CanonicalHasher(up);
    const b = new CanonicalHasher(down);
    a.compute();
    b.compute();
    expect(`${a.a}:${a.b}`).not.toBe(`${b.a}:${b.b}`);
  });

  it('kept incrementally, agrees with a fresh hash after every move of a random walk', () => {
    const board = boardFromPosition(plugin, base);
    const hasher = new CanonicalHasher(board);
    const moves = new Int32Array(4096);
    let seed = 7;
    for (let step = 0; step < 300; step++) {
      const n = board.generateMoves(moves);
      if (n === 0) break;
      seed = (seed * 1103515245 + 12345) >>> 0;
      const code = moves[seed % n] ?? 0;
      const record = board.apply(code);
      hasher.touched(code & 31, (code >> 5) & 31);
      if (step % 5 === 4) {
        board.undo(record);
        hasher.touched(code & 31, (code >> 5) & 31);
      }
      hasher.compute();
      const fresh = new CanonicalHasher(board);
      fresh.compute();
      expect([hasher.a, hasher.b]).toEqual([fresh.a, fresh.b]);
    }
  });
});
