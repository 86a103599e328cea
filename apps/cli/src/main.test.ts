import { builtinVariants, createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { GameSession, type Position } from '@forty-thieves/core';
import { describe, expect, it } from 'vitest';
import { main } from './main.js';
import { sink, source } from './test-support.js';

/** The built-ins, as builtin-variants lists them (each package's line in its package.json): the CLI names no variant itself. */
const BUILTINS = builtinVariants.map(({ id }) => id);

/** Runs the command line with piped stdin `lines`; returns the exit code and what was printed. */
async function run(argv: readonly string[], lines: readonly string[] = []) {
  const stdout = sink();
  const stderr = sink();
  const code = await main(argv, { stdin: source(lines), stdout: stdout.stream, stderr: stderr.stream });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

describe('forty-thieves deal', () => {
  it('--json prints the position of the deal, as the game session gives it', async () => {
    const { code, stdout, stderr } = await run(['deal', 'maria', '--deal', '42', '--json']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const printed = JSON.parse(stdout) as Position;
    const maria = await createBuiltinRegistry().loadVariant('maria');
    expect(printed).toEqual(GameSession.deal(maria, 42).position());
    // docs/rules.md: Maria is 9 columns of 4 with 68 cards in the stock.
    expect(printed.columns).toHaveLength(9);
    expect(printed.stock).toHaveLength(68);
    expect(printed.deal).toBe(42);
  });

  it('plays deal 1 when no --deal is given', async () => {
    const implicit = await run(['deal', 'indian', '--json']);
    const explicit = await run(['deal', 'indian', '-d', '1', '--json']);
    expect(implicit.stdout).toBe(explicit.stdout);
    expect((JSON.parse(implicit.stdout) as Position).deal).toBe(1);
  });

  it('prints a text board by default', async () => {
    const { code, stdout } = await run(['deal', 'number-ten', '--deal', '8']);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('Number Ten · deal 8');
    // docs/rules.md: Number Ten deals the bottom two of each of its 10 columns face down.
    expect(stdout.match(/##/g)).toHaveLength(20);
    expect(stdout).toMatch(/Stock 64 cards/);
  });
});

describe('forty-thieves: bad command lines exit with code 2 and one line on stderr', () => {
  const cases: [string, string[], RegExp][] = [
    ['an unknown command', ['shuffle', 'maria'], /unknown command "shuffle"/],
    ['an unknown variant', ['deal', 'spider'], /unknown variant "spider"/],
    ['an unknown variant to play', ['play', 'klondike'], /unknown variant "klondike"/],
    ['a missing variant', ['deal'], /needs a variant/],
    ['a deal that is not a number', ['deal', 'maria', '--deal', 'abc'], /bad --deal "abc"/],
    ['a negative deal', ['deal', 'maria', '--deal=-1'], /bad --deal "-1"/],
    ['a fractional deal', ['play', 'maria', '--deal', '1.5'], /bad --deal "1.5"/],
    ['a deal past 2^31 − 1', ['deal', 'maria', '--deal', '2147483648'], /bad --deal/],
    ['a hexadecimal deal', ['deal', 'maria', '--deal', '0x10'], /bad --deal/],
    ['a deal option without a value', ['deal', 'maria', '--deal'], /deal/],
    ['an unknown option', ['deal', 'maria', '--colour'], /--colour/],
    ['two variants', ['deal', 'maria', 'lucas'], /one variant/],
    ['--json for play', ['play', 'maria', '--json'], /--json/],
    ['an argument to engine', ['engine', 'maria'], /engine/],
  ];
  it.each(cases)('%s', async (_, argv, message) => {
    const { code, stdout, stderr } = await run(argv);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('an unknown variant lists the known ones', async () => {
    const { stderr } = await run(['deal', 'spider']);
    for (const id of BUILTINS) expect(stderr).toContain(id);
  });

  it('no command at all prints the usage on stderr', async () => {
    const { code, stderr } = await run([]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/Usage:/);
  });
});

describe('forty-thieves --help', () => {
  it.each([
    [['--help'], /forty-thieves deal <variant>/],
    [['help'], /forty-thieves engine/],
    [['help', 'play'], /Usage: forty-thieves play/],
    [['deal', '--help'], /Usage: forty-thieves deal/],
    [['play', '-h'], /Usage: forty-thieves play/],
    [['engine', '--help'], /Usage: forty-thieves engine/],
    [['variants', '--help'], /Usage: forty-thieves variants/],
  ])('%j', async (argv, usage) => {
    const { code, stdout, stderr } = await run(argv);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(usage);
  });

  it('help names the default deal', async () => {
    expect((await run(['deal', '--help'])).stdout).toMatch(/default deal 1/);
  });
});

describe('forty-thieves play, engine and variants', () => {
  it('play reads moves from piped stdin and exits 0 at end of input', async () => {
    const { code, stdout } = await run(['play', 'maria', '--deal', '42'], ['h', 'draw', 'q']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Maria · deal 42/);
    expect(stdout).toMatch(/Legal moves \(\d+\): .*draw/);
    expect(stdout).toMatch(/Played draw/);
    expect(stdout).toMatch(/Stock 67 cards/);
  });

  it('engine answers JSON lines and exits 0 at end of input', async () => {
    const { code, stdout } = await run(['engine'], ['{"cmd":"new","variant":"maria","deal":42}', 'junk', '{"cmd":"moves"}']);
    expect(code).toBe(0);
    const answers = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { ok: boolean });
    expect(answers.map((answer) => answer.ok)).toEqual([true, false, true]);
  });

  it('variants lists the built-in ids', async () => {
    const { code, stdout } = await run(['variants']);
    expect(code).toBe(0);
    expect(
      stdout
        .trimEnd()
        .split('\n')
        .map((line) => line.split(/\s+/)[0]),
    ).toEqual(BUILTINS);
  });
});
