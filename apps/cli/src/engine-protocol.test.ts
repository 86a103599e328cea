import { builtinVariants, createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { defineVariant, type Position, type VariantRegistry } from '@forty-thieves/core';
import { describe, expect, it } from 'vitest';
import { EngineProtocol, runEngine, type EngineAnswer } from './engine-protocol.js';
import { MARIA_SPREAD, bothDecks, cardCounts, craftPosition, sink, source, suitRun } from './test-support.js';

/** Runs the protocol over a piped input of `lines` and returns the parsed answer lines. */
async function converse(lines: readonly string[], registry: VariantRegistry = createBuiltinRegistry()): Promise<EngineAnswer[]> {
  const output = sink();
  await runEngine({ input: source(lines), output: output.stream }, registry);
  return output
    .text()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as EngineAnswer);
}

const req = (request: Record<string, unknown>): string => JSON.stringify(request);

function positionIn(answer: EngineAnswer | undefined): Position {
  expect(answer?.ok).toBe(true);
  return answer?.position as Position;
}

/** Maria with c3 and c6 empty: only c3, the lowest-numbered empty column, is listed as a target. */
const mariaTwoEmpty = craftPosition({
  variant: 'maria',
  columns: [{ up: ['KS', 'QH'] }, { up: ['JC'] }, { up: ['AS'] }, { up: [] }, { up: ['9S'] }, { up: ['9C'] }, { up: [] }, { up: ['5C'] }, { up: ['KC'] }],
  waste: ['TD'],
});

/**
 * Maria with no legal move: every column top is a black non-Ace (nothing builds on a black card
 * but a red one), no column is empty, the stock and waste are empty and there is no redeal.
 */
const mariaStuck = craftPosition({
  variant: 'maria',
  columns: [{ up: ['KS'] }, { up: ['QS'] }, { up: ['JS'] }, { up: ['TS'] }, { up: ['9S'] }, { up: ['KC'] }, { up: ['QC'] }, { up: ['JC'] }, { up: ['TC'] }],
  restInColumn: 0,
});

const allHome = [
  suitRun('S', 'K'),
  suitRun('H', 'K'),
  suitRun('D', 'K'),
  suitRun('C', 'K'),
  suitRun('S', 'K'),
  suitRun('H', 'K'),
  suitRun('D', 'K'),
  suitRun('C', 'K'),
];

const sorted = (moves: unknown): string[] => [...(moves as string[])].sort();

