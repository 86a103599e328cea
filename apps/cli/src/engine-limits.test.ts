import { PassThrough } from 'node:stream';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, MAX_ID_CHARS, MAX_LINE_CHARS, boundedLines, nestingDepth } from './engine-limits.js';
import { runEngine, type EngineAnswer } from './engine-protocol.js';
import { sink, source } from './test-support.js';

/** Runs the protocol over `lines` and returns the raw answer lines. */
async function rawAnswers(lines: readonly string[]): Promise<string[]> {
  const output = sink();
  await runEngine({ input: source(lines), output: output.stream }, createBuiltinRegistry());
  return output
    .text()
    .split('\n')
    .filter((line) => line !== '');
}

const parsed = (lines: readonly string[]): EngineAnswer[] => lines.map((line) => JSON.parse(line) as EngineAnswer);
const nested = (depth: number, inner = '0'): string => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const STATUS = '{"cmd":"variants"}';

describe('engine protocol limits (docs/engine-protocol.md, "Limits")', () => {
  it('answers an id or cmd nested 5,000 deep with a refusal and keeps serving', async () => {
    const lines = [`{"cmd":"status","id":${nested(5000)}}`, `{"cmd":${nested(5000)}}`, `{"cmd":"new","variant":"maria","deal":${nested(5000)}}`, STATUS];
    const answers = parsed(await rawAnswers(lines));
    expect(answers).toHaveLength(4);
    for (const answer of answers.slice(0, 3)) {
      expect(answer.ok).toBe(false);
      expect(answer.error).toMatch(new RegExp(`nests more than ${MAX_DEPTH}`));
    }
    expect(answers[3]).toMatchObject({ ok: true, cmd: 'variants' });
  });

  it('accepts nesting up to the limit, inside and outside strings', async () => {
    const deepest = `{"cmd":"status","id":${nested(MAX_DEPTH - 1)}}`;
    const bracketsInText = `{"cmd":"status","id":"${'['.repeat(500)}"}`;
    const answers = parsed(await rawAnswers([deepest, bracketsInText]));
    // No game yet: both are refused for that reason, with their ids echoed.
    expect(answers[0]?.error).toMatch(/no game yet/);
    expect(answers[0]?.id).toEqual(JSON.parse(nested(MAX_DEPTH - 1)));
    expect(answers[1]?.id).toBe('['.repeat(500));
  });

  it('quotes at most a hundred characters of a bad value, and refuses to echo a huge id', async () => {
    const huge = 'x'.repeat(500_000);
    const lines = [
      `{"cmd":"${huge}"}`,
      `{"cmd":"new","variant":"${huge}"}`,
      `{"cmd":"status","id":"${huge}"}`,
      `{"cmd":"load","position":{"variant":"maria","columns":[{"down":[],"up":["${huge}"]}]}}`,
    ];
    const answers = await rawAnswers(lines);
    expect(answers).toHaveLength(4);
    for (const line of answers) expect(line.length).toBeLessThan(2_000);
    const [cmd, variant, id] = parsed(answers);
    expect(cmd?.error).toMatch(/^unknown cmd "x{100}"… \(500000 characters\)/);
    expect(variant?.error).toMatch(/unknown variant/);
    expect(id?.error).toBe(`"id" is 500002 characters of JSON; the engine echoes ids of up to ${MAX_ID_CHARS}`);
    expect(id?.id).toBeUndefined();
  });

  it('refuses a line longer than the limit without holding it, and reads the next line', async () => {
    const long = `{"cmd":"status","pad":"${'y'.repeat(MAX_LINE_CHARS * 3)}"}`;
    const answers = await rawAnswers([long, STATUS]);
    expect(answers).toHaveLength(2);
    expect(answers[0]?.length).toBeLessThan(300);
    expect(JSON.parse(answers[0] ?? '')).toEqual({
      ok: false,
      error: `the line is ${long.length} characters long; the engine reads lines of up to ${MAX_LINE_CHARS} (a position takes about 2,000)`,
    });
    expect(JSON.parse(answers[1] ?? '')).toMatchObject({ ok: true, cmd: 'variants' });
  });

  it('splits lines across chunks, drops a CR before LF, and keeps a last line without LF', async () => {
    const input = new PassThrough();
    input.write('ab');
    input.write('c\r\nd');
    input.write(Buffer.from('é\n', 'utf8').subarray(0, 2));
    input.end(Buffer.from('é\nlast', 'utf8').subarray(2));
    const lines = [];
    for await (const line of boundedLines(input, 10)) lines.push(line);
    expect(lines).toEqual([{ text: 'abc' }, { text: 'dé' }, { text: 'last' }]);
  });

  it('measures nesting outside strings only, escapes included', () => {
    expect(nestingDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(nestingDepth('{"a":"[[[\\"[[["}')).toBe(1);
    expect(nestingDepth(nested(1000), 10)).toBe(11);
  });
});
