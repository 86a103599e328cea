import { CARD_COUNT } from '@forty-thieves/core';
import { FOUNDATION_BASE, MAX_MOVES, PILE_CAPACITY, STOCK, WASTE, codeFrom, codeTo, type Board } from '@forty-thieves/core/engine';
import { foundationHeights } from './home-copies.js';
import { PileGraph } from './pile-graph.js';
import { WasteBound } from './waste-bound.js';

/**
 * Stubborn sets (a partial-order reduction) for the complete search of a one-card variant: at a
 * position, try only the moves that touch a set P of *piles*, when no play of the other moves can
 * ever interact with P. The argument is in docs/solver.md, *Stubborn sets*; in short:
 *
 * Piles are the columns, the waste and stock as one pile W, and each suit's foundations as one
 * pile (up to foundation numbering, which the transposition table ignores). A one-card move's
 * legality and effect depend on its two piles alone, so moves with no pile in common commute.
 * Let T be the moves touching P. If (D1) every move of T legal now has both piles in P, and
 * (D1') no play of moves outside T can make a move of T legal that is not legal now, then every
 * winning play w from here holds a move of T (a seed move, legal now, would still be legal at the
 * won position, which has none), the first one, t, is legal now (D1'), and t commutes to the
 * front (D1): t, then w without t, is a winning play of the same moves. So trying only T's legal
 * moves loses no win, and the search's measure (same moves, one fewer left) still falls.
 *
 * Under moves outside T only the piles outside P change. D1' then asks, for a P pile with top a,
 * that no pile outside P can come to offer a card a may be built on (C3), take it home (C4), or
 * become empty (C5), and that no card that may be built on a P column's top, or that a P
 * foundation takes next, can come out of a pile outside P (C2). These are read off the waste
 * bound's sets (`waste-bound.ts`): M, the column cards that might leave their place before a
 * column empties, and R, the waste cards that might come off. Each of C1–C4 is an edge "pile p in
 * P ⇒ pile q in P", so the least P holding a pile is what it reaches in this graph; C5 depends on
 * P (P's piles are frozen in the waste bound's play) and is added last, where needed (`meetsC5`).
 * Applies with no redeal left (the bound's M needs it) and no empty column (it takes any card: P
 * would be every pile).
 */

/** The pile number of the waste and stock; suit s's foundations are {@link SUIT_PILE} + s. */
const W = 16;
const SUIT_PILE = 17;
const PILES = 21;
/** Candidate sets completed with C5 at a position, smallest first (each grows M again; docs/solver.md). */
const COMPLETED = 1;

export class StubbornSets {
  /** Whether the reduction applies to the board's variant (one card moves at a time). */
  readonly applies: boolean;
  /** For measuring: positions asked about, those whose moves were cut, the moves those listed, and the moves cut. */
  asked = 0;
  reduced = 0;
  listed = 0;
  dropped = 0;
  /** The piles of the set the last `reduce` that cut kept (bits as in `closureOf`). */
  piles = -1;
  private readonly bound: WasteBound;
  /** `builders[card * 4 + i]`, i < `builderCount[card]`: the cards that may be built on `card`. */
  private readonly builders = new Uint8Array(CARD_COUNT * 4);
  private readonly builderCount = new Uint8Array(CARD_COUNT);
  /** Per card value: the piles holding a copy that might leave its place. */
  private readonly leave = new Int32Array(CARD_COUNT);
  /** Per card value: the piles holding a copy that might become a column's top (or leave the waste). */
  private readonly surface = new Int32Array(CARD_COUNT);
  /** The piles each pile pulls into P (C1–C4), and what each reaches. */
  private readonly graph = new PileGraph(PILES, (pile) => this.edgesOf(pile));
  /** Per listed move: its piles, as a bit mask. */
  private readonly movePiles = new Int32Array(MAX_MOVES);
  private readonly candidates = new Int32Array(PILES);
  /** The columns wholly in M with nothing frozen: M_P lies in M, so a set holding them meets C5. */
  private emptiable = 0;
  /** Per suit, the heights of its two foundations (0 for one not begun): `heights[suit * 2 + k]`. */
  private readonly heights = new Uint8Array(8);

  /** The search's own bound, checked (`isLost`) at every position before `reduce`, which finishes its growth. */
  private readonly sharedBound: boolean;

