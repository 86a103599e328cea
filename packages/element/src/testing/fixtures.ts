import type { Position } from '@forty-thieves/core';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import '../define.js';
import type { FortyThieves } from '../forty-thieves.js';

/** Test helpers for the browser tests (not exported from the package). */

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const SUITS = ['S', 'H', 'D', 'C'];

/** Resolves with the next `type` event the element dispatches. */
export function nextEvent<K extends keyof GlobalEventHandlersEventMap>(target: EventTarget, type: K): Promise<GlobalEventHandlersEventMap[K]> {
  return new Promise((resolve) => {
    target.addEventListener(
      type,
      (event) => {
        resolve(event as GlobalEventHandlersEventMap[K]);
      },
      { once: true },
    );
  });
}

/** Every event of `type` the element dispatches from now on. */
export function record<K extends keyof GlobalEventHandlersEventMap>(target: EventTarget, type: K): GlobalEventHandlersEventMap[K][] {
  const seen: GlobalEventHandlersEventMap[K][] = [];
  target.addEventListener(type, (event) => seen.push(event as GlobalEventHandlersEventMap[K]));
  return seen;
}

/**
 * Puts a `<forty-thieves>` with these attributes on the page and waits for its first game, and for
 * what the element loads once that is drawn (move animations, end panels, hints): `ready`.
 */
export async function mount(attributes: Record<string, string> = {}, width = 900, height = 640): Promise<FortyThieves> {
  document.body.replaceChildren();
  document.body.style.margin = '0';
  const element = document.createElement('forty-thieves');
  element.style.width = `${width}px`;
  element.style.setProperty('--ft-height', `${height}px`);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const dealt = nextEvent(element, 'ft-game-new');
  document.body.append(element);
  await dealt;
  await element.updateComplete;
  await element.ready;
  return element;
}

export function shadow(element: FortyThieves): ShadowRoot {
  if (!element.shadowRoot) throw new Error('the element has no shadow root');
  return element.shadowRoot;
}

/** The element for a card or placeholder: pile name and index (-1 for an empty pile). */
export function cardAt(element: FortyThieves, pile: string, index?: number): HTMLElement {
  const selector = index === undefined ? `[data-pile="${pile}"][tabindex="0"]` : `[data-pile="${pile}"][data-index="${index}"]`;
  const found = shadow(element).querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`nothing at ${selector}`);
  return found;
}

export interface PartialPosition {
  columns: string[][];
  foundations?: string[][];
  waste?: string[];
  /** Cards in the stock; the rest of the two decks go to the stock too unless `restTo` says otherwise. */
  stock?: string[];
  /**
   * Where the cards not placed go: the stock (default) or face up under the cards of one column
   * (face up: a variant that deals no face-down cards never has any, docs/notation.md).
   */
  restTo?: 'stock' | number;
  down?: number[];
  redealsLeft?: number;
}

/** A full position of `variant`: the piles given, and every other card of the two decks in the stock (or a column). */
export function position(variant: string, partial: PartialPosition): Position {
  const foundations = Array.from({ length: 8 }, (_, f) => partial.foundations?.[f] ?? []);
  const used = [...partial.columns.flat(), ...foundations.flat(), ...(partial.waste ?? []), ...(partial.stock ?? [])];
  const rest: string[] = [];
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      const card = `${rank}${suit}`;
      for (let i = used.filter((c) => c === card).length; i < 2; i++) rest.push(card);
    }
  }
  const columns = partial.columns.map((cards) => [...cards]);
  const restTo = partial.restTo ?? 'stock';
  if (restTo !== 'stock') columns[restTo] = [...rest, ...(columns[restTo] ?? [])];
  const down = partial.down ?? [];
  return {
    variant,
    deal: null,
    foundations,
    columns: columns.map((cards, c) => {
      const d = down[c] ?? 0;
      return { down: cards.slice(0, d), up: cards.slice(d) };
    }),
    stock: restTo === 'stock' ? [...rest, ...(partial.stock ?? [])] : [...(partial.stock ?? [])],
    waste: partial.waste ?? [],
    redealsLeft: partial.redealsLeft ?? 0,
  };
}

/** Ace up to `rank` of one suit, as a foundation. */
export function upTo(suit: string, rank: string): string[] {
  return RANKS.slice(0, RANKS.indexOf(rank) + 1).map((r) => `${r}${suit}`);
}

/** The cards of a pile in the element's position, bottom first. */
export function cardsOf(element: FortyThieves, pile: string): string[] {
  const now = element.position;
  if (!now) throw new Error('no game');
  const column = /^c(\d+)$/.exec(pile);
  if (column) {
    const c = now.columns[Number(column[1])];
    return c ? [...c.down, ...c.up] : [];
  }
  const f = /^f(\d)$/.exec(pile);
  if (f) return now.foundations[Number(f[1])] ?? [];
  return pile === 'waste' ? now.waste : now.stock;
}

/** The viewports players use and docs/element.md's layout promises cover: phone upright and sideways, laptop, desktop. */
export const VIEWPORTS = [
  [390, 844],
  [844, 390],
  [1280, 800],
  [1920, 1080],
] as const;

/** Aces home, eight Kings and two Fives showing; the stock's two cards fit nowhere (docs/rules.md: after them no useful move is left). */
export function twoDrawsFromStuck(): Position {
  return position('forty-thieves', {
    columns: [['KS'], ['KS'], ['KH'], ['KH'], ['KD'], ['KD'], ['KC'], ['KC'], ['5S'], ['5H']],
    foundations: SUITS.flatMap((suit) => [['A' + suit], ['A' + suit]]),
    stock: ['7C', '9C'],
    restTo: 0,
  });
}

/** Maria deal 5 (docs/deals.md) at 1000 × 700: after the opening autoplay 3♠ tops column 5 and 4♥ column 2. */
export async function maria5(): Promise<FortyThieves> {
  await page.viewport(1000, 700);
  const element = await mount({ variant: 'maria', deal: '5' }, 1000, 700);
  expect(cardsOf(element, 'c4').at(-1)).toBe('3S');
  expect(cardsOf(element, 'c1').at(-1)).toBe('4H');
  return element;
}
