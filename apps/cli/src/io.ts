import { once } from 'node:events';
import { createInterface, type Interface } from 'node:readline';

/** The process's streams, or in-memory ones in tests. */
export interface CliIo {
  readonly stdin: NodeJS.ReadableStream & { readonly isTTY?: boolean };
  readonly stdout: NodeJS.WritableStream & { readonly isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream;
  /** The environment colour depends on (`NO_COLOR`, `FORCE_COLOR`, `TERM`); none: plain text. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** The streams a command runs on: the process's in the CLI, in-memory ones in tests. */
export interface CliStreams {
  readonly input: NodeJS.ReadableStream & { readonly isTTY?: boolean };
  readonly output: NodeJS.WritableStream;
}

/**
 * Writes text and waits while the stream's buffer is full, so a program that reads our answers
 * slowly gets them all, in order, without us buffering without bound.
 */
export async function writeText(output: NodeJS.WritableStream, text: string): Promise<void> {
  if (!output.write(text)) await once(output, 'drain');
}

/**
 * The input's lines, one at a time, as an async iterable that ends at end of input. A consumer that
 * awaits between lines gets them strictly in order (readline buffers what arrives meanwhile).
 * With `terminal` (a person at a TTY) readline also gives line editing, history and the prompt.
 */
export function readLines(input: NodeJS.ReadableStream, terminal?: NodeJS.WritableStream): Interface {
  return terminal === undefined
    ? createInterface({ input, crlfDelay: Infinity, terminal: false })
    : createInterface({ input, output: terminal, crlfDelay: Infinity, terminal: true });
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
