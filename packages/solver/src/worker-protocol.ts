import { pluginFromPortable, portablePlugin, type PortablePlugin, type Position, type VariantPlugin } from '@forty-thieves/core';
import { solve } from './solve.js';
import type { SolveProgress, SolveResult } from './types.js';

/**
 * Messages between a thread that wants answers and a worker that searches. Plain data only: a
 * plugin holds a function, so the worker loads a variant by id (`variant`), or, for a plugin it
 * cannot load (a page's own), the request carries core's portable form of it (`plugin`, made by
 * `portablePlugin`). No Node or DOM API here: a Web Worker and a worker_threads Worker both host
 * it through their own few lines of glue.
 */
export type SolverRequest =
  | {
      readonly type: 'solve';
      readonly id: number;
      /** The variant's id; the worker loads it unless `plugin` is given (then it must be `plugin.id`). */
      readonly variant: string;
      /** The plugin itself as core's `portablePlugin(plugin)`: for a variant the worker cannot load by id. */
      readonly plugin?: PortablePlugin;
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

/** What a client may name a variant by: an id the worker loads, or the plugin itself (sent in portable form). */
export type SolverVariant = string | VariantPlugin;

/** The solve request for `variant`; throws when a plugin cannot be written out (its predicate misbehaves). */
export function solveRequest(
  id: number,
  variant: SolverVariant,
  position: Position,
  budget: { readonly maxNodes?: number; readonly maxMs?: number; readonly seed?: number },
): SolverRequest {
  if (typeof variant === 'string') return { type: 'solve', id, variant, position, ...budget };
  return { type: 'solve', id, variant: variant.id, plugin: portablePlugin(variant), position, ...budget };
}

/**
 * The plugins a host rebuilt from portable data, by their JSON: a page sends the same plugin with
 * every check, and one rebuilt object keeps core's rule tables (cached per plugin object) warm.
 */
class PortableCache {
  private readonly plugins = new Map<string, VariantPlugin>();

  get(variant: string, data: PortablePlugin): VariantPlugin {
    const key = JSON.stringify(data);
    let plugin = this.plugins.get(key);
    if (!plugin) {
      plugin = pluginFromPortable(data);
      if (this.plugins.size >= 4) this.plugins.clear();
      this.plugins.set(key, plugin);
    }
    if (plugin.id !== variant) throw new Error(`the request names variant "${variant}" but its plugin is "${plugin.id}"; send the plugin's own id`);
    return plugin;
  }
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
  const portable = new PortableCache();
  return async (request) => {
    if (request.type === 'cancel') {
      running.get(request.id)?.abort();
      return;
    }
    const { id } = request;
    const controller = new AbortController();
    running.set(id, controller);
    try {
      const plugin = request.plugin === undefined ? await loadPlugin(request.variant) : portable.get(request.variant, request.plugin);
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
