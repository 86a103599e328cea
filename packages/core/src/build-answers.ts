import { CARD_COUNT, KING, cardFace, makeCard, rankOf, type CardFace } from './cards.js';

/**
 * A build predicate's answers on exactly the pairs the engine ever asks about (docs/rules.md: a card
 * goes on one exactly one rank higher): each card from Ace to Queen on the four cards one rank
 * higher, one of each suit, 192 pairs. `answers[moving * 4 + targetSuit]` is 1 when `moving` may
 * sit on the card of `targetSuit` one rank higher; a King's four entries stay 0.
 */
export type BuildAnswers = Uint8Array;

/** The 52 faces a predicate is asked about, made once and frozen, so no predicate can change them. */
const FACES: readonly CardFace[] = Array.from({ length: CARD_COUNT }, (_, card) => Object.freeze(cardFace(card)));

/** What a refusal asks of the predicate (docs/writing-a-variant.md). */
const EVERY_PAIR = 'it must return true or false for every card on each card one rank higher';

/**
 * Predicates already asked: most plugins share one of core's (`sameSuit`…), and a page defining
 * several asks each only once. A predicate must be pure (docs/writing-a-variant.md), so its answers
 * do not change.
 */
const asked = new WeakMap<object, BuildAnswers>();

/**
 * The predicate's answers, or what is wrong with it: the fix a {@link VariantDefinitionError} on
 * `build` says when it throws or answers anything but true or false.
 */
export function askBuild(build: (moving: CardFace, target: CardFace) => unknown): BuildAnswers | string {
  const known = asked.get(build);
  if (known) return known;
  const answers = new Uint8Array(CARD_COUNT * 4);
  for (let moving = 0; moving < CARD_COUNT; moving++) {
    const rank = rankOf(moving);
    if (rank === KING) continue;
    for (let targetSuit = 0; targetSuit < 4; targetSuit++) {
      let answer: unknown;
      try {
        answer = build(FACES[moving] as CardFace, FACES[makeCard(targetSuit, rank + 1)] as CardFace);
      } catch (error) {
        return `threw ${String(error)}; ${EVERY_PAIR}`;
      }
      if (typeof answer !== 'boolean') return `returned ${typeof answer}; ${EVERY_PAIR}`;
      if (answer) answers[moving * 4 + targetSuit] = 1;
    }
  }
  asked.set(build, answers);
  return answers;
}
