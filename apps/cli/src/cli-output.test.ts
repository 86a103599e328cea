import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { builtinVariants, createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { GameSession, GameStatus, type Position } from '@forty-thieves/core';
import { describe, expect, it } from 'vitest';
import { renderBoard } from './board-text.js';
import { cardPainter, colourEnabled } from './colour.js';
import { takeJsonOption } from './json-output.js';
import { main } from './main.js';
import { sink, source } from './test-support.js';

/** What a person at a terminal or a program sees: `--version`, `--json [FILE]` and colours (docs/cli.md). */

const registry = createBuiltinRegistry();
/** The built-ins, as builtin-variants lists them (each package's line in its package.json): the CLI names no variant itself. */
const BUILTINS = builtinVariants.map(({ id }) => id);
// eslint-disable-next-line no-control-regex -- ANSI escape sequences are what this strips.
const ANSI = /\u001b\[[0-9;]*m/g;

interface RunOptions {
  readonly tty?: boolean;
  readonly env?: Record<string, string>;
}

async function run(argv: readonly string[], { tty = false, env }: RunOptions = {}) {
  const stdout = sink();
  const stderr = sink();
  const out = Object.assign(stdout.stream as PassThrough & { isTTY?: boolean }, tty ? { isTTY: true } : {});
  const code = await main(argv, { stdin: source([]), stdout: out, stderr: stderr.stream, ...(env === undefined ? {} : { env }) });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

async function tempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'ft-cli-output-'));
}

