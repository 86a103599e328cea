/**
 * `@forty-thieves/element/l10n`: the element's languages and its rule for a variant's words, for
 * an app around the element that speaks the same languages (the play app does), so both match a
 * browser's languages and merge a variant's translations the same way. No element, no Lit.
 */
export { LANGUAGES, SOURCE_LANGUAGE, isLanguage, languageName, matchLanguage, type Language } from './languages.js';
export { mergeVariantWords, type VariantWords } from './merge-variant-words.js';
