import { GameSession, type VariantPlugin, type VariantRegistry } from '@forty-thieves/core';
import { UsageError, parseBareArgs, parseGameArgs, registeredVariant, type GameArgs } from './args.js';
import { renderBoard } from './board-text.js';
import { runEngine } from './engine-protocol.js';
import { HELP } from './help.js';
import { cardPainter, colourEnabled } from './colour.js';
import { errorMessage, writeText, type CliIo } from './io.js';
import { checkJsonTarget, jsonOnStdout, writeJson } from './json-output.js';
import { loadPluginFromPath } from './plugin-loader.js';
import { playSession, runPlay } from './play.js';
import { reportCommand } from './report-command.js';
import { solveCommand } from './solve-command.js';
import { studyCommand } from './study-command.js';
import { verifyLostCommand } from './verify-lost-command.js';

export type { CliIo } from './io.js';

/** The card colours for what goes to stdout: only for a terminal that wants them. */
function painter(io: CliIo) {
  return cardPainter(io.env !== undefined && colourEnabled({ stream: io.stdout, env: io.env }));
}

/** A command's work; resolves to the exit code. */
export type Command = (args: readonly string[], io: CliIo, registry: VariantRegistry) => Promise<number>;

/**
 * The variant a command names, or the plugin `--plugin` loads from disk (then registered, so the
 * rest of the run knows it by id). A missing or unknown variant, or a plugin that cannot be loaded
 * or fails validation, is a usage error (exit code 2).
 */
async function variantFor(command: string, { variant: id, plugin }: GameArgs, registry: VariantRegistry): Promise<VariantPlugin> {
  if (plugin !== undefined) {
    try {
      return registry.registerVariant(await loadPluginFromPath(plugin));
    } catch (error) {
      throw new UsageError(errorMessage(error));
    }
  }
  if (id === undefined) throw new UsageError(`${command} needs a variant, one of: ${registry.ids().join(', ')}, or --plugin <path>`);
  return registeredVariant(id, registry);
}

const deal: Command = async (args, io, registry) => {
  const parsed = parseGameArgs('deal', args, true);
  if (parsed.help) {
    await writeText(io.stdout, HELP.deal);
    return 0;
  }
  await checkJsonTarget('deal', parsed.json);
  const plugin = await variantFor('deal', parsed, registry);
  // The layout as dealt, before the opening autoplay that a game starts with.
  const position = GameSession.deal(plugin, parsed.deal).startPosition();
  if (!jsonOnStdout(parsed.json)) await writeText(io.stdout, `${renderBoard(position, `${plugin.name} · deal ${parsed.deal}`, painter(io))}\n`);
  await writeJson(parsed.json, position, io.stdout);
  return 0;
};

const play: Command = async (args, io, registry) => {
  const parsed = parseGameArgs('play', args, false);
  if (parsed.help) {
    await writeText(io.stdout, HELP.play);
    return 0;
  }
  const plugin = await variantFor('play', parsed, registry);
  const game = playSession(plugin, parsed.deal);
  const interactive = io.stdin.isTTY === true && io.stdout.isTTY === true;
  await runPlay({ game, input: io.stdin, output: io.stdout, interactive, paint: painter(io) });
  return 0;
};

const engine: Command = async (args, io, registry) => {
  if (parseBareArgs('engine', args, 'every answer it gives is JSON already (docs/engine-protocol.md)').help) {
    await writeText(io.stdout, HELP.engine);
    return 0;
  }
  await runEngine({ input: io.stdin, output: io.stdout }, registry);
  return 0;
};

const variants: Command = async (args, io, registry) => {
  const parsed = parseBareArgs('variants', args);
  if (parsed.help) {
    await writeText(io.stdout, HELP.variants);
    return 0;
  }
  await checkJsonTarget('variants', parsed.json);
  const listings = registry.list().map(({ id, name, summary }) => ({ id, name, summary: summary ?? null }));
  await writeJson(parsed.json, { variants: listings }, io.stdout);
  if (jsonOnStdout(parsed.json)) return 0;
  const width = Math.max(...registry.ids().map((id) => id.length));
  const lines = registry.list().map((listing) => `${listing.id.padEnd(width)}  ${listing.name}`);
  await writeText(io.stdout, `${lines.join('\n')}\n`);
  return 0;
};

/** Every command by name. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  deal,
  play,
  engine,
  variants,
  solve: solveCommand,
  report: reportCommand,
  'verify-lost': verifyLostCommand,
  study: studyCommand,
};
