import { describe, expect, it } from 'vitest';
import type { Board } from './board.js';
import { parseCard } from './cards.js';
import { foundationFor, isSafeToFoundation, nextSafeMove, safeFoundationCards } from './autoplay.js';
import { CARD_COUNT } from './cards.js';
import { FOUNDATION_BASE, WASTE, encodeMove } from './move-code.js';
import { altSingle, anySingle, craftBoard, craftGame, drawThree, oneCard, sameColourSingle, type Layout } from '../test/test-plugins.js';
import type { VariantPlugin } from './variant.js';

function safe(plugin: VariantPlugin, foundations: string[], card: string): boolean {
  const board = craftBoard(plugin, { foundations });
  return isSafeToFoundation(board, parseCard(card) ?? -1);
}

const KINGS = ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', 'KC'];

describe('isSafeToFoundation (docs/rules.md "Safe autoplay", two decks)', () => {
  it('always sends Aces', () => {
    for (const plugin of [oneCard, altSingle, anySingle, sameColourSingle]) expect(safe(plugin, [], 'AH')).toBe(true);
  });

  it('same-suit: both copies of the card one lower in suit home (the 2 cards that could sit on it)', () => {
    expect(safe(oneCard, ['4H', '4H'], '5H')).toBe(true);
    expect(safe(oneCard, ['4H', '3H'], '5H')).toBe(false);
    expect(safe(oneCard, ['4H', '', '4S', '4S', '4D', '4D', '4C', '4C'], '5H')).toBe(false);
  });

  it('alternate-colour: (a) the 4 black cards one lower and (b) both copies one lower in suit', () => {
    expect(safe(altSingle, ['4H', '4H', '4S', '4S', '4C', '4C'], '5H')).toBe(true);
    // (a) fails: one 4♣ still in play could only be placed on this 5♥.
    expect(safe(altSingle, ['4H', '4H', '4S', '4S', '4C', '3C'], '5H')).toBe(false);
    expect(safe(altSingle, ['4H', '4H', '3S', '4S', '4C', '4C'], '5H')).toBe(false);
    // (b) fails alone: every black 4 is home but one 4♥ is not.
    expect(safe(altSingle, ['4H', '3H', '4S', '4S', '4C', '4C'], '5H')).toBe(false);
    // Diamonds neither sit on a heart nor are its own suit.
    expect(safe(altSingle, ['4H', '4H', '4S', '4S', '4C', '4C', '', ''], '5H')).toBe(true);
    expect(safe(altSingle, ['QC', 'QC', 'QH', 'QH', 'QD', 'QD'], 'KC')).toBe(true);
    expect(safe(altSingle, ['QS', 'QS', 'QH', 'QH', 'QD', 'QD'], 'KC')).toBe(false);
  });

  it('alternate-colour, the Maria example: hearts foundations at 5 and 4, a 6♥ must not go up', () => {
    expect(safe(altSingle, ['5H', '4H', '5S', '5S', '5C', '5C'], '6H')).toBe(false);
    expect(safe(altSingle, ['5H', '5H', '5S', '5S', '5C', '5C'], '6H')).toBe(true);
  });

  it('any-suit-but-own: (a) the 6 cards one lower of the other suits and (b) both of its own suit', () => {
    const all = ['4H', '4H', '4S', '4S', '4D', '4D', '4C', '4C'];
    expect(safe(anySingle, all, '5H')).toBe(true);
    expect(safe(anySingle, ['4H', '4H', '4S', '4S', '3D', '4D', '4C', '4C'], '5H')).toBe(false);
    expect(safe(anySingle, ['4H', '4H', '4S', '4S', '4D', '4D', '4C', '3C'], '5H')).toBe(false);
    expect(safe(anySingle, ['3H', '4H', '4S', '4S', '4D', '4D', '4C', '4C'], '5H')).toBe(false);
  });

  it('works from any plugin predicate: same colour needs the red cards one lower only', () => {
    expect(safe(sameColourSingle, ['4H', '4H', '4D', '4D'], '5H')).toBe(true);
    expect(safe(sameColourSingle, ['4H', '4H', '4D', '3D'], '5H')).toBe(false);
    expect(safe(sameColourSingle, ['4H', '3H', '4D', '4D'], '5H')).toBe(false);
  });

  it('treats a 2 by the same rule: the Aces below it must all be home', () => {
    expect(safe(altSingle, ['AH', 'AH', 'AS', 'AS', 'AC', 'AC'], '2H')).toBe(true);
    expect(safe(altSingle, ['AH', 'AH', 'AS', 'AS', 'AC'], '2H')).toBe(false);
  });
});

