import type { MoveCode } from './move-code.js';
import type { Move } from './notation.js';
import type { Refusal } from './refusal.js';

/** The conveniences of the rule book; both are on unless switched off. */
export interface SessionOptions {
  /** Send cards to the foundations by themselves when that can never cost a win. */
  autoplay?: boolean;
  /** Let one-card variants move several cards of a run at once through empty columns. */
  supermove?: boolean;
}

/**
 * Where a game stands: `won` (all eight foundations complete), `stuck` (no useful move is left:
 * no legal move, or only moves that change nothing worth having; see `GameSession.hint`) or
 * `playing`. Undo takes a won or stuck game back to playing.
 */
export const GameStatus = { Playing: 'playing', Won: 'won', Stuck: 'stuck' } as const;
export type GameStatus = (typeof GameStatus)[keyof typeof GameStatus];

/** What the player did and what followed by itself, all in the portable notation. */
export interface PlayedStep {
  /** The single rule moves the player's move became (several for a supermove). */
  readonly moves: readonly Move[];
  /** Safe foundation moves autoplay made after it. */
  readonly autoplayed: readonly Move[];
}

/** A move was made: what it became, where the game stands now, and whether this is its first win. */
export interface PlayMade extends PlayedStep {
  readonly ok: true;
  readonly status: GameStatus;
  /** The game reached a won position for the first time (undo, redo and reloads never repeat it). */
  readonly firstWin: boolean;
}

/** A move was refused: the reason in English and, for other languages, as a code with parameters. */
export interface PlayRefused {
  readonly ok: false;
  readonly reason: string;
  readonly refusal?: Refusal;
}

export type PlayResult = PlayMade | PlayRefused;

/** A saved game as `loadGame` has checked it against the rules: engine codes, ready to apply. */
export interface SessionRecord {
  /** The opening autoplay, made as part of the deal. */
  readonly opening: readonly MoveCode[];
  /** The undoable steps, then the redoable ones (the next redo first). */
  readonly steps: readonly (readonly MoveCode[])[];
  /** How many of `steps`, from the end, are redoable. */
  readonly redoable: number;
  readonly assisted: boolean;
  readonly hasBeenWon: boolean;
}
