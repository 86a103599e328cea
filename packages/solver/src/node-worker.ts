import { parentPort, type MessagePort, type Worker } from 'node:worker_threads';
import type { Position } from '@forty-thieves/core';
import type { SolveProgress, SolveResult } from './types.js';
import { createSolverHost, solveRequest, type PluginLoader, type SolverVariant, type SolverReply, type SolverRequest } from './worker-protocol.js';

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

/** What one solve in a worker asks for. */
export interface WorkerSolveOptions {
  readonly maxNodes?: number;
  readonly maxMs?: number;
  readonly seed?: number;
  readonly onProgress?: (progress: SolveProgress) => void;
  readonly signal?: AbortSignal;
}

interface Pending {
  resolve: (result: SolveResult) => void;
  reject: (error: Error) => void;
  onProgress: ((progress: SolveProgress) => void) | undefined;
}

/** The main-thread side: one promise per solve, progress as callbacks, cancellation by signal. */
export class SolverClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly port: Worker | MessagePort) {
    port.on('message', (reply: SolverReply) => {
      const pending = this.pending.get(reply.id);
      if (pending === undefined) return;
      if (reply.type === 'progress') {
        pending.onProgress?.(reply.progress);
        return;
      }
      this.pending.delete(reply.id);
      if (reply.type === 'result') pending.resolve(reply.result);
      else pending.reject(new Error(reply.message));
    });
  }

  /**
   * Solves `position` of `variant`: an id the worker loads, or the plugin itself, which travels
   * as core's portable form (a page's own plugin). A plugin that cannot be written out rejects.
   */
  solve(variant: SolverVariant, position: Position, options: WorkerSolveOptions = {}): Promise<SolveResult> {
    const id = this.nextId++;
    const { onProgress, signal, ...budget } = options;
    return new Promise((resolve, reject) => {
      const request = solveRequest(id, variant, position, budget);
      this.pending.set(id, { resolve, reject, onProgress });
      signal?.addEventListener('abort', () => {
        this.port.postMessage({ type: 'cancel', id } satisfies SolverRequest);
      });
      this.port.postMessage(request);
    });
  }

  /** Stops listening (and ends the worker, when the port is one). */
  async close(): Promise<void> {
    this.port.removeAllListeners('message');
    if ('terminate' in this.port) await this.port.terminate();
    else this.port.close();
  }
}
