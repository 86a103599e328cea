import type { Position } from '@forty-thieves/core';
import type { SolveProgress, SolveResult } from './types.js';
import { createSolverHost, solveRequest, type PluginLoader, type SolverVariant, type SolverHostSettings, type SolverReply, type SolverRequest } from './worker-protocol.js';

/**
 * The few members of a Web Worker (or its global scope, or a MessagePort) this glue uses: typed
 * here so the solver needs neither the DOM library nor a Node API.
 */
export interface MessageEndpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  /** A Worker whose script fails to load or throws fires `error` (a port never does). */
  addEventListener(type: 'error', listener: (event: { readonly message?: string }) => void): void;
  removeEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  removeEventListener(type: 'error', listener: (event: { readonly message?: string }) => void): void;
  /** A MessagePort delivers nothing until started; a Worker and a worker scope have no `start`. */
  start?(): void;
  terminate?(): void;
}

/**
 * The Web Worker side. In the worker's entry file:
 * `serveSolverInWorker((id) => registry.loadVariant(id))` (the worker's global scope is the default endpoint).
 */
export function serveSolverInWorker(
  loadPlugin: PluginLoader,
  endpoint: MessageEndpoint = globalThis as unknown as MessageEndpoint,
  settings: SolverHostSettings = {},
): void {
  const handle = createSolverHost(
    (reply) => {
      endpoint.postMessage(reply);
    },
    loadPlugin,
    settings,
  );
  endpoint.addEventListener('message', (event) => {
    void handle(event.data as SolverRequest);
  });
  endpoint.start?.();
}

export interface WebSolveOptions {
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
 * The page side: `new WebSolverClient(new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module' }))`.
 * One promise per solve, progress as callbacks, cancellation by an AbortSignal.
 */
export class WebSolverClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listener = (event: { readonly data: unknown }): void => {
    const reply = event.data as SolverReply;
    const pending = this.pending.get(reply.id);
    if (pending === undefined) return;
    if (reply.type === 'progress') {
      pending.onProgress?.(reply.progress);
      return;
    }
    this.pending.delete(reply.id);
    if (reply.type === 'result') pending.resolve(reply.result);
    else pending.reject(new Error(reply.message));
  };

  /** Set when the worker failed: it will never answer, so every solve rejects at once with why. */
  private failed: Error | undefined;
  private readonly failure = (event: { readonly message?: string }): void => {
    const why = event.message === undefined || event.message === '' ? 'its script could not be loaded or threw (is the worker file served beside the page\'s chunks?)' : event.message;
    this.failed = new Error(`the solver's worker failed: ${why}`);
    for (const pending of this.pending.values()) pending.reject(this.failed);
    this.pending.clear();
  };

  constructor(private readonly endpoint: MessageEndpoint) {
    endpoint.addEventListener('message', this.listener);
    endpoint.addEventListener('error', this.failure);
    endpoint.start?.();
  }

  /**
   * Solves `position` of `variant`: an id the worker loads, or the plugin itself, which travels
   * as core's portable form (a page's own plugin). A plugin that cannot be written out rejects.
   */
  solve(variant: SolverVariant, position: Position, options: WebSolveOptions = {}): Promise<SolveResult> {
    const id = this.nextId++;
    const { onProgress, signal, ...budget } = options;
    return new Promise((resolve, reject) => {
      if (this.failed) throw this.failed;
      const request = solveRequest(id, variant, position, budget);
      this.pending.set(id, { resolve, reject, onProgress });
      signal?.addEventListener('abort', () => {
        this.endpoint.postMessage({ type: 'cancel', id } satisfies SolverRequest);
      });
      this.endpoint.postMessage(request);
    });
  }

  /** Stops listening and ends the worker (when the endpoint is one). */
  close(): void {
    this.endpoint.removeEventListener('message', this.listener);
    this.endpoint.removeEventListener('error', this.failure);
    this.endpoint.terminate?.();
  }
}
