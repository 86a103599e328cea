import { formatMove, type GameSession, type GameStatus, type Move, type Position } from '@forty-thieves/core';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import type { FortyThieves } from './forty-thieves.js';
import { cardAt, mount, shadow } from './testing/fixtures.js';
import { sessionOf } from './testing/internals.js';

/** Where the terminal game stands after the commands (apps/cli/src/test-support.ts, run in Node by vitest.config.ts). */
interface TerminalGame {
  opening: Move[];
  steps: { history: string[][]; future: string[][] };
  status: GameStatus;
  moveCount: number;
  position: Position;
  transcript: string;
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    playInTerminal: (variant: string, deal: number, commands: string[]) => Promise<TerminalGame>;
  }
}

/** A small seeded generator: `next(n)` is 0 … n − 1. */
function seeded(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}

/**
 * Writes down, as terminal commands, what the element asks of its session: each move it plays
 * (a click's place, a click cycle's next place after its undo, a draw), each undo and redo.
 */
function transcribe(session: GameSession): string[] {
  const said: string[] = [];
  const play = session.play.bind(session);
  const undo = session.undo.bind(session);
  const redo = session.redo.bind(session);
  session.play = (move) => {
    const result = play(move);
    if (result.ok) said.push(typeof move === 'string' ? move : formatMove(move));
    return result;
  };
  session.undo = () => {
    const done = undo();
    if (done) said.push('u');
    return done;
  };
  session.redo = () => {
    const done = redo();
    if (done) said.push('r');
    return done;
  };
  return said;
}

/** Plays by clicking as a player would: cards in the columns and on the waste, the stock (`draws` in 20 clicks), now and then Undo or Redo. */
async function clickAround(element: FortyThieves, actions: number, seed: number, draws: number): Promise<void> {
  const random = seeded(seed);
  const toolbar = shadow(element).querySelector('[part~="toolbar"]');
  const toolbarButton = (label: string) => [...(toolbar?.querySelectorAll('button') ?? [])].find((button) => button.textContent.trim() === label);
  for (let i = 0; i < actions && element.status === 'playing'; i++) {
    const position = element.position;
    if (!position) throw new Error('no game on the table');
    const roll = random(20);
    const columns = position.columns.flatMap((column, c) => (column.up.length > 0 ? [{ pile: `c${c}`, down: column.down.length, up: column.up.length }] : []));
    if (roll === 0) toolbarButton('Undo')?.click();
    else if (roll === 1) toolbarButton('Redo')?.click();
    else if (roll < 2 + draws || columns.length === 0) cardAt(element, 'stock').click();
    else if (roll === 5 && position.waste.length > 0) cardAt(element, 'waste', position.waste.length - 1).click();
    else {
      const column = columns[random(columns.length)];
      if (column) cardAt(element, column.pile, column.down + random(column.up)).click();
    }
    await element.updateComplete;
  }
}

describe('the element and the terminal game play the same game', () => {
  // Lucas deal 7 opens with autoplay (its 2 on top of a column goes home with the deal); Little
  // Forty deals three and redeals; Forty Thieves deal 3, drawn through, ends stuck.
  for (const [variant, deal, actions, draws, ends] of [
    ['lucas', 7, 300, 3, 'playing'],
    ['little-forty', 11, 300, 3, 'playing'],
    ['forty-thieves', 3, 600, 10, 'stuck'],
  ] as const) {
    it(`${variant} deal ${deal}: the same moves give the same opening, history, status, move count and position`, async () => {
      const element = await mount({ variant, deal: String(deal) });
      const session = sessionOf(element);
      if (!session) throw new Error('no session');
      const said = transcribe(session);
      await clickAround(element, actions, deal, draws);
      expect(said.filter((command) => command !== 'u' && command !== 'r').length).toBeGreaterThan(15);
      const terminal = await commands.playInTerminal(variant, deal, said);
      expect(terminal.transcript).not.toMatch(/Illegal move|Nothing to (undo|redo)/);
      if (variant === 'lucas') expect(terminal.opening.length).toBeGreaterThan(0);
      expect(terminal.opening).toEqual(session.opening());
      expect(terminal.steps).toEqual(session.steps());
      expect(element.status).toBe(ends);
      expect(terminal.status).toBe(element.status);
      expect(terminal.moveCount).toBe(element.moveCount);
      expect(terminal.position).toEqual(element.position);
    });
  }
});
