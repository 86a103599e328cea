import { describe, expect, it, vi } from 'vitest';
import { CARD_COUNT, formatCard, parseCard, rankOf } from './cards.js';
import { MAX_DEAL, dealBoard, isDealNumber, randomDeal, shuffle, unshuffledDeck } from './deal.js';
import { boardFromPosition, positionOf, type Position } from './position.js';
import { acesOut, anySingle, drawThree, faceDown, oneCard } from '../test/test-plugins.js';
import type { VariantPlugin } from './variant.js';

/**
 * docs/deals.md's algorithm written again from its description (and pure-rand 8.4.2's source),
 * on 64-bit BigInts rather than pure-rand's 32-bit halves, so that the two agreeing pins it.
 */
const MASK64 = (1n << 64n) - 1n;
const rotl = (x: bigint, k: bigint): bigint => ((x << k) | (x >> (64n - k))) & MASK64;

/** xoroshiro128+ (a = 24, b = 16, c = 37) seeded as pure-rand does; yields signed 32-bit ints. */
function xoroshiro(seed: number): () => number {
  // pure-rand's halves (s01, s00, s11, s10) = (-1, ~seed, seed | 0, 0): s0 = s01:s00, s1 = s11:s10.
  let s0 = (0xffffffffn << 32n) | BigInt(~seed >>> 0);
  let s1 = BigInt((seed | 0) >>> 0) << 32n;
  return () => {
    const result = (s0 + s1) & MASK64;
    const t = s0 ^ s1;
    s0 = rotl(s0, 24n) ^ t ^ ((t << 16n) & MASK64);
    s1 = rotl(t, 37n);
    const low = Number(result & 0xffffffffn);
    return low >= 2 ** 31 ? low - 2 ** 32 : low;
  };
}

/** A uniform whole number 0 … n − 1 by rejection sampling, as pure-rand's uniformInt(0, n − 1). */
function uniform(next: () => number, n: number): number {
  const bound = n > 2 ? Math.floor(2 ** 32 / n) * n : 2 ** 32;
  let v = next() + 2 ** 31;
  while (v >= bound) v = next() + 2 ** 31;
  return v % n;
}

function expectedDeal(plugin: VariantPlugin, deal: number): Position {
  const { columns, cardsPerColumn, faceDown: down, acesToFoundations } = plugin.layout;
  const deck: number[] = [];
  for (let copy = 0; copy < 2; copy++) {
    for (let card = 0; card < 52; card++) if (!(acesToFoundations && card % 13 === 0)) deck.push(card);
  }
  const next = xoroshiro(deal);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = uniform(next, i + 1);
    [deck[i], deck[j]] = [deck[j] ?? -1, deck[i] ?? -1];
  }
  const text = deck.map(formatCard);
  const piles = Array.from({ length: columns }, () => ({ down: [] as string[], up: [] as string[] }));
  let k = 0;
  for (let row = 0; row < cardsPerColumn; row++) {
    for (const pile of piles) (row < down ? pile.down : pile.up).push(text[k++] ?? '?');
  }
  const aces = ['AS', 'AH', 'AD', 'AC', 'AS', 'AH', 'AD', 'AC'];
  return {
    variant: plugin.id,
    deal,
    foundations: aces.map((ace) => (acesToFoundations ? [ace] : [])),
    columns: piles,
    stock: text.slice(k),
    waste: [],
    redealsLeft: plugin.stock.redeals,
  };
}

