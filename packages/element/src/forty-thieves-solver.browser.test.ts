import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { FortyThieves } from './forty-thieves.js';
import { whenVisible } from './solver-link.js';
import { cardsOf, mount, nextEvent, position, record, shadow, upTo } from './testing/fixtures.js';
import { deadAfterOneDraw, said, solverStatus } from './testing/solver-positions.js';

const maybeButton = (element: FortyThieves, name: string) => [...shadow(element).querySelectorAll('button')].find((b) => b.textContent.trim() === name);
const button = (element: FortyThieves, name: string): HTMLButtonElement => {
  const found = [...shadow(element).querySelectorAll('button')].find((b) => b.textContent.trim() === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};

/** The solver's chunk loads after the element: wait for it before driving it. */
async function withSolver(element: FortyThieves): Promise<NonNullable<FortyThieves['solver']>> {
  await expect.poll(() => element.solver).toBeDefined();
  const solver = element.solver;
  if (!solver) throw new Error('no solver');
  return solver;
}

/** Q♦ under K♦ and every other card home: one move to an empty column wins. */
function nearlyWon() {
  const foundations = ['S', 'S', 'H', 'H', 'D', 'D', 'C', 'C'].map((suit) => upTo(suit, 'K'));
  foundations[4] = upTo('D', 'J');
  return position('forty-thieves', { columns: [['QD', 'KD'], [], [], [], [], [], [], [], [], []], foundations });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the solver status line', () => {
  it('says "Winnable" for a winnable position, and "Not winnable: undo N moves" after a losing move', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false' });
    await withSolver(element);
    await element.loadPosition(deadAfterOneDraw());
    await expect.poll(() => solverStatus(element), { timeout: 60_000 }).toBe('Winnable');
    // The losing draw, then a harmless move: the winnable position is two moves back.
    expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
    expect(element.play({ from: 'c7', to: 'c1' })).toBe(true);
    await expect.poll(() => solverStatus(element), { timeout: 60_000 }).toBe('Not winnable: undo 2 moves');
    // Announced once, politely, in the live region.
    expect(said(element)).toMatch(/\. Not winnable: undo 2 moves$/);
    expect(maybeButton(element, 'Show solution')).toBeUndefined();
    // Back to a position proved winnable before: "Winnable" at once, with no search.
    element.undo();
    element.undo();
    await element.updateComplete;
    expect(solverStatus(element)).toBe('Winnable');
    expect(maybeButton(element, 'Show solution')).toBeDefined();
  });

  it('stays "Winnable" on a move that follows the known solution, with no search, and leaves it only on a move off every known line', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false' });
    const solver = await withSolver(element);
    await element.loadPosition(deadAfterOneDraw());
    await expect.poll(() => solverStatus(element), { timeout: 60_000 }).toBe('Winnable');
    const searches = vi.spyOn(solver.link, 'solve');
    const seen: (string | undefined)[] = [];
    // The solution's own first move, then the next: each new position is on the known line.
    for (let i = 0; i < 2; i++) {
      const move = element.hint();
      if (!move) throw new Error('no hint');
      expect(element.play(move)).toBe(true);
      await element.updateComplete;
      seen.push(solverStatus(element));
    }
    expect(seen).toEqual(['Winnable', 'Winnable']);
    expect(searches).not.toHaveBeenCalled();
    // A move no known solution makes, onto a position not yet proved: "Still looking…" until the
    // search proves it (drawing J♦ now loses nothing: the diamonds' foundation takes it).
    const waste = cardsOf(element, 'waste').length;
    expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
    expect(cardsOf(element, 'waste')).toHaveLength(waste + 1);
    await element.updateComplete;
    expect(solverStatus(element)).toBe('Still looking…');
    expect(maybeButton(element, 'Show solution')).toBeUndefined();
    await expect.poll(() => solverStatus(element), { timeout: 60_000 }).toBe('Winnable');
    expect(searches).toHaveBeenCalled();
  });

  it('knows a move on from a position proved lost is lost, at once and one step further back', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false' });
    const solver = await withSolver(element);
    await element.loadPosition(deadAfterOneDraw());
    await expect.poll(() => solverStatus(element), { timeout: 60_000 }).toBe('Winnable');
    expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
    await expect.poll(() => solverStatus(element), { timeout: 60_000 }).toBe('Not winnable: undo 1 move');
    const searches = vi.spyOn(solver.link, 'solve');
    expect(element.play({ from: 'c7', to: 'c1' })).toBe(true);
    await element.updateComplete;
    expect(solverStatus(element)).toBe('Not winnable: undo 2 moves');
    expect(searches).not.toHaveBeenCalled();
  });

  it('says "Still looking…" while it has no answer, and keeps looking in longer rounds; "Show solution" waits for a solution', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1' });
    const solver = await withSolver(element);
    solver.checkMs = 1; // no deal of Forty Thieves is decided in a millisecond
    solver.lookMaxMs = 4;
    const searches = vi.spyOn(solver.link, 'solve');
    element.play({ from: 'stock', to: 'waste' });
    await element.updateComplete;
    expect(solverStatus(element)).toBe('Still looking…');
    await expect.poll(() => searches.mock.calls.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(4);
    const budgets = searches.mock.calls.map((call) => call[2]);
    expect(budgets.slice(0, 4)).toEqual([1, 2, 4, 4]);
    expect(solverStatus(element)).toBe('Still looking…');
    expect(maybeButton(element, 'Show solution')).toBeUndefined();
    // A new move cancels the looking: the rounds start again from the new position.
    element.play({ from: 'stock', to: 'waste' });
    await element.updateComplete;
    expect(solverStatus(element)).toBe('Still looking…');
    expect(searches.mock.calls.at(-1)?.[2]).toBe(1);
  });

  it("speaks the element's language", async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false', lang: 'sv' });
    await withSolver(element);
    await element.ready;
    await element.loadPosition(deadAfterOneDraw());
    await expect.poll(() => solverStatus(element), { timeout: 60_000 }).toBe('Går att vinna');
    element.hint();
    await element.updateComplete;
    expect(said(element)).toMatch(/^Tips \(från en lösning\): /);
    expect(button(element, 'Visa lösning')).toBeDefined();
  });

  it('is switched off by solver-status="false", and the hint then says it is a best guess', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', 'solver-status': 'false' });
    await withSolver(element);
    await element.updateComplete;
    expect(solverStatus(element)).toBeUndefined();
    expect(element.hint()).toBeDefined();
    await element.updateComplete;
    expect(said(element)).toMatch(/^Hint \(best guess\): /);
  });
});

