import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cardAt, mount, position } from './testing/fixtures.js';

const FILLER = [['KS'], ['KS'], ['KD'], ['KD'], ['KC'], ['KC']];

async function table() {
  const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false' });
  await element.loadPosition(position('forty-thieves', { columns: [['QC', '7H'], ['JD'], ['9S', '8H'], [], ...FILLER] }));
  await element.updateComplete;
  return element;
}

/**
 * Every animation started from now on, by the element it moves. The slide lasts 180 ms: on a
 * loaded machine it can be over before the test's click returns, and a finished animation is no
 * longer in `getAnimations()`, so the test keeps what `animate` gave instead.
 */
function recordAnimations(): (card: Element) => Animation[] {
  // A spy calls through: each call's element and the animation it returned are kept.
  const animate = vi.spyOn(Element.prototype, 'animate');
  return (card) => animate.mock.contexts.flatMap((context, call) => (context === card ? [animate.mock.results[call]?.value as Animation] : []));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('move animations', () => {
  it('slides a moved card from where it was to where it lands', async () => {
    const element = await table();
    // A viewport that holds the whole board: no scrolling or scrollbar moves the cards meanwhile.
    await page.viewport(1280, 900);
    const from = cardAt(element, 'c0', 1).getBoundingClientRect();
    const started = recordAnimations();
    await userEvent.click(cardAt(element, 'c0', 1));
    await element.updateComplete;
    const moved = cardAt(element, 'c2', 2);
    const animations = started(moved);
    expect(animations).toHaveLength(1);
    const start = (animations[0]?.effect as KeyframeEffect).getKeyframes()[0]?.transform;
    animations[0]?.finish();
    const to = moved.getBoundingClientRect();
    const [dx, dy] = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(String(start))?.slice(1).map(Number) ?? [];
    expect(dx).toBeCloseTo(from.left - to.left, 0);
    expect(dy).toBeCloseTo(from.top - to.top, 0);
    expect(Math.abs(dx ?? 0)).toBeGreaterThan(10);
    // The cards that stayed where they were do not move.
    expect(started(cardAt(element, 'c2', 1))).toHaveLength(0);
  });

  it('does not animate a new deal or a loaded position', async () => {
    const element = await table();
    const moving = [...(element.shadowRoot?.querySelectorAll<HTMLElement>('.card') ?? [])].filter((card) => card.getAnimations().length > 0);
    expect(moving).toEqual([]);
  });

  it('does not animate under prefers-reduced-motion', async () => {
    const element = await table();
    const real = window.matchMedia.bind(window);
    // The page's own answer, except that the reader asks for reduced motion.
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      const list = real(query);
      if (query.includes('prefers-reduced-motion')) Object.defineProperty(list, 'matches', { value: true });
      return list;
    });
    const started = recordAnimations();
    await userEvent.click(cardAt(element, 'c0', 1));
    await element.updateComplete;
    expect(started(cardAt(element, 'c2', 2))).toHaveLength(0);
  });
});
