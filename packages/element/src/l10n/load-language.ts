import { loadBuiltinTranslations, type BuiltinTranslations } from '@forty-thieves/builtin-variants';
import type { Language } from './languages.js';
import type { Catalogue } from './msg.js';

/**
 * A translated language's words, loaded when the page first speaks it: the element's catalogue,
 * ./<language>/element.json (each language its own chunk, found by its folder: no list of files
 * to keep), and the built-ins' words in it. A chunk of its own, so a page in English carries none
 * of this.
 */
export function loadLanguage(language: Language): Promise<[{ default: Catalogue }, BuiltinTranslations]> {
  return Promise.all([import(`./${language}/element.json`) as Promise<{ default: Catalogue }>, loadBuiltinTranslations(language)]);
}
