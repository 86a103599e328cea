import { VariantRegistry } from '@forty-thieves/core';
import { builtinVariants } from './builtins.js';

export { builtinVariants } from './builtins.js';
export { loadBuiltinTranslations } from './translations.js';
export type { BuiltinListing, BuiltinTranslation, BuiltinTranslations } from './types.js';

/** Adds the built-in variants to `registry` as lazy loaders and returns it. */
export function registerBuiltinVariants(registry: VariantRegistry): VariantRegistry {
  for (const variant of builtinVariants) registry.registerLoader(variant);
  return registry;
}

/** A registry holding the built-in variants. */
export function createBuiltinRegistry(): VariantRegistry {
  return registerBuiltinVariants(new VariantRegistry());
}