describe('engine protocol: a game', () => {
  it('deals a new game and answers position, status and moves', async () => {
    const [created, position, status, moves] = await converse([
      req({ cmd: 'new', variant: 'maria', deal: 42 }),
      req({ cmd: 'position' }),
      req({ cmd: 'status' }),
      req({ cmd: 'moves' }),
    ]);
    const dealt = positionIn(created);
    expect(created).toMatchObject({ ok: true, status: 'playing' });
    // docs/rules.md: Maria deals 9 columns of 4, face up; the other 68 cards form the stock.
    expect(dealt).toMatchObject({ variant: 'maria', deal: 42, waste: [], redealsLeft: 0 });
    expect(dealt.foundations).toEqual([[], [], [], [], [], [], [], []]);
    expect(dealt.columns.map((column) => [column.down.length, column.up.length])).toEqual(Array.from({ length: 9 }, () => [0, 4]));
    expect(dealt.stock).toHaveLength(68);
    expect([...cardCounts(dealt).values()].every((n) => n === 2)).toBe(true);
    expect(cardCounts(dealt).size).toBe(52);
    expect(positionIn(position)).toEqual(dealt);
    expect(status).toMatchObject({ ok: true, status: 'playing' });
    expect(moves?.ok).toBe(true);
    expect(moves?.moves).toContain('draw');
  });

  it('a new game without a deal number plays deal 1', async () => {
    const [implicit, explicit] = await converse([req({ cmd: 'new', variant: 'streets' }), req({ cmd: 'new', variant: 'streets', deal: 1 })]);
    expect(positionIn(implicit)).toEqual(positionIn(explicit));
    expect(positionIn(implicit).deal).toBe(1);
  });

  it('lists exactly the legal rule moves of a position', async () => {
    const [loaded, moves] = await converse([req({ cmd: 'load', position: MARIA_SPREAD }), req({ cmd: 'moves' })]);
    expect(positionIn(loaded)).toEqual(MARIA_SPREAD);
    expect(sorted(moves?.moves)).toEqual(sorted(['c0-c8', 'c1-c0', 'c2-f0', 'w-c1', 'draw']));
  });

  it('lists only the lowest-numbered empty foundation and column, but plays a move to any empty pile', async () => {
    const answers = await converse([
      req({ cmd: 'load', position: mariaTwoEmpty }),
      req({ cmd: 'moves' }),
      req({ cmd: 'play', move: 'c2-f5' }),
      req({ cmd: 'play', move: 'c4-c6' }),
      req({ cmd: 'moves' }),
    ]);
    // Every column top and the waste's top may go into an empty column; only c3 is listed.
    expect(sorted(answers[1]?.moves)).toEqual(
      sorted(['c0-c8', 'c0-c3', 'c1-c0', 'c1-c3', 'c2-f0', 'c2-c3', 'c4-c3', 'c5-c3', 'c7-c3', 'c8-c3', 'w-c1', 'w-c3', 'draw']),
    );
    const afterAce = positionIn(answers[2]);
    expect(answers[2]?.move).toBe('c2-f5');
    expect(afterAce.foundations[5]).toEqual(['AS']);
    expect(afterAce.foundations.filter((pile) => pile.length > 0)).toHaveLength(1);
    const afterNine = positionIn(answers[3]);
    expect(afterNine.columns[6]).toEqual({ down: [], up: ['9S'] });
    expect(afterNine.columns[4]).toEqual({ down: [], up: [] });
    // Now c2 and c4 are empty too; c2 is the lowest-numbered empty column.
    expect(sorted(answers[4]?.moves)).toEqual(sorted(['c0-c8', 'c0-c2', 'c1-c0', 'c1-c2', 'c5-c2', 'c6-c2', 'c7-c2', 'c8-c2', 'w-c1', 'w-c2', 'draw']));
  });

  it('plays moves given as text or as an object, and undoes and redoes them', async () => {
    const answers = await converse([
      req({ cmd: 'load', position: MARIA_SPREAD }),
      req({ cmd: 'play', move: 'c1-c0' }),
      req({ cmd: 'play', move: { from: 'waste', to: 'c0' } }),
      req({ cmd: 'undo' }),
      req({ cmd: 'undo' }),
      req({ cmd: 'redo' }),
      req({ cmd: 'status' }),
    ]);
    const start = positionIn(answers[0]);
    const afterJack = positionIn(answers[1]);
    expect(answers[1]).toMatchObject({ move: 'c1-c0', status: 'playing' });
    expect(afterJack.columns[0]?.up).toEqual(['KS', 'QH', 'JC']);
    const afterTen = positionIn(answers[2]);
    expect(answers[2]?.move).toBe('w-c0');
    expect(afterTen.columns[0]?.up).toEqual(['KS', 'QH', 'JC', 'TD']);
    expect(afterTen.waste).toEqual([]);
    expect(positionIn(answers[3])).toEqual(afterJack);
    expect(positionIn(answers[4])).toEqual(start);
    expect(positionIn(answers[5])).toEqual(afterJack);
    expect(answers[6]).toMatchObject({ ok: true, status: 'playing', moveCount: 1 });
  });

  it('plays rule moves only: no autoplay, no supermove', async () => {
    const answers = await converse([
      req({ cmd: 'load', position: MARIA_SPREAD }),
      req({ cmd: 'play', move: 'c2-f0' }),
      req({ cmd: 'play', move: 'c1-c0' }),
      // QH and JC with one empty column: a supermove could carry them, a rule move cannot.
      req({ cmd: 'play', move: 'c0-c8x2' }),
      req({ cmd: 'position' }),
    ]);
    const afterJack = positionIn(answers[2]);
    // The Ace of hearts now on top of c1 is not sent home by itself.
    expect(afterJack.columns[1]?.up).toEqual(['AH']);
    expect(afterJack.foundations).toEqual([['AS'], [], [], [], [], [], [], []]);
    expect(answers[3]?.ok).toBe(false);
    expect(answers[3]?.error).toEqual(expect.stringMatching(/one card at a time/));
    expect(positionIn(answers[4])).toEqual(afterJack);
  });

  it('turns up a face-down card that becomes the top of its column (a rule, not a convenience)', async () => {
    // Indian builds in any suit but its own: QS may go on KH.
    const indian = craftPosition({
      variant: 'indian',
      columns: [{ down: ['KD'], up: ['QS'] }, { up: ['KH'] }, ...Array.from({ length: 8 }, () => ({ up: [] }))],
    });
    const [loaded, played, undone] = await converse([req({ cmd: 'load', position: indian }), req({ cmd: 'play', move: 'c0-c1' }), req({ cmd: 'undo' })]);
    expect(positionIn(loaded).columns[0]).toEqual({ down: ['KD'], up: ['QS'] });
    expect(positionIn(played).columns[0]).toEqual({ down: [], up: ['KD'] });
    expect(positionIn(played).columns[1]).toEqual({ down: [], up: ['KH', 'QS'] });
    expect(positionIn(undone).columns[0]).toEqual({ down: ['KD'], up: ['QS'] });
  });

  it('redeals in Little Forty: the waste turned over, the card turned first on top of the stock', async () => {
    const littleForty = craftPosition({
      variant: 'little-forty',
      columns: Array.from({ length: 10 }, () => ({ up: [] as string[] })),
      waste: ['2C', '7D', '9H'],
      restInColumn: 0,
      redealsLeft: 3,
    });
    const [, moves, redealt] = await converse([req({ cmd: 'load', position: littleForty }), req({ cmd: 'moves' }), req({ cmd: 'play', move: 'redeal' })]);
    expect(moves?.moves).toContain('redeal');
    expect(moves?.moves).not.toContain('draw');
    const after = positionIn(redealt);
    expect(after.stock).toEqual(['9H', '7D', '2C']);
    expect(after.waste).toEqual([]);
    expect(after.redealsLeft).toBe(2);
  });

  it('reports won and stuck games', async () => {
    const won = craftPosition({ variant: 'maria', foundations: allHome, columns: Array.from({ length: 9 }, () => ({ up: [] })) });
    const answers = await converse([
      req({ cmd: 'load', position: won }),
      req({ cmd: 'moves' }),
      req({ cmd: 'load', position: mariaStuck }),
      req({ cmd: 'moves' }),
      req({ cmd: 'status' }),
    ]);
    expect(answers[0]).toMatchObject({ ok: true, status: 'won' });
    expect(answers[1]).toMatchObject({ ok: true, moves: [] });
    expect(answers[2]).toMatchObject({ ok: true, status: 'stuck' });
    expect(answers[3]).toMatchObject({ ok: true, moves: [] });
    expect(answers[4]).toMatchObject({ ok: true, status: 'stuck' });
  });

  it('loads Lucas positions, which keep 104 cards with the eight Aces on the foundations', async () => {
    const created = positionIn((await converse([req({ cmd: 'new', variant: 'lucas', deal: 7 })]))[0]);
    expect(created.foundations.map((pile) => pile.map((card) => card[0]))).toEqual(Array.from({ length: 8 }, () => ['A']));
    expect(created.columns.flatMap((column) => column.up)).toHaveLength(39);
    expect(created.stock).toHaveLength(57);
    const loaded = positionIn((await converse([req({ cmd: 'load', position: created })]))[0]);
    expect(loaded).toEqual(created);
  });

  it('echoes a request id and lists the variants', async () => {
    const [variants, help] = await converse([req({ cmd: 'variants', id: 'v1' }), req({ cmd: 'help', id: 2 })]);
    expect(variants).toMatchObject({ ok: true, id: 'v1' });
    // Every built-in builtin-variants lists (each package's line in its package.json): the engine names none itself.
    expect(sorted(variants?.variants)).toEqual(sorted(builtinVariants.map(({ id }) => id)));
    expect(help).toMatchObject({ ok: true, id: 2 });
    expect(help?.commands).toEqual(expect.arrayContaining(['new', 'load', 'position', 'moves', 'play', 'undo', 'quit']));
  });
});

