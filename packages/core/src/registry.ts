import { validateVariant } from './define-variant.js';
import type { VariantPlugin } from './variant.js';

/** Loads a variant's package on demand: `() => import('@forty-thieves/variant-maria')`. */
export type VariantLoader = () => Promise<VariantPlugin | { default: VariantPlugin }>;

/** What a picker can show before a variant is loaded. */
export interface VariantListing {
  readonly id: string;
  readonly name: string;
  readonly summary?: string;
  /** False for a built-in whose package has not been loaded yet. */
  readonly loaded: boolean;
}

/** No variant is registered under the id; the message lists the known ones. */
export class UnknownVariantError extends Error {
  override readonly name = 'UnknownVariantError';
  constructor(
    readonly id: string,
    readonly known: readonly string[],
  ) {
    super(`unknown variant "${id}"; known variants: ${known.length > 0 ? known.join(', ') : 'none registered'}`);
  }
}

interface Entry {
  name: string;
  summary: string | undefined;
  load: () => Promise<VariantPlugin>;
  plugin?: VariantPlugin;
}

/**
 * Which variants exist and how to get them: built-ins registered as lazy loaders (each its own
 * chunk), third-party plugins registered at run time (checked by `validateVariant`).
 */
export class VariantRegistry {
  private readonly entries = new Map<string, Entry>();

  /** Registers a variant whose package loads on first use. */
  registerLoader(listing: { id: string; name: string; summary?: string; load: VariantLoader }): void {
    const { id, load } = listing;
    let pending: Promise<VariantPlugin> | undefined;
    const entry: Entry = {
      name: listing.name,
      summary: listing.summary,
      load: () => {
        pending ??= load().then((module: unknown) => {
          // Typed as a plugin, but a wrong import can give anything; let validateVariant say so.
          const plugin = typeof module === 'object' && module !== null && 'default' in module ? module.default : module;
          validateVariant(plugin);
          if (plugin.id !== id) throw new Error(`the loader registered as "${id}" gave variant "${plugin.id}"`);
          entry.plugin = plugin;
          return plugin;
        });
        // A failed load (say, a network hiccup fetching a chunk) may be tried again.
        pending.catch(() => (pending = undefined));
        return pending;
      },
    };
    this.entries.set(id, entry);
  }

  /**
   * Registers a third-party plugin now. A malformed plugin throws its `VariantDefinitionError`
   * and nothing is registered. Registering an id again replaces the earlier variant.
   */
  registerVariant(plugin: unknown): VariantPlugin {
    validateVariant(plugin);
    this.entries.set(plugin.id, { name: plugin.name, summary: plugin.summary, load: () => Promise.resolve(plugin), plugin });
    return plugin;
  }

  /** Whether a variant is registered under `id` (loaded or not). */
  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** The registered ids, in registration order. */
  ids(): string[] {
    return [...this.entries.keys()];
  }

  /** What a picker shows of every registered variant, without loading any. */
  list(): VariantListing[] {
    return [...this.entries].map(([id, entry]) => ({
      id,
      name: entry.name,
      ...(entry.summary === undefined ? {} : { summary: entry.summary }),
      loaded: entry.plugin !== undefined,
    }));
  }

  /** The variant `id`, loading its package if needed; an unknown id rejects with the known ones. */
  loadVariant(id: string): Promise<VariantPlugin> {
    const entry = this.entries.get(id);
    if (!entry) return Promise.reject(new UnknownVariantError(id, this.ids()));
    return entry.load();
  }
}
