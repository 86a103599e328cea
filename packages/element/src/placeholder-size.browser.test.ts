import { describe, expect, it } from 'vitest';
import { mount, shadow } from './testing/fixtures.js';

describe('<forty-thieves> empty piles', () => {
  it('draws each empty foundation, waste and stock outline the size of a card, never taller', async () => {
    const element = await mount({ variant: 'maria', deal: '42', autoplay: 'false' });
    const root = shadow(element);
    const card = root.querySelector('[part~="column"] [part~="card"]')?.getBoundingClientRect();
    const outlines = [...root.querySelectorAll('[part~="foundation"] [part="placeholder"], [part~="waste"] [part="placeholder"]')];
    // Maria, deal 42, nothing played: eight empty foundations and an empty waste.
    expect(outlines).toHaveLength(9);
    expect(card?.height).toBeGreaterThan(0);
    for (const outline of outlines) {
      const box = outline.getBoundingClientRect();
      expect(Math.abs(box.height - (card?.height ?? 0))).toBeLessThan(1);
      expect(Math.abs(box.width - (card?.width ?? 0))).toBeLessThan(1);
    }
  });
});
