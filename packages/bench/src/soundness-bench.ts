import { parseArgs } from 'node:util';
import type { VariantPlugin } from '@forty-thieves/core';
import { checkSoundness } from '@forty-thieves/solver/soundness';
import { SolvePhases } from '@forty-thieves/solver';

const isSolvePhases = (text: string): text is SolvePhases => (Object.values(SolvePhases) as string[]).includes(text);

/**
 * `pnpm bench soundness [--count 2000] [--plain-limit 60000] [--nodes 2000000] [--phases prove] [--dead-positions] [--stubborn] [--sleep-after-smaller]`: the brute-force
 * check of the solver's verdicts (docs/solver.md), in full. Small late positions of real deals of
 * all nine variants, on 1, 2 and 3 columns in turn, each decided by a plain exhaustive search without any pruning
 * and by the solver; every verdict must match. Exits 1 on any mismatch, or with fewer than a
 * quarter of the positions lost (a sample without losses would test nothing about `lost`).
 */
export async function runSoundnessBench(args: string[], load: (id: string) => Promise<VariantPlugin>, ids: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      count: { type: 'string' },
      'plain-limit': { type: 'string' },
      nodes: { type: 'string' },
      phases: { type: 'string' },
      'dead-positions': { type: 'boolean' },
      stubborn: { type: 'boolean' },
      'sleep-after-smaller': { type: 'boolean' },
    },
  });
  const phases = values.phases;
  if (phases !== undefined && !isSolvePhases(phases)) throw new Error(`--phases ${phases}: expected one of ${Object.values(SolvePhases).join(', ')}`);
  const deadPositions = values['dead-positions'] === true;
  const stubborn = values.stubborn === true;
  const sleepAfterSmaller = values['sleep-after-smaller'] === true;
  const count = Number(values.count ?? 2000);
  const plainLimit = Number(values['plain-limit'] ?? 60_000);
  const maxNodes = Number(values.nodes ?? 2_000_000);
  const plugins = await Promise.all(ids.map(load));
  console.log(
    `Soundness by brute force: ${count} late positions of deals of ${ids.length} variants (≤ 24 cards in play, on 1, 2 and 3 columns in turn), plain search up to ${plainLimit.toLocaleString('en-US')} positions, solver up to ${maxNodes.toLocaleString('en-US')} nodes, phases ${phases ?? 'all'}, dead-end test ${deadPositions ? 'on' : 'off'}, stubborn sets ${stubborn ? 'on' : 'off'}, sleep after smaller cards ${sleepAfterSmaller ? 'on' : 'off'}`,
  );
  const started = performance.now();
  let shown = 0;
  const tally = await checkSoundness({
    plugins,
    count,
    plainLimit,
    maxNodes,
    ...(phases === undefined ? {} : { phases }),
    deadPositions,
    stubborn,
    sleepAfterSmaller,
    onCase: (t) => {
      if (t.checked - shown >= 250) {
        shown = t.checked;
        console.log(`  ${t.checked} checked: ${t.won} won, ${t.lost} lost, ${t.wrongLost.length + t.wrongWon.length + t.badSolutions.length} wrong`);
      }
    },
  });
  console.log(`${'variant'.padEnd(15)} ${'won'.padStart(5)} ${'lost'.padStart(5)}`);
  for (const [id, [won, lost]] of Object.entries(tally.byVariant)) console.log(`${id.padEnd(15)} ${String(won).padStart(5)} ${String(lost).padStart(5)}`);
  console.log(
    `checked ${tally.checked}: ${tally.won} won, ${tally.lost} lost; too big for the plain search ${tally.tooBig}; undecided by the solver ${tally.unknown}`,
  );
  console.log(
    `wrong "lost": ${tally.wrongLost.length}; wrong "won": ${tally.wrongWon.length}; solutions that do not replay: ${tally.badSolutions.length}; ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const label of [...tally.wrongLost, ...tally.wrongWon, ...tally.badSolutions]) console.log(`  WRONG: ${label}`);
  const wrong = tally.wrongLost.length + tally.wrongWon.length + tally.badSolutions.length;
  return wrong === 0 && tally.lost * 4 >= tally.checked ? 0 : 1;
}
