import { parseArgs } from 'node:util';
import { MAX_DEAL, UnknownVariantError, type VariantPlugin, type VariantRegistry } from '@forty-thieves/core';
import { afterJsonHint, refuseJson, takeJsonOption, type JsonTarget } from './json-output.js';
import { UsageError } from './usage-error.js';

/** The deal a command plays when no `--deal` is given, so `deal maria` is the same board every time. */
export const DEFAULT_DEAL = 1;

export { UsageError };

/** The registered variant `id`; an unknown id is a usage error (exit code 2). */
export async function registeredVariant(id: string, registry: VariantRegistry): Promise<VariantPlugin> {
  try {
    return await registry.loadVariant(id);
  } catch (error) {
    if (error instanceof UnknownVariantError) throw new UsageError(error.message);
    throw error;
  }
}

/** What `deal` and `play` accept: `<variant> | --plugin <path>`, `[--deal N] [--json [FILE]] [--help]`. */
export interface GameArgs {
  readonly help: boolean;
  readonly variant: string | undefined;
  /** A plugin package's directory or built file, instead of a registered variant's id. */
  readonly plugin: string | undefined;
  readonly deal: number;
  /** Where `--json` sends the position (deal only); undefined without it. */
  readonly json: JsonTarget | undefined;
}

/**
 * Parses a deal number strictly: only plain decimal digits, 0 … 2^31 − 1. `Number()` alone would
 * let "1e3", "0x10", " 7" or "" through, and a typo must not silently become another deal.
 */
export function parseDeal(text: string): number {
  if (!/^\d{1,10}$/.test(text) || Number(text) > MAX_DEAL) {
    throw new UsageError(`bad --deal "${text}": a deal is a whole number from 0 to ${MAX_DEAL}`);
  }
  return Number(text);
}

/**
 * node:util's messages name the problem well; they only need to say which command it was. Their
 * second sentence (how to pass a positional starting with '-') is noise for this CLI.
 */
export function usageError(command: string, error: unknown): UsageError {
  const message = error instanceof Error ? error.message : String(error);
  return new UsageError(`${command}: ${message.split(/\.\s|\n/)[0] ?? message}`);
}

/**
 * node:util refuses a value that starts with '-' ("argument is ambiguous"), so `--deal -5` would
 * be refused without saying what is wrong with -5. A negative number after an option that takes a
 * value is joined to it (`--deal=-5`), so the option's own check names the value and the range.
 */
export function joinNegativeValues(args: readonly string[], valued: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const next = args[i + 1];
    if (valued.includes(arg) && next !== undefined && /^-[\d.]/.test(next)) {
      joined.push(arg.startsWith('--') ? `${arg}=${next}` : `${arg}${next}`);
      i++;
    } else {
      joined.push(arg);
    }
  }
  return joined;
}

function parse(command: string, args: readonly string[]) {
  try {
    return parseArgs({
      args: joinNegativeValues(args, ['--deal', '-d', '--plugin', '-p']),
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        deal: { type: 'string', short: 'd' },
        plugin: { type: 'string', short: 'p' },
      },
    });
  } catch (error) {
    throw usageError(command, error);
  }
}

/** Arguments of `deal` (`withJson`) and `play`. */
export function parseGameArgs(command: string, args: readonly string[], withJson: boolean): GameArgs {
  const taken = takeJsonOption(command, args);
  if (!withJson) refuseJson(command, taken.json, 'it is for people at a terminal; programs play through "forty-thieves engine", which speaks JSON');
  const { values, positionals } = parse(command, taken.args);
  const help = values.help === true;
  if (!help && positionals.length > 1) {
    throw new UsageError(`${command} takes one variant, got ${positionals.length}: ${positionals.join(' ')}${afterJsonHint(taken, positionals)}`);
  }
  if (!help && values.plugin !== undefined && positionals.length > 0) {
    throw new UsageError(`${command} takes a variant id or --plugin <path>, not both (got ${positionals.join(' ')} and --plugin ${values.plugin})`);
  }
  const deal = values.deal;
  return {
    help,
    variant: positionals[0],
    plugin: values.plugin,
    // Asking for help with a half-typed command line should still show the help.
    deal: help || deal === undefined ? DEFAULT_DEAL : parseDeal(deal),
    json: taken.json,
  };
}

/**
 * Arguments of a command that takes nothing but `--help` and `--json [FILE]` (`engine`,
 * `variants`); `noJson` says why a command refuses `--json`.
 */
export function parseBareArgs(command: string, args: readonly string[], noJson?: string): { help: boolean; json: JsonTarget | undefined } {
  const taken = takeJsonOption(command, args);
  if (noJson !== undefined) refuseJson(command, taken.json, noJson);
  try {
    const { values } = parseArgs({ args: taken.args, strict: true, options: { help: { type: 'boolean', short: 'h' } } });
    return { help: values.help === true, json: taken.json };
  } catch (error) {
    throw usageError(command, error);
  }
}
