import { PassThrough } from 'node:stream';
import type { Position } from '@forty-thieves/core';

/**
 * Helpers for the CLI's tests (not part of the command). Expectations in the tests come from
 * docs/rules.md; these only build positions and drive streams.
 */

const RANK_LETTERS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const SUIT_LETTERS = ['S', 'H', 'D', 'C'];

/** Both decks, 104 cards in the notation (every card twice). */
export function bothDecks(): string[] {
  const cards: string[] = [];
  for (let copy = 0; copy < 2; copy++) {
    for (const suit of SUIT_LETTERS) for (const rank of RANK_LETTERS) cards.push(`${rank}${suit}`);
  }
  return cards;
}

/** Ace up to `top` of one suit, as a foundation holds them. */
export function suitRun(suit: string, top: string): string[] {
  return RANK_LETTERS.slice(0, RANK_LETTERS.indexOf(top) + 1).map((rank) => `${rank}${suit}`);
}

export interface PositionSpec {
  variant: string;
  /** Eight foundations; missing ones are empty. */
  foundations?: string[][];
  columns: { down?: string[]; up: string[] }[];
  waste?: string[];
  /** Cards on top of the stock, top last; the unused cards of both decks go under them. */
  stockTop?: string[];
  redealsLeft?: number;
  /** Put the unused cards face up at the bottom of this column instead of into the stock. */
  restInColumn?: number;
}

/**
 * A full 104-card position from the cards that matter to a test: every card not placed is added
 * to the stock (or a column), so the position keeps both decks as docs/rules.md requires.
 */
export function craftPosition(spec: PositionSpec): Position {
  const rest = bothDecks();
  const take = (cards: readonly string[]): string[] => {
    for (const card of cards) {
      const at = rest.indexOf(card);
      if (at < 0) throw new Error(`craftPosition: ${card} is used more than twice`);
      rest.splice(at, 1);
    }
    return [...cards];
  };
  const foundations = Array.from({ length: 8 }, (_, f) => take(spec.foundations?.[f] ?? []));
  const columns = spec.columns.map((column) => ({ down: take(column.down ?? []), up: take(column.up) }));
  const waste = take(spec.waste ?? []);
  const stockTop = take(spec.stockTop ?? []);
  const target = spec.restInColumn === undefined ? undefined : columns[spec.restInColumn];
  if (target !== undefined) target.up = [...rest, ...target.up];
  return {
    variant: spec.variant,
    deal: null,
    foundations,
    columns,
    stock: target === undefined ? [...rest, ...stockTop] : stockTop,
    waste,
    redealsLeft: spec.redealsLeft ?? 0,
  };
}

/** How many times each card occurs in a position. */
export function cardCounts(position: Position): Map<string, number> {
  const counts = new Map<string, number>();
  const all = [...position.foundations.flat(), ...position.columns.flatMap((column) => [...column.down, ...column.up]), ...position.stock, ...position.waste];
  for (const card of all) counts.set(card, (counts.get(card) ?? 0) + 1);
  return counts;
}

/** An in-memory output stream and everything written to it so far. */
export function sink(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  const chunks: string[] = [];
  // Reading as we go keeps the stream flowing, so a writer that honours backpressure never waits.
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  return { stream, text: () => chunks.join('') };
}

/** An input stream holding `lines`, already ended (like a file piped to stdin). */
export function source(lines: readonly string[]): PassThrough {
  const stream = new PassThrough();
  stream.end(lines.map((line) => `${line}\n`).join(''));
  return stream;
}

/**
 * Maria (9 columns, alternate colours, one card at a time, no redeal): QH on KS in c0, JC over the
 * Ace of hearts in c1, the Ace of spades alone in c2, TD on the waste. By docs/rules.md the legal moves
 * are exactly QH onto KC (c0-c8), JC onto QH (c1-c0), AS to an empty foundation (c2-f0, the
 * lowest-numbered), TD from the waste onto JC (w-c1) and a draw; Aces are always safe to send
 * home, so autoplay takes AS to f0 at once.
 */
export const MARIA_SPREAD: Position = craftPosition({
  variant: 'maria',
  columns: [
    { up: ['KS', 'QH'] },
    { up: ['AH', 'JC'] },
    { up: ['AS'] },
    { up: ['2S'] },
    { up: ['9S'] },
    { up: ['9C'] },
    { up: ['5S'] },
    { up: ['5C'] },
    { up: ['KC'] },
  ],
  waste: ['TD'],
});

/**
 * Plays `commands` in the terminal game (`play`, with both conveniences on) of deal `deal` of the
 * built-in `variant`, and says where the game stands after them: for the element's browser test
 * that plays the same moves through `<forty-thieves>` (it reaches this through a Vitest browser
 * command, vitest.config.ts).
 */
export async function playInTerminal(variant: string, deal: number, commands: readonly string[]) {
  const { createBuiltinRegistry } = await import('@forty-thieves/builtin-variants');
  const { playSession, runPlay } = await import('./play.js');
  const game = playSession(await createBuiltinRegistry().loadVariant(variant), deal);
  const output = sink();
  await runPlay({ game, input: source(commands), output: output.stream });
  return {
    opening: game.opening(),
    steps: game.steps(),
    status: game.status(),
    moveCount: game.moveCount,
    position: game.position(),
    transcript: output.text(),
  };
}
