import { builtinVariants } from '@forty-thieves/builtin-variants';
import { FortyThieves } from '@forty-thieves/element';
import fortyThieves from '@forty-thieves/variant-forty-thieves';

/**
 * The first board's variant, loaded before the element is defined, so that the element's first
 * update finds it and deals, draws and wires the board in that same task (a variant still to load
 * would make it draw an empty table, paint it, and deal a task later).
 *
 * Forty Thieves, the element's default and so the first game of a first visit, is part of the
 * app's entry (under a kilobyte) and registered loaded at once. Another built-in named in the
 * address is loaded first (the page's head has already asked for its chunk); undefined when there
 * is nothing to wait for. A variant that fails to load is left to the element, which says why.
 */
export function loadFirstVariant(asked: string | null): Promise<void> | undefined {
  FortyThieves.registerVariant(fortyThieves);
  const listing = builtinVariants.find((variant) => variant.id === asked);
  if (!listing || listing.id === fortyThieves.id) return undefined;
  return listing.load().then(
    (module) => {
      FortyThieves.registerVariant('default' in module ? module.default : module);
    },
    () => undefined,
  );
}
