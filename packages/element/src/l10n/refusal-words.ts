import type { Refusal } from '@forty-thieves/core';
import { currentLanguage, loadedRefusalText } from './locale.js';

// English is core's own text, so the refusal templates (refusal-text.ts) are needed only in another
// language: locale.ts loads them beside that language's words, and until then this says English.

/**
 * A refusal from core (a code and its parameters) in the element's language. `english` is
 * core's own text, used in English and for a code this element does not know — never a blank.
 */
export function refusalText(refusal: Refusal | undefined, english: string): string {
  const translate = loadedRefusalText();
  const language = currentLanguage();
  return !refusal || !translate || language === 'en' ? english : translate(refusal, english, language);
}
