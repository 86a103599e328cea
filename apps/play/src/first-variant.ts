import { builtinVariants } from '@forty-thieves/builtin-variants';
import { FortyThieves } from '@forty-thieves/element';

/**
 * Loads the built-in variant of the first game (the one the address asks for, or the element's
 * default) and registers it loaded, before the element is defined. The page's head already asked
 * for its chunk (a modulepreload), so this is one task's wait; the element's first update then
 * finds the plugin loaded and deals, draws and wires the board in that one task, instead of first
 * drawing an empty table, painting it, and dealing a frame later. A variant that is not built in,
 * or fails to load, is left to the element (which says why).
 */
export async function loadFirstVariant(asked: string | null): Promise<void> {
  const listing = builtinVariants.find((variant) => variant.id === (asked ?? 'forty-thieves'));
  if (!listing) return;
  try {
    const module = await listing.load();
    FortyThieves.registerVariant('default' in module ? module.default : module);
  } catch {
    // The element loads it again when it deals, and shows the error then.
  }
}