  /** `bound`, where given, is the search's own waste bound on the same board (`sharedBound`). */
  constructor(
    private readonly board: Board,
    bound?: WasteBound,
  ) {
    const { sequence, targets, targetCount } = board.tables;
    this.applies = !sequence;
    this.bound = bound ?? new WasteBound(board);
    this.sharedBound = bound !== undefined;
    for (let card = 0; card < CARD_COUNT; card++) {
      for (let t = 0, n = targetCount[card] ?? 0; t < n; t++) {
        const target = targets[card * 4 + t] ?? 0;
        const k = this.builderCount[target] ?? 0;
        // Cards of other ranks than one below never build on a card here; four suits at most.
        if (k < 4) {
          this.builders[target * 4 + k] = card;
          this.builderCount[target] = k + 1;
        }
      }
    }
  }

  /**
   * Keeps in `moves[at…end)` (every legal move of the position on the board) only those of the
   * smallest stubborn set found, in their order, and returns the new end.
   */
  reduce(moves: Int32Array, at: number, end: number): number {
    const n = end - at;
    this.asked++;
    if (n < 2 || !this.prepare(moves, at, end)) return end;
    // One candidate per pile a move leaves from: what it reaches (a move's two piles reach each other).
    let count = 0;
    let seen = 0;
    let best = -1;
    let bestSize = n;
    for (let i = 0; i < n; i++) {
      const p = 31 - Math.clz32(this.movePiles[i] ?? 1);
      const set = this.graph.reachOf(p);
      if ((seen & (1 << p)) !== 0) continue;
      seen |= 1 << p;
      this.candidates[count++] = set;
      const size = this.meetsC5(set) ? this.size(set, n) : n;
      best = size < bestSize ? set : best;
      bestSize = Math.min(size, bestSize);
    }
    for (let done = 0; done < COMPLETED; done++) {
      // The smallest candidate not yet completed: C5 only adds piles, so its size is a lower bound.
      let pick = -1;
      let pickSize = bestSize;
      for (let k = 0; k < count; k++) {
        const size = this.size(this.candidates[k] ?? 0, n);
        if (size < pickSize) {
          pick = k;
          pickSize = size;
        }
      }
      if (pick < 0) break;
      const set = this.complete(this.candidates[pick] ?? 0, n);
      this.candidates[pick] = -1;
      const size = this.size(set, n);
      if (size < bestSize) {
        best = set;
        bestSize = size;
      }
    }
    if (best === -1) return end;
    let kept = at;
    for (let i = 0; i < n; i++) if (((this.movePiles[i] ?? 0) & best) !== 0) moves[kept++] = moves[at + i] ?? 0;
    this.piles = best;
    this.reduced++;
    this.listed += n;
    this.dropped += end - kept;
    return kept;
  }

  /**
   * Builds the graph of the position on the board, whose legal moves are `moves[at…end)`; false
   * when the reduction does not apply to it.
   */
  prepare(moves: Int32Array, at: number, end: number): boolean {
    const board = this.board;
    if (!this.applies || board.redealsLeft > 0) return false;
    for (let c = 0; c < board.columnCount; c++) if ((board.colLen[c] ?? 0) === 0) return false;
    this.emptiable = this.sharedBound ? this.bound.finish() : this.bound.mayEmpty(0);
    this.locate();
    foundationHeights(board, this.heights);
    this.link(moves, at, end);
    return true;
  }

  /**
   * After `prepare`: the piles `pile` pulls into P by C1–C4 (bits as in `reduce`: columns, then the
   * waste and stock as 16, then suit s's foundations as 17 + s), and with C5 added (`n`: the moves).
   */
  closureOf(pile: number): number {
    return this.graph.reachOf(pile);
  }

  completedFrom(pile: number, n: number): number {
    return this.complete(this.graph.reachOf(pile), n);
  }

  /** How many of the listed moves touch the piles of `set` (`n` for -1, a spent candidate). */
  private size(set: number, n: number): number {
    if (set === -1) return n;
    let size = 0;
    for (let i = 0; i < n; i++) if (((this.movePiles[i] ?? 0) & set) !== 0) size++;
    return size;
  }

  /**
   * Whether `set` meets C5 as it is, at no cost: it holds every column that might empty at all (M_P
   * lies in M), or it is W alone with the waste empty (its one move, the draw, is made legal or not
   * by the stock alone, which moves outside it never touch: docs/solver.md, *Stubborn sets*).
   */
  private meetsC5(set: number): boolean {
    return (this.emptiable & ~set) === 0 || (set === 1 << W && this.board.wasteLen === 0);
  }

  /** Adds to `set` the columns outside it that a play leaving it alone might empty (C5), until none. */
  private complete(set: number, n: number): number {
    let piles = set;
    if (this.meetsC5(piles)) return piles;
    for (;;) {
      const emptiable = this.bound.mayEmpty(piles) & ~piles;
      if (emptiable === 0) return piles;
      for (let rest = emptiable; rest !== 0; rest &= rest - 1) piles |= this.graph.reachOf(31 - Math.clz32(rest & -rest));
      if (this.size(piles, n) === n) return piles;
    }
  }

