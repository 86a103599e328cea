import { describe, expect, it } from 'vitest';
import { loadGame, savedVariant } from './load.js';
import { SAVE_FORMAT, SAVE_SCHEMA, SaveError, saveGame, type SavedGame } from './save.js';
import { GameSession } from './session.js';
import { olderSave } from '../test/old-saves.js';
import { defineVariant } from './define-variant.js';
import { alternateColour } from './predicates.js';
import { anySingle, craft, drawThree, faceDown, oneCard, seeded } from '../test/test-plugins.js';
import type { VariantPlugin } from './variant.js';

function playRandomly(game: GameSession, steps: number, seed: number): void {
  const random = seeded(seed);
  for (let i = 0; i < steps; i++) {
    const moves = game.legalMoves();
    const move = moves[random(moves.length)];
    if (move === undefined) return;
    game.play(move);
  }
}

/** Undoes (or redoes) everything in both games, checking they stay in step. */
function expectSameBehaviour(a: GameSession, b: GameSession): void {
  expect(b.position()).toEqual(a.position());
  expect([b.canUndo, b.canRedo, b.moveCount]).toEqual([a.canUndo, a.canRedo, a.moveCount]);
  while (a.redo()) {
    expect(b.redo()).toBe(true);
    expect(b.position()).toEqual(a.position());
  }
  expect(b.redo()).toBe(false);
  while (a.undo()) {
    expect(b.undo()).toBe(true);
    expect(b.position()).toEqual(a.position());
    expect(b.moveCount).toBe(a.moveCount);
  }
  expect(b.undo()).toBe(false);
}

