import { parseArgs } from 'node:util';
import { GameSession, GameStatus, type VariantPlugin } from '@forty-thieves/core';
import { MAX_MOVES, USEFUL_SEARCH_LIMIT, gainInColumns, layoutKey, moveProgress, type Board } from '@forty-thieves/core/engine';

/**
 * `pnpm bench hint-follow [--deals 30] [--cap 2000] [--variant id] [--deep N]`: a player who takes
 * every best-guess hint, in Node with no solver. From each deal, `GameSession.hint()` is played
 * until the game is won or stuck (or `--cap` moves). Per variant: games won, stuck, still going at
 * the cap, games that came back to a position already played, the longest game, and the stuck
 * games whose column moves reach more than `USEFUL_SEARCH_LIMIT` layouts while the columns still
 * hold a card that could make a gain (`gainInColumns`): called stuck by the search's limit, not
 * proved (with `--deep N` each of those is searched again, up to N layouts). Then the cost of a
 * move (`play`, with the status it recomputes) against a plain baseline timed on the same
 * positions in the same run, one `generateMoves` call; and the cost of each hint, asked on the
 * position before the move.
 */
export function runHintFollowBench(args: string[], plugins: readonly VariantPlugin[]): void {
  const { values } = parseArgs({
    args,
    options: {
      deals: { type: 'string', default: '30' },
      cap: { type: 'string', default: '2000' },
      variant: { type: 'string' },
      deep: { type: 'string' },
    },
  });
  const deals = Number(values.deals);
  const cap = Number(values.cap);
  // With --deep N, each ending stuck at the search's limit is searched again, up to N layouts.
  const deep = values.deep === undefined ? undefined : Number(values.deep);
  if (deep !== undefined && !(Number.isInteger(deep) && deep > 0)) throw new Error(`--deep ${values.deep}: give a whole number of layouts, e.g. --deep 300000`);
  const deepEndings: string[] = [];
  const playMs: number[] = [];
  const hintMs: number[] = [];
  const baselineMs: number[] = [];
  const scratch = new Int32Array(MAX_MOVES);
  const totals = { games: 0, won: 0, stuck: 0, capped: 0, repeated: 0, atLimit: 0 };
  console.log(`Following best-guess hints from deals 1–${deals} (no solver, at most ${cap} moves a game)`);
  console.log(
    `${'variant'.padEnd(14)} ${'won'.padStart(4)} ${'stuck'.padStart(6)} ${'at limit'.padStart(9)} ${'capped'.padStart(7)} ${'repeated'.padStart(9)} ${'longest'.padStart(8)}`,
  );
  for (const plugin of plugins.filter((p) => values.variant === undefined || p.id === values.variant)) {
    const row = { won: 0, stuck: 0, capped: 0, repeated: 0, atLimit: 0, longest: 0 };
    for (let deal = 1; deal <= deals; deal++) {
      const game = GameSession.deal(plugin, deal);
      const seen = new Set([JSON.stringify(game.position())]);
      let repeated = false;
      let moves = 0;
      for (; moves < cap && game.status() === GameStatus.Playing; moves++) {
        const asked = performance.now();
        const move = game.hint();
        hintMs.push(performance.now() - asked);
        if (move === undefined) throw new Error(`${plugin.id} deal ${deal}: playing, yet no hint`);
        const board = game.boardSnapshot();
        const base = performance.now();
        board.generateMoves(scratch);
        baselineMs.push(performance.now() - base);
        const start = performance.now();
        const result = game.play(move);
        playMs.push(performance.now() - start);
        if (!result.ok) throw new Error(`${plugin.id} deal ${deal}: the hint ${JSON.stringify(move)} was refused: ${result.reason}`);
        const key = JSON.stringify(game.position());
        repeated ||= seen.has(key);
        seen.add(key);
      }
      row.longest = Math.max(row.longest, moves);
      if (repeated) row.repeated++;
      if (game.status() === GameStatus.Won) row.won++;
      else if (game.status() === GameStatus.Playing) row.capped++;
      else {
        row.stuck++;
        const board = game.boardSnapshot();
        if (gainInColumns(board) && layoutsReached(board, USEFUL_SEARCH_LIMIT + 1).layouts > USEFUL_SEARCH_LIMIT) {
          row.atLimit++;
          if (deep !== undefined) deepEndings.push(`${plugin.id} deal ${deal}: ${deepVerdict(layoutsReached(board, deep), deep)}`);
        }
      }
    }
    console.log(
      `${plugin.id.padEnd(14)} ${String(row.won).padStart(4)} ${String(row.stuck).padStart(6)} ${String(row.atLimit).padStart(9)} ${String(row.capped).padStart(7)} ${String(row.repeated).padStart(9)} ${String(row.longest).padStart(8)}`,
    );
    totals.games += deals;
    for (const field of ['won', 'stuck', 'capped', 'repeated', 'atLimit'] as const) totals[field] += row[field];
  }
  console.log(
    `all ${totals.games} games: won ${totals.won}, stuck ${totals.stuck} (${totals.atLimit} of them at the search's limit), still going at ${cap} moves ${totals.capped}, came back to a position ${totals.repeated}`,
  );
  if (deep !== undefined) console.log(`the endings at the limit, searched up to ${deep} layouts:\n  ${deepEndings.join('\n  ') || '(none)'}`);
  const at = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * q) - 1)] ?? 0;
  const line = (name: string, values: number[]) =>
    `${name}: median ${at(values, 0.5).toFixed(4)} ms, p99 ${at(values, 0.99).toFixed(3)} ms, p99.9 ${at(values, 0.999).toFixed(4)} ms, max ${at(values, 1).toFixed(2)} ms`;
  console.log(`over ${playMs.length} moves:`);
  console.log(line('  a move (play and its status)', playMs));
  console.log(line('  a hint (GameSession.hint)', hintMs));
  console.log(line('  baseline (one generateMoves)', baselineMs));
  console.log(
    `  ratio of medians ${(at(playMs, 0.5) / Math.max(1e-6, at(baselineMs, 0.5))).toFixed(1)}×, of p99.9 ${(at(playMs, 0.999) / Math.max(1e-6, at(baselineMs, 0.999))).toFixed(0)}×`,
  );
}

