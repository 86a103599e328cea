import { parseArgs } from 'node:util';
import { type VariantRegistry } from '@forty-thieves/core';
import { type Board, dealBoard } from '@forty-thieves/core/engine';
import { verifyLost } from '@forty-thieves/solver';
import { UsageError, registeredVariant } from './args.js';
import type { CliIo } from './commands.js';
import { errorMessage, writeText } from './io.js';
import { readStudy } from './report-command.js';
import { VERIFY_LOST_HELP } from './verify-lost-help.js';

function wholeNumber(name: string, text: string, low: number, high: number): number {
  if (!/^\d+$/.test(text) || Number(text) < low || Number(text) > high) throw new UsageError(`bad --${name} "${text}": a whole number from ${low} to ${high}`);
  return Number(text);
}

/** A table this process cannot allocate is the command line's to fix (fewer `--slots`), not a crash. */
function verifyLostOrSay(board: Board, maxNodes: number, slotsLog2: number): ReturnType<typeof verifyLost> {
  try {
    return verifyLost(board, { maxNodes, slotsLog2 });
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(`verify-lost: ${error.message}`);
    throw error;
  }
}

/** `forty-thieves verify-lost study.json…`: a second opinion on every loss of a study. */
export async function verifyLostCommand(args: readonly string[], io: CliIo, registry: VariantRegistry): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { nodes: { type: 'string' }, slots: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError(`verify-lost: ${errorMessage(error).split('. ')[0] ?? ''}`);
  }
  if (parsed.values.help === true) {
    await writeText(io.stdout, VERIFY_LOST_HELP);
    return 0;
  }
  if (parsed.positionals.length === 0) throw new UsageError('verify-lost needs one or more study files ("forty-thieves solve … --json FILE")');
  const maxNodes = wholeNumber('nodes', parsed.values.nodes ?? '1000000000', 1, Number.MAX_SAFE_INTEGER);
  const slotsLog2 = wholeNumber('slots', parsed.values.slots ?? '26', 16, 31);
  const files = await Promise.all(parsed.positionals.map(readStudy));
  const tally = { lost: 0, won: 0, undecided: 0 };
  for (const file of files) {
    const plugin = await registeredVariant(file.summary.variant, registry);
    for (const { deal } of file.deals.filter((outcome) => outcome.result === 'lost')) {
      const answer = verifyLostOrSay(dealBoard(plugin, deal), maxNodes, slotsLog2);
      tally[answer.verdict]++;
      const verdict =
        answer.verdict === 'lost' ? 'confirmed lost' : answer.verdict === 'won' ? 'WON: the proof of loss is wrong' : 'undecided (raise --nodes or --slots)';
      await writeText(io.stdout, `${plugin.id} deal ${deal}: ${verdict}; ${answer.nodes.toLocaleString('en-US')} nodes, ${(answer.ms / 1000).toFixed(1)} s\n`);
    }
  }
  const total = tally.lost + tally.won + tally.undecided;
  await writeText(
    io.stdout,
    `${total} lost deal${total === 1 ? '' : 's'} re-checked: ${tally.lost} confirmed, ${tally.won} won, ${tally.undecided} undecided\n`,
  );
  return tally.won > 0 ? 1 : 0;
}
