/**
 * The solver in a browser's Web Worker: `serveSolverInWorker` inside the worker, `WebSolverClient` on the page.
 *
 * @module @forty-thieves/solver/web-worker
 */
import type { Position } from '@forty-thieves/core';
import { PendingSolves, type WorkerSolveOptions } from './pending-solves.js';
import type { SolveResult } from './types.js';
import { createSolverHost, type PluginLoader, type SolverHostSettings, type SolverReply, type SolverRequest, type SolverVariant } from './worker-protocol.js';

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

/** What one solve in a Web Worker asks for (the same as in worker_threads). */
export type WebSolveOptions = WorkerSolveOptions;

/**
 * The page side: `new WebSolverClient(new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module' }))`.
 * One promise per solve, progress as callbacks, cancellation by an AbortSignal.
 */
export class WebSolverClient {
  private readonly solves: PendingSolves;
  private readonly listener = (event: { readonly data: unknown }): void => {
    this.solves.receive(event.data as SolverReply);
  };
  private readonly failure = (event: { readonly message?: string }): void => {
    const why =
      event.message === undefined || event.message === ''
        ? "its script could not be loaded or threw (is the worker file served beside the page's chunks?)"
        : event.message;
    this.solves.fail(new Error(`the solver's worker failed: ${why}`));
  };

  constructor(private readonly endpoint: MessageEndpoint) {
    this.solves = new PendingSolves((request) => {
      endpoint.postMessage(request);
    });
    endpoint.addEventListener('message', this.listener);
    endpoint.addEventListener('error', this.failure);
    endpoint.start?.();
  }

  /**
   * Solves `position` of `variant`: an id the worker loads, or the plugin itself, which travels
   * as core's portable form (a page's own plugin). A plugin that cannot be written out rejects.
   * Once the worker has failed, every solve rejects at once with why.
   */
  solve(variant: SolverVariant, position: Position, options: WebSolveOptions = {}): Promise<SolveResult> {
    return this.solves.solve(variant, position, options);
  }

  /** Stops listening and ends the worker (when the endpoint is one). */
  close(): void {
    this.endpoint.removeEventListener('message', this.listener);
    this.endpoint.removeEventListener('error', this.failure);
    this.endpoint.terminate?.();
  }
}