/**
 * How many column layouts rearrangements (core's `moveProgress` 0) reach from `root`, breadth
 * first, counting at most `stop`; and how many moves away the first with a gain is, if one is found.
 */
function layoutsReached(root: Board, stop: number): { layouts: number; gainAt?: number } {
  const scratch = new Int32Array(MAX_MOVES);
  const seen = new Set([layoutKey(root)]);
  const queue: [Board, number][] = [[root, 0]];
  const movesOf = (board: Board) => Array.from(scratch.subarray(0, board.generateMoves(scratch)));
  for (const [board, depth] of queue) {
    for (const code of movesOf(board).filter((move) => moveProgress(board, move) === 0)) {
      const next = board.clone();
      next.apply(code);
      const key = layoutKey(next);
      if (seen.has(key)) continue;
      seen.add(key);
      if (movesOf(next).some((move) => moveProgress(next, move) === 1)) return { layouts: seen.size, gainAt: depth + 1 };
      if (seen.size >= stop) return { layouts: seen.size };
      queue.push([next, depth + 1]);
    }
  }
  return { layouts: seen.size };
}

/** What a search up to `stop` layouts found from an ending at the limit, in words. */
function deepVerdict(found: { layouts: number; gainAt?: number }, stop: number): string {
  if (found.gainAt !== undefined) return `a gain ${found.gainAt} moves away (layout ${found.layouts})`;
  return found.layouts >= stop ? `none among ${stop} layouts` : `no gain in any of its ${found.layouts} layouts`;
}
