import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { GameSession, type Position, type SessionOptions } from '@forty-thieves/core';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runPlay } from './play.js';
import { MARIA_SPREAD, craftPosition, sink, source, suitRun } from './test-support.js';

const maria = await createBuiltinRegistry().loadVariant('maria');

/** Plays `lines` (piped, then end of input) on a game from `position`; returns the game and the transcript. */
async function playLines(position: Position, lines: readonly string[], options: SessionOptions = {}) {
  const game = GameSession.fromPosition(maria, position, options);
  const output = sink();
  await runPlay({ game, input: source(lines), output: output.stream });
  return { game, text: output.text() };
}

/** The moves a `h` answer lists. */
function listedMoves(text: string): string[] {
  const match = /Legal moves \(\d+\): (.*)/.exec(text);
  return (match?.[1] ?? '').split(' ').sort();
}

describe('play: the terminal game', () => {
  it('shows the board, autoplays the dealt Ace, lists the legal moves, plays, refuses, undoes and redoes', async () => {
    const { game, text } = await playLines(MARIA_SPREAD, ['h', 'c4-c0', 'c1-c0', 'u', 'r', 'q']);
    expect(text).toContain('Maria');
    expect(text).toContain('Autoplay: c2-f0');
    // After AS went home: c2 is empty (every top may go there), 2S may follow AS, QH onto KC,
    // JC onto QH, TD onto JC, and a draw.
    expect(listedMoves(text)).toEqual(
      ['c0-c8', 'c0-c2', 'c1-c0', 'c1-c2', 'c3-f0', 'c3-c2', 'c4-c2', 'c5-c2', 'c6-c2', 'c7-c2', 'c8-c2', 'w-c1', 'w-c2', 'draw'].sort(),
    );
    // 9S on QH: not one rank lower. The loop prints the rules engine's reason.
    const probe = GameSession.fromPosition(maria, MARIA_SPREAD);
    probe.autoplay();
    const refusal = probe.play('c4-c0');
    expect(refusal.ok).toBe(false);
    expect(text).toContain(`Illegal move: ${refusal.ok ? '' : refusal.reason}`);
    // JC onto QH uncovers the Ace of hearts, which autoplay sends to the next empty foundation.
    expect(text).toContain('Played c1-c0\nAutoplay: c1-f1');
    expect(text).toContain('Undone.');
    expect(text).toContain('Redone.');
    expect(text).toContain('Bye.');
    const position = game.position();
    expect(position.foundations.slice(0, 2)).toEqual([['AS'], ['AH']]);
    expect(position.columns[0]?.up).toEqual(['KS', 'QH', 'JC']);
    expect(position.columns[1]?.up).toEqual([]);
  });

  it('undo takes back a move together with what autoplay did after it', async () => {
    const { game } = await playLines(MARIA_SPREAD, ['c1-c0', 'u']);
    const position = game.position();
    expect(position.foundations.slice(0, 2)).toEqual([['AS'], []]);
    expect(position.columns[0]?.up).toEqual(['KS', 'QH']);
    expect(position.columns[1]?.up).toEqual(['AH', 'JC']);
  });

  it('an illegal move changes nothing', async () => {
    const { game, text } = await playLines(MARIA_SPREAD, ['c3-c5', 'f0-c3', 'nonsense']);
    expect(text.match(/Illegal move: /g)).toHaveLength(3);
    const expected = GameSession.fromPosition(maria, MARIA_SPREAD);
    expected.autoplay();
    expect(game.position()).toEqual(expected.position());
  });

  it('moves a run through empty columns as single moves (supermove)', async () => {
    // After AS and AH go home, c1 and c2 are empty: QH and JC may travel together onto KC.
    const { game, text } = await playLines(MARIA_SPREAD, ['c1-c0', 'c0-c8x2']);
    expect(text).toMatch(/Played c0-c8x2 \(as c0-c\d c0-c8 c\d-c8\)/);
    expect(game.position().columns[8]?.up).toEqual(['KC', 'QH', 'JC']);
    expect(game.position().columns[0]?.up).toEqual(['KS']);
  });

  it('ends at end of input without a quit and says so for nothing to undo or redo', async () => {
    const { text } = await playLines(MARIA_SPREAD, ['u', 'u', 'r', 'r'], { autoplay: false });
    expect(text).toContain('Nothing to undo.');
    expect(text).toContain('Nothing to redo.');
    expect(text).not.toContain('Bye.');
  });

  it('announces a win and stops reading', async () => {
    const nearlyDone = craftPosition({
      variant: 'maria',
      foundations: [...[0, 1].flatMap(() => ['S', 'H', 'D'].map((suit) => suitRun(suit, 'K'))), suitRun('C', 'K'), suitRun('C', 'Q')],
      columns: [{ up: ['KC'] }, ...Array.from({ length: 8 }, () => ({ up: [] }))],
    });
    const { game, text } = await playLines(nearlyDone, ['c0-f7', 'h'], { autoplay: false });
    expect(game.status()).toBe('won');
    expect(text).toMatch(/You won/);
    expect(text).not.toContain('Legal moves');
  });

  it('announces a game won by autoplay at the start', async () => {
    const nearlyDone = craftPosition({
      variant: 'maria',
      foundations: [...[0, 1].flatMap(() => ['S', 'H', 'D'].map((suit) => suitRun(suit, 'K'))), suitRun('C', 'K'), suitRun('C', 'Q')],
      columns: [{ up: ['KC'] }, ...Array.from({ length: 8 }, () => ({ up: [] }))],
    });
    const input = new PassThrough(); // never ended: the loop must not wait for it
    const output = sink();
    await runPlay({ game: GameSession.fromPosition(maria, nearlyDone), input, output: output.stream });
    expect(output.text()).toMatch(/You won/);
  });

  it('announces a stuck game and keeps taking commands', async () => {
    // Every column top black and not an Ace, no empty column, one black 9 left in the stock:
    // after the draw no legal move remains (docs/rules.md: stuck).
    const lastDraw = craftPosition({
      variant: 'maria',
      columns: [{ up: ['KS'] }, { up: ['QS'] }, { up: ['JS'] }, { up: ['TS'] }, { up: ['9S'] }, { up: ['KC'] }, { up: ['QC'] }, { up: ['JC'] }, { up: ['TC'] }],
      stockTop: ['9C'],
      restInColumn: 0,
    });
    const { game, text } = await playLines(lastDraw, ['h', 'draw', 'h', 'u', 'h']);
    expect(text).toMatch(/Legal moves \(1\): draw/);
    expect(text).toMatch(/Stuck/);
    expect(text).toContain('No legal moves.');
    expect(game.status()).toBe('playing');
  });
});
