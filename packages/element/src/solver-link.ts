import { builtinVariants } from '@forty-thieves/builtin-variants';
import type { Move, Position, VariantPlugin } from '@forty-thieves/core';
import { WebSolverClient } from '@forty-thieves/solver/web-worker';

/**
 * The solver's answer about one position, as the element uses it: `unknown` when the search ran
 * out of time (or was cancelled), `failed` when the worker cannot check this game at all.
 */
export type Verdict =
  { readonly kind: 'won'; readonly moves: readonly Move[] } | { readonly kind: 'lost' } | { readonly kind: 'unknown' } | { readonly kind: 'failed' };

/**
 * How the worker is told the variant: by id when it is a built-in the worker loads itself (the
 * very object its package exports: a page may register its own plugin under a built-in's id), else
 * the plugin itself, which the solver's client sends in core's portable form.
 */
async function asSent(plugin: VariantPlugin): Promise<string | VariantPlugin> {
  const builtin = builtinVariants.find((variant) => variant.id === plugin.id);
  if (!builtin) return plugin;
  const module = await builtin.load();
  return ('default' in module ? module.default : module) === plugin ? plugin.id : plugin;
}

/** Read afresh after an await (a plain read would be narrowed by the check before it). */
const isAborted = (signal: AbortSignal): boolean => signal.aborted;

/**
 * The element's line to its solver worker (`solver-worker.ts`), started on the first solve. A
 * position the worker cannot answer (a plugin it refuses, no Worker at all) is `failed`, and
 * why is written to the console once, so a page's developer can see it without the page breaking.
 */
export class SolverLink {
  private client: WebSolverClient | undefined;
  private readonly sent = new WeakMap<VariantPlugin, Promise<string | VariantPlugin>>();
  private readonly reported = new Set<string>();

  async solve(plugin: VariantPlugin, position: Position, maxMs: number, signal: AbortSignal): Promise<Verdict> {
    if (signal.aborted) return { kind: 'unknown' };
    try {
      let variant = this.sent.get(plugin);
      if (!variant) {
        variant = asSent(plugin);
        this.sent.set(plugin, variant);
      }
      const sent = await variant;
      // Closed while the plugin was prepared: starting the worker now would leak it.
      if (isAborted(signal)) return { kind: 'unknown' };
      const answer = await this.worker().solve(sent, position, { maxMs, signal });
      return answer.result === 'won' ? { kind: 'won', moves: answer.moves } : answer.result === 'lost' ? { kind: 'lost' } : { kind: 'unknown' };
    } catch (error) {
      this.report(error);
      return { kind: 'failed' };
    }
  }

  close(): void {
    this.client?.close();
    this.client = undefined;
  }

  private report(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (this.reported.has(message)) return;
    this.reported.add(message);
    console.error(`<forty-thieves>: the solver cannot check this game, so it shows no status: ${message}`);
  }

  private worker(): WebSolverClient {
    this.client ??= new WebSolverClient(new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module' }));
    return this.client;
  }
}

/**
 * Settles at once while the page is visible, else when it becomes visible again or `signal` is
 * aborted: the solver's rounds of looking pause in a background tab rather than spin a core there.
 */
export function whenVisible(signal: AbortSignal): Promise<void> {
  if (typeof document === 'undefined' || !document.hidden || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      if (document.hidden && !signal.aborted) return;
      document.removeEventListener('visibilitychange', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    document.addEventListener('visibilitychange', done);
    signal.addEventListener('abort', done);
  });
}
