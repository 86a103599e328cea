import { describe, expect, it } from 'vitest';
import { Board } from './board.js';
import { dealBoard } from './deal.js';
import { checkMove } from './legality.js';
import { FLIP_BIT, FOUNDATION_BASE, STOCK, WASTE, codeCount, codeFrom, codeTo, type MoveCode } from './move-code.js';
import { parseMove } from './notation.js';
import { positionOf } from './position.js';
import { ALL_TEST_PLUGINS, altSequence, craft, craftBoard, drawThree, faceDown, moveCodes, moveTexts, oneCard, seeded } from '../test/test-plugins.js';

/** The engine code of a legal text move (so tests apply only what the rules accept). */
function legal(board: Board, text: string): MoveCode {
  const parsed = parseMove(text);
  if (!parsed.ok) throw new Error(parsed.error);
  const check = checkMove(board, parsed.move);
  if (!check.ok) throw new Error(`${text}: ${check.reason}`);
  return check.code;
}

function play(board: Board, text: string): MoveCode {
  return board.apply(legal(board, text));
}

const snapshot = (board: Board) => JSON.stringify(positionOf(board, null));

/** Eight Kings: columns that take nothing but a Queen and give nothing but to an empty column. */
const KINGS = ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', 'KC'];

describe('Board.generateMoves', () => {
  it('lists one card at a time in a one-card variant: column, foundation, waste top and draw', () => {
    const board = craftBoard(oneCard, {
      foundations: ['AS'],
      columns: ['KS 9H', 'TH', 'TD', '5C 4C', 'KD', 'KC', '2S', 'QH', 'JS', '6C'],
      waste: '8H',
    });
    // 9H only on TH (same suit), 2S on AS, 8H from the waste on 9H; 5C-4C never moves as a pair.
    expect(moveTexts(board)).toEqual(['c0-c1', 'c6-f0', 'draw', 'w-c0']);
  });

  it('lists every top part of a movable sequence onto each column that accepts its bottom card', () => {
    const board = craftBoard(altSequence, {
      columns: ['KS QH JS TH', 'JC', 'QD', 'KC', 'KH', 'KD', 'KH', 'KD', '2H', '2D'],
    });
    expect(moveTexts(board)).toEqual(['c0-c1', 'c0-c2x2', 'c0-c3x3', 'c1-c2', 'c2-c3', 'draw']);
  });

  it('lists a move to an empty column only to the lowest-numbered one, for cards and runs', () => {
    const board = craftBoard(altSequence, {
      columns: ['KS QH JS TH', 'JC', 'QD', 'KC', 'KH', 'KD', 'KH', '', '2H', ''],
    });
    const moves = moveTexts(board);
    for (const move of ['c0-c7', 'c0-c7x2', 'c0-c7x3', 'c0-c7x4', 'c1-c7', 'c4-c7', 'c8-c7']) expect(moves).toContain(move);
    expect(moves.filter((m) => m.includes('-c9'))).toEqual([]);
    // …but a move into the other empty column is just as legal.
    expect(checkMove(board, { from: 'c0', to: 'c9', count: 4 }).ok).toBe(true);
    expect(checkMove(board, { from: 'c8', to: 'c9' }).ok).toBe(true);
  });

  it('lists an Ace only to the lowest-numbered empty foundation, yet accepts any empty one', () => {
    const board = craftBoard(oneCard, { columns: ['AH', 'AS', ...KINGS] });
    expect(moveTexts(board)).toEqual(['c0-f0', 'c1-f0', 'draw']);
    expect(checkMove(board, { from: 'c0', to: 'f5' }).ok).toBe(true);
    play(board, 'c0-f0');
    expect(moveTexts(board).filter((m) => m.includes('-f'))).toEqual(['c1-f1']);
  });

  it('lists a card once for each foundation that takes it', () => {
    const board = craftBoard(oneCard, { foundations: ['4H', '4H', '4S'], columns: ['5H', ...KINGS, 'QD'] });
    expect(moveTexts(board)).toEqual(['c0-f0', 'c0-f1', 'c9-c3', 'c9-c7', 'draw']);
  });

  it('moves only face-up cards as a sequence', () => {
    const board = craftBoard(faceDown, {
      columns: [{ down: 'KS QH', up: 'JS TH' }, 'QD', 'KC', 'JC', 'KH', 'KD', 'KH', 'KD', 'KS', 'KC'],
    });
    const moves = moveTexts(board);
    expect(moves).toContain('c0-c1x2');
    expect(moves).toContain('c0-c3');
    expect(moves.filter((m) => m.startsWith('c0-') && /x[3-9]/.test(m))).toEqual([]);
    expect(board.buildRun(0)).toBe(2);
  });

  it('counts the built run apart from the move policy', () => {
    const single = craftBoard(oneCard, { columns: ['9H 8H 7H'] });
    expect(single.buildRun(0)).toBe(3);
    expect(single.movableRun(0)).toBe(1);
    const sequence = craftBoard(altSequence, { columns: ['9H 8S 7D 6D'] });
    expect(sequence.buildRun(0)).toBe(1);
    expect(sequence.movableRun(0)).toBe(1);
    expect(sequence.movableRun(1)).toBe(0);
  });

  it('lists a draw while the stock has cards, then a redeal while redeals are left, then nothing', () => {
    const board = craftBoard(drawThree, { columns: KINGS, stock: '', rest: 'waste', redealsLeft: 1 });
    expect(moveTexts(board)).toContain('redeal');
    expect(moveTexts(board)).not.toContain('draw');
    play(board, 'redeal');
    expect(moveTexts(board)).toContain('draw');
    expect(moveTexts(board)).not.toContain('redeal');
    while (board.stockLen > 0) play(board, 'draw');
    expect(moveTexts(board)).not.toContain('redeal');
  });
});