function saveError(plugin: VariantPlugin, input: unknown): string {
  try {
    loadGame(plugin, input);
  } catch (error) {
    expect(error).toBeInstanceOf(SaveError);
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('the saved game was loaded');
}

describe('saveGame and loadGame', () => {
  it('round-trip a dealt game with its undo and redo steps', () => {
    for (const [plugin, deal] of [
      [oneCard, 3],
      [drawThree, 4],
      [faceDown, 5],
    ] as [VariantPlugin, number][]) {
      const game = GameSession.deal(plugin, deal);
      playRandomly(game, 80, deal);
      game.undo();
      game.undo();
      game.undo();
      const saved = saveGame(game);
      expect(saved).toMatchObject({ format: SAVE_FORMAT, schema: SAVE_SCHEMA, variant: plugin.id, deal });
      expect(saved.future).toHaveLength(3);
      expect('start' in saved).toBe(false);
      const loaded = loadGame(plugin, JSON.stringify(saved));
      expect(loaded.deal).toBe(deal);
      expect(loaded.startPosition()).toEqual(game.startPosition());
      expectSameBehaviour(game, loaded);
    }
  });

  it('accepts the parsed object as well as the JSON text', () => {
    const game = GameSession.deal(oneCard, 8);
    playRandomly(game, 10, 8);
    expect(loadGame(oneCard, saveGame(game)).position()).toEqual(game.position());
  });

  it('round-trip a game that started from a position, saving that position', () => {
    const start = craft(oneCard, { columns: ['9H', 'TH', 'AS TD', 'JD'], waste: '8H' });
    const game = GameSession.fromPosition(oneCard, start, { autoplay: false, supermove: false });
    game.play('c0-c1');
    game.play('w-c1');
    game.play('c2-c3');
    game.undo();
    const saved = saveGame(game);
    expect(saved.deal).toBeNull();
    expect(saved.start).toEqual(start);
    expect(saved.options).toEqual({ autoplay: false, supermove: false });
    const loaded = loadGame(oneCard, JSON.stringify(saved));
    expect(loaded.options).toEqual({ autoplay: false, supermove: false });
    expectSameBehaviour(game, loaded);
  });

  it('round-trip a game started from a position in the middle of a numbered deal', () => {
    const dealt = GameSession.deal(oneCard, 6);
    playRandomly(dealt, 25, 6);
    // The position carries its deal number, but the game did not start at that deal's layout.
    const game = GameSession.fromPosition(oneCard, dealt.position());
    playRandomly(game, 10, 7);
    const loaded = loadGame(oneCard, JSON.stringify(saveGame(game)));
    expect(loaded.startPosition()).toEqual(game.startPosition());
    expectSameBehaviour(game, loaded);
  });

  it("saves no start for a game from a position that is its deal's own layout, nor for a resumed dealt game", () => {
    const dealt = GameSession.deal(oneCard, 6, { autoplay: false });
    const fromLayout = GameSession.fromPosition(oneCard, dealt.position(), { autoplay: false });
    playRandomly(fromLayout, 10, 6);
    const saved = saveGame(fromLayout);
    expect(saved.deal).toBe(6);
    expect('start' in saved).toBe(false);
    const resumed = loadGame(oneCard, JSON.stringify(saved));
    playRandomly(resumed, 5, 7);
    expect('start' in saveGame(resumed)).toBe(false);
    expect(resumed.startPosition()).toEqual(dealt.position());
  });

  it('round-trip a game from a position labelled with a number that is no deal', () => {
    const game = GameSession.fromPosition(oneCard, { ...craft(oneCard, { columns: ['9H', 'TH'] }), deal: 2 ** 40 });
    game.play('c0-c1');
    const loaded = loadGame(oneCard, JSON.stringify(saveGame(game)));
    expect(loaded.deal).toBe(2 ** 40);
    expectSameBehaviour(game, loaded);
  });

  it('reads the variant id before the plugin is loaded', () => {
    const text = JSON.stringify(saveGame(GameSession.deal(drawThree, 1)));
    expect(savedVariant(text)).toBe('test-draw-three');
  });
});

describe('loadGame refuses bad data with a SaveError and loads nothing', () => {
  const good = (): SavedGame => {
    const game = GameSession.deal(oneCard, 2);
    playRandomly(game, 5, 2);
    return saveGame(game);
  };

  it('text that is not JSON', () => {
    expect(saveError(oneCard, '{"format": ')).toMatch(/^not a saved game: the text is not JSON \(/);
  });

  it.each([[{ foo: 1 }], [[1, 2]], [null], ['just text'], [42], [{ ...{ format: 'other/game' } }]])('foreign data %j', (data) => {
    expect(saveError(oneCard, JSON.stringify(data))).toBe('not a Forty Thieves saved game (expected "format": "forty-thieves/game")');
  });

  it('a save from a newer version', () => {
    expect(saveError(oneCard, { ...good(), schema: SAVE_SCHEMA + 1 })).toBe(
      `this game was saved by a newer version (schema ${SAVE_SCHEMA + 1}); this version reads schema ${SAVE_SCHEMA}`,
    );
  });

  it('a save of another variant', () => {
    expect(saveError(drawThree, good())).toBe('the saved game is of variant "test-one-card", not "test-draw-three"');
    expect(saveError(oneCard, { ...good(), variant: 7 })).toBe('the saved game names no variant');
  });

  it('a save whose fields are missing or of the wrong type, naming the field', () => {
    expect(saveError(oneCard, { ...good(), history: 'c3-f0' })).toMatch(/^corrupt saved game: history: /);
    expect(saveError(oneCard, { ...good(), options: undefined })).toMatch(/^corrupt saved game: options: /);
    expect(saveError(oneCard, { ...good(), schema: 0 })).toMatch(/^corrupt saved game: schema: /);
    expect(saveError(oneCard, { ...good(), deal: -1 })).toBe('corrupt saved game: deal -1 is not a deal number');
    expect(saveError(oneCard, { ...good(), deal: null })).toMatch(/^corrupt saved game: malformed position/);
  });

  it('a move list holding an illegal move, naming the step, the move and the reason', () => {
    const saved = good();
    saved.history.push(['c0-f3']);
    const message = saveError(oneCard, saved);
    expect(message).toMatch(new RegExp(`^corrupt saved game: step ${saved.history.length}, move 1 \\("c0-f3"\\): `));
    expect(saveError(oneCard, { ...good(), future: [['nonsense']] })).toMatch(/move 1 \("nonsense"\): "nonsense" is not a move/);
  });

  it('a start position that does not keep the 104 cards', () => {
    const start = craft(oneCard);
    start.stock.pop();
    const saved = { ...good(), deal: null, start };
    expect(saveError(oneCard, saved)).toMatch(/^corrupt saved game: a position holds both decks/);
  });
});

describe('a variant whose rules changed since the game was saved', () => {
  // The same variant id before and after a rule change: any suit but its own (rules version 1),
  // then alternate colours (version 2). Every alternate-colour build was legal before; not the
  // other way round (9♥ on 10♦).
  const layout = { ...anySingle.layout, faceDown: 0 };
  const before = defineVariant({ ...anySingle, layout, id: 'test-changed', name: 'Test Changed' });
  const after = defineVariant({ ...anySingle, layout, id: 'test-changed', name: 'Test Changed', build: alternateColour, rulesVersion: 2 });

  /** A schema-1 save, as versions before rules versions wrote it (no `rulesVersion`). */
  const schema1 = (saved: SavedGame): Record<string, unknown> => olderSave(saved, 1);

  it('writes the rules version the game is played under (1 for a plugin that declares none)', () => {
    expect(saveGame(GameSession.deal(before, 3)).rulesVersion).toBe(1);
    expect(saveGame(GameSession.deal(after, 3)).rulesVersion).toBe(2);
    expect(saveGame(GameSession.deal(after, 3)).schema).toBe(SAVE_SCHEMA);
  });

  it('replays a game saved under the earlier rules when every move is still legal', () => {
    const start = craft(before, { columns: ['9H', 'TS', '8C', 'KS'] });
    const game = GameSession.fromPosition(before, start, { autoplay: false, supermove: false });
    expect(game.play('c0-c1').ok).toBe(true);
    expect(game.play('c2-c1').ok).toBe(true);
    for (const old of [saveGame(game), schema1(saveGame(game))]) {
      const loaded = loadGame(after, JSON.stringify(old));
      expect(loaded.position()).toEqual(game.position());
      expect(loaded.plugin.rulesVersion).toBe(2);
      expect(saveGame(loaded).rulesVersion).toBe(2);
    }
  });

  it('refuses a game saved under the earlier rules whose moves the current rules refuse, saying so', () => {
    const start = craft(before, { columns: ['9H', 'TD', 'KS'] });
    const game = GameSession.fromPosition(before, start, { autoplay: false, supermove: false });
    expect(game.play('c0-c1').ok).toBe(true);
    for (const old of [saveGame(game), schema1(saveGame(game))]) {
      const message = saveError(after, old);
      expect(message).toMatch(
        /^this Test Changed game was saved under an earlier version of its rules \(version 1, now 2\) and cannot be resumed under the current ones: step 1, move 1 \("c0-c1"\): /,
      );
      expect(message).toMatch(/start a new game$/);
    }
  });

  it('refuses a game saved under a newer version of the rules than the plugin plays', () => {
    const newer = saveGame(GameSession.deal(after, 4));
    expect(saveError(before, newer)).toBe(
      'this Test Changed game was saved under a newer version of its rules (version 2); this version of the variant plays version 1: update it to resume the game',
    );
  });

  it('refuses a schema-2 save without a rules version, and a rules version that is not a whole number from 1', () => {
    const { rulesVersion: _dropped, ...withoutVersion } = saveGame(GameSession.deal(after, 5));
    expect(saveError(after, withoutVersion)).toMatch(/^corrupt saved game: .*rulesVersion: expected a whole number from 1/);
    expect(saveError(after, { ...saveGame(GameSession.deal(after, 5)), rulesVersion: 0 })).toMatch(
      /^corrupt saved game: .*rulesVersion: expected a whole number from 1, got 0/,
    );
  });
});
