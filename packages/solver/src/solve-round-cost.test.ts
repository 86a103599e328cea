import { describe, expect, it } from 'vitest';
import { dealBoard } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { solve } from './solve.js';
import { expectDealWon } from '../test/test-support.js';

const registry = createBuiltinRegistry();

describe('a round costed by what its phases spend', () => {
  it('wins Forty Thieves deal 45 within 6 M nodes, in a round 7 its budgets (4.19 M) would not have fitted', async () => {
    // docs/solver-results.md, *Costing a round by what it spends, session 14*: rounds 0-6 take 2.12 M nodes,
    // their beams ran out of positions long before their budgets, and round 7's best-first phase wins.
    const nodes = await expectDealWon(await registry.loadVariant('forty-thieves'), 45, 6_000_000);
    // Won in round 7, after the 2.12 M nodes of rounds 0-6.
    expect(nodes).toBeGreaterThan(2_000_000);
  });

  it('proves Forty Thieves deal 102 lost within 6 M nodes, giving the find phase of such a round 7 to the complete search', async () => {
    // docs/solver-results.md, *Costing a round by what it spends, session 14*: with round 7's find phase the
    // complete search gets 2.81 M nodes of the 6 M, fewer than the 2.83 M it needs.
    const plugin = await registry.loadVariant('forty-thieves');
    const answer = await solve(dealBoard(plugin, 102), plugin, { maxNodes: 6_000_000, maxMs: Infinity });
    expect(answer.result).toBe('lost');
  });
});
