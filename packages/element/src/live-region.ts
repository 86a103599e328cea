/** What is said: a fixed text, or a function that makes it in the element's language. */
export type Words = string | (() => string);

/**
 * What the game says: one line, read out by the element's live region and shown as the status
 * toast. It keeps the function that makes the line, not the line, so that a language switched
 * mid-game says it again in the new language on the next redraw. A refused move's reason is shown
 * only briefly ({@link refusalMs}): long enough to read, short enough not to linger.
 */
export class LiveRegion {
  /** Makes what is said now (read by the solver's line, which adds to it). */
  words = (): string => '';
  /** The text is a refused move's reason, cleared after {@link refusalMs} unless something else was said. */
  refused = false;
  refusalMs = 4000;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly changed: () => void) {}

  /** What is said now, in the element's language now. */
  get text(): string {
    return this.words();
  }

  say(words: Words, refused = false): void {
    clearTimeout(this.timer);
    this.words = typeof words == 'string' ? () => words : words;
    this.refused = refused;
    if (refused)
      this.timer = setTimeout(() => {
        this.say('');
      }, this.refusalMs);
    this.changed();
  }

  /** Adds a sentence to what was just said (the end of a game after the move that ended it). */
  add(sentence: () => string): void {
    const said = this.words;
    this.words = () => {
      const text = said();
      return text === '' ? sentence() : `${text}. ${sentence()}`;
    };
    this.changed();
  }
}
