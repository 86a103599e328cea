import { clickTargets, type GameSession, type Move } from '@forty-thieves/core';
import { pileCards } from './describe.js';
import type { FtMoveRejectDetail } from './events/ft-move-reject.js';

/** What ClickCycle needs of the controller. */
export interface ClickHost {
  readonly session: GameSession | undefined;
  readonly version: number;
  play(move: Move): boolean;
  retract(): boolean;
  reject(detail: FtMoveRejectDetail): void;
}

/** The last click that moved cards, so the next click on them can try the next place. */
interface LastClick {
  targets: Move[];
  index: number;
  /** The controller's version right after the move: anything else since breaks the cycle. */
  version: number;
}

/**
 * docs/rules.md "Click / tap to move" on top of core's {@link clickTargets}: a click sends the clicked
 * card (and the cards on it) to the best legal destination; another click on the cards where
 * they landed takes the move back and tries the next destination, round the list. The second
 * click of a double-click sends the card to its foundation instead, when one takes it.
 */
export class ClickCycle {
  private last: LastClick | undefined;

  constructor(private readonly host: ClickHost) {}

  click(pile: string, index: number, clicks: number): void {
    const session = this.host.session;
    if (!session) return;
    const last = this.last !== undefined && this.last.version === this.host.version ? this.last : undefined;
    if (clicks >= 2) {
      // The first click of the pair already moved the card; the pointer now rests on whatever lies beneath.
      if (last) this.toFoundation(last);
      return;
    }
    const count = pileCards(session.position(), pile).length - index;
    const current = last?.targets[last.index];
    // With only one place on the list, a second click asks afresh: autoplay may have opened a new one.
    if (last && last.targets.length > 1 && current && current.to === pile && (current.count ?? 1) === count) {
      this.cycle(last);
      return;
    }
    this.last = undefined;
    if (pile.startsWith('f') || pile === 'stock') return;
    const result = clickTargets(session.boardSnapshot(), pile, count, { supermove: session.options.supermove });
    if (!result.ok) {
      this.host.reject({ move: { from: pile, count }, reason: result.reason, refusal: result.refusal });
      return;
    }
    const best = result.targets[0];
    if (best && this.host.play(best)) this.last = { targets: result.targets, index: 0, version: this.host.version };
  }

  private cycle(last: LastClick): void {
    const index = (last.index + 1) % last.targets.length;
    const next = last.targets[index];
    if (!next || !this.host.retract()) return;
    if (this.host.play(next)) this.last = { targets: last.targets, index, version: this.host.version };
  }

  private toFoundation(last: LastClick): void {
    const current = last.targets[last.index];
    if (!current || current.to.startsWith('f')) return;
    const index = last.targets.findIndex((move) => move.to.startsWith('f'));
    const home = last.targets[index];
    if (!home) return;
    if (!this.host.retract()) return;
    if (this.host.play(home)) this.last = { targets: last.targets, index, version: this.host.version };
  }
}