describe('hints and the solution', () => {
  it('gives the next move of a solution when one is known, and says so', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false' });
    await withSolver(element);
    await element.loadPosition(deadAfterOneDraw());
    await expect.poll(() => solverStatus(element), { timeout: 60_000 }).toBe('Winnable');
    // The only winning first move: T♦ home (drawing J♦ loses).
    expect(element.hint()).toEqual(expect.objectContaining({ from: 'waste', to: 'f4' }));
    await element.updateComplete;
    expect(said(element)).toMatch(/^Hint \(from a solution\): /);
  });

  it('"Show solution" plays a winnable position to the win', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1' });
    await withSolver(element);
    await element.loadPosition(nearlyWon());
    const won = nextEvent(element, 'ft-game-win');
    // The button comes with the solution.
    await expect.poll(() => maybeButton(element, 'Show solution'), { timeout: 60_000 }).toBeDefined();
    button(element, 'Show solution').click();
    await won;
    await expect.poll(() => element.solver?.showing).toBe('off');
    await element.updateComplete;
    // The win panel speaks for a won game: no "Winnable" beside it.
    expect(solverStatus(element)).toBeUndefined();
  });

  it('pauses, steps one move at a time and stops by keyboard, leaving the game undoable', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false' });
    const solver = await withSolver(element);
    await element.loadPosition(deadAfterOneDraw());
    await expect.poll(() => solverStatus(element), { timeout: 60_000 }).toBe('Winnable');
    solver.player.stepMs = 60_000; // one move, then wait for the keys
    const moves = record(element, 'ft-move');
    const focused = () => shadow(element).activeElement?.textContent.trim();
    button(element, 'Show solution').focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => moves.length).toBe(1);
    await element.updateComplete;
    // The bar replaced the button that had the focus: its first button has it now.
    expect(focused()).toBe('Pause');
    await userEvent.keyboard('{Enter}');
    await element.updateComplete;
    expect(solver.showing).toBe('paused');
    expect(focused()).toBe('Resume');
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.poll(() => moves.length).toBe(2);
    await element.updateComplete;
    await userEvent.keyboard('{Tab}{Enter}');
    await element.updateComplete;
    expect(solver.showing).toBe('off');
    expect(focused()).toBe('Show solution');
    expect(element.moveCount).toBe(2);
    expect(cardsOf(element, 'waste')).toHaveLength(5);
    expect(element.undo()).toBe(true);
    expect(cardsOf(element, 'waste')).toHaveLength(6);
  });
});

