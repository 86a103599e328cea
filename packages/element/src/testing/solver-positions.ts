import type { FortyThieves } from '../forty-thieves.js';
import { position, shadow, upTo } from './fixtures.js';

/** The solver's status line, as the player reads it. */
export const solverStatus = (element: FortyThieves) => shadow(element).querySelector('[part="solver-status"]')?.textContent.trim();
/** What the element last announced. */
export const said = (element: FortyThieves) => shadow(element).querySelector('[role="status"]')?.textContent.trim();

/**
 * A game of Forty Thieves' shape (`variant`; Forty Thieves itself unless named) with every
 * foundation at 9 (one of diamonds complete), the tens in the waste with T♦ on top and J♦ the
 * last card of the stock. Playing the tens home wins; drawing J♦ onto the
 * tens first buries them for good (no redeal, no column takes J♦, no column can ever empty).
 */
export function deadAfterOneDraw(variant = 'forty-thieves') {
  const nine = (suit: string) => upTo(suit, '9');
  return position(variant, {
    foundations: [nine('S'), nine('S'), nine('H'), nine('H'), nine('D'), upTo('D', 'K'), nine('C'), nine('C')],
    columns: [
      ['QS', 'KS'],
      ['KS', 'QS'],
      ['QH', 'KH'],
      ['QH', 'KH'],
      ['QC', 'KC'],
      ['QC', 'KC'],
      ['QD', 'KD'],
      ['JH', 'JS'],
      ['JC', 'JH'],
      ['JS', 'JC'],
    ],
    waste: ['TS', 'TS', 'TH', 'TH', 'TC', 'TC', 'TD'],
    stock: ['JD'],
  });
}