describe('Board.apply: the stock and the waste', () => {
  it('draws one card: the stock top goes onto the waste', () => {
    const board = craftBoard(oneCard, { columns: KINGS, stock: '5D 9C', waste: 'QS' });
    play(board, 'draw');
    const position = positionOf(board, null);
    expect(position.waste.slice(-2)).toEqual(['QS', '9C']);
    expect(position.stock.at(-1)).toBe('5D');
  });

  it('draws three cards as if one by one: the third card taken ends on top', () => {
    const board = craftBoard(drawThree, { columns: KINGS, stock: '2C 3C 4C 5C 6C', waste: 'QS' });
    const code = legal(board, 'draw');
    expect(codeCount(code)).toBe(3);
    board.apply(code);
    const position = positionOf(board, null);
    expect(position.waste.slice(-4)).toEqual(['QS', '6C', '5C', '4C']);
    expect(position.stock.slice(-2)).toEqual(['2C', '3C']);
  });

  it('draws fewer than three when fewer remain', () => {
    const board = craftBoard(drawThree, { columns: KINGS, stock: '7H 8H', waste: 'QS', rest: 'waste' });
    expect(codeCount(legal(board, 'draw'))).toBe(2);
    expect(
      moveCodes(board)
        .filter((code) => codeFrom(code) === STOCK)
        .map(codeCount),
    ).toEqual([2]);
    play(board, 'draw');
    const position = positionOf(board, null);
    expect(position.stock).toEqual([]);
    expect(position.waste.slice(-3)).toEqual(['QS', '8H', '7H']);
  });

  it('redeals physically: the stock comes back in its first order, the first-turned card on top', () => {
    const board = dealBoard(drawThree, 7);
    const firstStock = positionOf(board, null).stock;
    for (let redeal = 3; redeal > 0; redeal--) {
      let draws = 0;
      while (board.stockLen > 0) {
        play(board, 'draw');
        draws++;
      }
      expect(draws).toBe(22); // 64 cards: 21 draws of three and one of one
      expect(board.redealsLeft).toBe(redeal);
      play(board, 'redeal');
      expect(board.redealsLeft).toBe(redeal - 1);
      expect(positionOf(board, null).stock).toEqual(firstStock);
      expect(board.wasteLen).toBe(0);
    }
    while (board.stockLen > 0) play(board, 'draw');
    expect(moveTexts(board)).not.toContain('redeal');
  });

  it('turns the waste over as a whole: its bottom card becomes the stock top', () => {
    const board = craftBoard(drawThree, { columns: KINGS, waste: '3D 4D 5D', stock: '', rest: 'waste' });
    const waste = positionOf(board, null).waste;
    play(board, 'redeal');
    expect(positionOf(board, null).stock).toEqual([...waste].reverse());
    expect(positionOf(board, null).stock.slice(-3)).toEqual(waste.slice(0, 3).reverse());
  });
});

