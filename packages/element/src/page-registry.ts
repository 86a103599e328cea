import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import type { VariantRegistry } from '@forty-thieves/core';

let registry: VariantRegistry | undefined;

/**
 * The variants every `<forty-thieves>` on the page can play: the built-ins (lazy chunks) and
 * whatever `FortyThieves.registerVariant` or an element's `plugin` property added. One per page,
 * so a plugin registered once works in every element.
 */
export function pageRegistry(): VariantRegistry {
  registry ??= createBuiltinRegistry();
  return registry;
}
