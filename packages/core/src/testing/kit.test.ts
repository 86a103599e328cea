/**
 * The test kit itself: it passes on core's own test plugins (the new emptyColumn policies among
 * them) and it notices broken positions and broken move lists — a kit that cannot fail proves nothing.
 */
import { describe, expect, it } from 'vitest';
import { dealBoard } from '../deal.js';
import { encodeMove, FOUNDATION_BASE } from '../move-code.js';
import { positionOf } from '../position.js';
import { acesOut, craftBoard, drawThree, faceDown, kingsOnlySequence, moveCodes, oneCard, wasteOnly } from '../../test/test-plugins.js';
import { brokenInvariants, checkVariant, listedMoves, listingProblems, refusalOf, replayWins, sketchGame, sketchPosition, variantProperties } from './index.js';

describe('variantProperties', () => {
  for (const plugin of [kingsOnlySequence, wasteOnly, acesOut, drawThree]) {
    describe(plugin.name, () => {
      // A fifth of the default effort: core's own plugins are tested in depth elsewhere.
      for (const property of variantProperties(plugin, { scale: 0.2 })) it(property.name, property.run, property.timeout);
    });
  }

  it('names six properties, each with a timeout', () => {
    const names = variantProperties(oneCard).map((p) => p.name);
    expect(names).toHaveLength(6);
    expect(names.join('\n')).toMatch(/layout[\s\S]*104 cards[\s\S]*checkMove[\s\S]*undoes and redoes[\s\S]*numbered deal[\s\S]*mid-game/);
  });

  it('checkVariant runs them all and returns quietly for a sound plugin', () => {
    expect(() => {
      checkVariant(faceDown, { scale: 0.05 });
    }).not.toThrow();
  });
});

describe('brokenInvariants', () => {
  const position = positionOf(dealBoard(oneCard, 7), 7);

  it('finds nothing wrong with a dealt position', () => {
    expect(brokenInvariants(position)).toEqual([]);
  });

  it('notices a missing card, a third copy, a foundation out of suit and a face-down top', () => {
    const stock = [...position.stock];
    const lost = stock.pop() ?? '';
    const broken = {
      ...position,
      stock: [...stock, 'AS'],
      foundations: [['AH', '2S'], [], [], [], [], [], [], []],
      columns: [{ down: ['KD'], up: [] }, ...position.columns.slice(1)],
    };
    const problems = brokenInvariants(broken).join(', ');
    expect(problems).toContain(`${lost} ×`);
    expect(problems).toMatch(/AS ×3/);
    expect(problems).toMatch(/f0 is AH 2S/);
    expect(problems).toMatch(/c0 has a face-down card on top/);
  });
});

describe('listingProblems', () => {
  const board = craftBoard(oneCard, { columns: ['5H', '6H AS', '7C'] });
  const listed = moveCodes(board);

  it('accepts the engine’s own list', () => {
    expect(listingProblems(board, listed)).toEqual([]);
  });

  it('notices a legal move left out, a move listed twice, and an Ace listed to a second empty foundation', () => {
    const [first, ...others] = listed;
    expect(listingProblems(board, others).join('\n')).toMatch(/is not listed/);
    expect(listingProblems(board, [...listed, first ?? 0]).join('\n')).toMatch(/listed twice/);
    const toF3 = encodeMove(1, FOUNDATION_BASE + 3, 1);
    expect(listingProblems(board, [...listed, toF3]).join('\n')).toMatch(/c1-f3 is not the listed form/);
  });
});

describe('sketchPosition', () => {
  it('puts the named cards where the sketch says and keeps both decks', () => {
    const position = sketchPosition(oneCard, { columns: ['KS QS', { down: '2D', up: '9H' }], foundations: ['3C'], waste: 'JS', stock: '4H' });
    expect(position.columns[0]).toEqual({ down: [], up: ['KS', 'QS'] });
    expect(position.columns[1]).toEqual({ down: ['2D'], up: ['9H'] });
    expect(position.foundations[0]).toEqual(['AC', '2C', '3C']);
    expect(position.waste).toEqual(['JS']);
    expect(position.stock.at(-1)).toBe('4H');
    expect(brokenInvariants(position)).toEqual([]);
    expect(sketchGame(oneCard, { columns: ['KS QS'] }).legalMoves().length).toBeGreaterThan(0);
  });

  it('refuses a card named three times', () => {
    expect(() => sketchPosition(oneCard, { columns: ['KS KS KS'] })).toThrow(/KS is named more than twice/);
  });
});

describe('listedMoves and refusalOf', () => {
  it('list the legal moves as text and say why a play was refused', () => {
    const game = sketchGame(oneCard, { columns: ['TH', '9H'] });
    expect(listedMoves(game)).toContain('c1-c0');
    expect(listedMoves(game)).not.toContain('c0-c1');
    const refused = refusalOf(game.play('c0-c1'));
    expect(refused).not.toBe('(accepted)');
    expect(refused).toMatch(/\S/);
    expect(refusalOf(game.play('c1-c0'))).toBe('(accepted)');
    expect(listedMoves(game)).not.toContain('c1-c0');
  });
});

describe('replayWins', () => {
  // Clubs wait at the Queen on both foundations; the two Kings of clubs are the only cards in play.
  const endgame = sketchPosition(oneCard, {
    foundations: ['KS', 'KS', 'KH', 'KH', 'KD', 'KD', 'QC', 'QC'],
    columns: ['KC', 'KC'],
  });

  it('says whether the moves win, each checked by the rules', () => {
    expect(replayWins(oneCard, endgame, ['c0-f6', 'c1-f7'])).toBe(true);
    expect(replayWins(oneCard, endgame, ['c0-f6'])).toBe(false);
  });

  it('names the first illegal move and its reason', () => {
    expect(() => replayWins(oneCard, endgame, ['c0-f6', 'c1-f6'])).toThrow(/move 2 \(c1-f6\) is illegal: .*f6/);
  });
});
