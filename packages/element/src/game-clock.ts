/**
 * The game's timer: it starts with the first move, stops at a win or a dead end (and starts again
 * if the player undoes out of it), and restarts at zero with a new game. `now` may be replaced,
 * for tests.
 */
export class GameClock {
  now: () => number = () => Date.now();
  private startedAt: number | undefined;
  private banked = 0;

  get running(): boolean {
    return this.startedAt !== undefined;
  }

  /** Stops at `elapsed` milliseconds (0 for a new game, the stored time for a resumed one). */
  reset(elapsed = 0): void {
    this.banked = elapsed;
    this.startedAt = undefined;
  }

  start(): void {
    this.startedAt ??= this.now();
  }

  stop(): void {
    if (this.startedAt === undefined) return;
    this.banked += this.now() - this.startedAt;
    this.startedAt = undefined;
  }

  /** After a change to the game: stops unless it is still `playing`; runs when the player's own step leaves it playing. */
  follow(playing: boolean, byPlayer: boolean): void {
    if (!playing) this.stop();
    else if (byPlayer) this.start();
  }

  /** Milliseconds played. */
  elapsed(): number {
    return this.banked + (this.startedAt === undefined ? 0 : this.now() - this.startedAt);
  }
}

/** "4:07", or "1:02:09" past an hour. */
export function formatTime(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const seconds = String(total % 60).padStart(2, '0');
  const minutes = Math.floor(total / 60) % 60;
  const hours = Math.floor(total / 3600);
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
