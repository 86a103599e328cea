import type { Position, VariantPlugin } from '@forty-thieves/core';
import { solve } from './solve.js';
import type { SolveProgress, SolveResult } from './types.js';

/**
 * Messages between a thread that wants answers and a worker that searches. Plain data only (a
 * plugin holds a function, so the worker loads plugins itself by id). No Node or DOM API here:
 * a Web Worker and a worker_threads Worker both host it through their own few lines of glue.
 */
export type SolverRequest =
  | {
      readonly type: 'solve';
      readonly id: number;
      readonly variant: string;
      readonly position: Position;
      readonly maxNodes?: number;
      readonly maxMs?: number;
      readonly seed?: number;
    }
  | { readonly type: 'cancel'; readonly id: number };

export type SolverReply =
  | { readonly type: 'progress'; readonly id: number; readonly progress: SolveProgress }
  | { readonly type: 'result'; readonly id: number; readonly result: SolveResult }
  | { readonly type: 'error'; readonly id: number; readonly message: string };

/** How the worker finds a variant's plugin from its id (a registry's `loadVariant`, usually). */
export type PluginLoader = (id: string) => Promise<VariantPlugin>;

/** How a host sizes its searches: a browser tab wants a smaller table than a Node worker. */
export interface SolverHostSettings {
  /** Transposition-table slots for every solve this host runs (see `SolveOptions.maxTableSlots`). */
  readonly maxTableSlots?: number;
}

/**
 * The worker side: feed it every request, it posts replies. Several solves may run at once
 * (they interleave, since the search yields every few milliseconds); `cancel` aborts one.
 */
export function createSolverHost(
  post: (reply: SolverReply) => void,
  loadPlugin: PluginLoader,
  settings: SolverHostSettings = {},
): (request: SolverRequest) => Promise<void> {
  const running = new Map<number, AbortController>();
  return async (request) => {
    if (request.type === 'cancel') {
      running.get(request.id)?.abort();
      return;
    }
    const { id } = request;
    const controller = new AbortController();
    running.set(id, controller);
    try {
      const plugin = await loadPlugin(request.variant);
      const result = await solve(request.position, plugin, {
        ...(request.maxNodes === undefined ? {} : { maxNodes: request.maxNodes }),
        ...(request.maxMs === undefined ? {} : { maxMs: request.maxMs }),
        ...(request.seed === undefined ? {} : { seed: request.seed }),
        ...(settings.maxTableSlots === undefined ? {} : { maxTableSlots: settings.maxTableSlots }),
        signal: controller.signal,
        onProgress: (progress) => {
          post({ type: 'progress', id, progress });
        },
      });
      post({ type: 'result', id, result });
    } catch (error) {
      post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
    } finally {
      running.delete(id);
    }
  };
}
