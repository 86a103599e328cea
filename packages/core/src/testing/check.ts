import type { Position } from '../position.js';

/** A property of the test kit failed; the message says which and where. */
export class VariantPropertyError extends Error {
  override readonly name = 'VariantPropertyError';
}

/** Throws a {@link VariantPropertyError} with `message` unless `condition` holds. */
export function ensure(condition: boolean, message: () => string): asserts condition {
  if (!condition) throw new VariantPropertyError(message());
}

/** The same values, compared as JSON text (positions and saves are plain JSON data). */
export function ensureSame(actual: unknown, expected: unknown, context: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  ensure(a === e, () => `${context}: expected\n  ${e}\nbut got\n  ${a}`);
}

/** Two positions the same; the cheap string comparison keeps thousands of checks fast. */
export function ensureSamePosition(actual: Position, expected: Position, context: string): void {
  ensureSame(actual, expected, context);
}
