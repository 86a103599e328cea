import { CARD_COUNT } from '@forty-thieves/core';
import { STOCK, codeFrom, type Board } from '@forty-thieves/core/engine';

/** No copy in the stock. */
const NEVER = 0x7fffffff;
/** What a top card's test found: it needs a card of the stock; it has a move now; it has none. */
const STOCKED = 0;
const MOVES = 1;
const STILL = 2;

/**
 * Leaving the draw out where no pile's top needs it: then the moves of every column's and the
 * waste's top card form a strong stubborn set, so some winning path starts with one of them and
 * the draw need not be tried (docs/solver.md, Soundness, *Leaving the draw out*). This removes
 * positions from the complete search, which sleep sets cannot; the full stubborn set cut little
 * more in Forty Thieves and cost far more (docs/solver.md, Results, session 10).
 */
export class DrawDeferral {
  /**
   * Where no redeal exists the stock only shrinks and grows at its top, so the cards in it are
   * those below its length in the stock the search began with: `lowest[card]` is the lowest
   * place of a copy of `card` there (NEVER: none), and a card is in the stock when that place
   * is below the stock's length. `builtOnLowest[target]` is the lowest over the cards that may be
   * built on `target`, `aceLowest` over the Aces.
   */
  private readonly lowest = new Int32Array(CARD_COUNT).fill(NEVER);
  private readonly builtOnLowest = new Int32Array(CARD_COUNT).fill(NEVER);
  private readonly aceLowest: number;
  /** The stock's length when the search began; a longer stock is not the one `lowest` describes. */
  private readonly firstStockLen: number;
  /** `onTop[card] === stamp`: a copy of `card` is a column's top; `home[card] === stamp`: a foundation takes `card`. */
  private readonly onTop = new Int32Array(CARD_COUNT);
  private readonly home = new Int32Array(CARD_COUNT);
  /** Marks of one test: a new stamp clears the marks of the test before without a pass. */
  private stamp = 0;

  constructor(private readonly board: Board) {
    const { accepts } = board.tables;
    this.firstStockLen = board.stockLen;
    for (let h = board.stockLen - 1; h >= 0; h--) this.lowest[board.stock[h] ?? 0] = h;
    for (let target = 0; target < CARD_COUNT; target++) {
      for (let card = 0; card < CARD_COUNT; card++) {
        if (accepts[card * CARD_COUNT + target] !== 1) continue;
        this.builtOnLowest[target] = Math.min(this.builtOnLowest[target] ?? NEVER, this.lowest[card] ?? NEVER);
      }
    }
    this.aceLowest = Math.min(...[0, 13, 26, 39].map((ace) => this.lowest[ace] ?? NEVER));
  }

  /**
   * Whether the draw may be left out here. Only where one card moves at a time and the variant
   * has no redeal (a redeal is a move the argument does not model, and it changes the stock),
   * with cards in the stock and the waste (with an empty waste the draw covers nothing, and this
   * cheap test does not look further).
   */
  mayWait(): boolean {
    const board = this.board;
    const { tables } = board;
    if (tables.sequence || tables.redeals !== 0 || board.stockLen === 0 || board.wasteLen === 0 || board.stockLen > this.firstStockLen) return false;
    if (this.stamp === 0x7fffffff) {
      // The marks are 32-bit: start the stamps again before they would wrap.
      this.onTop.fill(0);
      this.home.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    let empty = false;
    for (let c = 0; c < board.columnCount; c++) {
      const t = board.columnTop(c);
      if (t < 0) empty = true;
      else this.onTop[t] = stamp;
    }
    for (let f = 0; f < 8; f++) {
      const suit = board.fSuit[f] ?? -1;
      const top = board.fTop[f] ?? 0;
      if (suit >= 0 && top < 13) this.home[suit * 13 + top] = stamp;
    }
    // The waste's top must have no move: the draw would cover it.
    const w = board.waste[board.wasteLen - 1] ?? 0;
    if ((empty && tables.emptyFromWaste[w] === 1) || this.needs(w, stamp) !== STILL) return false;
    for (let c = 0; c < board.columnCount; c++) {
      const z = board.columnTop(c);
      if (z < 0) continue;
      // Any card in play may take an empty column first, drawn ones included.
      if ((empty && tables.emptyFromColumn[z] === 1) || this.needs(z, stamp) === STOCKED) return false;
    }
    return true;
  }

  /** Keeps in `moves[at…end)` every move but the draw; returns the new end. */
  static dropDraw(moves: Int32Array, at: number, end: number): number {
    for (let i = at; i < end; i++) {
      if (codeFrom(moves[i] ?? 0) !== STOCK) continue;
      moves.copyWithin(i, i + 1, end);
      return end - 1;
    }
    return end;
  }

  /**
   * Whether top card `z` needs a card of the stock (STOCKED), or else has a move now (MOVES: home
   * or onto a column's top) or none (STILL). For each move it has now, no stock card may
   * interfere before it is made (its twin or any Ace taking a foundation, a card built on its
   * target or on `z`); for each it has not, none of the cards that must come first (the card
   * below it in its suit, a card it may be built on) may be in the stock.
   */
  private needs(z: number, stamp: number): number {
    const { targets, targetCount } = this.board.tables;
    const n = this.board.stockLen;
    const lowest = this.lowest;
    const ace = z % 13 === 0;
    let possible = false;
    if (ace || this.home[z] === stamp) {
      possible = true;
      if ((lowest[z] ?? NEVER) < n || (ace && this.aceLowest < n)) return STOCKED;
    } else if ((lowest[z - 1] ?? NEVER) < n) {
      return STOCKED;
    }
    for (let i = 0; i < (targetCount[z] ?? 0); i++) {
      const y = targets[z * 4 + i] ?? 0;
      if ((lowest[y] ?? NEVER) < n) return STOCKED;
      // z is not y, so a column with y on top is another column than z's.
      if (this.onTop[y] !== stamp) continue;
      possible = true;
      if ((this.builtOnLowest[y] ?? NEVER) < n) return STOCKED;
    }
    if (!possible) return STILL;
    return (this.builtOnLowest[z] ?? NEVER) < n ? STOCKED : MOVES;
  }
}
