import { readFileSync } from 'node:fs';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import type { VariantRegistry } from '@forty-thieves/core';
import { UsageError } from './args.js';
import { COMMANDS, type CliIo } from './commands.js';
import { HELP } from './help.js';
import { errorMessage, writeText } from './io.js';

/** Exit code for a bad command line, as most Unix tools use it. */
export const EXIT_USAGE = 2;

/**
 * The CLI package's version. Both this source file and the built dist/index.js sit one folder
 * below the package's package.json, so one relative URL finds it in the repo and when installed.
 */
export function cliVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}

function mainHelp(registry: VariantRegistry): string {
  return `${HELP.main}\nVariants: ${registry.ids().join(', ')}\n`;
}

/**
 * Runs the `forty-thieves` command line `argv` (without node and the script) on `io` and resolves
 * to the exit code. Never exits the process itself, so tests can call it.
 */
export async function main(argv: readonly string[], io: CliIo, registry: VariantRegistry = createBuiltinRegistry()): Promise<number> {
  const [name, ...args] = argv;
  try {
    if (name === undefined) {
      await writeText(io.stderr, mainHelp(registry));
      return EXIT_USAGE;
    }
    if (name === '--version' || name === '-v') {
      if (args.length > 0) throw new UsageError(`--version takes nothing after it, got: ${args.join(' ')}`);
      await writeText(io.stdout, `${cliVersion()}\n`);
      return 0;
    }
    if (name === '--help' || name === '-h' || name === 'help') {
      const topic = name === 'help' ? args[0] : undefined;
      const text = topic !== undefined && Object.hasOwn(HELP, topic) ? HELP[topic as keyof typeof HELP] : mainHelp(registry);
      await writeText(io.stdout, text);
      return 0;
    }
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (command === undefined) {
      throw new UsageError(`unknown command "${name}"; commands: ${Object.keys(COMMANDS).join(', ')} (forty-thieves --help)`);
    }
    return await command(args, io, registry);
  } catch (error) {
    if (error instanceof UsageError) {
      await writeText(io.stderr, `forty-thieves: ${error.message}\n`);
      return EXIT_USAGE;
    }
    await writeText(io.stderr, `forty-thieves: ${errorMessage(error)}\n`);
    return 1;
  }
}