describe('engine protocol: failures', () => {
  it('answers every malformed line with ok:false and a reason, and keeps going', async () => {
    const answers = await converse([
      'this is not json',
      '{"cmd": "new", "variant": ',
      '[1, 2]',
      '42',
      '{}',
      req({ cmd: 'dance' }),
      req({ cmd: 7 }),
      req({ cmd: 'position' }),
      req({ cmd: 'moves' }),
      req({ cmd: 'play', move: 'c3-f0' }),
      req({ cmd: 'undo' }),
      req({ cmd: 'new' }),
      req({ cmd: 'new', variant: 'spider', deal: 3 }),
      req({ cmd: 'new', variant: 'maria', deal: -1 }),
      req({ cmd: 'new', variant: 'maria', deal: 1.5 }),
      req({ cmd: 'new', variant: 'maria', deal: '42' }),
      req({ cmd: 'load' }),
      req({ cmd: 'load', position: { variant: 'maria' } }),
      req({ cmd: 'status' }),
    ]);
    expect(answers).toHaveLength(19);
    for (const answer of answers) {
      expect(answer.ok).toBe(false);
      expect(typeof answer.error === 'string' && answer.error.length > 10).toBe(true);
    }
    expect(answers[0]?.error).toMatch(/not JSON/);
    expect(answers[2]?.error).toMatch(/JSON object/);
    expect(answers[4]?.error).toMatch(/cmd/);
    expect(answers[5]?.error).toMatch(/unknown cmd "dance"/);
    expect(answers[7]?.error).toMatch(/no game/);
    // An unknown variant's error lists the known ones.
    expect(answers[12]?.error).toMatch(/spider/);
    expect(answers[12]?.error).toMatch(/maria/);
    expect(answers[13]?.error).toMatch(/deal/);
  });

  it('refuses bad and illegal moves with the reason and leaves the game unchanged', async () => {
    const answers = await converse([
      req({ cmd: 'load', position: MARIA_SPREAD }),
      req({ cmd: 'play', move: 'c4-c0' }), // 9S on QH: not one rank lower
      req({ cmd: 'play', move: 'c3-f0' }), // 2S to an empty foundation: only an Ace starts one
      req({ cmd: 'play', move: 'c1-c8' }), // JC on KC: not one rank lower
      req({ cmd: 'play', move: 'w-c0' }), // TD on QH
      req({ cmd: 'play', move: 'c0-c1x2' }), // one card at a time in Maria
      req({ cmd: 'play', move: 'f0-c1' }), // cards never leave a foundation
      req({ cmd: 'play', move: 'c9-c0' }), // Maria has c0–c8
      req({ cmd: 'play', move: 'redeal' }), // no redeal
      req({ cmd: 'play', move: 'move the king' }),
      req({ cmd: 'play', move: { from: 'c4' } }),
      req({ cmd: 'play', move: 17 }),
      req({ cmd: 'play' }),
      req({ cmd: 'redo' }),
      req({ cmd: 'undo' }),
      req({ cmd: 'new', variant: 'nope' }),
      req({ cmd: 'load', position: { ...MARIA_SPREAD, columns: MARIA_SPREAD.columns.slice(1) } }),
      req({ cmd: 'position' }),
    ]);
    const start = positionIn(answers[0]);
    const refusals = answers.slice(1, -1);
    for (const answer of refusals) {
      expect(answer.ok).toBe(false);
      expect(typeof answer.error === 'string' && answer.error.length > 5).toBe(true);
    }
    expect(positionIn(answers.at(-1))).toEqual(start);
  });

  it('refuses a position that does not keep the 104 cards, with the reason', async () => {
    const [created] = await converse([req({ cmd: 'new', variant: 'maria', deal: 42 })]);
    const dealt = positionIn(created);
    const missing = dealt.stock.at(-1) ?? '';
    const short = { ...dealt, stock: dealt.stock.slice(0, -1) };
    const other = bothDecks().find((card) => card !== missing) ?? '';
    const tripled = { ...dealt, stock: [...dealt.stock.slice(0, -1), other] };
    const notACard = { ...dealt, waste: ['ZZ'] };
    const answers = await converse([
      req({ cmd: 'new', variant: 'maria', deal: 42 }),
      req({ cmd: 'load', position: short }),
      req({ cmd: 'load', position: tripled }),
      req({ cmd: 'load', position: notACard }),
      req({ cmd: 'load', position: { ...dealt, variant: 'streets' } }),
      req({ cmd: 'position' }),
    ]);
    expect(answers[1]).toMatchObject({ ok: false });
    expect(answers[1]?.error).toContain(missing);
    expect(answers[2]).toMatchObject({ ok: false });
    expect(answers[2]?.error).toContain(other);
    expect(answers[3]).toMatchObject({ ok: false });
    expect(answers[3]?.error).toContain('ZZ');
    // Streets has 10 columns; a 9-column Maria position is not a Streets position.
    expect(answers[4]).toMatchObject({ ok: false });
    expect(positionIn(answers[5])).toEqual(dealt);
  });

  it('answers a variant that fails to load with the reason, and keeps going', async () => {
    const registry = createBuiltinRegistry();
    registry.registerLoader({ id: 'broken', name: 'Broken', load: () => Promise.reject(new Error('chunk failed to load')) });
    const answers = await converse([req({ cmd: 'new', variant: 'broken' }), req({ cmd: 'new', variant: 'maria' })], registry);
    expect(answers[0]).toMatchObject({ ok: false, error: expect.stringMatching(/chunk failed/) as unknown });
    expect(answers[1]).toMatchObject({ ok: true });
  });
});

