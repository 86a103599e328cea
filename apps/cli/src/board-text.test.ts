import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { GameSession } from '@forty-thieves/core';
import { describe, expect, it } from 'vitest';
import { renderBoard } from './board-text.js';
import { craftPosition, suitRun } from './test-support.js';

const registry = createBuiltinRegistry();

/** The column rows of a board: the lines after the `c0 c1 …` header, split into cells. */
function columnRows(text: string): string[][] {
  const lines = text.split('\n');
  const header = lines.findIndex((line) => /^\s*c0\s+c1/.test(line));
  return lines.slice(header + 1).map((line) => line.trim().split(/\s+/));
}

describe('renderBoard', () => {
  it('hides face-down cards: Rank and File shows three ## under each column top', async () => {
    const plugin = await registry.loadVariant('rank-and-file');
    const position = GameSession.deal(plugin, 3).position();
    const text = renderBoard(position);
    // docs/rules.md: 10 columns of 4, the bottom three face down; 64 cards in the stock.
    expect(text.match(/##/g)).toHaveLength(30);
    const rows = columnRows(text);
    expect(rows).toHaveLength(4);
    for (const row of rows.slice(0, 3)) expect(row).toEqual(Array.from({ length: 10 }, () => '##'));
    expect(rows[3]).toEqual(position.columns.map((column) => column.up[0]));
    expect(text).toMatch(/Stock 64 cards/);
  });

  it('shows every card of a face-up deal, bottom first, and no ##', async () => {
    const plugin = await registry.loadVariant('maria');
    const position = GameSession.deal(plugin, 42).position();
    const text = renderBoard(position, 'Maria · deal 42');
    expect(text.split('\n')[0]).toBe('Maria · deal 42');
    expect(text).not.toContain('##');
    const rows = columnRows(text);
    expect(rows).toHaveLength(4);
    rows.forEach((row, r) => {
      expect(row).toEqual(position.columns.map((column) => column.up[r]));
    });
    expect(text).toMatch(/Stock 68 cards/);
    expect(text).toMatch(/Waste --/);
    expect(text).toMatch(/Redeals left 0/);
    expect(text).toMatch(/f0 -- {2}f1 --/);
  });

  it("shows the foundations' and the waste's top cards, the waste's size and empty columns", () => {
    const position = craftPosition({
      variant: 'little-forty',
      foundations: [['AS'], suitRun('H', '3')],
      columns: [{ up: ['KS', 'QH'] }, { up: [] }, ...Array.from({ length: 8 }, () => ({ up: [] }))],
      waste: ['7D', '2C'],
      redealsLeft: 2,
    });
    const text = renderBoard(position);
    expect(text).toMatch(/f0 AS {2}f1 3H {2}f2 --/);
    expect(text).toMatch(/Waste 2C \(2 cards\)/);
    expect(text).toMatch(/Redeals left 2/);
    expect(text).not.toContain('7D');
    const rows = columnRows(text);
    expect(rows[0]?.slice(0, 3)).toEqual(['KS', '--', '--']);
    expect(rows[1]).toEqual(['QH']);
  });
});
