import type { Refusal } from '@forty-thieves/core';
import { currentLanguage } from './locale.js';

type Templates = (refusal: Refusal, language: string) => string | undefined;

// The refusal templates (refusal-text.ts) come in the chunk the element loads once its first game
// is drawn (after-first-game.ts), before anyone could make a move, so none is in the first load.
let templates: Templates | undefined;

/** Puts the refusal templates to use (the element does once their chunk is in). */
export function useRefusalTemplates(loaded: Templates): void {
  templates = loaded;
}

/**
 * A refusal from core (a code and its parameters) in the element's language, cards named in
 * words. `english` is core's own text, for a code this element does not know (a newer core) and
 * while the templates are not in yet — never a blank.
 */
export function refusalText(refusal: Refusal | undefined, english: string): string {
  return (refusal && templates?.(refusal, currentLanguage())) ?? english;
}