describe('engine protocol: the stream', () => {
  it('stops at quit and ignores what follows; blank lines get no answer', async () => {
    const answers = await converse(['', req({ cmd: 'variants' }), '   ', req({ cmd: 'quit' }), req({ cmd: 'variants' })]);
    expect(answers.map((answer) => answer.cmd)).toEqual(['variants', 'quit']);
    expect(answers[1]).toMatchObject({ ok: true });
  });

  it('ends at end of input without a quit', async () => {
    const answers = await converse([req({ cmd: 'new', variant: 'maria' }), req({ cmd: 'status' })]);
    expect(answers.map((answer) => answer.ok)).toEqual([true, true]);
  });

  it('answers strictly in order even when a variant loads slowly', async () => {
    const registry = createBuiltinRegistry();
    const maria = await registry.loadVariant('maria');
    const slow = defineVariant({ ...maria, id: 'slow', name: 'Slow Maria' });
    registry.registerLoader({
      id: 'slow',
      name: 'Slow Maria',
      load: () =>
        new Promise((resolve) =>
          setTimeout(() => {
            resolve(slow);
          }, 60),
        ),
    });
    const answers = await converse(
      [
        req({ cmd: 'new', variant: 'slow', deal: 5, id: 1 }),
        req({ cmd: 'position', id: 2 }),
        req({ cmd: 'new', variant: 'maria', deal: 5, id: 3 }),
        req({ cmd: 'position', id: 4 }),
        req({ cmd: 'load', position: { ...MARIA_SPREAD, variant: 'slow' }, id: 5 }),
        req({ cmd: 'moves', id: 6 }),
      ],
      registry,
    );
    expect(answers.map((answer) => answer.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(positionIn(answers[1]).variant).toBe('slow');
    expect(positionIn(answers[1])).toEqual(positionIn(answers[0]));
    expect(positionIn(answers[3]).variant).toBe('maria');
    expect(sorted(answers[5]?.moves)).toEqual(sorted(['c0-c8', 'c1-c0', 'c2-f0', 'w-c1', 'draw']));
  });

  it('answers many lines written at once, each once and in order', async () => {
    const lines = [req({ cmd: 'new', variant: 'forty-thieves', deal: 9 }), ...Array.from({ length: 300 }, (_, i) => req({ cmd: 'status', id: i }))];
    const answers = await converse(lines);
    expect(answers).toHaveLength(301);
    expect(answers.slice(1).map((answer) => answer.id)).toEqual(Array.from({ length: 300 }, (_, i) => i));
  });

  it('handles one line at a time through EngineProtocol', async () => {
    const protocol = new EngineProtocol(createBuiltinRegistry());
    expect(await protocol.handle('')).toBeUndefined();
    expect(await protocol.handle('{')).toMatchObject({ ok: false });
    expect(protocol.finished).toBe(false);
    expect(await protocol.handle(req({ cmd: 'quit' }))).toMatchObject({ ok: true });
    expect(protocol.finished).toBe(true);
  });
});
