import { describe, expect, it, vi } from 'vitest';
import { Board, MAX_MOVES } from './board.js';
import { suggestMove } from './hint.js';
import { GameSession, GameStatus } from './session.js';
import { USEFUL_SEARCH_LIMIT, layoutKey, moveProgress } from './useful-move.js';
import { ALL_TEST_PLUGINS, altSequence, altSingle, craftGame, kingsOnly, oneCard } from '../test/test-plugins.js';

const KINGS = ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', 'KC'];

describe('GameSession status: a game ends when no useful move is left', () => {
  it('calls a game stuck when its only legal moves trade one equal build for another', () => {
    // 5♠ may hop between the two 6♠ for ever; nothing else moves, the stock is empty, no redeal.
    const game = craftGame(oneCard, { columns: ['6S 5S', '6S', ...KINGS], waste: 'JD', rest: 'waste' });
    expect(game.legalMoves().length).toBeGreaterThan(0);
    expect(suggestMove(game.boardSnapshot())).toBeUndefined();
    expect(game.status()).toBe(GameStatus.Stuck);
    expect(game.hint()).toBeUndefined();
    expect(game.assisted).toBe(false);
  });

  it('is still playing when a pointless move uncovers a card that then goes home, and the hint names that move', () => {
    // 5♠ on 6♥ may go on 6♦ instead; that frees the 6♥, which goes on the hearts foundation at 5.
    const game = craftGame(altSingle, { columns: ['6H 5S', '6D', ...KINGS.slice(0, 7)], foundations: ['5H'], waste: 'JD', rest: 'waste' });
    expect(suggestMove(game.boardSnapshot())).toBeUndefined();
    expect(game.status()).toBe(GameStatus.Playing);
    expect(game.hint()).toEqual({ from: 'c0', to: 'c1', count: 1 });
    const result = game.play('c0-c1');
    expect(result.ok && result.status).toBe(GameStatus.Playing);
    expect(game.hint()).toEqual({ from: 'c0', to: 'f0', count: 1 });
  });

  it('calls a game stuck when column moves are left that the heuristic scores, but none leads to a card going home', () => {
    // 5♠ may leave the 8♥ for the 6♠ and the Kings may go into the empty column, but no card can
    // ever go home or come off the waste (J♦, and only Kings go into an empty column).
    const game = craftGame(kingsOnly, { columns: ['8H 5S', '6S', '', ...KINGS.slice(0, 7)], waste: 'JD', rest: 'waste' });
    expect(suggestMove(game.boardSnapshot())).toEqual({ from: 'c0', to: 'c1', count: 1 });
    expect(game.status()).toBe(GameStatus.Stuck);
    expect(game.hint()).toBeUndefined();
  });

  it('calls a game stuck at once when the columns hold no card a gain needs, however many layouts their moves reach', () => {
    // A late position of a real deal (alternate colours, sequences): every card is face up, none
    // is the next for its foundation (6♦, 3♦, 3♠, 3♥, K♣, 2♣ are in the waste), and the waste's
    // 5♠ needs a red 6, which no column holds. The runs and the lone cards still make
    // thousands of layouts.
    const columns = ['6C', 'KD QC JD TC 9D 8S 7D 6S', 'QS', '3C', 'KS', 'QD JC TD 9S 8D 7S', 'TD', 'JD TS', 'QH JS TH 9C 8D 7C', '4C'];
    const game = craftGame(altSequence, { columns, foundations: ['5D', 'KS', 'QC', 'KH', '2H', '2S', '2D', 'AC'], waste: '5S', rest: 'waste' });
    expect(game.boardSnapshot().stockLen).toBe(0);
    expect(layoutsReached(game.boardSnapshot(), USEFUL_SEARCH_LIMIT + 1)).toBeGreaterThan(USEFUL_SEARCH_LIMIT);
    const looked = vi.spyOn(Board.prototype, 'generateMoves');
    try {
      expect(game.hint()).toBeUndefined();
      // One look at the position itself, none at a layout beyond it.
      expect(looked).toHaveBeenCalledTimes(1);
    } finally {
      looked.mockRestore();
    }
    expect(game.status()).toBe(GameStatus.Stuck);
  });

  it('draws rather than rearranging the columns when no rearrangement leads to a gain', () => {
    const game = craftGame(oneCard, { columns: ['8H 5S', '', '6S', ...KINGS.slice(0, 7)] });
    expect(game.status()).toBe(GameStatus.Playing);
    expect(game.hint()).toEqual({ from: 'stock', to: 'waste' });
  });

  it('rearranges before drawing when that frees a card to go home, by the fewest moves', () => {
    // 5♠ on 6♥ may go on 6♦ instead, a move the heuristic scores nothing, which frees the 6♥ for
    // the hearts foundation at 5; the stock is not empty, and a draw scores more.
    const game = craftGame(altSingle, { columns: ['6H 5S', '6D', ...KINGS], foundations: ['5H'] });
    expect(suggestMove(game.boardSnapshot())).toEqual({ from: 'stock', to: 'waste' });
    expect(game.hint()).toEqual({ from: 'c0', to: 'c1', count: 1 });
  });

  it('reports the status after each move, and goes back to playing on undo', () => {
    const won = craftGame(oneCard, { foundations: ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', 'QC'], columns: ['KC'] }, { autoplay: false });
    const result = won.play('c0-f7');
    expect(result).toMatchObject({ ok: true, status: GameStatus.Won, firstWin: true });
    won.undo();
    expect(won.status()).toBe(GameStatus.Playing);
    expect(won.play('c0-f7')).toMatchObject({ ok: true, status: GameStatus.Won, firstWin: false });
    expect(won.hasBeenWon).toBe(true);
  });
});

describe('following the hints', () => {
  it('always ends, won or stuck, and never comes back to a position already played', () => {
    for (const plugin of ALL_TEST_PLUGINS) {
      // Three deals each keep the test quick; the old heuristic went round in test-alt-single deal 7 at 10.
      for (let deal = 5; deal <= 7; deal++) {
        const game = GameSession.deal(plugin, deal);
        const seen = new Set([JSON.stringify(game.position())]);
        for (let step = 0; step < 2000 && game.status() === GameStatus.Playing; step++) {
          const move = game.hint();
          expect(move, `${plugin.id} deal ${deal}: playing, so a hint`).toBeDefined();
          if (move) expect(game.play(move).ok).toBe(true);
          const position = JSON.stringify(game.position());
          expect(seen.has(position), `${plugin.id} deal ${deal}: step ${step} repeats a position`).toBe(false);
          seen.add(position);
        }
        expect(game.status(), `${plugin.id} deal ${deal}`).not.toBe(GameStatus.Playing);
      }
    }
  });
});

describe('GameSession for an adapter', () => {
  it('marks the game assisted when a hint is given or the adapter says so, and keeps it', () => {
    const game = GameSession.deal(oneCard, 3);
    expect(game.assisted).toBe(false);
    expect(game.hint()).toBeDefined();
    expect(game.assisted).toBe(true);
    game.restart();
    expect(game.assisted).toBe(true);
    const other = GameSession.deal(oneCard, 3);
    other.markAssisted();
    expect(other.assisted).toBe(true);
  });

  it('changes options in place, keeping the moves and the undo steps', () => {
    const game = GameSession.deal(oneCard, 7);
    for (let i = 0; i < 10; i++) {
      const move = game.legalMoves()[0];
      if (move) game.play(move);
    }
    const before = { position: game.position(), steps: game.steps(), count: game.moveCount };
    game.setOptions({ autoplay: false });
    expect(game.options).toEqual({ autoplay: false, supermove: true });
    expect({ position: game.position(), steps: game.steps(), count: game.moveCount }).toEqual(before);
    game.undo();
    game.redo();
    expect(game.position()).toEqual(before.position);
  });

  it('gives the click and drop targets of the rules, with the supermove switch', () => {
    const game = craftGame(oneCard, { columns: ['TS 9S', 'JS', '', ...KINGS.slice(1)] });
    expect(game.targets('c0', 2)).toEqual({ ok: true, targets: [{ from: 'c0', to: 'c1', count: 2 }] });
    game.setOptions({ supermove: false });
    expect(game.targets('c0', 2).ok).toBe(false);
    expect(game.targets('stock').ok).toBe(false);
  });
});

describe('GameSession.positionBefore', () => {
  it('is the position undo would give, without changing the game', () => {
    const game = GameSession.deal(oneCard, 6);
    const positions = [game.position()];
    for (let i = 0; i < 12; i++) {
      const move = game.legalMoves()[i % 3] ?? game.legalMoves()[0];
      if (move && game.play(move).ok) positions.push(game.position());
    }
    const now = game.position();
    for (let back = 0; back < positions.length; back++) expect(game.positionBefore(back)).toEqual(positions[positions.length - 1 - back]);
    expect(game.positionBefore(positions.length + 5)).toEqual(positions[0]);
    expect(game.position()).toEqual(now);
  });
});

/** How many column layouts rearrangements (`moveProgress` 0) reach from `root`, counting at most `stop`. */
function layoutsReached(root: Board, stop: number): number {
  const scratch = new Int32Array(MAX_MOVES);
  const seen = new Set([layoutKey(root)]);
  // The loop also visits what it appends: breadth first.
  const queue = [root];
  for (const board of queue) {
    for (const code of Array.from(scratch.subarray(0, board.generateMoves(scratch)))) {
      if (moveProgress(board, code) !== 0) continue;
      const next = board.clone();
      next.apply(code);
      const key = layoutKey(next);
      if (seen.has(key)) continue;
      if (seen.add(key).size >= stop) return seen.size;
      queue.push(next);
    }
  }
  return seen.size;
}
