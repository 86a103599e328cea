import { isFoundationId, type Move } from './notation.js';
import type { GameSession } from './session.js';
import type { PlayMade, PlayRefused } from './session-types.js';

/** What a click did: nothing (a foundation, a double-click with no foundation to go to), a refusal, or a move. */
export type ClickResult =
  | undefined
  | (PlayRefused & { readonly move: { readonly from: string; readonly to?: string; readonly count?: number } })
  | (PlayMade & { readonly move: Move });

/**
 * docs/rules.md "Click / tap to move" over a session: a click sends the clicked card (and the
 * cards on it) to the best place of {@link GameSession.targets}; another click on the cards where
 * they landed, with nothing played, undone or redone in between, takes that move back and tries
 * the next place, round the list. The second click of a double-click sends the card to a
 * foundation on the list instead. A click on the stock draws, or turns the waste over when the
 * stock is empty and a redeal is left. The session stays the one judge of every move.
 */
export class ClickCycle {
  /** The last click that moved cards: its list, where on it, and the session's revision right after. */
  private last: { targets: Move[]; index: number; revision: number } | undefined;

  constructor(private readonly session: GameSession) {}

  /** A click on the top `count` cards of `pile` (the clicked card and those on it); `double` for a double-click's second. */
  click(pile: string, count: number, double = false): ClickResult {
    const game = this.session;
    const { stock, waste, redealsLeft } = game.position();
    // Every click on the stock draws (or redeals), a double-click's second too: a quick player draws twice.
    if (pile === 'stock')
      return this.made(stock.length === 0 && waste.length > 0 && redealsLeft > 0 ? { from: 'waste', to: 'stock' } : { from: 'stock', to: 'waste' });
    const last = this.last?.revision === game.revision ? this.last : undefined;
    const current = last?.targets[last.index];
    // The first click of a double-click already moved the card; the pointer now rests on whatever lies beneath.
    if (double) return last && current && !isFoundationId(current.to) ? this.moveTo(last.targets.findIndex((move) => isFoundationId(move.to))) : undefined;
    // With only one place on the list, a second click asks afresh: autoplay may have opened a new one.
    if (last && last.targets.length > 1 && current?.to === pile && (current.count ?? 1) === count) return this.moveTo((last.index + 1) % last.targets.length);
    this.last = undefined;
    if (isFoundationId(pile)) return undefined;
    const found = game.targets(pile, count);
    if (!found.ok) return { ok: false, reason: found.reason, refusal: found.refusal, move: { from: pile, count } };
    const best = found.targets[0];
    return best && this.made(best, found.targets, 0);
  }

  /** Takes the last click's move back and makes the one at `index` of its list instead. */
  private moveTo(index: number): ClickResult {
    const targets = this.last?.targets;
    const next = targets?.[index];
    return targets && next && this.session.undo() ? this.made(next, targets, index) : undefined;
  }

  private made(move: Move, targets?: Move[], index = 0): ClickResult {
    const result = this.session.play(move);
    this.last = result.ok && targets ? { targets, index, revision: this.session.revision } : undefined;
    return { ...result, move };
  }
}
