import type { VariantTranslation } from '@forty-thieves/core';

/** A built-in's words in one language: core's translated fields, and the game's other names there. */
export interface BuiltinTranslation extends VariantTranslation {
  /** Other names the game is known by in that language, in place of the plugin's English `aliases`. */
  readonly aliases?: readonly string[];
}

/** The nine built-ins' words in one language, by variant id. */
export type BuiltinTranslations = Readonly<Record<string, BuiltinTranslation>>;

/** The parts the nine rules texts are made of, so each language says a thing one way throughout. */
export interface RulePhrases {
  goal: string;
  faceUp: (columns: string, cards: string, stock: number) => string;
  faceDown: (columns: string, cards: string, down: string, stock: number) => string;
  lucasDeal: string;
  oneCardSameSuit: string;
  oneCardOtherColour: string;
  oneCardAnyOtherSuit: string;
  /** Number Ten, Rank and File: build in alternate colours, move runs built that way. */
  sequencesOtherColour: string;
  /** Little Forty: build in any suit but the card's own, move runs built that way. */
  sequencesAnyOtherSuit: string;
  stockOneNoRedeal: string;
  stockThreeRedeals: string;
}

/** Puts a language's phrases together into the nine rules texts (the same plan as the English ones). */
export function rulesFrom(p: RulePhrases, n: Readonly<Record<'three' | 'four' | 'nine' | 'ten' | 'twelve' | 'thirteen' | 'one' | 'two' | 'threeDown', string>>): Record<string, string> {
  const text = (...paragraphs: string[]) => paragraphs.join('\n\n');
  return {
    'forty-thieves': text(p.goal, `${p.faceUp(n.ten, n.four, 64)} ${p.oneCardSameSuit}`, p.stockOneNoRedeal),
    indian: text(p.goal, `${p.faceDown(n.ten, n.three, n.one, 74)} ${p.oneCardAnyOtherSuit}`, p.stockOneNoRedeal),
    limited: text(p.goal, `${p.faceUp(n.twelve, n.three, 68)} ${p.oneCardSameSuit}`, p.stockOneNoRedeal),
    'little-forty': text(p.goal, `${p.faceUp(n.ten, n.four, 64)} ${p.sequencesAnyOtherSuit}`, p.stockThreeRedeals),
    lucas: text(p.goal, `${p.lucasDeal} ${p.oneCardSameSuit}`, p.stockOneNoRedeal),
    maria: text(p.goal, `${p.faceUp(n.nine, n.four, 68)} ${p.oneCardOtherColour}`, p.stockOneNoRedeal),
    'number-ten': text(p.goal, `${p.faceDown(n.ten, n.four, n.two, 64)} ${p.sequencesOtherColour}`, p.stockOneNoRedeal),
    'rank-and-file': text(p.goal, `${p.faceDown(n.ten, n.four, n.threeDown, 64)} ${p.sequencesOtherColour}`, p.stockOneNoRedeal),
    streets: text(p.goal, `${p.faceUp(n.ten, n.four, 64)} ${p.oneCardOtherColour}`, p.stockOneNoRedeal),
  };
}

/**
 * Joins the names, other names, summaries and rules of one language. A variant missing from
 * `names` or `aliases` keeps its English name or other names.
 */
export function translations(
  names: Readonly<Record<string, string>>,
  aliases: Readonly<Record<string, readonly string[]>>,
  summaries: Readonly<Record<string, string>>,
  rules: Readonly<Record<string, string>>,
): BuiltinTranslations {
  const out: Record<string, { name?: string; aliases?: readonly string[]; summary: string; rules: string }> = {};
  for (const [id, summary] of Object.entries(summaries)) {
    const name = names[id];
    const other = aliases[id];
    out[id] = { ...(name === undefined ? {} : { name }), ...(other === undefined ? {} : { aliases: other }), summary, rules: rules[id] ?? '' };
  }
  return out;
}
