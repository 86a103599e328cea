import { describe, expect, it } from 'vitest';
import './define.js';

/**
 * What the element loads after its first game (later-parts.ts) is asked for only once the frame
 * that paints that board has passed: on a first visit those requests and their compile would
 * otherwise share the processor with the board the player waits for (docs/benchmarks.md). This
 * file runs in a page of its own, so neither chunk has been loaded before.
 */
describe('<forty-thieves> later parts', () => {
  it('asks for keyboard play, dragging, the panels and the solver only after the first board is painted', async () => {
    const asked: PerformanceResourceTiming[] = [];
    // An observer, not the resource buffer: the test's own modules may have filled that.
    const observer = new PerformanceObserver((list) => {
      asked.push(...(list.getEntries() as PerformanceResourceTiming[]).filter((entry) => /\/(after-first-game|solver-controller)\.ts/.test(entry.name)));
    });
    observer.observe({ type: 'resource' });
    const element = document.createElement('forty-thieves');
    element.setAttribute('variant', 'forty-thieves');
    element.setAttribute('deal', '1');
    const painted = new Promise<number>((resolve) => {
      element.addEventListener(
        'ft-game-new',
        () => {
          void element.updateComplete.then(() => {
            requestAnimationFrame(() => {
              resolve(performance.now());
            });
          });
        },
        { once: true },
      );
    });
    document.body.append(element);
    const frameAt = await painted;
    await element.ready;
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    expect(element.later.keys).toBeDefined();
    expect(asked.map((entry) => new URL(entry.name).pathname.split('/').at(-1)).sort()).toEqual(['after-first-game.ts', 'solver-controller.ts']);
    for (const entry of asked) expect(entry.startTime, entry.name).toBeGreaterThan(frameAt);
    element.remove();
  });
});