describe('winnable deals only', () => {
  it('deals until a deal is proved winnable, showing which deal it checks', async () => {
    const element = await mount({ variant: 'lucas', deal: '1', 'winnable-only': '' });
    const solver = await withSolver(element);
    solver.checkMs = 3000;
    const dealt = element.newGame();
    await element.updateComplete;
    expect(solverStatus(element)).toMatch(/^Checking deal \d+…$/);
    await dealt;
    await element.updateComplete;
    expect(solverStatus(element)).toBe('Winnable');
  });

  it('cancels at once, leaving the last deal on the table playable', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', 'winnable-only': '' });
    await withSolver(element);
    const dealt = element.newGame();
    await element.updateComplete;
    expect(solverStatus(element)).toBe('Checking deal 1…');
    // Clicked in the same task as the check above: a pointer click waits for the button to be
    // stable, and a deal proved winnable in that time removes the button (a flaky race).
    button(element, 'Cancel').click();
    await element.updateComplete;
    expect(solverStatus(element)).not.toMatch(/Checking deal/);
    await dealt;
    expect(element.deal).not.toBe(1);
    expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
  });
});

describe('"Could I have won?" after a lost game', () => {
  // The deal's answer sits after the status line, in a status part of its own.
  const dealStatus = (element: FortyThieves) => [...shadow(element).querySelectorAll('[part="solver-status"]')].at(-1)?.textContent.trim();

  it('answers yes for a deal lost by a bad move, and "Show how" plays the deal from its start to the win', async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false' });
    const solver = await withSolver(element);
    solver.player.stepMs = 1;
    await element.loadPosition(deadAfterOneDraw());
    await expect.poll(() => solverStatus(element), { timeout: 60_000 }).toBe('Winnable');
    expect(element.play({ from: 'stock', to: 'waste' })).toBe(true);
    await expect.poll(() => solverStatus(element), { timeout: 60_000 }).toMatch(/^Not winnable/);
    // Pressed from the keyboard: the answer's button takes the focus from the button that went.
    button(element, 'Could I have won?').focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => dealStatus(element), { timeout: 60_000 }).toBe('Yes: this deal can be won');
    await expect.poll(() => shadow(element).activeElement?.getAttribute('data-solver')).toBe('show-how');
    // Said too, for a screen reader and in the toast, where the slot may be too narrow for it.
    expect(said(element)).toBe('Yes: this deal can be won');
    const won = nextEvent(element, 'ft-game-win');
    button(element, 'Show how').click();
    await won;
  });

  it("answers no, proved, for a deal that cannot be won, and can't tell when its time runs out", async () => {
    const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false' });
    await withSolver(element);
    const start = deadAfterOneDraw();
    // The losing draw already made: J♦ buries the tens for good.
    await element.loadPosition({ ...start, waste: [...start.waste, 'JD'], stock: [] });
    await expect.poll(() => solverStatus(element), { timeout: 60_000 }).toMatch(/^Not winnable/);
    button(element, 'Could I have won?').click();
    await expect.poll(() => dealStatus(element), { timeout: 60_000 }).toBe('No: this deal cannot be won (proved)');
    expect(said(element)).toBe('No: this deal cannot be won (proved)');
    // A decided deal has nothing to look longer for.
    expect(shadow(element).querySelector('[data-solver="look-longer"]')).toBeNull();

    const other = await mount({ variant: 'forty-thieves', deal: '1' });
    const itsSolver = await withSolver(other);
    itsSolver.question.checkMs = 1; // no deal of Forty Thieves is decided in a millisecond
    await itsSolver.couldIHaveWon();
    await other.updateComplete;
    expect(dealStatus(other)).toBe("Can't tell: no answer in time");
    expect(said(other)).toBe("Can't tell: no answer in time");
    // "Look longer" asks once more; when that runs out too, it is not offered again.
    itsSolver.question.longerMs = 1;
    button(other, 'Look longer').click();
    await expect.poll(() => itsSolver.question.answer?.longer).toBe(true);
    await expect.poll(() => itsSolver.dealState).toBe('unknown');
    await other.updateComplete;
    expect(dealStatus(other)).toBe("Can't tell: no answer in time");
    expect(shadow(other).querySelector('[data-solver="look-longer"]')).toBeNull();
  });

  it('looks longer when asked after "Can\'t tell", and gives the answer the longer look finds', async () => {
    // No status line: nothing is known of the position but what the question finds.
    const element = await mount({ variant: 'forty-thieves', deal: '1', autoplay: 'false', 'solver-status': 'false' });
    const solver = await withSolver(element);
    await element.loadPosition(deadAfterOneDraw());
    solver.question.checkMs = 0;
    await solver.couldIHaveWon();
    await element.updateComplete;
    expect(dealStatus(element)).toBe("Can't tell: no answer in time");
    button(element, 'Look longer').click();
    await expect.poll(() => dealStatus(element), { timeout: 60_000 }).toBe('Yes: this deal can be won');
    expect(said(element)).toBe('Yes: this deal can be won');
    expect(shadow(element).querySelector('[data-solver="show-how"]')).not.toBeNull();
  });

  it('stops looking longer when another game is put on the table', async () => {
    // Deal 3: undecided in 10 s (docs/solver.md's winnability table), so a long look would run its whole time.
    const element = await mount({ variant: 'forty-thieves', deal: '3', 'solver-status': 'false' });
    const solver = await withSolver(element);
    solver.question.checkMs = 0;
    await solver.couldIHaveWon();
    solver.question.longerMs = 120_000;
    const looking = solver.lookLonger();
    await element.updateComplete;
    expect(solver.dealState).toBe('checking');
    await element.newGame();
    await element.updateComplete;
    // The search about deal 3 is cancelled, not left to share the worker with the new game for two minutes.
    await expect.poll(() => solver.question.answer?.state, { timeout: 10_000 }).toBe('unknown');
    await looking;
  });
});

describe('looking while the page is hidden', () => {
  it('pauses the rounds of looking until the page is visible again, or the check is cancelled', async () => {
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const abort = new AbortController();
    let settled = false;
    const waiting = whenVisible(abort.signal).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    await waiting;
    expect(settled).toBe(true);
    // Hidden again: a cancelled check stops waiting at once.
    hidden.mockReturnValue(true);
    const cancelled = whenVisible(abort.signal);
    abort.abort();
    await cancelled;
  });
});
