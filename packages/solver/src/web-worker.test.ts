import { afterEach, describe, expect, it } from 'vitest';
import { dealBoard, defineVariant, positionOf } from '@forty-thieves/core';
import { createBuiltinRegistry } from '@forty-thieves/builtin-variants';
import { WebSolverClient, serveSolverInWorker, type MessageEndpoint } from './web-worker.js';
import { replayWins } from './test-support.js';

const registry = createBuiltinRegistry();

// The web-standard MessageChannel (a global in Node as in browsers): its ports have the same
// addEventListener / postMessage / start shape as a Web Worker and its global scope.
let client: WebSolverClient | undefined;
function connect(): WebSolverClient {
  const channel = new MessageChannel();
  serveSolverInWorker((id) => registry.loadVariant(id), channel.port2 as unknown as MessageEndpoint);
  client = new WebSolverClient(channel.port1 as unknown as MessageEndpoint);
  return client;
}

afterEach(() => {
  client?.close();
});

describe('WebSolverClient and serveSolverInWorker', () => {
  it('solve a deal through messages', async () => {
    const plugin = await registry.loadVariant('lucas');
    const position = positionOf(dealBoard(plugin, 1), 1);
    let progressed = 0;
    const answer = await connect().solve('lucas', position, { maxNodes: 3_000_000, maxMs: Infinity, onProgress: () => progressed++ });
    expect(answer.result).toBe('won');
    if (answer.result === 'won') expect(replayWins(plugin, position, answer.moves)).toBe(true);
  });

  it('solve a position of a plugin the worker cannot load, sent in portable form', async () => {
    const mine = defineVariant({
      apiVersion: 1,
      id: 'my-own-web',
      name: 'My Own',
      layout: { columns: 13, cardsPerColumn: 3, faceDown: 0, acesToFoundations: true },
      build: (moving, target) => moving.suit !== target.suit || moving.rank % 2 === 0,
      sequenceMove: 'sequence',
      stock: { dealCount: 1, redeals: 0 },
      rules: 'A plugin made for the solver tests.',
    });
    const position = positionOf(dealBoard(mine, 3), 3);
    const answer = await connect().solve(mine, position, { maxNodes: 3_000_000, maxMs: Infinity });
    expect(answer.result).toBe('won');
    if (answer.result === 'won') expect(replayWins(mine, position, answer.moves)).toBe(true);
  });

  it('reject what is pending, and every later solve, when the worker fails to load', async () => {
    const target = new EventTarget();
    const posted: unknown[] = [];
    const endpoint = {
      postMessage: (message: unknown) => posted.push(message),
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    } as unknown as MessageEndpoint;
    const failing = new WebSolverClient(endpoint);
    const plugin = await registry.loadVariant('lucas');
    const position = positionOf(dealBoard(plugin, 1), 1);
    const pending = failing.solve('lucas', position);
    expect(posted).toHaveLength(1);
    target.dispatchEvent(new Event('error'));
    await expect(pending).rejects.toThrow(/the solver's worker failed: its script could not be loaded/);
    await expect(failing.solve('lucas', position)).rejects.toThrow(/the solver's worker failed/);
    expect(posted).toHaveLength(1);
    failing.close();
  });

  it('cancel through the signal', async () => {
    const plugin = await registry.loadVariant('maria');
    const controller = new AbortController();
    const pending = connect().solve('maria', positionOf(dealBoard(plugin, 1), 1), { maxMs: 10_000, signal: controller.signal });
    setTimeout(() => {
      controller.abort();
    }, 100);
    const answer = await pending;
    expect(answer).toMatchObject({ result: 'unknown', reason: 'cancelled' });
  });
});
