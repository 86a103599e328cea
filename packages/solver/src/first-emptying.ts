import { FROZEN_WASTE, WasteBound } from './waste-bound.js';

/**
 * The waste bound with its stock cut, asked how few cards a play can deal before its first column
 * empties (*d* of the column count past the first emptying: `root-bound.ts`, docs/solver.md). The
 * bound with `dealLimit` cards fires less the more cards it may deal, so *d* is the least limit at
 * which it does not fire. Rather than a halving search of two to four growths from nothing, one
 * growth is taken on a deal at a time: with one more deal allowed, the greedy relaxed waste of the
 * last limit is the start of the new one's (it stopped only for want of a deal), so its play is
 * continued from where it stopped; only where M then grows is it played again from the start, as
 * the bound's own growth does. The sets grown at a lower limit are within the least fixpoint at a
 * higher one, so growing on from them reaches that fixpoint, and each limit's answer is the one a
 * growth from nothing gives.
 */
export class FirstEmptying extends WasteBound {
  /** Where the relaxed waste's last play stopped: waste cards left, its own pile's height, stock cards not dealt. */
  private low = 0;
  private height = 0;
  private dealt = 0;
  /** How many cards the play has taken off so far (`taken` is the growth's: the count at its last play). */
  private playTaken = 0;

  /**
   * The least `dealLimit` (in cards) at which the bound does not fire; the stock's length where
   * it fires even with a card fewer than the stock. As a halving search over the limit would find
   * it: the relaxed waste deals whole deals, so a limit allows ⌈limit / deal size⌉ deals. Only for
   * a position the bound applies to (no redeal left, no empty column: the caller checks).
   */
  firstEmptyingDeal(): number {
    const board = this.board;
    const stock = board.stockLen;
    if (stock === 0) return 0;
    const size = board.tables.dealCount;
    const most = Math.ceil((stock - 1) / size);
    this.dealLimit = 0;
    this.start(0);
    let whole = this.grow(true);
    for (let deals = 0; ; deals++) {
      if (whole !== 0) return deals === 0 ? 0 : (deals - 1) * size + 1;
      if (deals === most) return stock;
      this.dealLimit = (deals + 1) * size;
      // The last play was made with M as it is now (`grow` returns only then): go on with it.
      const now = this.play();
      if (now === this.taken) continue;
      this.taken = now;
      whole = this.grow(true);
    }
  }

  /** The bound's relaxed waste, played from the start: its state is kept for `play` to go on with. */
  protected override relaxedWaste(): number {
    const board = this.board;
    this.rules.clearRemoved(this.removedCards, this.removedCount);
    this.removedCount = 0;
    // A frozen waste gives up nothing (`mayEmpty`).
    const frozen = (this.frozen & FROZEN_WASTE) !== 0;
    this.low = frozen ? 0 : board.wasteLen;
    this.height = 0;
    this.dealt = frozen ? 0 : board.stockLen;
    this.playTaken = 0;
    return this.play();
  }

  /** Plays the relaxed waste on from where it stopped, as `WasteBound`'s does; returns how many cards it has taken off in all. */
  private play(): number {
    const board = this.board;
    const rules = this.rules;
    const { pile, removedCards } = this;
    const waste = board.waste;
    const stock = board.stock;
    const dealCount = board.tables.dealCount;
    let { low, height, dealt } = this;
    let taken = this.playTaken;
    for (;;) {
      for (;;) {
        const top = height > 0 ? (pile[height - 1] ?? 0) : low > 0 ? (waste[low - 1] ?? 0) : -1;
        if (top < 0 || !rules.mayLeave(top)) break;
        if (height > 0) height--;
        else low--;
        if ((rules.removed[top] ?? 0) === 0) removedCards[this.removedCount++] = top;
        rules.addRemoved(top);
        taken++;
      }
      if (dealt === 0 || board.stockLen - dealt >= this.dealLimit) break;
      for (let k = 0; k < dealCount && dealt > 0; k++) pile[height++] = stock[--dealt] ?? 0;
    }
    this.low = low;
    this.height = height;
    this.dealt = dealt;
    this.playTaken = taken;
    return taken;
  }
}