describe('Board.apply: columns and foundations', () => {
  it('turns up a face-down card that becomes the top of its column, and undo turns it down again', () => {
    const board = craftBoard(faceDown, {
      columns: [{ down: 'KS QH 4D', up: '5D' }, '6S', ...KINGS.slice(1)],
    });
    const before = snapshot(board);
    const record = play(board, 'c0-c1');
    expect(record & FLIP_BIT).toBe(FLIP_BIT);
    expect(positionOf(board, null).columns[0]).toEqual({ down: ['KS', 'QH'], up: ['4D'] });
    board.undo(record);
    expect(snapshot(board)).toBe(before);
  });

  it('turns up the card under a moved sequence, and records no flip when a face-up card is left', () => {
    const board = craftBoard(faceDown, {
      columns: [{ down: 'KS QH', up: '9C 8D' }, 'TH', { down: 'QS', up: 'JD TS' }, 'JH', ...KINGS.slice(2)],
    });
    const record = play(board, 'c0-c1x2');
    expect(record & FLIP_BIT).toBe(FLIP_BIT);
    expect(positionOf(board, null).columns[0]).toEqual({ down: ['KS'], up: ['QH'] });
    expect(play(board, 'c2-c3') & FLIP_BIT).toBe(0);
    expect(positionOf(board, null).columns[2]).toEqual({ down: ['QS'], up: ['JD'] });
  });

  it('builds foundations up in suit from the Ace and undoes foundation moves from columns and the waste', () => {
    const board = craftBoard(oneCard, { columns: ['2H AH', ...KINGS], waste: '3H' });
    const start = snapshot(board);
    const records = [play(board, 'c0-f2'), play(board, 'c0-f2'), play(board, 'w-f2')];
    expect(positionOf(board, null).foundations[2]).toEqual(['AH', '2H', '3H']);
    expect(cardsHome(board)).toBe(3);
    for (const record of records.reverse()) board.undo(record);
    expect(snapshot(board)).toBe(start);
  });

  it('knows a won game: all eight foundations up to the King', () => {
    const won = craftBoard(oneCard, { foundations: ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', 'KC'] });
    expect(won.isWon()).toBe(true);
    expect(cardsHome(won)).toBe(104);
    expect(moveCodes(won)).toEqual([]);
    const almost = craftBoard(oneCard, { foundations: ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', 'QC'], columns: ['KC'] });
    expect(almost.isWon()).toBe(false);
    const record = play(almost, 'c0-f7');
    expect(almost.isWon()).toBe(true);
    almost.undo(record);
    expect(almost.isWon()).toBe(false);
  });

  it('knows a stuck game: no column, waste or stock move left', () => {
    const stuck = craftBoard(oneCard, { columns: [...KINGS, 'JS', 'JH'], waste: 'JD', rest: 'waste' });
    expect(moveCodes(stuck)).toEqual([]);
    expect(stuck.isWon()).toBe(false);
  });

  it('gives an independent copy with clone', () => {
    const board = dealBoard(oneCard, 3);
    const copy = board.clone();
    play(copy, 'draw');
    expect(snapshot(copy)).not.toBe(snapshot(board));
    expect(snapshot(board)).toBe(snapshot(dealBoard(oneCard, 3)));
  });
});

describe('apply and undo over random playouts', () => {
  type Kind = 'draw' | 'redeal' | 'flip' | 'waste' | 'foundation' | 'sequence' | 'column';

  function kindOf(code: MoveCode, record: MoveCode): Kind {
    if (codeFrom(code) === STOCK) return 'draw';
    if (codeTo(code) === STOCK) return 'redeal';
    if ((record & FLIP_BIT) !== 0) return 'flip';
    if (codeFrom(code) === WASTE) return 'waste';
    if (codeTo(code) >= FOUNDATION_BASE) return 'foundation';
    return codeCount(code) > 1 ? 'sequence' : 'column';
  }

  it('undo restores the exact position after every legal move of every kind', () => {
    const seen = new Set<Kind>();
    for (const plugin of ALL_TEST_PLUGINS) {
      for (const deal of [1, 2]) {
        const board = dealBoard(plugin, deal);
        const start = snapshot(board);
        const random = seeded(deal * 7919 + plugin.id.length);
        const records: MoveCode[] = [];
        for (let step = 0; step < 120; step++) {
          const codes = moveCodes(board);
          if (codes.length === 0) break;
          const before = snapshot(board);
          for (const code of codes) {
            const record = board.apply(code);
            seen.add(kindOf(code, record));
            board.undo(record);
            expect(snapshot(board)).toBe(before);
          }
          // Lean towards the stock so that stocks run out and redeals come up.
          const stockMove = codes.find((code) => codeFrom(code) === STOCK || codeTo(code) === STOCK);
          const chosen = stockMove !== undefined && random(2) === 0 ? stockMove : (codes[random(codes.length)] ?? 0);
          records.push(board.apply(chosen));
        }
        for (const record of records.reverse()) board.undo(record);
        expect(snapshot(board)).toBe(start);
      }
    }
    expect([...seen].sort()).toEqual(['column', 'draw', 'flip', 'foundation', 'redeal', 'sequence', 'waste']);
  });
});

describe('Board', () => {
  it('keeps the plugin and its column count', () => {
    const board = new Board(oneCard);
    expect(board.plugin).toBe(oneCard);
    expect(board.columnCount).toBe(10);
    expect(craft(oneCard).columns).toHaveLength(10);
  });
});

/** Cards on the foundations, from their top ranks. */
function cardsHome(board: Board): number {
  return Array.from(board.fTop).reduce((sum, top) => sum + top, 0);
}
