import { describe, expect, it } from 'vitest';
import { boardFromPosition } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { checkSoundness, lateDealCase, miniature, plainExhaustiveWin } from './soundness-check.js';
import { smallPosition } from '../test/test-support.js';

const registry = createBuiltinRegistry();
const ids = registry.ids();

describe('soundness checked by brute force on late positions of real deals', () => {
  it('cuts positions that keep the deal order and at most 24 cards in play', async () => {
    const plugin = await registry.loadVariant('number-ten');
    const sample = lateDealCase(plugin, 3, 5, 1);
    const inPlay = sample.position.columns.reduce((n, c) => n + c.down.length + c.up.length, 0) + sample.position.stock.length + sample.position.waste.length;
    expect(inPlay).toBeLessThanOrEqual(24);
    expect(inPlay).toBeGreaterThan(0);
    expect(boardFromPosition(sample.plugin, sample.position).columnCount).toBe(3);
  });

  it('the plain search finds the win where there is one, and none where every move is blocked', async () => {
    const plugin = miniature(await registry.loadVariant('forty-thieves'), 2);
    const won = smallPosition(plugin, { columns: ['KS QS', 'KS QS'] });
    expect(plainExhaustiveWin(boardFromPosition(plugin, won), 100)).toBe(true);
    // Both Queens lie under a King: neither King can go home, and no column can be emptied.
    const lost = smallPosition(plugin, { columns: ['QS KS', 'QS KS'] });
    expect(plainExhaustiveWin(boardFromPosition(plugin, lost), 100)).toBe(false);
  });

  // All nine variants: the three build rules, one card and runs, face-down cards, and the stock
  // dealt one at a time once or three at a time with redeals (Little Forty).
  it('the solver agrees with the plain search on every position of all nine variants (bounded count)', async () => {
    const plugins = await Promise.all(ids.map((id) => registry.loadVariant(id)));
    const tally = await checkSoundness({ plugins, count: 90, plainLimit: 20_000, maxNodes: 500_000 });
    expectAgreement(tally);
    // Both answers must occur, or the sample would test nothing about one of them.
    expect(tally.lost).toBeGreaterThan(20);
    expect(tally.won).toBeGreaterThan(20);
    for (const id of ids) expect(Object.keys(tally.byVariant)).toContain(id);
  }, 300_000);

  // The complete search alone, with the dead-end test and the stubborn sets on (both off by
  // default): every answer is its own, so a rule that wrongly cut a win would show here as a
  // wrong "lost" (with every phase on, the win-finding phases answer most won positions first).
  it('the complete search alone, with the dead-end test and stubborn sets, agrees with the plain search (bounded count)', async () => {
    const plugins = await Promise.all(ids.map((id) => registry.loadVariant(id)));
    const tally = await checkSoundness({ plugins, count: 90, plainLimit: 20_000, maxNodes: 500_000, phases: 'prove', deadPositions: true, stubborn: true });
    expectAgreement(tally);
    expect(tally.lost).toBeGreaterThan(20);
    expect(tally.won).toBeGreaterThan(20);
  }, 300_000);

  // The complete search alone with moves sleeping after moves of smaller cards onto columns (off by
  // default), without stubborn sets, so that every position that listed its moves may let them sleep.
  it('the complete search alone, with sleep after smaller cards, agrees with the plain search (bounded count)', async () => {
    const plugins = await Promise.all(ids.map((id) => registry.loadVariant(id)));
    const tally = await checkSoundness({ plugins, count: 90, plainLimit: 20_000, maxNodes: 500_000, phases: 'prove', sleepAfterSmaller: true });
    expectAgreement(tally);
    expect(tally.lost).toBeGreaterThan(20);
    expect(tally.won).toBeGreaterThan(20);
  }, 300_000);
});

/** Every verdict matched the plain search's, every solution replayed, and every position was decided. */
function expectAgreement(tally: Awaited<ReturnType<typeof checkSoundness>>): void {
  expect(tally.wrongLost).toEqual([]);
  expect(tally.wrongWon).toEqual([]);
  expect(tally.badSolutions).toEqual([]);
  expect(tally.unknown).toBe(0);
}