describe('forty-thieves --version', () => {
  const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

  it.each([['--version'], ['-v']])('%s prints the package version alone', async (flag) => {
    expect(await run([flag])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('takes nothing after it', async () => {
    const { code, stderr } = await run(['--version', 'maria']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--version takes nothing after it/);
  });
});

describe('--json means the same in every command: stdout alone, or FILE with the text kept on stdout', () => {
  it('deal: the position JSON on stdout, or in a file beside the text board', async () => {
    const maria = await registry.loadVariant('maria');
    const expected = GameSession.deal(maria, 42).position();
    const alone = await run(['deal', 'maria', '--deal', '42', '--json']);
    expect(JSON.parse(alone.stdout)).toEqual(expected);
    const dir = await tempDir();
    for (const [args, file] of [
      [['--json', join(dir, 'a.json')], join(dir, 'a.json')],
      [[`--json=${join(dir, 'b.txt')}`], join(dir, 'b.txt')],
    ] as const) {
      const both = await run(['deal', 'maria', '--deal', '42', ...args]);
      expect(both.code).toBe(0);
      expect(both.stdout.split('\n')[0]).toBe('Maria · deal 42');
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(expected);
    }
  });

  it('deal --json before the variant still reads the variant (only a word ending in .json is a FILE)', async () => {
    const { code, stdout } = await run(['deal', '--json', 'lucas', '--deal', '7']);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as Position).variant).toBe('lucas');
  });

  it('a word after --json that is not a .json file name is refused as an extra word, with how to write it as the file', async () => {
    const { code, stderr } = await run(['solve', 'maria', '--json', 'results']);
    expect(code).toBe(2);
    expect(stderr).toBe(
      'forty-thieves: solve takes one variant, got 2: maria results (the word after --json is its FILE only when it ends in .json; write --json=results to write there)\n',
    );
  });

  it('variants: { variants: [{ id, name, summary }] } on stdout, or in a file beside the list', async () => {
    const alone = await run(['variants', '--json']);
    expect(alone.code).toBe(0);
    const listed = (JSON.parse(alone.stdout) as { variants: { id: string; name: string; summary: string | null }[] }).variants;
    expect(listed.map((v) => v.id)).toEqual(BUILTINS);
    expect(listed.find((v) => v.id === 'rank-and-file')?.name).toBe('Rank and File');
    const dir = await tempDir();
    const both = await run(['variants', '--json', join(dir, 'v.json')]);
    expect(both.stdout.trim().split('\n')).toHaveLength(BUILTINS.length);
    expect(JSON.parse(await readFile(join(dir, 'v.json'), 'utf8'))).toEqual({ variants: listed });
  });

  it('solve: the study JSON alone on stdout (the progress stays on stderr)', async () => {
    const { code, stdout, stderr } = await run(['solve', 'lucas', '--deals', '1', '--time', '3s', '--workers', '0', '--json']);
    expect(code).toBe(0);
    const study = JSON.parse(stdout) as { summary: { deals: number; variant: string }; deals: { deal: number; result: string }[] };
    expect(study.summary).toMatchObject({ deals: 1, variant: 'lucas' });
    expect(study.deals.map((d) => d.deal)).toEqual([1]);
    expect(stderr).toMatch(/1\/1/);
  });

  it('solve --position: the answer as JSON, its moves replaying to a win', async () => {
    const lucas = await registry.loadVariant('lucas');
    const dir = await tempDir();
    const file = join(dir, 'position.json');
    // The position after the deal's opening autoplay, which is where a game starts.
    const position = GameSession.deal(lucas, 1).position();
    await writeFile(file, JSON.stringify(position));
    const { code, stdout } = await run(['solve', '--position', file, '--time', '60s', '--json']);
    expect(code).toBe(0);
    const answer = JSON.parse(stdout) as { variant: string; result: string; moves: string[] | null; reason: string | null; nodes: number };
    expect(answer.variant).toBe('lucas');
    expect(answer.nodes).toBeGreaterThan(0);
    if (answer.result === 'won') {
      const game = GameSession.fromPosition(lucas, position, { autoplay: false, supermove: false });
      for (const move of answer.moves ?? []) expect(game.play(move).ok).toBe(true);
      expect(game.status()).toBe(GameStatus.Won);
    } else {
      expect(answer.moves).toBeNull();
    }
  });

  it('report: { summaries } on stdout, or in a file beside the text; never over one of its inputs', async () => {
    const dir = await tempDir();
    const study = join(dir, 'study.json');
    expect((await run(['solve', 'lucas', '--deals', '2', '--time', '3s', '--workers', '0', '--json', study])).code).toBe(0);
    const alone = await run(['report', study, '--json']);
    expect(alone.code).toBe(0);
    const { summaries } = JSON.parse(alone.stdout) as { summaries: { variant: string; deals: number }[] };
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({ variant: 'lucas', deals: 1 });
    const both = await run(['report', study, '--markdown', '--json', join(dir, 'report.json')]);
    expect(both.stdout).toMatch(/^\| variant \|/);
    expect(JSON.parse(await readFile(join(dir, 'report.json'), 'utf8'))).toEqual({ summaries });

    const clash = await run(['report', study, '--markdown', '--json']);
    expect(clash.code).toBe(2);
    expect(clash.stderr).toMatch(/--markdown and --json both want stdout/);
    const overwrite = await run(['report', '--json', study, study]);
    expect(overwrite.code).toBe(2);
    expect(overwrite.stderr).toMatch(/is one of the study files it reads/);
    expect((JSON.parse(await readFile(study, 'utf8')) as { deals: unknown[] }).deals).toHaveLength(1);
  });

  it('play and engine refuse --json and say why', async () => {
    const play = await run(['play', 'maria', '--json']);
    expect(play.code).toBe(2);
    expect(play.stderr).toMatch(/play has no --json: .*forty-thieves engine/);
    const engine = await run(['engine', '--json']);
    expect(engine.code).toBe(2);
    expect(engine.stderr).toMatch(/engine has no --json: every answer it gives is JSON already/);
  });

  it('takeJsonOption: where the word after --json goes', () => {
    expect(takeJsonOption('x', ['--json'])).toEqual({ args: [], json: { to: 'stdout' } });
    expect(takeJsonOption('x', ['--json', 'maria'])).toEqual({ args: ['maria'], json: { to: 'stdout' }, afterJson: 'maria' });
    expect(takeJsonOption('x', ['--json', 'Out.JSON', 'maria'])).toEqual({ args: ['maria'], json: { to: 'file', path: 'Out.JSON' } });
    expect(takeJsonOption('x', ['--json', '--deal', '3'])).toEqual({ args: ['--deal', '3'], json: { to: 'stdout' } });
    expect(takeJsonOption('x', ['--json=report'])).toEqual({ args: [], json: { to: 'file', path: 'report' } });
    expect(takeJsonOption('x', ['--json=-'])).toEqual({ args: [], json: { to: 'stdout' } });
    expect(takeJsonOption('x', ['--', '--json'])).toEqual({ args: ['--', '--json'], json: undefined });
    expect(() => takeJsonOption('x', ['--json='])).toThrow(/needs a file name/);
    expect(() => takeJsonOption('x', ['--json', '--json'])).toThrow(/--json given twice/);
  });
});

describe('colours: red and black suits on a terminal, plain text otherwise', () => {
  it('colourEnabled: a TTY colours; NO_COLOR, a pipe or a dumb terminal does not; FORCE_COLOR does', () => {
    const tty = { isTTY: true };
    const pipe = {};
    expect(colourEnabled({ stream: tty, env: {} })).toBe(true);
    expect(colourEnabled({ stream: tty, env: { NO_COLOR: '1' } })).toBe(false);
    expect(colourEnabled({ stream: tty, env: { NO_COLOR: '' } })).toBe(true);
    expect(colourEnabled({ stream: tty, env: { TERM: 'dumb' } })).toBe(false);
    expect(colourEnabled({ stream: pipe, env: {} })).toBe(false);
    expect(colourEnabled({ stream: pipe, env: { FORCE_COLOR: '1' } })).toBe(true);
    expect(colourEnabled({ stream: pipe, env: { FORCE_COLOR: '0' } })).toBe(false);
    expect(colourEnabled({ stream: tty, env: { FORCE_COLOR: '1', NO_COLOR: '1' } })).toBe(false);
  });

  it('paints hearts and diamonds red and spades and clubs bold, and the columns stay aligned', async () => {
    const maria = await registry.loadVariant('maria');
    const position = GameSession.deal(maria, 42).position();
    const plain = renderBoard(position, 'Maria · deal 42');
    const coloured = renderBoard(position, 'Maria · deal 42', cardPainter(true));
    expect(coloured.replace(ANSI, '')).toBe(plain);
    const cards = position.columns.flatMap((column) => column.up);
    for (const card of cards) {
      const red = card.endsWith('H') || card.endsWith('D');
      expect(coloured).toContain(red ? `\u001b[31m${card}\u001b[39m` : `\u001b[1m${card}\u001b[22m`);
    }
  });

  it('deal and play colour their boards only on a terminal without NO_COLOR', async () => {
    const colours = (text: string) => (text.match(ANSI) ?? []).length;
    expect(colours((await run(['deal', 'maria', '--deal', '42'], { tty: true, env: {} })).stdout)).toBeGreaterThan(36);
    expect(colours((await run(['deal', 'maria', '--deal', '42'], { tty: true, env: { NO_COLOR: '1' } })).stdout)).toBe(0);
    expect(colours((await run(['deal', 'maria', '--deal', '42'], { tty: false, env: {} })).stdout)).toBe(0);
    expect(colours((await run(['play', 'maria', '--deal', '42'], { tty: true, env: {} })).stdout)).toBeGreaterThan(36);
    // JSON is never coloured.
    expect(colours((await run(['deal', 'maria', '--json'], { tty: true, env: { FORCE_COLOR: '1' } })).stdout)).toBe(0);
  });
});
