/** The id or place was refused; nothing was written. The message says why and what to do. */
export class ScaffoldError extends Error {
  override readonly name = 'ScaffoldError';
}
