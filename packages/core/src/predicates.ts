import type { CardFace } from './cards.js';

/**
 * A build predicate: may `moving` sit on `target` in a column? The engine has already checked that
 * `target` is exactly one rank higher, so a predicate only judges suits and colours.
 */
export type BuildPredicate = (moving: CardFace, target: CardFace) => boolean;

/** The rule book's three named predicates carry their name, so docs and the UI can show it. */
export type NamedBuildPredicate = BuildPredicate & { readonly predicateName: string };

function named(name: string, predicate: BuildPredicate): NamedBuildPredicate {
  return Object.assign(predicate, { predicateName: name });
}

/** `same-suit`: 10♥ only on J♥. */
export const sameSuit: NamedBuildPredicate = named('same-suit', (moving, target) => moving.suit === target.suit);

/** `alternate-colour`: one red, one black. */
export const alternateColour: NamedBuildPredicate = named('alternate-colour', (moving, target) => moving.colour !== target.colour);

/** `any-suit-but-own`: the suits differ; the same colour is allowed (9♥ on 10♦). */
export const anySuitButOwn: NamedBuildPredicate = named('any-suit-but-own', (moving, target) => moving.suit !== target.suit);

/** The predicate's name when it is one of the named three (or carries a name), else "custom". */
export function predicateName(predicate: BuildPredicate): string {
  const name = (predicate as Partial<NamedBuildPredicate>).predicateName;
  return typeof name === 'string' ? name : 'custom';
}
