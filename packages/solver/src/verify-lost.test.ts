import { describe, expect, it } from 'vitest';
import { boardFromPosition } from '@forty-thieves/core/engine';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { miniature } from './soundness-check.js';
import { smallPosition } from '../test/test-support.js';
import { verifyLost } from './verify-lost.js';

describe('verifyLost, the second opinion on a loss', () => {
  it('confirms a lost position, finds the win in a won one, and stops at its budget', async () => {
    const plugin = miniature(await createBuiltinRegistry().loadVariant('forty-thieves'), 2);
    // Both Queens of spades lie under a King of spades: neither King can ever move (rules: a King
    // goes only home, after a Queen, or to an empty column, and neither column can be emptied).
    const lost = boardFromPosition(plugin, smallPosition(plugin, { columns: ['QS KS JH', 'QS KS'], stock: 'QH KH' }));
    expect(verifyLost(lost, { slotsLog2: 12 }).verdict).toBe('lost');
    const won = boardFromPosition(plugin, smallPosition(plugin, { columns: ['KS QS', 'KS QS'] }));
    expect(verifyLost(won, { slotsLog2: 12 }).verdict).toBe('won');
    const real = boardFromPosition(plugin, smallPosition(plugin, { columns: ['QS KS JH', 'QS KS'], stock: 'QH KH' }));
    expect(verifyLost(real, { slotsLog2: 12, maxNodes: 1 }).verdict).toBe('undecided');
    expect(() => verifyLost(real, { slotsLog2: 32 })).toThrow(/from 10 to 31/);
  });
});
