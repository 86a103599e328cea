import { isRed, parseCard } from '@forty-thieves/core';
import { createColors } from 'picocolors';

/** What a stream and the environment say about colour; tests hand in their own. */
export interface ColourContext {
  readonly stream: { readonly isTTY?: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * Colour only for a person at a terminal: never when output is piped or redirected, never with
 * `NO_COLOR` set to anything (no-color.org) or on a dumb terminal; `FORCE_COLOR` (not "0") turns
 * it on anyway, e.g. for `| less -R`. picocolors' own detection also colours piped output under
 * CI, which is why the decision is made here.
 */
export function colourEnabled({ stream, env }: ColourContext): boolean {
  if ((env.NO_COLOR ?? '') !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '' && force !== '0' && force !== 'false') return true;
  if (env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

/** Paints card texts in the text board: red suits red, black suits bold, face-down cards dim. */
export interface CardPainter {
  /** A card in the notation (`QH`), `##` for a face-down card or `--` for an empty pile. */
  readonly card: (text: string) => string;
}

/** Leaves every text as it is: piped output, NO_COLOR, tests. */
export const PLAIN: CardPainter = { card: (text) => text };

/**
 * Red suits in the terminal's red; black suits in its own text colour, bold, because the ANSI
 * "black" is invisible on the dark terminals most people use. Which suit is red is core's rule.
 */
export function cardPainter(enabled: boolean): CardPainter {
  if (!enabled) return PLAIN;
  const colours = createColors(true);
  return {
    card: (text) => {
      const card = parseCard(text);
      if (card === undefined) return colours.dim(text);
      return isRed(card) ? colours.red(text) : colours.bold(text);
    },
  };
}
