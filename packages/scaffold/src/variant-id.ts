/** The same rule core's defineVariant applies to `id`, so a scaffolded plugin always validates. */
const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Why `id` cannot name a new variant, or undefined when it can. */
export function idProblem(id: string | undefined): string | undefined {
  if (id === undefined || id === '') return 'give the new variant an id: pnpm new-variant <id>, e.g. pnpm new-variant my-thieves';
  if (!KEBAB_CASE.test(id)) {
    return `"${id}" is not a kebab-case id: use lower-case letters and digits in words joined by single hyphens, starting with a letter (e.g. "my-thieves")`;
  }
  return undefined;
}

/** `'forty-and-eight'` → `'Forty And Eight'`: a first name for the player to see, to be edited. */
export function titleOf(id: string): string {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** `'forty-and-eight'` → `'fortyAndEight'`: the exported constant's name. */
export function camelOf(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}
