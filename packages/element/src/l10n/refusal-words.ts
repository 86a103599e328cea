import type { Refusal } from '@forty-thieves/core';
import { currentLanguage } from './locale.js';

type Translate = (refusal: Refusal | undefined, english: string) => string;

// English is core's own text, so the refusal templates (refusal-text.ts) are needed only in another
// language: locale.ts loads them beside that language's words, and until then this says English.
let translate: Translate | undefined;

/** Called by locale.ts once a translated language's refusal words are loaded. */
export function setRefusalTranslator(next: Translate): void {
  translate = next;
}

/**
 * A refusal from core (a code and its parameters) in the element's language. `english` is
 * core's own text, used in English and for a code this element does not know — never a blank.
 */
export function refusalText(refusal: Refusal | undefined, english: string): string {
  return !refusal || !translate || currentLanguage() === 'en' ? english : translate(refusal, english);
}
