const rules: Partial<Record<string, Intl.PluralRules>> = {};

/**
 * The plural form `language` gives `n` ("one", "other", …). Each language's rules are made once:
 * the first board asks for a dozen ("1 card", "4 cards", "0 moves"), and an `Intl.PluralRules`
 * is costly to make, cheap to ask.
 */
export const pluralOf = (n: number, language: string): Intl.LDMLPluralRule => (rules[language] ??= new Intl.PluralRules(language)).select(n);