describe('dealBoard', () => {
  it.each([0, 1, 2, 42, 1000, 123456789, MAX_DEAL])('agrees with an independent implementation of the documented algorithm (deal %i)', (deal) => {
    for (const plugin of [oneCard, faceDown, acesOut, anySingle]) {
      expect(positionOf(dealBoard(plugin, deal), deal)).toEqual(expectedDeal(plugin, deal));
    }
  });

  it('pins deal 1 and deal 42 of a 10 × 4 layout', () => {
    const one = positionOf(dealBoard(oneCard, 1), 1);
    const fortyTwo = positionOf(dealBoard(oneCard, 42), 42);
    expect(one.columns.slice(0, 3).map((c) => c.up.join(' '))).toEqual(GOLDEN_1);
    expect(fortyTwo.stock.slice(-5)).toEqual(GOLDEN_42_STOCK_TOP);
  });

  it('gives the same layout for the same plugin and deal, and different ones for different deals', () => {
    expect(positionOf(dealBoard(oneCard, 7), 7)).toEqual(positionOf(dealBoard(oneCard, 7), 7));
    const layouts = new Set<string>();
    for (let deal = 0; deal < 30; deal++) layouts.add(JSON.stringify(positionOf(dealBoard(oneCard, deal), null)));
    expect(layouts.size).toBe(30);
  });

  it('deals the layout: face-up columns and a 64-card stock', () => {
    const position = positionOf(dealBoard(oneCard, 5), 5);
    expect(position.columns.map((c) => [c.down.length, c.up.length])).toEqual(Array(10).fill([0, 4]));
    expect(position.stock).toHaveLength(64);
    expect(position.waste).toEqual([]);
    expect(position.foundations.flat()).toEqual([]);
    expect(position.redealsLeft).toBe(0);
  });

  it('deals face-down cards at the bottom of every column, the rest face up', () => {
    const three = positionOf(dealBoard(faceDown, 5), 5);
    expect(three.columns.map((c) => [c.down.length, c.up.length])).toEqual(Array(10).fill([3, 1]));
    expect(three.stock).toHaveLength(64);
    const one = positionOf(dealBoard(anySingle, 5), 5);
    expect(one.columns.map((c) => [c.down.length, c.up.length])).toEqual(Array(10).fill([1, 2]));
    expect(one.stock).toHaveLength(74);
  });

  it('sets the eight Aces out on the foundations first and deals the other 96', () => {
    const position = positionOf(dealBoard(acesOut, 5), 5);
    expect(position.foundations).toEqual([['AS'], ['AH'], ['AD'], ['AC'], ['AS'], ['AH'], ['AD'], ['AC']]);
    const dealt = [...position.columns.flatMap((c) => c.up), ...position.stock];
    expect(position.columns.flatMap((c) => c.up)).toHaveLength(39);
    expect(position.stock).toHaveLength(57);
    expect(dealt.filter((t) => t.startsWith('A'))).toEqual([]);
  });

  it('keeps all 104 cards, each card twice', () => {
    for (const plugin of [oneCard, faceDown, acesOut, drawThree]) {
      expect(() => boardFromPosition(plugin, positionOf(dealBoard(plugin, 99), 99))).not.toThrow();
    }
  });

  it('starts with every redeal the variant allows', () => {
    expect(dealBoard(drawThree, 1).redealsLeft).toBe(3);
  });

  it.each([-1, 1.5, MAX_DEAL + 1, Number.NaN])('refuses the deal number %d', (deal) => {
    expect(() => dealBoard(oneCard, deal)).toThrow(RangeError);
    expect(() => dealBoard(oneCard, deal)).toThrow(/whole number from 0 to 2147483647/);
    expect(isDealNumber(deal)).toBe(false);
  });

  it('accepts deal numbers 0 to 2^31 − 1', () => {
    expect([0, 1, MAX_DEAL].every(isDealNumber)).toBe(true);
    expect(isDealNumber('1')).toBe(false);
  });

  it('chooses a random deal from the whole range, its ends included', () => {
    const random = vi.spyOn(Math, 'random');
    try {
      random
        .mockReturnValueOnce(0)
        .mockReturnValueOnce(1 - Number.EPSILON)
        .mockReturnValueOnce(0.5);
      expect([randomDeal(), randomDeal(), randomDeal()]).toEqual([0, MAX_DEAL, 2 ** 30]);
    } finally {
      random.mockRestore();
    }
    expect(Array.from({ length: 100 }, randomDeal).every(isDealNumber)).toBe(true);
  });
});

describe('the deck and the shuffle', () => {
  it('orders two decks ♠ ♥ ♦ ♣, Ace to King, with or without the Aces', () => {
    const deck = unshuffledDeck(false);
    expect(deck).toHaveLength(104);
    expect(deck.slice(0, 3).map(formatCard)).toEqual(['AS', '2S', '3S']);
    expect(deck.slice(50, 54).map(formatCard)).toEqual(['QC', 'KC', 'AS', '2S']);
    const noAces = unshuffledDeck(true);
    expect(noAces).toHaveLength(96);
    expect(noAces.some((card) => rankOf(card) === 1)).toBe(false);
  });

  it('shuffles in place into a permutation', () => {
    const deck = unshuffledDeck(false);
    const shuffled = shuffle(deck, 3);
    expect(shuffled).toBe(deck);
    const counts = new Array<number>(CARD_COUNT).fill(0);
    for (const card of shuffled) counts[card] = (counts[card] ?? 0) + 1;
    expect(counts.every((n) => n === 2)).toBe(true);
    expect(shuffled).not.toEqual(unshuffledDeck(false));
    expect(parseCard(formatCard(shuffled[0] ?? -1))).toBe(shuffled[0]);
  });
});

// Golden values, taken once from the independent implementation above.
const GOLDEN_1 = ['3H 3S 9S AD', '6D 7D 8D 4S', '2C 7H TC 7C'];
const GOLDEN_42_STOCK_TOP = ['9D', 'JC', 'QD', 'TS', '8D'];
