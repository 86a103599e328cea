import { describe, expect, it } from 'vitest';
import { loadGame } from './load.js';
import { SAVE_SCHEMA, saveGame } from './save.js';
import { GameSession, GameStatus } from './session.js';
import { olderSave } from '../test/old-saves.js';
import { craftGame, oneCard } from '../test/test-plugins.js';

/** A deal of the one-card test plugin whose opening autoplay sends at least one card home. */
function dealWithOpening(): number {
  for (let deal = 1; deal < 100; deal++) if (GameSession.deal(oneCard, deal).opening().length > 0) return deal;
  throw new Error('no deal with an Ace on top in 100');
}

/** The first `n` legal moves (the first listed each time) played on `game`. */
function playFirst(game: GameSession, n: number): void {
  for (let i = 0; i < n; i++) {
    const move = game.legalMoves()[0];
    if (move) game.play(move);
  }
}

describe('the save schema', () => {
  it('writes schema 3 with the rules version, the opening, the status, the assisted flag and whether the game was won', () => {
    const deal = dealWithOpening();
    const game = GameSession.deal(oneCard, deal);
    playFirst(game, 6);
    game.hint();
    const saved = saveGame(game);
    expect(SAVE_SCHEMA).toBe(3);
    expect(saved).toMatchObject({ schema: 3, rulesVersion: 1, status: game.status(), assisted: true, won: false });
    expect(saved.opening.length).toBeGreaterThan(0);
    const loaded = loadGame(oneCard, JSON.stringify(saved));
    expect(loaded.opening()).toEqual(game.opening());
    expect(loaded.position()).toEqual(game.position());
    expect(loaded.steps()).toEqual(game.steps());
    expect([loaded.assisted, loaded.hasBeenWon, loaded.status(), loaded.canUndo]).toEqual([true, false, game.status(), game.canUndo]);
  });

  it('keeps a win counted through undo and reload', () => {
    const game = craftGame(oneCard, { foundations: ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', 'QC'], columns: ['KC'] }, { autoplay: false });
    game.play('c0-f7');
    game.undo();
    const loaded = loadGame(oneCard, saveGame(game));
    expect(loaded.status()).toBe(GameStatus.Playing);
    expect(loaded.hasBeenWon).toBe(true);
    expect(loaded.redo()).toBe(true);
    expect(loaded.status()).toBe(GameStatus.Won);
  });

  it('loads schema 1 and 2 saves, turning a first step that is the opening autoplay into the opening', () => {
    const deal = dealWithOpening();
    // What the element wrote before schema 3: the deal's autoplay as the first undoable step.
    const old = GameSession.deal(oneCard, deal, { autoplay: false });
    old.setOptions({ autoplay: true });
    old.autoplay();
    playFirst(old, 5);
    old.undo();
    for (const schema of [1, 2] as const) {
      const loaded = loadGame(oneCard, JSON.stringify(olderSave(saveGame(old), schema)));
      const fresh = GameSession.deal(oneCard, deal);
      expect(loaded.opening()).toEqual(fresh.opening());
      expect(loaded.position()).toEqual(old.position());
      expect(loaded.steps().history).toEqual(old.steps().history.slice(1));
      expect(loaded.steps().future).toEqual(old.steps().future);
      expect(loaded.assisted).toBe(false);
      loaded.restart();
      expect(loaded.position()).toEqual(fresh.position());
    }
  });

  it('loads a schema 1 save whose first step is a player move as it was', () => {
    const old = GameSession.deal(oneCard, 2, { autoplay: false });
    playFirst(old, 4);
    const v1 = olderSave(saveGame(old), 1);
    const loaded = loadGame(oneCard, v1);
    expect(loaded.opening()).toEqual([]);
    expect(loaded.steps()).toEqual(old.steps());
    expect(loaded.position()).toEqual(old.position());
  });

  it('refuses a schema 3 save without its new fields, saying which is missing', () => {
    const saved = saveGame(GameSession.deal(oneCard, 4)) as unknown as Record<string, unknown>;
    delete saved.assisted;
    expect(() => loadGame(oneCard, saved)).toThrow(/assisted/);
  });
});