  /** Fills `leave` and `surface` from the waste bound's M and R with nothing frozen. */
  private locate(): void {
    const board = this.board;
    const bound = this.bound;
    const leave = this.leave;
    const surface = this.surface;
    leave.fill(0);
    surface.fill(0);
    for (let c = 0; c < board.columnCount; c++) {
      const len = board.colLen[c] ?? 0;
      const low = len - bound.inM(c);
      const at = c * PILE_CAPACITY;
      const bit = 1 << c;
      // M's cards might leave and surface; the card just under them might surface.
      for (let i = low; i < len; i++) {
        const card = board.cells[at + i] ?? 0;
        leave[card] = (leave[card] ?? 0) | bit;
        surface[card] = (surface[card] ?? 0) | bit;
      }
      if (low > 0) {
        const card = board.cells[at + low - 1] ?? 0;
        surface[card] = (surface[card] ?? 0) | bit;
      }
    }
    for (let i = 0; i < bound.removedCount; i++) {
      const card = bound.removedCards[i] ?? 0;
      leave[card] = (leave[card] ?? 0) | (1 << W);
      surface[card] = (surface[card] ?? 0) | (1 << W);
    }
  }

  /** The edges of C1, from the listed moves (those of C2–C4 come when a closure needs them: `edgesOf`). */
  private link(moves: Int32Array, at: number, end: number): void {
    this.graph.clear();
    const adj = this.graph.adj;
    // C1: a legal move's two piles go together.
    for (let i = at; i < end; i++) {
      const code = moves[i] ?? 0;
      const from = codeFrom(code);
      const to = codeTo(code);
      const p = from === WASTE || from === STOCK ? W : from;
      const q = to === WASTE || to === STOCK ? W : to >= FOUNDATION_BASE ? SUIT_PILE + ((this.sourceTop(from) / 13) | 0) : to;
      this.movePiles[i - at] = (1 << p) | (1 << q);
      adj[p] = (adj[p] ?? 0) | (1 << q);
      adj[q] = (adj[q] ?? 0) | (1 << p);
    }
  }

  /** The piles `pile` pulls into P by C2–C4, read off its top card, or off its next cards for a suit's foundations. */
  private edgesOf(pile: number): number {
    const board = this.board;
    if (pile === W) return board.wasteLen > 0 ? this.topEdges(board.waste[board.wasteLen - 1] ?? 0, W) : 0;
    if (pile > W) {
      // A suit's foundations in P: every card they take next, wherever it might leave from.
      const suit = pile - SUIT_PILE;
      let edges = 0;
      for (let k = 0; k < 2; k++) {
        const height = this.heights[suit * 2 + k] ?? 0;
        if (height < 13) edges |= this.leave[suit * 13 + height] ?? 0;
      }
      return edges;
    }
    if (pile >= board.columnCount) return 0;
    const top = board.cells[pile * PILE_CAPACITY + (board.colLen[pile] ?? 1) - 1] ?? 0;
    let edges = this.topEdges(top, pile);
    // C2: a card that may be built on the top, wherever it might leave from.
    for (let b = 0, k = this.builderCount[top] ?? 0; b < k; b++) edges |= this.leave[this.builders[top * 4 + b] ?? 0] ?? 0;
    return edges;
  }

  /**
   * The piles a top card `a` of pile `pile` pulls in. C3: each copy of a card `a` may be built on
   * that might become a column's top. C4: where a foundation of a's suit takes a now, those
   * foundations; where one is lower, each copy of the card it takes next that might leave (with
   * those frozen it never rises to a).
   */
  private topEdges(a: number, pile: number): number {
    const { targets, targetCount } = this.board.tables;
    let edges = 0;
    for (let t = 0, n = targetCount[a] ?? 0; t < n; t++) edges |= this.surface[targets[a * 4 + t] ?? 0] ?? 0;
    const suit = (a / 13) | 0;
    const rank = (a % 13) + 1;
    for (let k = 0; k < 2; k++) {
      const height = this.heights[suit * 2 + k] ?? 0;
      if (height === rank - 1) edges |= 1 << (SUIT_PILE + suit);
      else if (height < rank - 1) edges |= this.leave[suit * 13 + height] ?? 0;
    }
    return edges & ~(1 << pile);
  }

  /** The top card of a column or of the waste. */
  private sourceTop(from: number): number {
    const board = this.board;
    if (from === WASTE) return board.waste[board.wasteLen - 1] ?? 0;
    return board.cells[from * PILE_CAPACITY + (board.colLen[from] ?? 1) - 1] ?? 0;
  }
}
