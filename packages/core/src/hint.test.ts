import { describe, expect, it } from 'vitest';
import { RANKS, SUITS } from './cards.js';
import { defineVariant } from './define-variant.js';
import { suggestMove } from './hint.js';
import { boardFromPosition } from './position.js';
import { sameSuit } from './predicates.js';

const plugin = defineVariant({
  apiVersion: 1,
  id: 'hint-test',
  name: 'Hint Test',
  // One face-down card a column, so positions may hold face-down cards.
  layout: { columns: 4, cardsPerColumn: 2, faceDown: 1, acesToFoundations: false },
  build: sameSuit,
  sequenceMove: 'single',
  stock: { dealCount: 1, redeals: 0 },
  rules: 'A plugin for hint tests.',
});

/** Columns as [down, up]; every card not placed goes to the stock (or the waste when `toWaste`). */
function board(columns: [string[], string[]][], foundations: string[][] = [], toWaste = false) {
  const used = [...columns.flat(2), ...foundations.flat()];
  const rest: string[] = [];
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      const card = `${rank}${suit}`;
      for (let i = used.filter((c) => c === card).length; i < 2; i++) rest.push(card);
    }
  }
  return boardFromPosition(plugin, {
    variant: plugin.id,
    deal: null,
    foundations: Array.from({ length: 8 }, (_, f) => foundations[f] ?? []),
    columns: columns.map(([down, up]) => ({ down, up })),
    stock: toWaste ? [] : rest,
    waste: toWaste ? rest : [],
    redealsLeft: 0,
  });
}

describe('suggestMove (the documented hint heuristic)', () => {
  it('prefers a safe foundation move over everything else', () => {
    const b = board([
      [[], ['AS']],
      [[], ['8H']],
      [['KC'], ['7H']],
      [[], ['QC']],
    ]);
    expect(suggestMove(b)).toEqual({ from: 'c0', to: 'f0', count: 1 });
  });

  it('prefers turning up a face-down card over a plain column move or a draw', () => {
    // 7♥ onto 8♥ uncovers the face-down K♣.
    const b = board([
      [[], ['9D']],
      [[], ['8H']],
      [['KC'], ['7H']],
      [[], ['QC']],
    ]);
    expect(suggestMove(b)).toEqual({ from: 'c2', to: 'c1', count: 1 });
  });

  it('does not shuffle a card between two equal builds, and draws instead', () => {
    // 7♥ sits on 8♥ already; moving it to the other 8♥ gains nothing.
    const b = board([
      [[], ['8H', '7H']],
      [[], ['8H']],
      [[], ['KC']],
      [[], ['QD']],
    ]);
    expect(suggestMove(b)).toEqual({ from: 'stock', to: 'waste' });
  });

  it('suggests nothing when no move is worth making', () => {
    // Stock empty, the waste shows the other K♣ (nowhere to go); the only legal move would shuffle
    // 7♥ from one 8♥ to the other.
    const b = board(
      [
        [[], ['8H', '7H']],
        [[], ['8H']],
        [[], ['KC']],
        [[], ['QD']],
      ],
      [],
      true,
    );
    expect(b.waste[b.wasteLen - 1]).toBe(51);
    expect(suggestMove(b)).toBeUndefined();
  });
});
