import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { GameSession } from '@forty-thieves/core';
import { solve } from '@forty-thieves/solver';
import { describe, expect, it } from 'vitest';
import { WORKER_TABLE_SLOTS } from './solver-table.js';

describe("the element's solver table", () => {
  // Forty Thieves deal 102 is lost (docs/solver.md, *Results*), but its proof stores more positions
  // than a table of 2²¹ slots holds: with one, the search is still undecided at this budget, so
  // "Look longer" could never answer it. A node budget, so the answer is the same on any machine.
  it('holds the proof that Forty Thieves deal 102 is lost', async () => {
    const plugin = await createBuiltinRegistry().loadVariant('forty-thieves');
    const answer = await solve(GameSession.deal(plugin, 102).position(), plugin, {
      maxNodes: 12_000_000,
      maxMs: 3_600_000,
      maxTableSlots: WORKER_TABLE_SLOTS,
    });
    expect(answer.result).toBe('lost');
  }, 600_000);
});
