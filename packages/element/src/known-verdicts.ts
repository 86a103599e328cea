import type { GameSession, Move, Position } from '@forty-thieves/core';
import { stillWins } from './solution-replay.js';
import type { SolverLink, Verdict } from './solver-link.js';

/** A verdict that settles the question: won or lost. */
export function isDecided(verdict: Verdict): verdict is Extract<Verdict, { kind: 'won' | 'lost' }> {
  return verdict.kind === 'won' || verdict.kind === 'lost';
}

/**
 * What the solver knows of one game's positions, so that most moves need no search: the decided
 * verdicts by position (an undo is answered at once), what a carried solution still wins, and that
 * a move from a lost position is lost. A new game on the table starts it afresh.
 */
export class KnownVerdicts {
  private readonly verdicts = new Map<string, Verdict>();
  private game = -1;

  constructor(private readonly link: SolverLink) {}

  /** Forgets every verdict when `game` (the controller's count of games put on the table) is not the one known; true then. */
  startGame(game: number): boolean {
    if (game === this.game) return false;
    this.verdicts.clear();
    this.game = game;
    return true;
  }

  get(key: string): Verdict | undefined {
    return this.verdicts.get(key);
  }

  /** Keeps a decided verdict about game number `game` (an answer that comes after a new game is dropped). */
  keep(key: string, verdict: Verdict, game = this.game): void {
    if (game === this.game && isDecided(verdict)) this.verdicts.set(key, verdict);
  }

  /**
   * What is known of the position without a search: its verdict from before; a win by replaying
   * the `carried` solution from it (the player followed it, or played a move it does not need); or a
   * loss, when it is one move on from the position `lostKey` proved lost (no move can make a lost game winnable).
   */
  at(session: GameSession, position: Position, key: string, carried: readonly Move[] | undefined, lostKey: string | undefined): Verdict | undefined {
    const verdict = this.verdicts.get(key);
    if (verdict) return verdict;
    const rest = carried && (stillWins(session.plugin, position, carried.slice(1)) ?? stillWins(session.plugin, position, carried));
    if (rest) return { kind: 'won', moves: rest };
    if (lostKey !== undefined && session.steps().history.length > 0 && JSON.stringify(session.positionBefore(1)) === lostKey) return { kind: 'lost' };
    return undefined;
  }

  /** The fewest undoable steps back to a position proved winnable, searching each for up to `eachMs` and all within `budgetMs`. */
  async wayBack(session: GameSession, signal: AbortSignal, budgetMs: number, eachMs: number): Promise<number | undefined> {
    const deadline = performance.now() + budgetMs;
    for (let back = 1; back <= session.steps().history.length; back++) {
      const left = deadline - performance.now();
      if (left <= 0 || signal.aborted) return undefined;
      const position = session.positionBefore(back);
      const key = JSON.stringify(position);
      const verdict = this.verdicts.get(key) ?? (await this.link.solve(session.plugin, position, Math.min(left, eachMs), signal));
      this.keep(key, verdict);
      if (verdict.kind === 'won') return back;
    }
    return undefined;
  }
}
