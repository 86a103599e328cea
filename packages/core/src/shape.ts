/**
 * A small structural check for parsed JSON (a saved game, a position): the first thing wrong as
 * "path: what is wrong", or undefined. Core did this with a schema library, which made the
 * standalone element bundle heavier for the two shapes below; this is all they need.
 */
export type Shape = (value: unknown, path: string) => string | undefined;

function received(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value);
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : typeof value;
}

function expected(what: string, test: (value: unknown) => boolean): Shape {
  return (value, path) => (test(value) ? undefined : `${path}: expected ${what}, got ${received(value)}`);
}

function key(path: string, name: string | number): string {
  return path === '' ? String(name) : `${path}.${name}`;
}

export const unknown: Shape = () => undefined;
export const string = expected('a string', (value) => typeof value === 'string');
export const boolean = expected('true or false', (value) => typeof value === 'boolean');
export const number = expected('a number', (value) => typeof value === 'number' && !Number.isNaN(value));
export const count = expected('a whole number ≥ 0', (value) => Number.isSafeInteger(value) && (value as number) >= 0);

export function literal(wanted: string | number): Shape {
  return expected(JSON.stringify(wanted), (value) => value === wanted);
}

export function nullable(shape: Shape): Shape {
  return (value, path) => (value === null ? undefined : shape(value, path));
}

export function optional(shape: Shape): Shape {
  return (value, path) => (value === undefined ? undefined : shape(value, path));
}

/** An array of `item`s; with `length`, exactly that many, else `lengthMessage`. */
export function array(item: Shape, length?: number, lengthMessage?: string): Shape {
  return (value, path) => {
    if (!Array.isArray(value)) return `${path}: expected an array, got ${received(value)}`;
    if (length !== undefined && value.length !== length) return `${path}: ${lengthMessage ?? `expected ${length} items`}`;
    for (let i = 0; i < value.length; i++) {
      const problem = item(value[i] as unknown, key(path, i));
      if (problem !== undefined) return problem;
    }
    return undefined;
  };
}

/** An object with these fields (others are ignored, as JSON from elsewhere may carry more). */
export function object(fields: Readonly<Record<string, Shape>>): Shape {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${path}: expected an object, got ${received(value)}`;
    for (const [name, shape] of Object.entries(fields)) {
      const problem = shape((value as Record<string, unknown>)[name], key(path, name));
      if (problem !== undefined) return problem;
    }
    return undefined;
  };
}

/** The first thing wrong with `value`, the top level called `root` ("position: expected an object"). */
export function problemOf(shape: Shape, value: unknown, root: string): string | undefined {
  const problem = shape(value, '');
  return problem?.startsWith(':') ? `${root}${problem}` : problem;
}
