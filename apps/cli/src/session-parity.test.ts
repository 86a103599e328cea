import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { GameSession, GameStatus, formatMove, type Move } from '@forty-thieves/core';
import { describe, expect, it } from 'vitest';
import { EngineProtocol } from './engine-protocol.js';
import { playSession, runPlay } from './play.js';
import { craftPosition, sink, source } from './test-support.js';

const registry = createBuiltinRegistry();

/** A small seeded generator: `next(n)` is 0 … n − 1. */
function seeded(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}

/**
 * Plays a game the way the element does, through the session alone: a click on a random pile's
 * cards plays the first of `targets()` (as a click does), a click on the stock draws or redeals,
 * and now and then undo or redo. Returns the commands a terminal player would type for the same.
 */
function playAsTheElement(game: GameSession, steps: number, seed: number): string[] {
  const random = seeded(seed);
  const commands: string[] = [];
  for (let i = 0; i < steps && game.status() === GameStatus.Playing; i++) {
    const roll = random(20);
    if (roll === 0 && game.undo()) {
      commands.push('u');
      continue;
    }
    if (roll === 1 && game.redo()) {
      commands.push('r');
      continue;
    }
    const position = game.position();
    const piles = [
      ...position.columns.map((column, c) => ({ pile: `c${c}`, cards: column.up.length })),
      { pile: 'waste', cards: Math.min(1, position.waste.length) },
    ];
    const pick = piles[random(piles.length)];
    const count = pick && pick.cards > 0 ? 1 + random(pick.cards) : 0;
    const clicked = pick && count > 0 ? game.targets(pick.pile, count) : undefined;
    let move: Move | undefined = clicked?.ok ? clicked.targets[0] : undefined;
    if (move === undefined) {
      const stock = game.legalMoves().find((m) => m.from === 'stock' || m.to === 'stock');
      if (stock === undefined) continue;
      move = stock;
    }
    const result = game.play(move);
    if (!result.ok) throw new Error(`the session refused its own target ${formatMove(move)}: ${result.reason}`);
    commands.push(formatMove(move));
  }
  return commands;
}

describe('the terminal game and the element play the same game through the session', () => {
  for (const [variant, deal] of [
    ['lucas', 7],
    ['maria', 42],
    ['forty-thieves', 3],
    ['little-forty', 11],
    ['indian', 5],
  ] as const) {
    it(`${variant} deal ${deal}: the same moves give the same history, status and position`, async () => {
      const plugin = await registry.loadVariant(variant);
      const element = GameSession.deal(plugin, deal, { autoplay: true, supermove: true });
      const commands = playAsTheElement(element, 150, deal);
      expect(commands.length).toBeGreaterThan(40);
      const terminal = playSession(plugin, deal);
      const output = sink();
      await runPlay({ game: terminal, input: source(commands), output: output.stream });
      expect(output.text()).not.toContain('Illegal move');
      expect(terminal.opening()).toEqual(element.opening());
      expect(terminal.steps()).toEqual(element.steps());
      expect(terminal.status()).toBe(element.status());
      expect(terminal.moveCount).toBe(element.moveCount);
      expect(terminal.position()).toEqual(element.position());
    });
  }

  it('lucas deal 7: u right after the deal does not take back the opening autoplay', async () => {
    const plugin = await registry.loadVariant('lucas');
    const game = playSession(plugin, 7);
    // Lucas deals the Aces to the foundations; a 2 dealt on top of a column is safe and goes home at once.
    expect(game.opening().length).toBeGreaterThan(0);
    const opened = game.position();
    const output = sink();
    await runPlay({ game, input: source(['u']), output: output.stream });
    expect(output.text()).toContain(`Autoplay: ${game.opening().map(formatMove).join(' ')}`);
    expect(output.text()).toContain('Nothing to undo.');
    expect(game.position()).toEqual(opened);
    expect(game.moveCount).toBe(0);
  });
});

describe('stuck: the session for people, the engine protocol for programs', () => {
  // Maria builds in alternate colours: the 5♠ may move between the two red 6s for ever and free
  // nothing; every other top is a King, the stock is empty and Maria has no redeal.
  const shuffleOnly = craftPosition({
    variant: 'maria',
    columns: [{ up: ['6H', '5S'] }, { up: ['6D'] }, ...['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD'].map((king) => ({ up: [king] }))],
    restInColumn: 2,
  });

  it('the session calls a game with only pointless moves stuck; the engine, which lists every rule move, says playing as it always has', async () => {
    const plugin = await registry.loadVariant('maria');
    const game = GameSession.fromPosition(plugin, shuffleOnly);
    expect(game.legalMoves().length).toBeGreaterThan(0);
    expect(game.status()).toBe(GameStatus.Stuck);
    const engine = new EngineProtocol(registry);
    const answer = await engine.handle(JSON.stringify({ cmd: 'load', position: shuffleOnly }));
    expect(answer).toMatchObject({ ok: true, status: 'playing' });
  });
});
