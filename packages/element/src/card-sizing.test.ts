import { describe, expect, it } from 'vitest';
import { styles } from './styles.js';

/**
 * A pile and what is in it are measured in em, from the font size its group of piles takes from
 * --card-w (styles.ts). When --card-w was in container units (before LayoutController fitted the
 * board in the first render), every element whose style used it was styled with the play area's
 * size during layout, the cards' text included: the first board's layout cost about twice as much
 * (docs/benchmarks.md). So no rule for a pile or anything in it may read --card-w or a container unit.
 */
const INSIDE_A_PILE = /\.(pile|card|placeholder|corner|rank|suit|pip|face|back|count|mark|column|stock|waste|foundation)\b/;
const CONTAINER_UNIT = /\d(cq[whib]|cqmin|cqmax)\b/;

function rules(css: string): { selector: string; body: string }[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selector: (match[1] ?? '').trim(),
    body: match[2] ?? '',
  }));
}

describe('the card sizing of the first stylesheet', () => {
  it('measures piles and cards in em: no rule inside a pile reads --card-w or a container unit', () => {
    const inside = rules(styles.cssText).filter((rule) => INSIDE_A_PILE.test(rule.selector));
    // The pile, its cards, their corners and outlines at least.
    expect(inside.length).toBeGreaterThan(10);
    for (const rule of inside) {
      expect({ rule: rule.selector, cardWidth: rule.body.includes('--card-w') }).toEqual({ rule: rule.selector, cardWidth: false });
      expect({ rule: rule.selector, containerUnit: CONTAINER_UNIT.test(rule.body) }).toEqual({ rule: rule.selector, containerUnit: false });
    }
  });

  it('takes the card width once per group of piles, as its font size', () => {
    const group = rules(styles.cssText).find((rule) => rule.selector.replace(/\s+/g, ' ') === '.top, .tableau');
    expect(group?.body).toMatch(/font-size:\s*var\(--card-w\)/);
  });
});
