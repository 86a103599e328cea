import { StringDecoder } from 'node:string_decoder';

/**
 * The engine protocol's limits (docs/engine-protocol.md, "Limits"): what a line may be, and how
 * much of a bad value an answer repeats. They keep a hostile or broken client from making the
 * engine run out of memory or stack, or from making it write megabytes back.
 */

/** The longest line read, in characters; a longer one is answered, not parsed. */
export const MAX_LINE_CHARS = 1_000_000;
/** How deep a line's arrays and objects may nest. A position nests 4 deep. */
export const MAX_DEPTH = 64;
/** The longest `id`, as JSON text, an answer echoes. */
export const MAX_ID_CHARS = 1_000;
/** How much of a bad value an error message quotes. */
export const MAX_QUOTE_CHARS = 100;

/** One input line: its text, or only its length when it was longer than the limit. */
export type InputLine = { readonly text: string } | { readonly tooLong: number };

/**
 * The lines of `input`, each cut at LF (a CR before it is dropped), holding no more than `limit`
 * characters of any one line in memory: the rest of a longer line is counted and skipped.
 */
export async function* boundedLines(input: AsyncIterable<Buffer | string>, limit = MAX_LINE_CHARS): AsyncGenerator<InputLine> {
  const decoder = new StringDecoder('utf8');
  let parts: string[] = [];
  let length = 0;
  const take = (piece: string) => {
    if (length <= limit) parts.push(piece.slice(0, limit + 1 - length));
    length += piece.length;
  };
  const line = (): InputLine => {
    let text = parts.join('');
    parts = [];
    const total = length;
    length = 0;
    if (total > limit) return { tooLong: total };
    if (text.endsWith('\r')) text = text.slice(0, -1);
    return { text };
  };
  for await (const chunk of input) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      take(text.slice(start, end));
      yield line();
      start = end + 1;
    }
    if (start < text.length) take(text.slice(start));
  }
  take(decoder.end());
  if (length > 0) yield line();
}

/**
 * How deep the arrays and objects of a JSON text nest, read without parsing it (brackets inside
 * strings do not count); stops counting once past `stopAt`.
 */
export function nestingDepth(text: string, stopAt = MAX_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAt) return deepest;
      }
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return deepest;
}

/** Text cut to `max` characters, saying how long it was. */
export function truncate(text: string, max = MAX_QUOTE_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;
}

/** A value as JSON for an error message, cut to {@link MAX_QUOTE_CHARS}; never throws. */
export function quote(value: unknown): string {
  if (typeof value === 'string') {
    const shown = JSON.stringify(value.slice(0, MAX_QUOTE_CHARS));
    return value.length > MAX_QUOTE_CHARS ? `${shown}… (${value.length} characters)` : shown;
  }
  try {
    return value === undefined ? 'nothing' : truncate(JSON.stringify(value));
  } catch {
    return `a ${Array.isArray(value) ? 'array' : typeof value} too deep to show`;
  }
}
