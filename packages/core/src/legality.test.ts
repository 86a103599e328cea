import { describe, expect, it } from 'vitest';
import type { Board } from './board.js';
import { dealBoard } from './deal.js';
import { checkMove } from './legality.js';
import { FOUNDATION_BASE, STOCK, WASTE, codeCount, codeFrom, codeTo, encodeMove, type MoveCode } from './move-code.js';
import { decodeMove, parseMove, pileName, type MoveInput } from './notation.js';
import { ALL_TEST_PLUGINS, altSequence, craftBoard, drawThree, faceDown, moveCodes, oneCard, seeded } from '../test/test-plugins.js';

function reason(board: Board, move: MoveInput | string): string {
  let portable: MoveInput;
  if (typeof move === 'string') {
    const parsed = parseMove(move);
    if (!parsed.ok) throw new Error(parsed.error);
    portable = parsed.move;
  } else {
    portable = move;
  }
  const check = checkMove(board, portable);
  if (check.ok) throw new Error(`${JSON.stringify(move)} was accepted`);
  return check.reason;
}

function accepted(board: Board, move: MoveInput): MoveCode | undefined {
  const check = checkMove(board, move);
  return check.ok ? check.code : undefined;
}

const KINGS = ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', 'KC'];

describe('checkMove in a one-card, same-suit variant', () => {
  const board = craftBoard(oneCard, {
    foundations: ['3H'],
    columns: ['9H', 'TH', 'TD', '8S', '', 'AS', '9D 8D', 'KS', 'KC', 'KD'],
    waste: '5S 4H',
  });

  it('accepts a card onto one rank higher of its suit, to its foundation, and into any empty column', () => {
    expect(accepted(board, { from: 'c0', to: 'c1' })).toBe(encodeMove(0, 1, 1));
    expect(accepted(board, { from: 'waste', to: 'f0' })).toBe(encodeMove(WASTE, FOUNDATION_BASE, 1));
    expect(accepted(board, { from: 'c5', to: 'f3' })).toBe(encodeMove(5, FOUNDATION_BASE + 3, 1));
    expect(accepted(board, { from: 'c3', to: 'c4' })).toBe(encodeMove(3, 4, 1));
    expect(accepted(board, { from: 'waste', to: 'c4' })).toBe(encodeMove(WASTE, 4, 1));
  });

  it('refuses a card on a wrong suit or rank, naming the cards and the rule', () => {
    expect(reason(board, 'c0-c2')).toBe('9H cannot go on TD: this variant builds same-suit');
    expect(reason(board, 'c3-c1')).toMatch(/^8S cannot go on TH: a card goes on one exactly one rank higher/);
  });

  it('refuses moving several cards at once, even a built run', () => {
    expect(reason(board, 'c6-c4x2')).toBe('this variant moves one card at a time');
  });

  it('builds foundations from the Ace up in suit', () => {
    expect(reason(board, 'c0-f0')).toBe('9H goes on the 8 of its own suit, but f0 shows 3H');
    expect(reason(board, 'c3-f1')).toBe('f1 is empty: only an Ace can start a foundation');
    expect(reason(board, 'c5-f0')).toBe('f0 is not empty; an Ace starts an empty foundation');
  });

  it('never takes a card off a foundation', () => {
    expect(reason(board, { from: 'f0', to: 'c4' })).toBe('cards never leave a foundation');
    expect(reason(board, { from: 'f0', to: 'c1' })).toBe('cards never leave a foundation');
  });

  it('plays the waste top only', () => {
    expect(reason(board, { from: 'waste', to: 'c4', count: 2 })).toBe('only the top card of the waste can be played');
    const empty = craftBoard(oneCard, { columns: KINGS });
    expect(reason(empty, 'w-c9')).toBe('the waste is empty');
  });

  it('explains moves between piles that do not exist or do not play that way', () => {
    expect(reason(board, 'c4-c0')).toBe('c4 is empty');
    expect(reason(board, 'c12-c0')).toBe('there is no c12: this variant has columns c0–c9');
    expect(reason(board, { from: 'x', to: 'c0' })).toBe('"x" is not a pile; the piles are stock, waste, f0–f7 and c0–c9');
    expect(reason(board, { from: 'c0', to: 'f8' })).toMatch(/"f8" is not a pile/);
    expect(reason(board, { from: 'c0', to: 'waste' })).toBe('only the stock deals to the waste (`draw`)');
    expect(reason(board, 'c0-c0')).toBe('c0 is already there: a move needs two different piles');
    expect(reason(board, { from: 'stock', to: 'c3' })).toMatch(/drawing its top card to the waste/);
    expect(reason(board, { from: 'c0', to: 'stock' })).toMatch(/only by a redeal/);
  });

  it.each([0, -1, 1.5])('refuses a count of %j', (count) => {
    expect(reason(board, { from: 'c0', to: 'c1', count })).toBe(`count must be a whole number of at least 1, got ${String(count)}`);
  });

  it('refuses a redeal in a variant without one', () => {
    expect(reason(board, 'redeal')).toMatch(/^the stock still has \d+ cards; the waste is turned over only when it is empty$/);
    const empty = craftBoard(oneCard, { columns: KINGS, rest: 'waste' });
    expect(reason(empty, 'redeal')).toBe('this variant has no redeal: when the stock is empty it stays empty');
    expect(reason(empty, 'draw')).toBe('the stock is empty');
  });
});

