/**
 * A mistake in how the command was called (unknown command or option, bad value). The entry point
 * prints its message as one line on stderr and exits with code 2.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
