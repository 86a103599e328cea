import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UsageError } from './usage-error.js';
import { errorMessage, writeText } from './io.js';
import { checkOutputFile } from './output-file.js';

/**
 * Where `--json` sends a command's JSON, the same for every command that has it (deal, solve,
 * report, variants; docs/cli.md):
 * - `--json` alone: to stdout, instead of the text;
 * - `--json FILE` (FILE ending in `.json`) or `--json=FILE` (any name): into FILE, and the text
 *   still goes to stdout. `--json=-` is stdout again.
 * The word after a bare `--json` is only taken as FILE when it ends in `.json`, so
 * `deal --json maria` still names the variant.
 */
export type JsonTarget = { readonly to: 'stdout' } | { readonly to: 'file'; readonly path: string };

/** `args` without its `--json` option, and where that option sends the JSON (undefined: no JSON). */
export function takeJsonOption(command: string, args: readonly string[]): { args: string[]; json: JsonTarget | undefined; afterJson?: string } {
  const rest: string[] = [];
  let json: JsonTarget | undefined;
  let afterJson: string | undefined;
  const set = (target: JsonTarget) => {
    if (json !== undefined) throw new UsageError(`${command}: --json given twice`);
    json = target;
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--') {
      rest.push(...args.slice(i));
      break;
    }
    if (arg.startsWith('--json=')) {
      const path = arg.slice('--json='.length);
      if (path === '') throw new UsageError(`${command}: --json= needs a file name (or leave out "=" for stdout)`);
      set(path === '-' ? { to: 'stdout' } : { to: 'file', path });
    } else if (arg === '--json') {
      const next = args[i + 1];
      if (next !== undefined && !next.startsWith('-') && next.toLowerCase().endsWith('.json')) {
        set({ to: 'file', path: next });
        i++;
      } else {
        set({ to: 'stdout' });
        if (next !== undefined && !next.startsWith('-')) afterJson = next;
      }
    } else {
      rest.push(arg);
    }
  }
  return afterJson === undefined ? { args: rest, json } : { args: rest, json, afterJson };
}

/**
 * For a refusal of too many words: when one of them followed a bare `--json`, the user probably
 * meant it as the file, so say how to write that.
 */
export function afterJsonHint(taken: { afterJson?: string }, positionals: readonly string[]): string {
  const word = taken.afterJson;
  return word !== undefined && positionals.includes(word)
    ? ` (the word after --json is its FILE only when it ends in .json; write --json=${word} to write there)`
    : '';
}

/** Refuses `--json` in a command that has none, saying why. */
export function refuseJson(command: string, json: JsonTarget | undefined, why: string): void {
  if (json !== undefined) throw new UsageError(`${command} has no --json: ${why}`);
}

/** True when the JSON replaces the text on stdout. */
export function jsonOnStdout(json: JsonTarget | undefined): boolean {
  return json?.to === 'stdout';
}

/** The JSON text every command prints: two-space indented, one trailing newline. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Before any work: a `--json FILE` must be writable (a usage error, exit code 2, says why not). */
export async function checkJsonTarget(command: string, json: JsonTarget | undefined): Promise<void> {
  if (json?.to === 'file') await checkOutputFile(command, '--json', json.path);
}

/** Writes `value` where `json` says; nothing when there is no `--json`. */
export async function writeJson(json: JsonTarget | undefined, value: unknown, stdout: NodeJS.WritableStream): Promise<void> {
  if (json === undefined) return;
  if (json.to === 'stdout') {
    await writeText(stdout, jsonText(value));
    return;
  }
  try {
    await writeFile(json.path, jsonText(value));
  } catch (error) {
    throw new Error(`cannot write ${json.path}: ${errorMessage(error)}`, { cause: error });
  }
}

/** The absolute path of a `--json` file, to compare with the command's input files. */
export function jsonPath(json: JsonTarget | undefined): string | undefined {
  return json?.to === 'file' ? resolve(json.path) : undefined;
}