describe('checkMove in sequence variants', () => {
  it('moves any top part of a movable sequence, or the whole of it', () => {
    const board = craftBoard(altSequence, { columns: ['KS QH JS TH', 'JC', 'QD', 'KC', '', ...KINGS.slice(2)] });
    expect(accepted(board, { from: 'c0', to: 'c1', count: 1 })).toBe(encodeMove(0, 1, 1));
    expect(accepted(board, { from: 'c0', to: 'c2', count: 2 })).toBe(encodeMove(0, 2, 2));
    expect(accepted(board, { from: 'c0', to: 'c3', count: 3 })).toBe(encodeMove(0, 3, 3));
    expect(accepted(board, { from: 'c0', to: 'c4', count: 4 })).toBe(encodeMove(0, 4, 4));
    expect(reason(board, 'c0-c2x3')).toBe('QH cannot go on QD: a card goes on one exactly one rank higher');
    expect(reason(board, 'c0-c3x2')).toMatch(/^JS cannot go on KC/);
    expect(reason(board, 'c0-c4x5')).toBe('c0 has only 4 face-up cards');
    expect(reason(board, 'c0-f0x2')).toBe('cards go to a foundation one at a time');
  });

  it('refuses cards that are not a built run: each one rank lower and of the other colour', () => {
    const board = craftBoard(altSequence, { columns: ['9H 8D', '9S 7D', 'TS', '', ...KINGS.slice(2)] });
    expect(reason(board, 'c0-c3x2')).toBe('the top 2 cards of c0 are not a movable sequence: 8D is not built on 9H');
    expect(reason(board, 'c1-c3x2')).toBe('the top 2 cards of c1 are not a movable sequence: 7D is not built on 9S');
  });

  it('never moves a face-down card', () => {
    const board = craftBoard(faceDown, { columns: [{ down: 'KS QH JS', up: 'TH' }, 'JC', '', ...KINGS.slice(1)] });
    expect(reason(board, 'c0-c2x2')).toBe('c0 has only 1 face-up card');
    expect(accepted(board, { from: 'c0', to: 'c1' })).toBe(encodeMove(0, 1, 1));
  });
});

