import { Bench } from 'tinybench';
import type { VariantPlugin } from '@forty-thieves/core';
import { MAX_MOVES, PILE_CAPACITY, type Board } from '@forty-thieves/core/engine';
import { playoutPositions } from './playout-positions.js';

export interface EngineFigures {
  variant: string;
  positions: number;
  /** Legal-move generation, positions per second (median over runs). */
  generatePerSecond: number;
  /** apply + undo pairs per second (median over runs). */
  applyUndoPerSecond: number;
  /**
   * The same-run baseline: positions per second of a plain loop that reads every column card of
   * each position once (no rules). The ratios to it are what compare across loaded machines.
   */
  scanPerSecond: number;
}

/**
 * Measures the engine on one core: each task sweeps every playout position once, so the median
 * latency of a sweep turns into positions (or moves) per second.
 */
export async function benchEngine(plugin: VariantPlugin): Promise<EngineFigures> {
  const positions = playoutPositions(plugin, 40, 150);
  const buffer = new Int32Array(MAX_MOVES);
  const movesOf = positions.map((board: Board) => Array.from(buffer.subarray(0, board.generateMoves(buffer))));
  const moveCount = movesOf.reduce((total, moves) => total + moves.length, 0);
  let sink = 0;
  const bench = new Bench({ time: 1500, warmupTime: 300 });
  bench.add('generate', () => {
    for (const board of positions) sink += board.generateMoves(buffer);
  });
  bench.add('scan', () => {
    for (const board of positions) {
      for (let c = 0; c < board.columnCount; c++) {
        const start = c * PILE_CAPACITY;
        for (let i = start, end = start + (board.colLen[c] ?? 0); i < end; i++) sink += board.cells[i] ?? 0;
      }
    }
  });
  bench.add('apply+undo', () => {
    for (let i = 0; i < positions.length; i++) {
      const board = positions[i] as Board;
      for (const move of movesOf[i] ?? []) board.undo(board.apply(move));
    }
  });
  await bench.run();
  const median = (name: string) => {
    const result = bench.getTask(name)?.result;
    if (result?.state !== 'completed') throw new Error(`bench task ${name} did not complete`);
    return result.latency.p50 / 1000;
  };
  if (sink < 0) console.log(sink); // keeps the generator's work observable to the optimiser
  return {
    variant: plugin.id,
    positions: positions.length,
    generatePerSecond: positions.length / median('generate'),
    applyUndoPerSecond: moveCount / median('apply+undo'),
    scanPerSecond: positions.length / median('scan'),
  };
}
