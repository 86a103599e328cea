/**
 * A one-line progress bar redrawn in place on a terminal; on a pipe or file it writes a plain line
 * every tenth of the way instead, so logs stay readable.
 */
export class ProgressBar {
  private lastTenth = -1;

  constructor(
    private readonly stream: NodeJS.WritableStream & { readonly isTTY?: boolean },
    private readonly total: number,
  ) {}

  update(done: number, detail: string): void {
    const fraction = this.total === 0 ? 1 : done / this.total;
    if (this.stream.isTTY === true) {
      const width = 30;
      const filled = Math.round(fraction * width);
      this.stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${this.total} ${detail}\x1b[K`);
      return;
    }
    const tenth = Math.floor(fraction * 10);
    if (tenth > this.lastTenth) {
      this.lastTenth = tenth;
      this.stream.write(`${done}/${this.total} ${detail}\n`);
    }
  }

  finish(): void {
    if (this.stream.isTTY === true) this.stream.write('\n');
  }
}