describe('checkMove with the stock', () => {
  it('draws one card, or three (fewer when fewer remain)', () => {
    expect(accepted(craftBoard(oneCard, {}), { from: 'stock', to: 'waste' })).toBe(encodeMove(STOCK, WASTE, 1));
    expect(accepted(craftBoard(drawThree, {}), { from: 'stock', to: 'waste' })).toBe(encodeMove(STOCK, WASTE, 3));
    const two = craftBoard(drawThree, { stock: 'AS 2S', rest: 'waste' });
    expect(accepted(two, { from: 'stock', to: 'waste', count: 3 })).toBe(encodeMove(STOCK, WASTE, 2));
  });

  it('redeals only when the stock is empty and redeals are left', () => {
    const full = craftBoard(drawThree, { stock: 'AS 2S', rest: 'waste' });
    expect(reason(full, 'redeal')).toBe('the stock still has 2 cards; the waste is turned over only when it is empty');
    const empty = craftBoard(drawThree, { rest: 'waste', redealsLeft: 2 });
    expect(accepted(empty, { from: 'waste', to: 'stock' })).toBe(encodeMove(WASTE, STOCK, empty.wasteLen));
    expect(reason(empty, 'draw')).toBe('the stock is empty; turn the waste over with `redeal`');
    const spent = craftBoard(drawThree, { rest: 'waste', redealsLeft: 0 });
    expect(reason(spent, 'redeal')).toBe('no redeals left (this variant allows 3)');
    expect(reason(spent, 'draw')).toBe('the stock is empty');
    const nothing = craftBoard(drawThree, { foundations: ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', 'KC'] });
    expect(reason(nothing, 'redeal')).toBe('the waste is empty: there is nothing to turn over');
  });
});

describe('checkMove agrees with Board.generateMoves', () => {
  /** The listed form of an accepted move: a move to an empty pile goes to the lowest-numbered one. */
  function listedForm(board: Board, code: MoveCode): MoveCode {
    const from = codeFrom(code);
    const to = codeTo(code);
    if (from === STOCK || to === STOCK) return code;
    if (to < FOUNDATION_BASE && board.columnTop(to) < 0) {
      let first = 0;
      while (board.columnTop(first) >= 0) first++;
      return encodeMove(from, first, codeCount(code));
    }
    if (to >= FOUNDATION_BASE && to < STOCK && board.fSuit[to - FOUNDATION_BASE] === -1) {
      let first = 0;
      while (board.fSuit[first] !== -1) first++;
      return encodeMove(from, FOUNDATION_BASE + first, 1);
    }
    return code;
  }

  function everyMove(board: Board): MoveInput[] {
    const piles = ['stock', 'waste'];
    for (let f = 0; f < 8; f++) piles.push(`f${f}`);
    for (let c = 0; c < board.columnCount; c++) piles.push(`c${c}`);
    const moves: MoveInput[] = [];
    for (const from of piles) {
      for (const to of piles) {
        const counts = from.startsWith('c') ? 13 : 2;
        for (let count = 1; count <= counts; count++) moves.push({ from, to, count });
      }
    }
    return moves;
  }

  it('every listed move is accepted, and every other move is refused with a reason or is a listed move to another empty pile', () => {
    let positions = 0;
    for (const plugin of ALL_TEST_PLUGINS) {
      const board = dealBoard(plugin, 11);
      const random = seeded(plugin.id.length * 31);
      for (let step = 0; step < 60; step++) {
        const listed = moveCodes(board);
        if (step % 6 === 0) {
          positions++;
          expect(new Set(listed).size).toBe(listed.length);
          for (const code of listed) {
            const move = decodeMove(code);
            expect(checkMove(board, move)).toEqual({ ok: true, code });
            expect(pileName(codeFrom(code))).toBe(move.from);
          }
          const accepted = new Set<MoveCode>();
          const unexplained: MoveInput[] = [];
          for (const move of everyMove(board)) {
            const check = checkMove(board, move);
            if (check.ok) accepted.add(listedForm(board, check.code));
            else if (check.reason.length < 10) unexplained.push(move);
          }
          expect(unexplained).toEqual([]);
          expect([...accepted].sort((a, b) => a - b)).toEqual([...listed].sort((a, b) => a - b));
        }
        if (listed.length === 0) break;
        board.apply(listed[random(listed.length)] ?? 0);
      }
    }
    expect(positions).toBeGreaterThan(40);
  });
});
