import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINE_COMMANDS, runEngine } from './engine-protocol.js';
import { MARIA_SPREAD, sink, source } from './test-support.js';

/**
 * Fuzzing the engine protocol (docs/engine-protocol.md): whatever a line holds, the engine answers
 * it with exactly one JSON line and keeps serving. Fixed seed and bounded runs, so the suite is
 * the same every time; a failure prints the shrunk lines.
 */
const SEED = 14;

/** JSON text of `inner` wrapped in `depth` arrays or objects, alternating (too deep for JSON.stringify). */
const deeplyNested = (inner: string, depth: number): string => {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i++) {
    open += i % 2 === 0 ? '[' : '{"k":';
    close = (i % 2 === 0 ? ']' : '}') + close;
  }
  return `${open}${inner}${close}`;
};

const json = (value: unknown): string => JSON.stringify(value);
const longString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: 1_000, max: 200_000 }))
  .map(([unit, n]) => json(unit.repeat(n).slice(0, n)));

/** Any field's value as JSON text: plain JSON, a long string, or JSON nested from a little to thousands deep. */
const fieldValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map(json),
  longString,
  fc.tuple(fc.jsonValue({ maxDepth: 2 }), fc.integer({ min: 1, max: 5_000 })).map(([value, depth]) => deeplyNested(json(value), depth)),
  fc.constantFrom('maria', 'little-forty', 'lucas', 'c0-f0', 'draw', 42, -1, 2 ** 31, 1.5, null).map(json),
  fc.constant(json(MARIA_SPREAD)),
);

/** A request-like object: a known command (never `quit`, which ends the conversation) or anything, with random fields. */
const request = fc
  .record(
    {
      cmd: fc.oneof(fc.constantFrom(...ENGINE_COMMANDS.filter((cmd) => cmd !== 'quit')).map(json), fieldValue),
      id: fieldValue,
      variant: fieldValue,
      deal: fieldValue,
      move: fieldValue,
      position: fieldValue,
      // `plugin` takes a path the engine imports: only values that are not paths are fuzzed.
      plugin: fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 })).map(json),
    },
    { requiredKeys: [] },
  )
  .map(
    (fields) =>
      `{${Object.entries(fields)
        .map(([key, text]) => `${json(key)}:${text}`)
        .join(',')}}`,
  );

/** One line: a request, any JSON value, or text that is not JSON. */
const line = fc.oneof(
  { weight: 4, arbitrary: request },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }).filter((text) => !text.includes('\n') && !text.includes('\r')) },
  { weight: 1, arbitrary: fc.integer({ min: 60, max: 20_000 }).map((depth) => `{"cmd":"status","id":${'['.repeat(depth)}${']'.repeat(depth)}}`) },
);

/** Whether the engine would take the line as `quit` (cmd is never generated as "quit" inside a field). */
const isQuit = (text: string): boolean => /^\s*\{.*"cmd"\s*:\s*"quit"/.test(text) || text.trim() === '{"cmd":"quit"}';

describe('engine protocol fuzzing', () => {
  it('answers every line with exactly one JSON line, and keeps serving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 6 }), async (lines) => {
        const output = sink();
        const input = [...lines.filter((text) => !isQuit(text)), '{"cmd":"variants","id":"last"}'];
        await runEngine({ input: source(input), output: output.stream }, createBuiltinRegistry());
        const answers = output.text().split('\n').slice(0, -1);
        const expected = input.filter((text) => text.trim() !== '').length;
        expect(answers).toHaveLength(expected);
        for (const answer of answers) {
          const parsed = JSON.parse(answer) as { ok?: unknown; error?: unknown };
          expect(typeof parsed.ok).toBe('boolean');
          if (parsed.ok === false) expect(typeof parsed.error).toBe('string');
          expect(answer.length).toBeLessThan(20_000);
        }
        expect(JSON.parse(answers.at(-1) ?? '')).toMatchObject({ ok: true, cmd: 'variants', id: 'last' });
      }),
      { seed: SEED, numRuns: 150 },
    );
  });
});
