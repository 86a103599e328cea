import { describe, expect, it } from 'vitest';
import { FOUNDATION_BASE, STOCK, WASTE, encodeMove } from './move-code.js';
import { decodeMove, encodePortable, formatMove, isDraw, isRedeal, parseMove, pileName, pileNumber, type MoveInput } from './notation.js';

function parsed(text: string): MoveInput {
  const result = parseMove(text);
  if (!result.ok) throw new Error(result.error);
  return result.move;
}

describe('parseMove and formatMove', () => {
  it.each([
    ['c3-f0', { from: 'c3', to: 'f0', count: 1 }],
    ['c3-c5x3', { from: 'c3', to: 'c5', count: 3 }],
    ['w-c2', { from: 'waste', to: 'c2', count: 1 }],
    ['w-f1', { from: 'waste', to: 'f1', count: 1 }],
    ['c12-c0', { from: 'c12', to: 'c0', count: 1 }],
  ])('reads %s and writes it back', (text, move) => {
    expect(parsed(text)).toEqual(move);
    expect(formatMove(parsed(text))).toBe(text);
  });

  it('reads draw and redeal as stock → waste and waste → stock', () => {
    expect(parsed('draw')).toEqual({ from: 'stock', to: 'waste' });
    expect(parsed('redeal')).toEqual({ from: 'waste', to: 'stock' });
    expect(isDraw(parsed('draw'))).toBe(true);
    expect(isRedeal(parsed('redeal'))).toBe(true);
    expect(isDraw(parsed('redeal'))).toBe(false);
    expect(formatMove({ from: 'stock', to: 'waste' })).toBe('draw');
    expect(formatMove({ from: 'waste', to: 'stock' })).toBe('redeal');
  });

  it('forgives case and surrounding spaces', () => {
    expect(parsed(' C3-F0 ')).toEqual({ from: 'c3', to: 'f0', count: 1 });
    expect(parsed('DRAW')).toEqual({ from: 'stock', to: 'waste' });
  });

  it('writes a one-card move without a count', () => {
    expect(formatMove({ from: 'c1', to: 'c2' })).toBe('c1-c2');
    expect(formatMove({ from: 'c1', to: 'c2', count: 1 })).toBe('c1-c2');
    expect(formatMove({ from: 'waste', to: 'c2', count: 1 })).toBe('w-c2');
  });

  it.each(['', 'c3', 'c3-', '-f0', 'x1-f0', 'c3->f0', 'c3 f0', 'hello', 'c3-c5x', 'c3-c5x-1', 'c333-f0', 'f-c1', 'c3-q1'])(
    'gives a reason for the malformed %j',
    (text) => {
      const result = parseMove(text);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error).toContain(`"${text}"`);
        expect(result.error).toMatch(/c3-f0/);
      }
    },
  );

  it('refuses a count of zero with its own reason', () => {
    const result = parseMove('c3-c5x0');
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/count after x must be at least 1/) as unknown });
  });
});

describe('piles', () => {
  it('names stock, waste, f0–f7 and c0–c15', () => {
    expect(pileNumber('stock')).toBe(STOCK);
    expect(pileNumber('waste')).toBe(WASTE);
    expect(pileNumber('w')).toBe(WASTE);
    for (let f = 0; f < 8; f++) expect(pileName(pileNumber(`f${f}`) ?? -1)).toBe(`f${f}`);
    for (let c = 0; c < 16; c++) expect(pileName(pileNumber(`c${c}`) ?? -1)).toBe(`c${c}`);
    expect(pileName(STOCK)).toBe('stock');
    expect(pileName(WASTE)).toBe('waste');
  });

  it.each(['f8', 'f10', 'c16', 'c99', 'x', 'W', '', 'c', 'f'])('knows %j is no pile', (name) => {
    expect(pileNumber(name)).toBeUndefined();
  });
});

describe('engine codes ↔ portable moves', () => {
  it('decodes a draw and a redeal without a count', () => {
    expect(formatMove(decodeMove(encodeMove(STOCK, WASTE, 3)))).toBe('draw');
    expect(formatMove(decodeMove(encodeMove(WASTE, STOCK, 40)))).toBe('redeal');
  });

  it('round-trips column, waste and foundation moves', () => {
    for (const text of ['c3-f0', 'c3-c5x3', 'w-c2', 'w-f7', 'c15-c14x13']) {
      const move = parsed(text);
      const code = encodePortable(move, move.count ?? 1);
      expect(code).toBeDefined();
      expect(formatMove(decodeMove(code ?? -1))).toBe(text);
    }
    expect(decodeMove(encodeMove(4, FOUNDATION_BASE + 2, 1))).toEqual({ from: 'c4', to: 'f2', count: 1 });
  });

  it('gives no code for a move naming no pile', () => {
    expect(encodePortable({ from: 'c3', to: 'f9' }, 1)).toBeUndefined();
    expect(encodePortable({ from: 'q', to: 'c1' }, 1)).toBeUndefined();
  });
});
