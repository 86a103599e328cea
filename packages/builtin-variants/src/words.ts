/**
 * Every built-in's words in every language but English, one line each, by variant id: one chunk,
 * which index.ts loads when a page first speaks a language other than English. A line per
 * package here rather than a loader beside each listing keeps the element's first load to one
 * `import()` for all of them (docs/localization.md).
 */
export * as 'forty-thieves' from '@forty-thieves/variant-forty-thieves/words';
export * as indian from '@forty-thieves/variant-indian/words';
export * as limited from '@forty-thieves/variant-limited/words';
export * as 'little-forty' from '@forty-thieves/variant-little-forty/words';
export * as lucas from '@forty-thieves/variant-lucas/words';
export * as maria from '@forty-thieves/variant-maria/words';
export * as 'number-ten' from '@forty-thieves/variant-number-ten/words';
export * as 'rank-and-file' from '@forty-thieves/variant-rank-and-file/words';
export * as streets from '@forty-thieves/variant-streets/words';
