import { describe, expect, it } from 'vitest';
import { dealBoard } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { beamsInTheRest, proveTheRest, wideBeamsBeforeProving } from './round-schedule.js';
import { expectDealWon } from '../test/test-support.js';

const registry = createBuiltinRegistry();

describe('the rest of the budget, once the rounds stop doubling', () => {
  it('runs wide beams before the complete search exactly where the rest goes to the complete search', async () => {
    // docs/rules.md: Forty Thieves, Limited and Lucas build down by suit and move one card at a
    // time, so each card has a single card to go on; the others build by alternate colours, on any
    // suit but their own, or move runs.
    for (const id of ['forty-thieves', 'limited', 'lucas']) {
      const root = dealBoard(await registry.loadVariant(id), 1);
      expect(proveTheRest(root), id).toBe(true);
      expect(wideBeamsBeforeProving(root), id).toBeGreaterThan(0);
    }
    for (const id of ['maria', 'streets', 'indian', 'little-forty', 'number-ten', 'rank-and-file']) {
      expect(wideBeamsBeforeProving(dealBoard(await registry.loadVariant(id), 1)), id).toBe(0);
    }
  });

  it('wins Forty Thieves deal 174 within 17 M nodes, past the doubling rounds', async () => {
    // docs/solver-results.md, *The rest of the budget at 10 s, session 22*: rounds 0-8 and the complete
    // search alone leave it undecided at 17 M nodes (what 10 s buys); a beam fitted to the rest wins.
    const nodes = await expectDealWon(await registry.loadVariant('forty-thieves'), 174, 17_000_000);
    // Past rounds 0-8, which take about 9 M nodes.
    expect(nodes).toBeGreaterThan(8_000_000);
  });

  it('runs beams fitted to the rest in place of shrunk rounds exactly where one card moves and has several places to go', async () => {
    // docs/rules.md: Maria builds by alternate colours, Streets and Indian on any suit but the
    // card's own, one card at a time; the others build by suit or move runs.
    for (const id of ['maria', 'streets', 'indian']) {
      expect(beamsInTheRest(dealBoard(await registry.loadVariant(id), 1)), id).toBeGreaterThan(0);
    }
    for (const id of ['forty-thieves', 'limited', 'lucas', 'little-forty', 'number-ten', 'rank-and-file']) {
      expect(beamsInTheRest(dealBoard(await registry.loadVariant(id), 1)), id).toBe(0);
    }
  });

  it('wins Maria deal 92 within 17 M nodes, which shrunk rounds of fresh restarts left undecided', async () => {
    // docs/solver-results.md, *Beams for the rest where a card has several places to go, session 27*:
    // a beam fitted to what is left of 17 M nodes (what 10 s buys) wins it at about 7.4 M.
    await expectDealWon(await registry.loadVariant('maria'), 92, 17_000_000);
  });

  it('wins Maria deal 177 within 3 M nodes, where a shrunk best-first restart before the beams left it undecided', async () => {
    // docs/solver-results.md, *Only beams in a shrunk round, session 28*: past the doubling rounds
    // (about 1.8 M nodes), a beam fitted to the rest wins it at about 1.9 M; a best-first restart
    // of the shrunk round, run first, took the nodes that beam needed.
    const nodes = await expectDealWon(await registry.loadVariant('maria'), 177, 3_000_000);
    expect(nodes).toBeGreaterThan(1_800_000);
  });
});