describe('safeFoundationCards', () => {
  it('marks exactly the cards a foundation takes now that isSafeToFoundation calls safe', () => {
    const cases: [VariantPlugin, string[]][] = [
      [anySingle, ['4H', '4H', '4S', '4S', '4D', '4D', '4C', '4C']],
      [anySingle, ['4H', '4H', '4S', '4S', '3D', '4D', '4C', '3C']],
      [altSingle, ['5H', '4H', 'AS', 'AS', 'AC', 'AC']],
      [altSingle, ['AH', 'AH', 'AS', 'AS', 'AC']],
      [oneCard, ['', '4H', '3S', '4H', 'KD', 'KD']],
      [sameColourSingle, ['4H', '4H', '4D', '3D']],
    ];
    const out = new Uint8Array(CARD_COUNT);
    for (const [plugin, foundations] of cases) {
      const board = craftBoard(plugin, { foundations });
      safeFoundationCards(board, out);
      for (let card = 0; card < CARD_COUNT; card++) {
        const expected = foundationFor(board, card) >= 0 && isSafeToFoundation(board, card) ? 1 : 0;
        expect(out[card], `${plugin.id} ${foundations.join(' ')} card ${card}`).toBe(expected);
      }
    }
  });
});

describe('foundationFor and nextSafeMove', () => {
  it('picks the lowest-numbered foundation that takes the card', () => {
    const board = craftBoard(oneCard, { foundations: ['', '4H', '3S', '4H'] });
    expect(foundationFor(board, parseCard('5H') ?? -1)).toBe(1);
    expect(foundationFor(board, parseCard('AD') ?? -1)).toBe(0);
    expect(foundationFor(board, parseCard('5S') ?? -1)).toBe(-1);
  });

  it('takes column tops left to right, then the waste, skipping the pile named', () => {
    const board: Board = craftBoard(oneCard, { columns: ['KS', 'AH', 'AD'], waste: 'AC' });
    expect(nextSafeMove(board)).toBe(encodeMove(1, FOUNDATION_BASE, 1));
    expect(nextSafeMove(board, 1)).toBe(encodeMove(2, FOUNDATION_BASE, 1));
    const waste = craftBoard(oneCard, { columns: KINGS, waste: 'AC' });
    expect(nextSafeMove(waste)).toBe(encodeMove(WASTE, FOUNDATION_BASE, 1));
    expect(nextSafeMove(craftBoard(oneCard, { columns: KINGS }))).toBe(-1);
  });
});

