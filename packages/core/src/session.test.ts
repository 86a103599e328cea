import { describe, expect, it } from 'vitest';
import { decodeMove, formatMove } from './notation.js';
import type { Position } from './position.js';
import { GameSession, GameStatus } from './session.js';
import { craft, craftGame, drawThree, faceDown, moveCodes, oneCard, seeded } from '../test/test-plugins.js';
import type { VariantPlugin } from './variant.js';

const KINGS = ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', 'KC'];

/** Plays `steps` random legal moves and returns the position before each and after the last. */
function playRandomly(game: GameSession, steps: number, seed: number): Position[] {
  const random = seeded(seed);
  const positions = [game.position()];
  for (let i = 0; i < steps; i++) {
    const moves = game.legalMoves();
    const move = moves[random(moves.length)];
    if (move === undefined) break;
    const result = game.play(move);
    if (!result.ok) throw new Error(`${formatMove(move)}: ${result.reason}`);
    positions.push(game.position());
  }
  return positions;
}

describe('GameSession', () => {
  it('starts from the deal, with nothing to undo or redo', () => {
    const game = GameSession.deal(oneCard, 5);
    expect(game.deal).toBe(5);
    expect(game.plugin).toBe(oneCard);
    expect(game.moveCount).toBe(0);
    expect(game.canUndo).toBe(false);
    expect(game.canRedo).toBe(false);
    expect(game.undo()).toBe(false);
    expect(game.redo()).toBe(false);
    expect(game.status()).toBe(GameStatus.Playing);
    expect(game.options).toEqual({ autoplay: true, supermove: true });
    const plain = GameSession.deal(oneCard, 5, { autoplay: false });
    expect(plain.position()).toEqual(plain.startPosition());
    expect(plain.opening()).toEqual([]);
  });

  it('makes the opening autoplay part of the deal: not a move, not undoable, restart keeps it', () => {
    // Deals with at least one Ace dealt on top of a column, so the opening has something to do.
    const deals = Array.from({ length: 40 }, (_, i) => i + 1).filter((deal) => GameSession.deal(oneCard, deal).opening().length > 0);
    expect(deals.length).toBeGreaterThan(3);
    for (const deal of deals.slice(0, 5)) {
      const game = GameSession.deal(oneCard, deal);
      // The same safe moves the undoable autoplay step makes on the bare deal.
      const bare = GameSession.deal(oneCard, deal, { autoplay: false });
      expect(bare.autoplay()).toEqual(game.opening());
      expect(game.position()).toEqual(bare.position());
      expect(game.startPosition()).toEqual(GameSession.deal(oneCard, deal, { autoplay: false }).position());
      expect(game.moveCount).toBe(0);
      expect(game.canUndo).toBe(false);
      expect(game.undo()).toBe(false);
      const opened = game.position();
      const move = game.legalMoves()[0];
      if (move === undefined) throw new Error(`deal ${deal} has no move`);
      game.play(move);
      game.restart();
      expect(game.position()).toEqual(opened);
    }
  });

  it('lists the engine move list in the portable notation', () => {
    const game = GameSession.deal(faceDown, 3);
    expect(game.legalMoves()).toEqual(moveCodes(game.boardSnapshot()).map(decodeMove));
  });

  it('undoes and redoes without limit, through every kind of move', () => {
    for (const [plugin, deal] of [
      [oneCard, 1],
      [drawThree, 2],
      [faceDown, 3],
    ] as [VariantPlugin, number][]) {
      const game = GameSession.deal(plugin, deal);
      const positions = playRandomly(game, 150, deal);
      expect(positions.length).toBeGreaterThan(50);
      for (let i = positions.length - 2; i >= 0; i--) {
        expect(game.undo()).toBe(true);
        expect(game.position()).toEqual(positions[i]);
      }
      expect(game.canUndo).toBe(false);
      expect(game.moveCount).toBe(0);
      for (let i = 1; i < positions.length; i++) {
        expect(game.redo()).toBe(true);
        expect(game.position()).toEqual(positions[i]);
      }
      expect(game.canRedo).toBe(false);
    }
  });

  it('clears the redo steps when a new move is made', () => {
    const game = craftGame(oneCard, { columns: ['9H', 'TH', 'TD', ...KINGS.slice(1)] }, { autoplay: false });
    game.play('c0-c1');
    game.undo();
    expect(game.canRedo).toBe(true);
    game.play('draw');
    expect(game.canRedo).toBe(false);
    expect(game.redo()).toBe(false);
  });

  it('restarts the same deal, and the moves can be redone', () => {
    const game = GameSession.deal(oneCard, 9);
    const positions = playRandomly(game, 30, 9);
    game.restart();
    expect(game.position()).toEqual(positions[0]);
    expect(game.position()).toEqual(GameSession.deal(oneCard, 9).position());
    expect(game.moveCount).toBe(0);
    expect(game.canRedo).toBe(true);
    while (game.redo());
    expect(game.position()).toEqual(positions.at(-1));
  });

  it('counts the rule moves made, including a supermove’s single moves and autoplay’s', () => {
    const game = craftGame(oneCard, { columns: ['AS TD', 'JD', ...KINGS] });
    expect(game.play('draw').ok).toBe(true);
    expect(game.moveCount).toBe(1);
    const result = game.play('c0-c1');
    expect(result.ok && result.moves.length + result.autoplayed.length).toBe(2);
    expect(game.moveCount).toBe(3);
    game.undo();
    expect(game.moveCount).toBe(1);
  });

  it('refuses an illegal or unreadable move with a reason and changes nothing', () => {
    const game = craftGame(oneCard, { columns: ['9H', 'TD', ...KINGS] });
    const before = game.position();
    expect(game.play('c0-c1')).toMatchObject({ ok: false, reason: '9H cannot go on TD: this variant builds same-suit' });
    expect(game.play({ from: 'f0', to: 'c1' })).toMatchObject({ ok: false, reason: 'cards never leave a foundation' });
    expect(game.play('f0-c1')).toMatchObject({ ok: false, reason: 'cards never leave a foundation' });
    const unreadable = game.play('c0 to c1');
    expect(unreadable.ok).toBe(false);
    expect(!unreadable.ok && unreadable.reason).toMatch(/"c0 to c1" is not a move/);
    expect(game.position()).toEqual(before);
    expect(game.canUndo).toBe(false);
    expect(game.moveCount).toBe(0);
  });

  it('takes moves as text or as portable objects', () => {
    const game = craftGame(oneCard, { columns: ['9H', 'TH', ...KINGS] }, { autoplay: false });
    expect(game.play({ from: 'c0', to: 'c1' })).toEqual({
      ok: true,
      status: 'playing',
      firstWin: false,
      moves: [{ from: 'c0', to: 'c1', count: 1 }],
      autoplayed: [],
    });
    expect(game.play('w-c0').ok).toBe(false);
    expect(game.play('draw')).toEqual({ ok: true, status: 'playing', firstWin: false, moves: [{ from: 'stock', to: 'waste' }], autoplayed: [] });
  });

  it('knows a won game', () => {
    const game = craftGame(oneCard, { foundations: ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', 'QC'], columns: ['KC'] }, { autoplay: false });
    expect(game.status()).toBe(GameStatus.Playing);
    game.play('c0-f7');
    expect(game.status()).toBe(GameStatus.Won);
    game.undo();
    expect(game.status()).toBe(GameStatus.Playing);
  });

  it('wins by autoplay when the last cards are all safe', () => {
    const game = craftGame(oneCard, { foundations: ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'QD', 'QC'], columns: ['KC', 'KD'] });
    expect(game.opening()).toHaveLength(2);
    expect(game.status()).toBe('won');
    expect(game.hasBeenWon).toBe(true);
  });

  it('knows a stuck game: no legal move left', () => {
    const stuck = craftGame(oneCard, { columns: [...KINGS, 'JS', 'JH'], waste: 'JD', rest: 'waste' });
    expect(stuck.legalMoves()).toEqual([]);
    expect(stuck.status()).toBe(GameStatus.Stuck);
    const redeal = craftGame(drawThree, { columns: [...KINGS, 'JS', 'JH'], waste: 'JD', rest: 'waste', redealsLeft: 1 });
    expect(redeal.status()).toBe(GameStatus.Playing);
    redeal.play('redeal');
    expect(redeal.legalMoves().map(formatMove)).toEqual(['draw']);
  });

  it('gives snapshots that do not touch the game', () => {
    const game = GameSession.deal(oneCard, 4);
    const snapshot = game.boardSnapshot();
    snapshot.apply(moveCodes(snapshot).at(-1) ?? 0);
    expect(game.position()).toEqual(GameSession.deal(oneCard, 4).position());
  });

  it('starts from a position, keeping its deal number if it has one', () => {
    const position = craft(oneCard, { columns: KINGS });
    expect(GameSession.fromPosition(oneCard, position).deal).toBeNull();
    expect(GameSession.fromPosition(oneCard, { ...position, deal: 77 }).deal).toBe(77);
    expect(GameSession.fromPosition(oneCard, position).startPosition()).toEqual(position);
  });
});
