import type { Position } from '@forty-thieves/core';
import type { SolveProgress, SolveResult } from './types.js';
import { solveRequest, type SolverReply, type SolverRequest, type SolverVariant } from './worker-protocol.js';

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

/**
 * The client side of the worker protocol, whatever carries the messages (worker_threads or a Web
 * Worker): numbers each solve, settles its promise from the replies, passes progress on, sends
 * `cancel` when its signal aborts, and rejects everything once the worker has failed.
 */
export class PendingSolves {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private failed: Error | undefined;

  constructor(private readonly post: (request: SolverRequest) => void) {}

  /**
   * Solves `position` of `variant`: an id the worker loads, or the plugin itself, which travels
   * as core's portable form (a page's own plugin). A plugin that cannot be written out rejects.
   */
  solve(variant: SolverVariant, position: Position, options: WorkerSolveOptions = {}): Promise<SolveResult> {
    const id = this.nextId++;
    const { onProgress, signal, ...budget } = options;
    return new Promise((resolve, reject) => {
      if (this.failed) throw this.failed;
      const request = solveRequest(id, variant, position, budget);
      this.pending.set(id, { resolve, reject, onProgress });
      signal?.addEventListener('abort', () => {
        this.post({ type: 'cancel', id });
      });
      this.post(request);
    });
  }

  /** Settles or updates the solve a reply is for; replies to no pending solve are ignored. */
  receive(reply: SolverReply): void {
    const pending = this.pending.get(reply.id);
    if (pending === undefined) return;
    if (reply.type === 'progress') {
      pending.onProgress?.(reply.progress);
      return;
    }
    this.pending.delete(reply.id);
    if (reply.type === 'result') pending.resolve(reply.result);
    else pending.reject(new Error(reply.message));
  }

  /** The worker will never answer: every solve, pending or to come, rejects with `error`. */
  fail(error: Error): void {
    this.failed = error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
