/**
 * What the game says: one line, read out by the element's live region and shown as the status
 * toast. A refused move's reason is shown only briefly ({@link refusalMs}): long enough to read,
 * short enough not to linger.
 */
export class LiveRegion {
  text = '';
  /** The text is a refused move's reason, cleared after {@link refusalMs} unless something else was said. */
  refused = false;
  refusalMs = 4000;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly changed: () => void) {}

  say(text: string, refused = false): void {
    clearTimeout(this.timer);
    this.text = text;
    this.refused = refused;
    if (refused)
      this.timer = setTimeout(() => {
        this.say('');
      }, this.refusalMs);
    this.changed();
  }

  /** Adds a sentence to what was just said (the end of a game after the move that ended it). */
  add(sentence: string): void {
    this.text = this.text === '' ? sentence : `${this.text}. ${sentence}`;
    this.changed();
  }
}
