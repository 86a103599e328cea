import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cardAt, mount, record, shadow, twoDrawsFromStuck } from './testing/fixtures.js';
import { setClock } from './testing/internals.js';

afterEach(() => {
  localStorage.clear();
});

const timeText = (element: HTMLElement) => element.shadowRoot?.querySelector('[part~="time"]')?.textContent;

describe('game flow: timer, deal link', () => {
  it('starts the timer with the first move and stops it at a dead end', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false' });
    let t = 0;
    setClock(element, () => t);
    // One draw left, and nothing can move after it (docs/rules.md: stuck when no legal move remains).
    await element.loadPosition(twoDrawsFromStuck());
    await element.updateComplete;
    t = 10_000;
    expect(timeText(element)).toBe('0:00');
    const stuck = record(element, 'ft-game-stuck');
    await userEvent.click(cardAt(element, 'stock'));
    t = 75_000;
    element.requestUpdate();
    await element.updateComplete;
    expect(timeText(element)).toBe('1:05');
    await userEvent.click(cardAt(element, 'stock'));
    expect(stuck).toHaveLength(1);
    expect(stuck[0]?.detail.time).toBe(65_000);
    t = 500_000;
    element.requestUpdate();
    await element.updateComplete;
    expect(timeText(element)).toBe('1:05');
  });

  it('shows the deal number as a link that reopens it', async () => {
    const element = await mount({ variant: 'maria', deal: '42' });
    expect(element.dealLink).toBe('?variant=maria&deal=42');
    const link = shadow(element).querySelector<HTMLAnchorElement>('a[part~="deal-link"]');
    expect(link?.getAttribute('href')).toBe('?variant=maria&deal=42');
    expect(link?.textContent).toBe('deal 42');
  });

  it('keeps the time in the stored game', async () => {
    const first = await mount({ variant: 'maria', deal: '42', autoplay: 'false', 'storage-key': 'ft-flow' });
    let t = 0;
    setClock(first, () => t);
    await userEvent.click(cardAt(first, 'stock'));
    t = 30_000;
    await userEvent.click(cardAt(first, 'stock'));
    first.remove();
    const again = await mount({ 'storage-key': 'ft-flow', autoplay: 'false' });
    expect(timeText(again)).toBe('0:30');
  });
});
