/**
 * The solver in Node worker threads: `serveSolver` inside the worker, `SolverClient` outside.
 *
 * @module @forty-thieves/solver/node-worker
 */
import { parentPort, type MessagePort, type Worker } from 'node:worker_threads';
import type { Position } from '@forty-thieves/core';
import { PendingSolves, type WorkerSolveOptions } from './pending-solves.js';
import type { SolveResult } from './types.js';
import { createSolverHost, type PluginLoader, type SolverReply, type SolverRequest, type SolverVariant } from './worker-protocol.js';

export type { WorkerSolveOptions } from './pending-solves.js';

/**
 * Node's worker_threads glue (the only file of the solver that uses a Node API). In the worker's
 * entry file: `serveSolver(registry.loadVariant.bind(registry))`; in the main thread:
 * `new SolverClient(new Worker(entryUrl))`.
 */
export function serveSolver(loadPlugin: PluginLoader, port: MessagePort | null = parentPort): void {
  if (port === null) throw new Error('serveSolver runs inside a worker thread (no parentPort here)');
  const handle = createSolverHost((reply) => {
    port.postMessage(reply);
  }, loadPlugin);
  port.on('message', (request: SolverRequest) => {
    void handle(request);
  });
}

/** The main-thread side: one promise per solve, progress as callbacks, cancellation by signal. */
export class SolverClient {
  private readonly solves: PendingSolves;

  constructor(private readonly port: Worker | MessagePort) {
    this.solves = new PendingSolves((request) => {
      port.postMessage(request);
    });
    port.on('message', (reply: SolverReply) => {
      this.solves.receive(reply);
    });
  }

  /**
   * Solves `position` of `variant`: an id the worker loads, or the plugin itself, which travels
   * as core's portable form (a page's own plugin). A plugin that cannot be written out rejects.
   */
  solve(variant: SolverVariant, position: Position, options: WorkerSolveOptions = {}): Promise<SolveResult> {
    return this.solves.solve(variant, position, options);
  }

  /** Stops listening (and ends the worker, when the port is one). */
  async close(): Promise<void> {
    this.port.removeAllListeners('message');
    if ('terminate' in this.port) await this.port.terminate();
    else this.port.close();
  }
}