describe('autoplay in a game', () => {
  const maria: Layout = {
    foundations: ['5H', '4H', '5S', '5S', '5C', '5C'],
    columns: ['6H', '5H QS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', ''],
  };

  it('leaves the 6♥ of the Maria example in play until the other 5♥ is home', () => {
    const game = craftGame(altSingle, maria);
    expect(game.autoplay()).toEqual([]);
    expect(game.position().columns[0]?.up).toEqual(['6H']);
    // Uncovering the other 5♥ lets it go home, and then the 6♥ is safe too.
    const result = game.play('c1-c8');
    expect(result).toEqual({
      ok: true,
      status: 'playing',
      firstWin: false,
      moves: [{ from: 'c1', to: 'c8', count: 1 }],
      autoplayed: [
        { from: 'c1', to: 'f1', count: 1 },
        { from: 'c0', to: 'f0', count: 1 },
      ],
    });
    expect(game.position().foundations[0]).toHaveLength(6);
  });

  it('sends cards uncovered by a move home, and undo takes back the move and its autoplay together', () => {
    const game = craftGame(oneCard, { columns: ['AS TD', 'JD', ...KINGS] });
    const start = game.position();
    const result = game.play('c0-c1');
    expect(result.ok && result.autoplayed).toEqual([{ from: 'c0', to: 'f0', count: 1 }]);
    expect(game.moveCount).toBe(2);
    game.undo();
    expect(game.position()).toEqual(start);
    expect(game.moveCount).toBe(0);
  });

  it('never re-sends the card the player just moved onto a column', () => {
    const layout: Layout = { foundations: ['4H', '4H'], columns: ['5H', '6H', ...KINGS], waste: '5H' };
    // Switched on after the start, so the safe waste 5♥ is still there when the player moves.
    const game = craftGame(oneCard, layout, { autoplay: false });
    game.setOptions({ autoplay: true });
    // The waste's 5♥ is safe and goes after the move; the player's 5♥ stays on the 6♥.
    const result = game.play('c0-c1');
    expect(result.ok && result.autoplayed).toEqual([{ from: 'waste', to: 'f0', count: 1 }]);
    expect(game.position().columns[1]?.up).toEqual(['6H', '5H']);
    const fromWaste = craftGame(oneCard, { ...layout, columns: ['KS', '6H', ...KINGS.slice(1)] }, { autoplay: false });
    fromWaste.setOptions({ autoplay: true });
    expect(fromWaste.play('w-c1')).toEqual({ ok: true, status: 'playing', firstWin: false, moves: [{ from: 'waste', to: 'c1', count: 1 }], autoplayed: [] });
    // Asked for on its own, autoplay may send it: it was held back only because it had just moved.
    expect(fromWaste.autoplay()).toEqual([{ from: 'c1', to: 'f0', count: 1 }]);
  });

  it('plays from the waste when the stock deals one card at a time', () => {
    const game = craftGame(oneCard, { columns: KINGS, waste: 'AS' });
    expect(game.opening()).toEqual([{ from: 'waste', to: 'f0', count: 1 }]);
    const drawn = craftGame(oneCard, { columns: KINGS, stock: 'AH' });
    expect(drawn.play('draw')).toEqual({
      ok: true,
      status: 'playing',
      firstWin: false,
      moves: [{ from: 'stock', to: 'waste' }],
      autoplayed: [{ from: 'waste', to: 'f0', count: 1 }],
    });
  });

  it('never plays from the waste when the stock deals several cards at a time', () => {
    const game = craftGame(drawThree, { columns: ['AD', ...KINGS], waste: 'AS' });
    expect(game.opening()).toEqual([{ from: 'c0', to: 'f0', count: 1 }]);
    expect(game.position().waste.at(-1)).toBe('AS');
    const drawn = craftGame(drawThree, { columns: KINGS, stock: 'AH AC AS' });
    expect(drawn.play('draw')).toEqual({ ok: true, status: 'playing', firstWin: false, moves: [{ from: 'stock', to: 'waste' }], autoplayed: [] });
  });

  it('can be switched off', () => {
    const game = craftGame(oneCard, { columns: ['AS TD', 'JD', ...KINGS] }, { autoplay: false });
    expect(game.options.autoplay).toBe(false);
    expect(game.play('c0-c1')).toEqual({ ok: true, status: 'playing', firstWin: false, moves: [{ from: 'c0', to: 'c1', count: 1 }], autoplayed: [] });
    expect(game.position().columns[0]?.up).toEqual(['AS']);
  });
});
