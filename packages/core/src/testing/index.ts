/**
 * `@forty-thieves/core/testing`: the test kit for variant plugins. It needs `fast-check` (a peer
 * dependency of core: install it next to your test runner) and runs in any test runner.
 *
 * @example
 * import { variantProperties } from '@forty-thieves/core/testing';
 * import { describe, it } from 'vitest';
 * import myVariant from './index.js';
 *
 * describe('my variant', () => {
 *   for (const property of variantProperties(myVariant)) it(property.name, property.run, property.timeout);
 * });
 *
 * @module @forty-thieves/core/testing
 */
export { VariantPropertyError } from './check.js';
export { sketchGame, sketchPosition, type PositionSketch } from './craft.js';
export { brokenInvariants, cardCounts } from './invariants.js';
export { listingProblems } from './listing.js';
export { playoutArb, walk, type Playout, type Step } from './playout.js';
export { checkVariant, variantProperties, type KitOptions, type VariantProperty } from './properties.js';
export { replayWins } from './replay.js';
export { ruleRowChecks, type RuleBookRow } from './rule-row.js';
export { listedMoves, refusalOf } from './text.js';
