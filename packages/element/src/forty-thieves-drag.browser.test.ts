import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cardAt, cardsOf, mount, position, record, shadow } from './testing/fixtures.js';
import { voiceOf } from './testing/internals.js';

const FILLER = [['KS'], ['KS'], ['KD'], ['KD'], ['KC'], ['KC']];

async function table() {
  const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false' });
  // Forty Thieves builds down in suit: 7♥ goes on 8♥ (column 3) or into the empty column 4, not on J♦.
  await element.loadPosition(position('forty-thieves', { columns: [['QC', '7H'], ['JD'], ['9S', '8H'], [], ...FILLER] }));
  await element.updateComplete;
  return element;
}

describe('pointer drag and drop', () => {
  it('moves a card by a real pointer drag onto a column that takes it', async () => {
    const element = await table();
    const moves = record(element, 'ft-move');
    await userEvent.dragAndDrop(cardAt(element, 'c0', 1), cardAt(element, 'c2', 1));
    expect(cardsOf(element, 'c2')).toEqual(['9S', '8H', '7H']);
    expect(cardsOf(element, 'c0')).toEqual(['QC']);
    expect(moves).toHaveLength(1);
  });

  it('refuses a drop the rules forbid: the reason is dispatched and announced, and the card goes back', async () => {
    const element = await table();
    const rejected = record(element, 'ft-move-reject');
    await userEvent.dragAndDrop(cardAt(element, 'c0', 1), cardAt(element, 'c1', 0));
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.detail.move).toEqual({ from: 'c0', to: 'c1', count: 1 });
    expect(cardsOf(element, 'c0')).toEqual(['QC', '7H']);
    await element.updateComplete;
    expect(shadow(element).querySelectorAll('.dragging')).toHaveLength(0);
    expect(shadow(element).querySelector('[role="status"]')?.textContent).toContain(rejected[0]?.detail.reason ?? '?');
  });

  it('shows the reason of a refused drop only briefly: it fades and is gone after refusalMs', async () => {
    const element = await table();
    voiceOf(element).refusalMs = 150;
    const rejected = record(element, 'ft-move-reject');
    await userEvent.dragAndDrop(cardAt(element, 'c0', 1), cardAt(element, 'c1', 0));
    await element.updateComplete;
    const reason = rejected[0]?.detail.reason ?? '?';
    const status = () => shadow(element).querySelector<HTMLElement>('[part="status"]');
    expect(status()?.textContent).toContain(reason);
    expect(status()?.classList.contains('refused')).toBe(true);
    expect(getComputedStyle(status() ?? element).animationName).toBe('ft-fade');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await element.updateComplete;
    expect(status()?.textContent.trim()).toBe('');
    expect(status()?.classList.contains('refused')).toBe(false);
    expect(shadow(element).querySelector('[role="status"]')?.textContent.trim()).toBe('');
  });

  it('highlights the legal destinations while dragging, every empty column included', async () => {
    const element = await table();
    const board = shadow(element).querySelector<HTMLElement>('.board');
    const card = cardAt(element, 'c0', 1);
    const box = card.getBoundingClientRect();
    const at = (dx: number) => ({ bubbles: true, composed: true, pointerId: 7, isPrimary: true, button: 0, clientX: box.left + 5 + dx, clientY: box.top + 5 });
    card.dispatchEvent(new PointerEvent('pointerdown', at(0)));
    board?.dispatchEvent(new PointerEvent('pointermove', at(40)));
    await element.updateComplete;
    const targets = [...shadow(element).querySelectorAll<HTMLElement>('.pile.target')].map((pile) => pile.dataset.drop);
    expect(targets.sort()).toEqual(['c2', 'c3']);
    expect(shadow(element).querySelectorAll('.dragging')).toHaveLength(1);
    board?.dispatchEvent(new PointerEvent('pointercancel', at(40)));
    await element.updateComplete;
    expect(shadow(element).querySelectorAll('.pile.target')).toHaveLength(0);
  });

  it('still treats a press without movement as a click', async () => {
    const element = await table();
    await userEvent.click(cardAt(element, 'c0', 1));
    expect(cardsOf(element, 'c2')).toEqual(['9S', '8H', '7H']);
  });
});
